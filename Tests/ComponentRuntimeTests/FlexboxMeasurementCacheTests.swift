import ComponentRuntime
import Foundation
import Testing

@Suite("Flexbox: measurements kept per node, and margins across directions")
struct FlexboxMeasurementCacheTests {
    /// Content-sized containers `depth` levels deep, `fanOut` children each, rows and columns alternating, with
    /// 8-point leaves and margin 1 everywhere (the layout benchmark's deep tree, smaller).
    private func deepTree(depth: Int, fanOut: Int = 3) -> FlexNode {
        func node(level: Int, direction: FlexDirection) -> FlexNode {
            var style = FlexStyle(direction: direction, margin: FlexEdges(all: 1))
            if level == depth {
                style.width = 8
                style.height = 8
                return FlexNode(style: style)
            }
            let childDirection: FlexDirection = direction == .row ? .column : .row
            return FlexNode(
                style: style,
                children: (0..<fanOut).map { _ in node(level: level + 1, direction: childDirection) }
            )
        }
        return FlexNode(
            style: FlexStyle(direction: .row, width: 375),
            children: (0..<fanOut).map { _ in node(level: 1, direction: .column) }
        )
    }

    /// `tree` with the leaf at `path` made taller: new ancestors up to the root, everything else shared.
    private func growingLeaf(in tree: FlexNode, at path: ArraySlice<Int>) -> FlexNode {
        guard let index = path.first else {
            var style = tree.style
            style.height = 11
            return FlexNode(style: style)
        }
        var children = tree.children
        children[index] = growingLeaf(in: children[index], at: path.dropFirst())
        return FlexNode(style: tree.style, children: children)
    }

    private func frames(_ result: FlexLayoutResult) -> [CGRect] {
        [result.frame] + result.children.flatMap(frames)
    }

    @Test("a node measured under many constraints keeps eight measurements, so a relayout measures little again")
    func eightMeasurementsPerNode() {
        // Nested content-sized rows and columns measure each node under more constraints than the two a record
        // stores inline: the others must be kept too. With two kept, this relayout visits 3,046 nodes; with
        // eight, 1,247 (the tree has 1,093).
        let tree = deepTree(depth: 6)
        let cache = FlexLayoutCache()
        _ = cache.layout(tree)
        let changed = growingLeaf(in: tree, at: [1, 0, 1, 2, 0, 1][...])
        let relaidOut = cache.layout(changed)
        #expect(frames(relaidOut) == frames(changed.layout()))
        #expect(cache.statistics.nodesVisited < 1_500)
        #expect(cache.statistics.cachedMeasures > 1_000)
    }

    @Test("a cached node's start and end margins follow each change of direction")
    func marginsFollowDirection() {
        let leaf = FlexNode(
            style: FlexStyle(width: 20, height: 10, margin: FlexEdges(top: 2, start: 6, end: 2))
        )
        let tree = FlexNode(style: FlexStyle(direction: .row, width: 100), children: [leaf])
        let cache = FlexLayoutCache()
        for direction in [FlexLayoutDirection.rightToLeft, .leftToRight, .rightToLeft] {
            let frame = cache.layout(tree, layoutDirection: direction).children[0].frame
            // Start is the right edge right to left: 100 - 6 - 20 = 74; left to right, the left edge.
            #expect(frame == CGRect(x: direction == .rightToLeft ? 74 : 6, y: 2, width: 20, height: 10))
            #expect(frame == tree.layout(layoutDirection: direction).children[0].frame)
        }
    }
}
