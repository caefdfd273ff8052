import ComponentRuntime
import Foundation
import Testing

@Suite("Flexbox: width, height, min and max")
struct FlexboxSizeTests {
    @Test("points and percentages of the parent's content box")
    func pointsAndPercent() {
        let result = layOut(
            flexNode(
                {
                    $0.width = 220
                    $0.height = 120
                    $0.padding = FlexEdges(all: 10)
                    $0.alignItems = .flexStart
                },
                flexNode {
                    $0.width = .percent(50)
                    $0.height = .percent(25)
                },
                flexBox(width: 30, height: 20)
            )
        )
        #expect(result.frame == rect(0, 0, 220, 120))
        #expect(result.childFrames == [rect(10, 10, 100, 25), rect(10, 35, 30, 20)])
    }

    @Test("nested percentages resolve level by level")
    func nestedPercent() {
        let result = layOut(
            flexNode(
                {
                    $0.width = 200
                    $0.height = 200
                },
                flexNode(
                    {
                        $0.width = .percent(50)
                        $0.height = .percent(50)
                        $0.direction = .row
                    },
                    flexNode {
                        $0.width = .percent(50)
                        $0.height = .percent(20)
                    }
                )
            )
        )
        #expect(result.childFrames == [rect(0, 0, 100, 100)])
        #expect(result.children[0].childFrames == [rect(0, 0, 50, 20)])
    }

    @Test("min raises a size, max lowers it, and min wins over max")
    func clamping() {
        let result = layOut(
            flexNode(
                {
                    $0.width = 200
                    $0.alignItems = .flexStart
                },
                flexBox(width: 10, height: 10) { $0.minWidth = 30 },
                flexBox(width: 100, height: 10) { $0.maxWidth = 50 },
                flexBox(width: 50, height: 10) {
                    $0.minWidth = 60
                    $0.maxWidth = 40
                },
                flexBox(width: 100, height: 100) {
                    $0.maxWidth = .percent(25)
                    $0.maxHeight = 10
                }
            )
        )
        #expect(result.childFrames.map(\.width) == [30, 50, 60, 50])
        #expect(result.childFrames.map(\.height) == [10, 10, 10, 10])
    }

    @Test("a content-sized container stays within its min and max")
    func contentSizedContainer() {
        let result = layOut(
            flexNode(
                { $0.direction = .row },
                flexNode({ $0.minWidth = 50 }, flexBox(width: 10, height: 10)),
                flexNode({ $0.maxWidth = 20 }, flexBox(width: 30, height: 10)),
                flexNode({ $0.minHeight = 40 }, flexBox(width: 10, height: 10))
            )
        )
        #expect(result.frame == rect(0, 0, 80, 40))
        #expect(result.childFrames == [rect(0, 0, 50, 40), rect(50, 0, 20, 40), rect(70, 0, 10, 40)])
    }

    @Test("a root with only a max width is as wide as its content, up to the max")
    func rootMaxWidth() {
        let narrow = layOut(
            flexNode({ $0.maxWidth = 100 }, flexBox(width: 60, height: 10)),
            width: 300
        )
        #expect(narrow.frame == rect(0, 0, 60, 10))
        let wide = layOut(
            flexNode({ $0.maxWidth = 100 }, flexBox(width: 160, height: 10)),
            width: 300
        )
        #expect(wide.frame == rect(0, 0, 100, 10))
    }

    @Test("a size smaller than padding and border grows to them")
    func paddingFloor() {
        let result = layOut(
            flexNode(
                {
                    $0.width = 10
                    $0.height = 10
                    $0.padding = FlexEdges(all: 8)
                    $0.border = FlexEdges(left: 2)
                }
            )
        )
        #expect(result.frame == rect(0, 0, 18, 16))
    }

    @Test("content-box sizes add padding and border; border-box (the default) includes them")
    func boxSizing() {
        #expect(FlexStyle().boxSizing == .borderBox)
        let result = layOut(
            flexNode(
                {
                    $0.width = 200
                    $0.height = 200
                    $0.alignItems = .flexStart
                },
                flexBox(width: 50, height: 20) {
                    $0.padding = FlexEdges(all: 5)
                    $0.border = FlexEdges(left: 2)
                },
                flexBox(width: 50, height: 20) {
                    $0.padding = FlexEdges(all: 5)
                    $0.border = FlexEdges(left: 2)
                    $0.boxSizing = .contentBox
                },
                flexNode {
                    $0.boxSizing = .contentBox
                    $0.padding = FlexEdges(all: 5)
                    $0.maxWidth = 30
                    $0.minHeight = 10
                    $0.width = .percent(50)
                }
            )
        )
        #expect(result.childFrames == [rect(0, 0, 50, 20), rect(0, 20, 62, 30), rect(0, 50, 40, 20)])
    }

    @Test("min equal to max fixes the size")
    func minEqualsMax() {
        let result = layOut(
            flexNode(
                {
                    $0.direction = .row
                    $0.width = 100
                    $0.height = 20
                },
                flexNode {
                    $0.minWidth = 30
                    $0.maxWidth = 30
                    $0.flexGrow = 1
                },
                flexNode { $0.flexGrow = 1 }
            )
        )
        #expect(result.childFrames == [rect(0, 0, 30, 20), rect(30, 0, 70, 20)])
    }
}
