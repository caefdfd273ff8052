import ComponentRuntime
import Foundation
import Testing

@Suite("Flexbox: alignItems and alignSelf")
struct FlexboxAlignItemsTests {
    private func row(_ align: FlexAlign, _ children: FlexNode...) -> FlexLayoutResult {
        layOut(
            FlexNode(
                style: {
                    var style = FlexStyle()
                    style.direction = .row
                    style.alignItems = align
                    style.width = 100
                    style.height = 100
                    return style
                }(),
                children: children
            )
        )
    }

    @Test("flex-start, center, flex-end")
    func positions() {
        #expect(row(.flexStart, flexBox(width: 10, height: 20)).childFrames == [rect(0, 0, 10, 20)])
        #expect(row(.center, flexBox(width: 10, height: 20)).childFrames == [rect(0, 40, 10, 20)])
        #expect(row(.flexEnd, flexBox(width: 10, height: 20)).childFrames == [rect(0, 80, 10, 20)])
    }

    @Test("stretch is the default and fills the cross axis, inside margins")
    func stretch() {
        #expect(FlexStyle().alignItems == .stretch)
        let result = row(
            .stretch,
            flexNode { $0.width = 10 },
            flexNode {
                $0.width = 10
                $0.margin = FlexEdges(top: 5, bottom: 15)
            },
            flexBox(width: 10, height: 30)
        )
        #expect(result.childFrames == [rect(0, 0, 10, 100), rect(10, 5, 10, 80), rect(20, 0, 10, 30)])
    }

    @Test("stretch stops at the child's max size; min wins over it")
    func stretchClamped() {
        let result = row(
            .stretch,
            flexNode {
                $0.width = 10
                $0.maxHeight = 50
            },
            flexNode {
                $0.width = 10
                $0.maxHeight = 50
                $0.minHeight = 60
            }
        )
        #expect(result.childFrames == [rect(0, 0, 10, 50), rect(10, 0, 10, 60)])
    }

    @Test("alignSelf overrides the parent's alignItems")
    func alignSelf() {
        let result = row(
            .center,
            flexBox(width: 10, height: 20),
            flexBox(width: 10, height: 20) { $0.alignSelf = .flexEnd },
            flexNode {
                $0.width = 10
                $0.alignSelf = .stretch
            },
            flexBox(width: 10, height: 20) { $0.alignSelf = .auto }
        )
        #expect(
            result.childFrames == [
                rect(0, 40, 10, 20), rect(10, 80, 10, 20), rect(20, 0, 10, 100), rect(30, 40, 10, 20),
            ]
        )
    }

    @Test("baseline lines up the children's baselines; a leaf's baseline is its bottom")
    func baseline() {
        let result = row(.baseline, flexBox(width: 10, height: 20), flexBox(width: 10, height: 40))
        #expect(result.childFrames == [rect(0, 20, 10, 20), rect(10, 0, 10, 40)])
    }

    @Test("a container's baseline is its first child's; alignSelf baseline in a column aligns at the start")
    func nestedBaseline() {
        let result = row(
            .baseline,
            flexNode(
                { $0.width = 10 },
                flexBox(width: 10, height: 15),
                flexBox(width: 10, height: 10) { $0.alignSelf = .baseline }
            ),
            flexBox(width: 10, height: 30)
        )
        #expect(result.childFrames == [rect(0, 15, 10, 25), rect(10, 0, 10, 30)])
        #expect(result.children[0].childFrames == [rect(0, 0, 10, 15), rect(0, 15, 10, 10)])
    }

    @Test("in a column, items align horizontally; a content-sized column takes its widest child")
    func column() {
        let result = layOut(
            flexNode(
                {
                    $0.alignItems = .center
                    $0.width = 100
                },
                flexBox(width: 20, height: 10),
                flexNode({ $0.alignSelf = .flexEnd }, flexBox(width: 30, height: 10))
            )
        )
        #expect(result.frame == rect(0, 0, 100, 20))
        #expect(result.childFrames == [rect(40, 0, 20, 10), rect(70, 10, 30, 10)])
    }
}

