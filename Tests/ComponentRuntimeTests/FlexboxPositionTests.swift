import ComponentRuntime
import Foundation
import Testing

@Suite("Flexbox: absolute and relative position")
struct FlexboxPositionTests {
    /// A 100×100 container with padding 10 and border 2 around `child` and a 20×20 in-flow sibling.
    private func container(_ child: FlexNode, _ configure: (inout FlexStyle) -> Void = { _ in }) -> [CGRect] {
        layOut(
            flexNode(
                {
                    $0.width = 100
                    $0.height = 100
                    $0.padding = FlexEdges(all: 10)
                    $0.border = FlexEdges(all: 2)
                    configure(&$0)
                },
                child,
                flexBox(width: 20, height: 20)
            )
        ).childFrames
    }

    private func absolute(width: FlexLength = 10, height: FlexLength = 10, _ insets: FlexEdges) -> FlexNode {
        var style = FlexStyle()
        style.positionType = .absolute
        style.width = width
        style.height = height
        style.position = insets
        return FlexNode(style: style)
    }

    @Test("an absolute child takes no space; its insets count from the padding box (inside the border)")
    func insets() {
        let frames = container(absolute(FlexEdges(top: 5, left: 6)))
        #expect(frames == [rect(8, 7, 10, 10), rect(12, 12, 20, 20)])
    }

    @Test("right and bottom insets count from the far edges")
    func farInsets() {
        #expect(container(absolute(FlexEdges(bottom: 5, right: 6)))[0] == rect(82, 83, 10, 10))
    }

    @Test("the start inset wins over the end inset when the size is set")
    func startWins() {
        #expect(container(absolute(FlexEdges(left: 6, right: 30)))[0] == rect(8, 12, 10, 10))
    }

    @Test("opposite insets without a size give the size")
    func sizedByInsets() {
        #expect(container(absolute(width: .auto, height: .auto, FlexEdges(all: 4)))[0] == rect(6, 6, 88, 88))
    }

    @Test("percent insets and sizes resolve against the padding box")
    func percentInsets() {
        let frame = container(
            absolute(width: .percent(50), height: 10, FlexEdges(top: .percent(10), left: .percent(25)))
        )[0]
        // The padding box is 96 wide: left 24 (plus the border 2), width 48; top 9.6 plus 2 rounds to 12.
        #expect(frame == rect(26, 12, 48, 10))
    }

    @Test("without insets, the parent's justifyContent and alignItems place it inside the padding")
    func noInsets() {
        #expect(container(absolute(FlexEdges()))[0] == rect(12, 12, 10, 10))
        let centred = container(absolute(FlexEdges())) {
            $0.justifyContent = .center
            $0.alignItems = .flexEnd
        }
        #expect(centred[0] == rect(78, 45, 10, 10))
        // The in-flow sibling is centred as if the absolute child were not there.
        #expect(centred[1] == rect(68, 40, 20, 20))
    }

    @Test("an absolute child without a size is sized by its content")
    func contentSized() {
        var style = FlexStyle()
        style.positionType = .absolute
        style.position = FlexEdges(top: 0, left: 0)
        style.padding = FlexEdges(all: 3)
        let child = FlexNode(style: style, children: [flexBox(width: 30, height: 15)])
        #expect(container(child)[0] == rect(2, 2, 36, 21))
    }

    @Test(
        "a static child ignores its insets, and its absolute children are placed against the nearest ancestor that is not static"
    )
    func staticPosition() {
        var grandchild = FlexStyle()
        grandchild.positionType = .absolute
        grandchild.position = FlexEdges(top: 5, left: 5)
        grandchild.width = 10
        grandchild.height = 10
        var unplaced = grandchild
        unplaced.position = FlexEdges()
        let result = layOut(
            flexNode(
                {
                    $0.width = 100
                    $0.height = 100
                    $0.padding = FlexEdges(all: 10)
                },
                flexNode(
                    {
                        $0.positionType = .static
                        $0.position = FlexEdges(top: 20, left: 20)
                        $0.width = 50
                        $0.height = 50
                        $0.padding = FlexEdges(all: 3)
                    },
                    FlexNode(style: grandchild),
                    FlexNode(style: unplaced)
                )
            )
        )
        #expect(result.childFrames == [rect(10, 10, 50, 50)])
        // Inset 5 from the root's padding box is -5 from the static parent; without insets, the child sits in its
        // parent's padding as usual.
        #expect(result.children[0].childFrames == [rect(-5, -5, 10, 10), rect(3, 3, 10, 10)])
    }

