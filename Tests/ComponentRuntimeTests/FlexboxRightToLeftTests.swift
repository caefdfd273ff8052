import ComponentRuntime
import Foundation
import Testing

@Suite("Flexbox: right-to-left layout and start/end edges")
struct FlexboxRightToLeftTests {
    /// A 100×50 row of two 20×20 leaves, the first one configured by `first`.
    private func row(
        _ configure: (inout FlexStyle) -> Void = { _ in },
        first: (inout FlexStyle) -> Void = { _ in }
    ) -> FlexNode {
        flexNode(
            {
                $0.direction = .row
                $0.width = 100
                $0.height = 50
                configure(&$0)
            },
            flexBox(width: 20, height: 20, first),
            flexBox(width: 20, height: 20)
        )
    }

    @Test("a row flows from the right, and a reversed row from the left")
    func mirroredRows() {
        #expect(row().layout(layoutDirection: .rightToLeft).childFrames == [rect(80, 0, 20, 20), rect(60, 0, 20, 20)])
        let reversed = row { $0.direction = .rowReverse }.layout(layoutDirection: .rightToLeft)
        #expect(reversed.childFrames == [rect(0, 0, 20, 20), rect(20, 0, 20, 20)])
    }

    @Test("justification and a column's cross-axis alignment mirror")
    func mirroredJustifyAndAlignment() {
        let justified = row { $0.justifyContent = .flexEnd }.layout(layoutDirection: .rightToLeft)
        #expect(justified.childFrames == [rect(20, 0, 20, 20), rect(0, 0, 20, 20)])
        let column = flexNode(
            {
                $0.width = 100
                $0.alignItems = .flexStart
            },
            flexBox(width: 20, height: 20)
        )
        #expect(column.layout(layoutDirection: .rightToLeft).childFrames == [rect(80, 0, 20, 20)])
        #expect(column.layout(layoutDirection: .leftToRight).childFrames == [rect(0, 0, 20, 20)])
    }

    @Test("start and end margins, padding and borders land on the right and left right to left")
    func logicalEdges() {
        let edges = row({
            $0.padding = FlexEdges(start: 5)
            $0.border = FlexEdges(end: 3)
        }) { $0.margin = FlexEdges(start: 10, end: 1) }
        #expect(edges.layout().childFrames == [rect(15, 0, 20, 20), rect(36, 0, 20, 20)])
        #expect(edges.layout(layoutDirection: .rightToLeft).childFrames == [rect(65, 0, 20, 20), rect(44, 0, 20, 20)])
    }

    @Test("start and end win over left and right; a physical edge on the other side still applies")
    func precedence() {
        let node = row(first: { $0.margin = FlexEdges(left: 7, right: 30, start: 10) })
        // Left to right: start (10) wins over left (7). Right to left: start is the right edge and wins over
        // right (30); left (7) applies as it is.
        #expect(node.layout().childFrames[0].minX == 10)
        #expect(node.layout(layoutDirection: .rightToLeft).childFrames[0].minX == 70)
    }

    @Test("start and end insets place absolute children from the right right to left")
    func absoluteInsets() {
        let node = row(first: {
            $0.positionType = .absolute
            $0.position = FlexEdges(top: 5, start: 10)
        })
        #expect(node.layout().childFrames[0] == rect(10, 5, 20, 20))
        #expect(node.layout(layoutDirection: .rightToLeft).childFrames[0] == rect(70, 5, 20, 20))
        let relative = row(first: { $0.position = FlexEdges(start: 4) })
        #expect(relative.layout(layoutDirection: .rightToLeft).childFrames[0] == rect(76, 0, 20, 20))
    }

    @Test("a node inherits its parent's direction unless it sets its own")
    func inheritance() {
        let inner = flexNode(
            {
                $0.direction = .row
                $0.width = 60
                $0.height = 20
            },
            flexBox(width: 10, height: 10)
        )
        let leftToRightInner = flexNode(
            {
                $0.direction = .row
                $0.width = 60
                $0.height = 20
                $0.layoutDirection = .leftToRight
            },
            flexBox(width: 10, height: 10)
        )
        let tree = flexNode({ $0.width = 100 }, inner, leftToRightInner)
        let result = tree.layout(layoutDirection: .rightToLeft)
        #expect(result.children[0].childFrames == [rect(50, 0, 10, 10)])
        #expect(result.children[1].childFrames == [rect(0, 0, 10, 10)])
        var rightToLeftRoot = tree.style
        rightToLeftRoot.layoutDirection = .rightToLeft
        let own = FlexNode(style: rightToLeftRoot, children: tree.children).layout()
        #expect(own.children[0].childFrames == [rect(50, 0, 10, 10)])
    }

    @Test("a cache lays the tree out again when the direction changes, and a relayout keeps it")
    func cacheFollowsDirection() {
        let cache = FlexLayoutCache()
        let tree = row()
        #expect(cache.layout(tree).childFrames[0].minX == 0)
        #expect(cache.layout(tree, layoutDirection: .rightToLeft).childFrames[0].minX == 80)
        #expect(cache.statistics.layouts > 0)
        #expect(cache.layout(tree, layoutDirection: .rightToLeft).childFrames[0].minX == 80)
        #expect(cache.statistics.nodesVisited == 0)
        #expect(cache.layout(tree).childFrames[0].minX == 0)
    }

    @Test("rows of a FlexboxComponent mirror, spacing before a child going on its start edge")
    func component() {
        func box() -> Component { Component(size: ComponentSize(width: 20, height: 20)) }
        let range = SizeRange(min: CGSize(width: 100, height: 0), max: CGSize(width: 100, height: 100))
        let rightToLeft = FlexboxComponent(direction: .row, layoutDirection: .rightToLeft) {
            box()
            box().spacingBefore(5)
        }
        #expect(rightToLeft.layout(in: range).children.map(\.origin) == [CGPoint(x: 80, y: 0), CGPoint(x: 55, y: 0)])
        let leftToRight = FlexboxComponent(direction: .row) {
            box()
            box().spacingBefore(5)
        }
        #expect(leftToRight.layout(in: range).children.map(\.origin) == [CGPoint(x: 0, y: 0), CGPoint(x: 25, y: 0)])
        let margins = FlexboxComponent(direction: .row, layoutDirection: .rightToLeft) {
            box().margin(start: 8)
        }
        #expect(margins.layout(in: range).children.map(\.origin) == [CGPoint(x: 72, y: 0)])
    }

    @Test("a FlexboxComponent without a direction takes the context's")
    @MainActor
    func componentContext() throws {
        let host = ComponentHost(context: Context().with(FlexLayoutDirectionKey.self, .rightToLeft)) { _ in
            FlexboxComponent(direction: .row) {
                Component(view: ViewConfiguration(UIView.self), size: ComponentSize(width: 20, height: 20))
            }
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        host.mount(in: root)
        let frames = try #require(host.rootComponent).layout(in: SizeRange(exactly: root.bounds.size)).viewFrames
        #expect(frames == [rect(80, 0, 20, 20)])
    }
}