@Suite("Flexbox: wrap and alignContent")
struct FlexboxWrapTests {
    /// A 100×100 wrapping row of four 40×20 children: two lines of two.
    private func wrapped(_ alignContent: FlexAlign, childHeight: FlexLength = 20) -> [CGRect] {
        let child = FlexNode(
            style: {
                var style = FlexStyle()
                style.width = 40
                style.height = childHeight
                return style
            }()
        )
        return layOut(
            FlexNode(
                style: {
                    var style = FlexStyle()
                    style.direction = .row
                    style.wrap = .wrap
                    style.alignContent = alignContent
                    style.width = 100
                    style.height = 100
                    return style
                }(),
                children: [child, child, child, child].map { FlexNode(style: $0.style) }
            )
        ).childFrames
    }

    private func lineTops(_ frames: [CGRect]) -> [CGFloat] { [frames[0].minY, frames[2].minY] }

    @Test("children wrap onto a new line when the next would overflow")
    func wrap() {
        let frames = wrapped(.flexStart)
        #expect(frames == [rect(0, 0, 40, 20), rect(40, 0, 40, 20), rect(0, 20, 40, 20), rect(40, 20, 40, 20)])
        #expect(FlexStyle().alignContent == .flexStart)
    }

    @Test("alignContent places the lines: 60 points to share")
    func alignContent() {
        #expect(lineTops(wrapped(.flexEnd)) == [60, 80])
        #expect(lineTops(wrapped(.center)) == [30, 50])
        #expect(lineTops(wrapped(.spaceBetween)) == [0, 80])
        #expect(lineTops(wrapped(.spaceAround)) == [15, 65])
        #expect(lineTops(wrapped(.spaceEvenly)) == [20, 60])
    }

    @Test("alignContent stretch grows the lines, and children without a height stretch with them")
    func stretch() {
        let frames = wrapped(.stretch, childHeight: .auto)
        #expect(frames == [rect(0, 0, 40, 50), rect(40, 0, 40, 50), rect(0, 50, 40, 50), rect(40, 50, 40, 50)])
        // Children with a height keep it.
        #expect(lineTops(wrapped(.stretch)) == [0, 50])
        #expect(wrapped(.stretch)[2].height == 20)
    }

    @Test("wrap-reverse stacks lines from the cross end")
    func wrapReverse() {
        let result = layOut(
            flexNode(
                {
                    $0.direction = .row
                    $0.wrap = .wrapReverse
                    $0.width = 100
                    $0.height = 100
                },
                flexBox(width: 40, height: 20),
                flexBox(width: 40, height: 20),
                flexBox(width: 40, height: 30)
            )
        )
        #expect(result.childFrames == [rect(0, 80, 40, 20), rect(40, 80, 40, 20), rect(0, 50, 40, 30)])
    }

    @Test("a wrapping column, sized by its content, with row and column gaps")
    func columnWithGaps() {
        let result = layOut(
            flexNode(
                {
                    $0.wrap = .wrap
                    $0.height = 50
                    $0.rowGap = 5
                    $0.columnGap = 10
                },
                flexBox(width: 20, height: 20),
                flexBox(width: 30, height: 20),
                flexBox(width: 20, height: 20)
            )
        )
        #expect(result.frame == rect(0, 0, 60, 50))
        #expect(result.childFrames == [rect(0, 0, 20, 20), rect(0, 25, 30, 20), rect(40, 0, 20, 20)])
    }

    @Test("items in a line align within the line's height")
    func alignItemsInLines() {
        let result = layOut(
            flexNode(
                {
                    $0.direction = .row
                    $0.wrap = .wrap
                    $0.alignItems = .flexEnd
                    $0.width = 50
                },
                flexBox(width: 20, height: 10),
                flexBox(width: 20, height: 30),
                flexBox(width: 20, height: 10) { $0.alignSelf = .center }
            )
        )
        #expect(result.frame == rect(0, 0, 50, 40))
        #expect(result.childFrames == [rect(0, 20, 20, 10), rect(20, 0, 20, 30), rect(0, 30, 20, 10)])
    }
}
