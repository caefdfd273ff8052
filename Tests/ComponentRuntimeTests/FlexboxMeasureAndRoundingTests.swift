import ComponentRuntime
import Foundation
import Testing

@Suite("Flexbox: measure functions")
struct FlexboxMeasureTests {
    /// A text-like leaf: 120 points of text on one line, wrapping into lines 10 points high.
    private func text(_ log: MeasureLog, _ configure: (inout FlexStyle) -> Void = { _ in }) -> FlexNode {
        var style = FlexStyle()
        configure(&style)
        return FlexNode(style: style) { width, widthMode, height, heightMode in
            log.record(width, widthMode, height, heightMode)
            let lineWidth: CGFloat = widthMode == .undefined ? 120 : min(120, width)
            let lines = lineWidth > 0 ? (120 / lineWidth).rounded(.up) : 1
            return CGSize(width: lineWidth, height: lines * 10)
        }
    }

    @Test("a stretched leaf is measured at the exact width and sized by the height it returns")
    func stretched() {
        let log = MeasureLog()
        let result = layOut(flexNode({ $0.width = 50 }, text(log)))
        #expect(result.childFrames == [rect(0, 0, 50, 30)])
        #expect(log.calls == ["exactly 50 × undefined"])
    }

    @Test("a leaf that does not stretch gets at most the container's width")
    func atMost() {
        let log = MeasureLog()
        let result = layOut(
            flexNode(
                {
                    $0.width = 200
                    $0.alignItems = .flexStart
                },
                text(log)
            )
        )
        #expect(result.childFrames == [rect(0, 0, 120, 10)])
        #expect(log.calls == ["atMost 200 × undefined"])
    }

    @Test("measured sizes exclude the leaf's padding, and stay within min and max")
    func paddingAndClamping() {
        let log = MeasureLog()
        let result = layOut(
            flexNode(
                {
                    $0.direction = .row
                    $0.width = 300
                    $0.alignItems = .flexStart
                },
                text(log) {
                    $0.padding = FlexEdges(horizontal: 5)
                    $0.maxWidth = 70
                },
                text(log) { $0.minHeight = 15 }
            )
        )
        // The first leaf: at most 70 wide with its padding, so 60 for the text: two lines.
        #expect(result.childFrames == [rect(0, 0, 70, 20), rect(70, 0, 120, 15)])
    }

    @Test("a leaf with both sizes exact is not measured")
    func exact() {
        let log = MeasureLog()
        let result = layOut(
            flexNode(
                {
                    $0.width = 100
                    $0.height = 100
                },
                text(log) {
                    $0.width = 40
                    $0.height = 30
                }
            )
        )
        #expect(result.childFrames == [rect(0, 0, 40, 30)])
        #expect(log.calls.isEmpty)
    }

    @Test("a scroll container measures its content unconstrained along its main axis")
    func scrollContainer() {
        func row(_ overflow: FlexOverflow) -> CGRect {
            let text = FlexNode(style: FlexStyle()) { width, widthMode, _, _ in
                CGSize(width: widthMode == .undefined ? 300 : min(width, 300), height: 10)
            }
            return layOut(
                flexNode(
                    {
                        $0.direction = .row
                        $0.overflow = overflow
                        $0.width = 100
                        $0.height = 50
                        $0.alignItems = .flexStart
                    },
                    text
                )
            ).childFrames[0]
        }
        #expect(row(.visible) == rect(0, 0, 100, 10))
        #expect(row(.hidden) == rect(0, 0, 100, 10))
        #expect(row(.scroll) == rect(0, 0, 300, 10))
    }

    @Test("text leaves round their size up and their position down, so text is never cut")
    func textRounding() {
        let result = layOut(
            flexNode(
                { $0.padding = FlexEdges(top: 0.3, left: 0.3) },
                FlexNode(style: FlexStyle()) { _, _, _, _ in CGSize(width: 10.2, height: 10) }
            )
        )
        #expect(result.childFrames == [rect(0, 0, 11, 10)])
    }
}

@Suite("Flexbox: pixel rounding")
struct FlexboxRoundingTests {
    private func thirds(scale: CGFloat) -> [CGRect] {
        flexNode(
            {
                $0.direction = .row
                $0.width = 100
                $0.height = 10
            },
            flexNode { $0.flexGrow = 1 },
            flexNode { $0.flexGrow = 1 },
            flexNode { $0.flexGrow = 1 }
        ).layout(pointScale: scale).childFrames
    }

    @Test("edges are rounded, not sizes: three thirds of 100 are 33, 34 and 33, with no gap")
    func wholePoints() {
        #expect(thirds(scale: 1) == [rect(0, 0, 33, 10), rect(33, 0, 34, 10), rect(67, 0, 33, 10)])
    }

    @Test("on a 2× grid, edges fall on half points")
    func halfPoints() {
        #expect(thirds(scale: 2) == [rect(0, 0, 33.5, 10), rect(33.5, 0, 33, 10), rect(66.5, 0, 33.5, 10)])
    }

    @Test("a scale of 0 leaves frames unrounded")
    func unrounded() {
        let frames = thirds(scale: 0)
        #expect(abs(frames[1].minX - 100.0 / 3) < 0.0001)
        #expect(abs(frames[1].width - 100.0 / 3) < 0.0001)
    }

    @Test("rounding uses absolute positions: a nested child at a fractional offset")
    func nested() {
        let result = layOut(
            flexNode(
                {
                    $0.width = 100
                    $0.height = 100
                    $0.padding = FlexEdges(top: 0.4, left: 0.4)
                },
                flexNode(
                    {
                        $0.width = 50.3
                        $0.height = 50.3
                        $0.padding = FlexEdges(top: 0.4, left: 0.4)
                    },
                    flexBox(width: 10.2, height: 10.2)
                )
            )
        )
        #expect(result.childFrames == [rect(0, 0, 51, 51)])
        // Sizes come from absolute edges: left 0.8 rounds to 1, right 11.0 stays 11, so the box is 10 wide. Positions
        // are rounded relative to the parent, as in Yoga: 0.4 rounds to 0.
        #expect(result.children[0].childFrames == [rect(0, 0, 10, 10)])
    }
}