    @Test("relative insets move a child from where the flow put it, without moving its siblings")
    func relative() {
        let result = layOut(
            flexNode(
                {
                    $0.direction = .row
                    $0.width = 100
                    $0.height = 50
                },
                flexBox(width: 10, height: 10) { $0.position = FlexEdges(top: 5, left: 5) },
                flexBox(width: 10, height: 10) { $0.position = FlexEdges(bottom: 5, right: 3) },
                flexBox(width: 10, height: 10)
            )
        )
        #expect(FlexStyle().positionType == .relative)
        #expect(result.childFrames == [rect(5, 5, 10, 10), rect(7, -5, 10, 10), rect(20, 0, 10, 10)])
    }
}

@Suite("Flexbox: display none and aspect ratio")
struct FlexboxDisplayAndAspectRatioTests {
    @Test("display none takes no space and gives the subtree zero frames")
    func displayNone() {
        let result = layOut(
            flexNode(
                {
                    $0.direction = .row
                    $0.width = 100
                    $0.height = 20
                },
                flexNode(
                    {
                        $0.display = .none
                        $0.width = 50
                        $0.margin = FlexEdges(all: 5)
                    },
                    flexBox(width: 10, height: 10)
                ),
                flexNode { $0.flexGrow = 1 }
            )
        )
        #expect(result.childFrames == [.zero, rect(0, 0, 100, 20)])
        #expect(result.children[0].childFrames == [.zero])
    }

    @Test("aspect ratio gives the missing size: height from width, width from height")
    func fromOneSize() {
        let column = layOut(
            flexNode(
                {
                    $0.width = 100
                    $0.alignItems = .flexStart
                },
                flexNode {
                    $0.width = 50
                    $0.aspectRatio = 2
                }
            )
        )
        #expect(column.childFrames == [rect(0, 0, 50, 25)])
        let row = layOut(
            flexNode(
                {
                    $0.direction = .row
                    $0.width = 100
                    $0.height = 100
                    $0.alignItems = .flexStart
                },
                flexNode {
                    $0.height = 40
                    $0.aspectRatio = 0.5
                }
            )
        )
        #expect(row.childFrames == [rect(0, 0, 20, 40)])
    }

    @Test("aspect ratio with a stretched or flexed size")
    func fromLayoutSize() {
        let stretched = layOut(
            flexNode({ $0.width = 100 }, flexNode { $0.aspectRatio = 4 })
        )
        #expect(stretched.childFrames == [rect(0, 0, 100, 25)])
        let flexed = layOut(
            flexNode(
                {
                    $0.direction = .row
                    $0.width = 90
                    $0.height = 100
                    $0.alignItems = .flexStart
                },
                flexNode {
                    $0.flexGrow = 1
                    $0.aspectRatio = 1
                },
                flexNode {
                    $0.flexGrow = 2
                    $0.aspectRatio = 2
                }
            )
        )
        #expect(flexed.childFrames == [rect(0, 0, 30, 30), rect(30, 0, 60, 30)])
    }

    @Test("a max on the derived size clamps it, and the ratio then sets the other size (as Yoga does)")
    func clamped() {
        let result = layOut(
            flexNode(
                {
                    $0.width = 200
                    $0.alignItems = .flexStart
                },
                flexNode {
                    $0.width = 150
                    $0.maxHeight = 50
                    $0.aspectRatio = 2
                }
            )
        )
        #expect(result.childFrames == [rect(0, 0, 100, 50)])
    }
}
