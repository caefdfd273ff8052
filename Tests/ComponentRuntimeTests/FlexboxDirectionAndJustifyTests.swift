import ComponentRuntime
import Foundation
import Testing

@Suite("Flexbox: direction")
struct FlexboxDirectionTests {
    private func three(_ direction: FlexDirection) -> [CGRect] {
        let sized: (inout FlexStyle) -> Void = {
            if direction == .row || direction == .rowReverse { $0.width = 10 } else { $0.height = 10 }
        }
        return layOut(
            flexNode(
                {
                    $0.direction = direction
                    $0.width = 100
                    $0.height = 100
                },
                flexNode(sized),
                flexNode(sized),
                flexNode(sized)
            )
        ).childFrames
    }

    @Test("column is the default: children top to bottom, stretched across")
    func column() {
        #expect(FlexStyle().direction == .column)
        #expect(three(.column) == [rect(0, 0, 100, 10), rect(0, 10, 100, 10), rect(0, 20, 100, 10)])
    }

    @Test("column-reverse: children bottom to top")
    func columnReverse() {
        #expect(three(.columnReverse) == [rect(0, 90, 100, 10), rect(0, 80, 100, 10), rect(0, 70, 100, 10)])
    }

    @Test("row: children left to right, stretched down")
    func row() {
        #expect(three(.row) == [rect(0, 0, 10, 100), rect(10, 0, 10, 100), rect(20, 0, 10, 100)])
    }

    @Test("row-reverse: children right to left")
    func rowReverse() {
        #expect(three(.rowReverse) == [rect(90, 0, 10, 100), rect(80, 0, 10, 100), rect(70, 0, 10, 100)])
    }

    @Test("a root without a size takes its available width and its content's height")
    func rootSizing() {
        let result = layOut(
            flexNode({ _ in }, flexBox(width: 30, height: 10), flexBox(width: 20, height: 15)),
            width: 200
        )
        #expect(result.frame == rect(0, 0, 200, 25))
        #expect(result.childFrames == [rect(0, 0, 30, 10), rect(0, 10, 20, 15)])
    }

    @Test("nested containers with reversed directions")
    func nested() {
        let result = layOut(
            flexNode(
                {
                    $0.direction = .row
                    $0.width = 100
                    $0.height = 50
                },
                flexNode(
                    {
                        $0.direction = .columnReverse
                        $0.width = 40
                    },
                    flexBox(width: 10, height: 10),
                    flexBox(width: 20, height: 10)
                ),
                flexNode(
                    {
                        $0.direction = .rowReverse
                        $0.flexGrow = 1
                    },
                    flexBox(width: 10, height: 10),
                    flexBox(width: 20, height: 10)
                )
            )
        )
        #expect(result.childFrames == [rect(0, 0, 40, 50), rect(40, 0, 60, 50)])
        #expect(result.children[0].childFrames == [rect(0, 40, 10, 10), rect(0, 30, 20, 10)])
        #expect(result.children[1].childFrames == [rect(50, 0, 10, 10), rect(30, 0, 20, 10)])
    }
}

@Suite("Flexbox: justifyContent")
struct FlexboxJustifyTests {
    private func xs(_ justify: FlexJustify, width: CGFloat, children: Int) -> [CGFloat] {
        let root = FlexNode(
            style: {
                var style = FlexStyle()
                style.direction = .row
                style.justifyContent = justify
                style.width = .points(width)
                style.height = 20
                return style
            }(),
            children: (0..<children).map { _ in flexBox(width: 10, height: 10) }
        )
        return layOut(root).childFrames.map(\.origin.x)
    }

    @Test("flex-start, center and flex-end")
    func packing() {
        #expect(xs(.flexStart, width: 100, children: 3) == [0, 10, 20])
        #expect(xs(.center, width: 100, children: 3) == [35, 45, 55])
        #expect(xs(.flexEnd, width: 100, children: 3) == [70, 80, 90])
    }

    @Test("space-between, space-around and space-evenly")
    func distributed() {
        #expect(xs(.spaceBetween, width: 100, children: 3) == [0, 45, 90])
        // 80 free: 20 before, 40 between, 20 after.
        #expect(xs(.spaceAround, width: 100, children: 2) == [20, 70])
        // 90 free: 30 before, between and after.
        #expect(xs(.spaceEvenly, width: 110, children: 2) == [30, 70])
        // One child: space-between puts it at the start, space-around centres it.
        #expect(xs(.spaceBetween, width: 100, children: 1) == [0])
        #expect(xs(.spaceAround, width: 100, children: 1) == [45])
    }

    @Test("with negative free space, distributed justifications fall back to flex-start (Yoga)")
    func overflow() {
        #expect(xs(.spaceBetween, width: 20, children: 3) == [0, 10, 20])
        #expect(xs(.spaceAround, width: 20, children: 3) == [0, 10, 20])
        #expect(xs(.spaceEvenly, width: 20, children: 3) == [0, 10, 20])
        // center keeps centring: the overflow spreads to both sides.
        #expect(xs(.center, width: 20, children: 3) == [-5, 5, 15])
    }

    @Test("justification happens inside padding and border, and along a column")
    func paddedColumn() {
        let result = layOut(
            flexNode(
                {
                    $0.justifyContent = .flexEnd
                    $0.width = 50
                    $0.height = 100
                    $0.padding = FlexEdges(all: 10)
                    $0.border = FlexEdges(bottom: 5)
                },
                flexBox(width: 10, height: 20)
            )
        )
        #expect(result.childFrames == [rect(10, 65, 10, 20)])
    }
}
