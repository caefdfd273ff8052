import ComponentRuntime
import Foundation
import Testing

@Suite("Flexbox: flexGrow, flexShrink, flexBasis")
struct FlexboxFlexTests {
    /// A 100×10 row of `children`, returning their frames (no rounding, to see the exact shares).
    private func row(width: CGFloat = 100, _ children: FlexNode...) -> [CGRect] {
        FlexNode(
            style: {
                var style = FlexStyle()
                style.direction = .row
                style.width = .points(width)
                style.height = 10
                return style
            }(),
            children: children
        ).layout(pointScale: 0).childFrames
    }

    @Test("free space is shared in proportion to flexGrow")
    func grow() {
        #expect(
            row(flexNode { $0.flexGrow = 1 }, flexNode { $0.flexGrow = 3 }) == [
                rect(0, 0, 25, 10), rect(25, 0, 75, 10),
            ]
        )
    }

    @Test("growth starts from the flex basis")
    func growFromBasis() {
        #expect(
            row(
                flexNode {
                    $0.flexGrow = 1
                    $0.flexBasis = 20
                },
                flexNode {
                    $0.flexGrow = 1
                    $0.flexBasis = 40
                }
            ) == [rect(0, 0, 40, 10), rect(40, 0, 60, 10)]
        )
    }

    @Test("grow factors summing to less than 1 take only that share (Yoga floors the sum to 1)")
    func fractionalGrow() {
        #expect(
            row(flexNode { $0.flexGrow = 0.25 }, flexNode { $0.flexGrow = 0.25 })
                == [rect(0, 0, 25, 10), rect(25, 0, 25, 10)]
        )
    }

    @Test("overflow is taken back in proportion to flexShrink times the basis")
    func shrink() {
        let frames = row(
            flexNode {
                $0.width = 100
                $0.flexShrink = 1
            },
            flexNode {
                $0.width = 50
                $0.flexShrink = 1
            }
        )
        // 50 too much; the 100-wide child gives up two thirds of it.
        #expect(abs(frames[0].width - 200.0 / 3) < 0.001)
        #expect(abs(frames[1].width - 100.0 / 3) < 0.001)
        #expect(abs(frames[1].minX - 200.0 / 3) < 0.001)
    }

    @Test("flexShrink defaults to 0 (Yoga; CSS says 1): children overflow")
    func noShrinkByDefault() {
        #expect(FlexStyle().flexShrink == 0)
        #expect(
            row(flexBox(width: 80, height: 10), flexBox(width: 80, height: 10)) == [
                rect(0, 0, 80, 10), rect(80, 0, 80, 10),
            ]
        )
    }

    @Test("flexBasis in points, percent of the container, or auto (the width)")
    func basis() {
        let frames = row(
            width: 200,
            flexNode { $0.flexBasis = 30 },
            flexNode { $0.flexBasis = .percent(25) },
            flexNode { $0.width = 40 },
            flexNode {
                $0.width = 40
                $0.flexBasis = 10
            }
        )
        #expect(frames.map(\.width) == [30, 50, 40, 10])
        #expect(frames.map(\.minX) == [0, 30, 80, 120])
    }

    @Test("max wins over growing: the clamped child is frozen and the rest share what is left")
    func maxOverGrow() {
        #expect(
            row(
                flexNode {
                    $0.flexGrow = 1
                    $0.maxWidth = 20
                },
                flexNode { $0.flexGrow = 1 }
            ) == [rect(0, 0, 20, 10), rect(20, 0, 80, 10)]
        )
    }

    @Test("min wins over shrinking")
    func minOverShrink() {
        #expect(
            row(
                flexNode {
                    $0.width = 80
                    $0.flexShrink = 1
                    $0.minWidth = 70
                },
                flexNode {
                    $0.width = 80
                    $0.flexShrink = 1
                }
            ) == [rect(0, 0, 70, 10), rect(70, 0, 30, 10)]
        )
    }

    @Test("a percent basis resolves against the container's inner size, and margins are outside the basis")
    func percentBasisWithPaddingAndMargins() {
        let result = FlexNode(
            style: {
                var style = FlexStyle()
                style.direction = .row
                style.width = 220
                style.height = 10
                style.padding = FlexEdges(horizontal: 10)
                return style
            }(),
            children: [
                flexNode {
                    $0.flexBasis = .percent(50)
                    $0.margin = FlexEdges(horizontal: 5)
                },
                flexNode { $0.flexGrow = 1 },
            ]
        ).layout(pointScale: 0)
        #expect(result.childFrames == [rect(15, 0, 100, 10), rect(120, 0, 90, 10)])
    }

    @Test("flexing in a column, with a content-sized child beside a growing one")
    func column() {
        let result = layOut(
            flexNode(
                {
                    $0.width = 50
                    $0.height = 200
                },
                flexBox(width: 50, height: 30),
                flexNode { $0.flexGrow = 1 },
                flexNode({ $0.flexShrink = 1 }, flexBox(width: 10, height: 25))
            )
        )
        #expect(result.childFrames == [rect(0, 0, 50, 30), rect(0, 30, 50, 145), rect(0, 175, 50, 25)])
    }
}
