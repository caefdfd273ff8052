import ComponentRuntime
import Foundation
import Testing

@Suite("Flexbox: margin, padding, border, gap")
struct FlexboxSpacingTests {
    @Test("margins per edge push the child and shrink its stretch")
    func margins() {
        let result = layOut(
            flexNode(
                {
                    $0.width = 100
                    $0.height = 100
                },
                flexNode {
                    $0.height = 10
                    $0.margin = FlexEdges(top: 10, left: 5, bottom: 3, right: 7)
                },
                flexNode { $0.height = 10 }
            )
        )
        #expect(result.childFrames == [rect(5, 10, 88, 10), rect(0, 23, 100, 10)])
    }

    @Test("percent margins and padding resolve against the parent's width, on every edge")
    func percentSpacing() {
        let result = layOut(
            flexNode(
                {
                    $0.width = 200
                    $0.height = 100
                    $0.padding = FlexEdges(top: .percent(10), left: .percent(5))
                },
                flexNode {
                    $0.height = 10
                    $0.margin = FlexEdges(top: .percent(5), left: .percent(10))
                }
            ),
            width: 200
        )
        // The root's padding is a percentage of the width given to the root (200): top 20, left 10. The child's
        // margins are percentages of the root's inner width (190): top 9.5, left 19; y 29.5 rounds to 30.
        #expect(result.childFrames == [rect(29, 30, 171, 10)])
    }

    @Test("auto margins take the free space before justification")
    func autoMainAxis() {
        let result = layOut(
            flexNode(
                {
                    $0.direction = .row
                    $0.justifyContent = .center
                    $0.width = 100
                    $0.height = 20
                },
                flexBox(width: 10, height: 10) { $0.margin = FlexEdges(left: .auto) },
                flexBox(width: 10, height: 10)
            )
        )
        #expect(result.childFrames == [rect(80, 0, 10, 10), rect(90, 0, 10, 10)])
        let centred = layOut(
            flexNode(
                {
                    $0.direction = .row
                    $0.width = 100
                    $0.height = 20
                },
                flexBox(width: 10, height: 10) { $0.margin = FlexEdges(horizontal: .auto) }
            )
        )
        #expect(centred.childFrames == [rect(45, 0, 10, 10)])
    }

    @Test("auto margins on the cross axis align the child and stop it stretching")
    func autoCrossAxis() {
        let result = layOut(
            flexNode(
                {
                    $0.direction = .row
                    $0.width = 100
                    $0.height = 100
                },
                flexBox(width: 10, height: 10) { $0.margin = FlexEdges(top: .auto) },
                flexBox(width: 10, height: 10) { $0.margin = FlexEdges(vertical: .auto) },
                flexNode {
                    $0.width = 10
                    $0.margin = FlexEdges(bottom: .auto)
                }
            )
        )
        #expect(result.childFrames == [rect(0, 90, 10, 10), rect(10, 45, 10, 10), rect(20, 0, 10, 0)])
    }

    @Test("padding and border inset the children and add to a content size")
    func paddingAndBorder() {
        let result = layOut(
            flexNode(
                {
                    $0.padding = FlexEdges(top: 1, left: 2, bottom: 3, right: 4)
                    $0.border = FlexEdges(all: 5)
                },
                flexBox(width: 20, height: 10)
            )
        )
        #expect(result.frame == rect(0, 0, 36, 24))
        #expect(result.childFrames == [rect(7, 6, 20, 10)])
    }

    @Test("gaps go between children, not at the ends, in points or percent")
    func gaps() {
        let row = layOut(
            flexNode(
                {
                    $0.direction = .row
                    $0.width = 110
                    $0.height = 10
                    $0.columnGap = 10
                    $0.rowGap = 99
                },
                flexNode { $0.flexGrow = 1 },
                flexNode { $0.flexGrow = 1 },
                flexNode { $0.flexGrow = 1 }
            )
        )
        #expect(row.childFrames == [rect(0, 0, 30, 10), rect(40, 0, 30, 10), rect(80, 0, 30, 10)])
        let column = layOut(
            flexNode(
                {
                    $0.width = 100
                    $0.height = 200
                    $0.gap = .percent(10)
                },
                flexBox(width: 10, height: 10),
                flexBox(width: 10, height: 10)
            )
        )
        #expect(column.childFrames == [rect(0, 0, 10, 10), rect(0, 30, 10, 10)])
    }
}
