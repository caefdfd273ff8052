import ComponentRuntime
import Foundation
import Testing

@Suite("Flexbox: relayout with FlexLayoutCache")
struct FlexboxCacheTests {
    /// A 200-wide column of `rows` rows of `columns` leaves; `flexible` leaves grow and shrink (so a changed
    /// sibling moves them), the others have fixed widths.
    private func grid(rows: Int, columns: Int, flexible: Bool) -> FlexNode {
        FlexNode(
            style: {
                var style = FlexStyle()
                style.width = 200
                return style
            }(),
            children: (0..<rows).map { _ in
                FlexNode(
                    style: {
                        var style = FlexStyle()
                        style.direction = .row
                        return style
                    }(),
                    children: (0..<columns).map { _ in leaf(width: 20, flexible: flexible) }
                )
            }
        )
    }

    private func leaf(width: CGFloat, flexible: Bool) -> FlexNode {
        var style = FlexStyle()
        style.width = .points(width)
        style.height = 10
        style.margin = FlexEdges(all: 2)
        if flexible {
            style.flexGrow = 1
            style.flexShrink = 1
        }
        return FlexNode(style: style)
    }

    /// `tree` with leaf (`row`, `column`) replaced by `leaf`, new ancestors, everything else shared.
    private func replacing(_ tree: FlexNode, row: Int, column: Int, with leaf: FlexNode) -> FlexNode {
        var leaves = tree.children[row].children
        leaves[column] = leaf
        var rows = tree.children
        rows[row] = FlexNode(style: tree.children[row].style, children: leaves)
        return FlexNode(style: tree.style, children: rows)
    }

    private func allFrames(_ result: FlexLayoutResult) -> [CGRect] {
        [result.frame] + result.children.flatMap(allFrames)
    }

    @Test("laying out the same tree again does no work and returns the same result")
    func sameTree() {
        let cache = FlexLayoutCache()
        let tree = grid(rows: 5, columns: 4, flexible: true)
        let first = cache.layout(tree)
        #expect(cache.statistics.nodesVisited > 0)
        let second = cache.layout(tree)
        #expect(second === first)
        #expect(cache.statistics.nodesVisited == 0)
        #expect(cache.statistics.cachedLayouts == 1)
        #expect(cache.statistics.resultsBuilt == 0)
    }

    @Test("a changed leaf among fixed-size siblings: only the path to it is laid out again")
    func fixedSiblings() {
        let cache = FlexLayoutCache()
        let tree = grid(rows: 10, columns: 5, flexible: false)
        let before = cache.layout(tree)
        let changed = replacing(tree, row: 4, column: 2, with: leaf(width: 30, flexible: false))
        let after = cache.layout(changed)
        let statistics = cache.statistics
        // The root, the new row and the new leaf; the row is measured twice more (for its flex basis and at its
        // stretched width) before its layout, as in Yoga.
        #expect(statistics.layouts == 3)
        #expect(statistics.measures == 3)
        #expect(statistics.resultsBuilt == 1 + 1 + 3)
        #expect(after.children[4].childFrames.map(\.minX) == [2, 26, 50, 84, 108])
        for row in 0..<10 where row != 4 { #expect(after.children[row] === before.children[row]) }
        #expect(after.children[4].children[0] === before.children[4].children[0])
        #expect(allFrames(after) == allFrames(changed.layout()))
    }

    @Test("a changed leaf among flexible siblings: its row re-places them, other rows are untouched")
    func flexibleSiblings() {
        let cache = FlexLayoutCache()
        let tree = grid(rows: 10, columns: 5, flexible: true)
        let before = cache.layout(tree)
        let changed = replacing(tree, row: 7, column: 0, with: leaf(width: 60, flexible: true))
        let after = cache.layout(changed)
        let statistics = cache.statistics
        // Root, row and the five leaves of the row (the siblings get new widths); nothing else.
        #expect(statistics.layouts == 1 + 1 + 5)
        #expect(statistics.nodesVisited < 20)
        for row in 0..<10 where row != 7 { #expect(after.children[row] === before.children[row]) }
        #expect(allFrames(after) == allFrames(changed.layout()))
        #expect(after.children[7].childFrames.map(\.width) == [68, 28, 28, 28, 28])
    }

    @Test("a relayout under a new available size redoes what depends on it")
    func newConstraints() {
        let cache = FlexLayoutCache()
        let tree = FlexNode(
            style: FlexStyle(),
            children: [flexNode({ $0.direction = .row }, flexNode { $0.flexGrow = 1 }, flexBox(width: 10, height: 10))]
        )
        #expect(allFrames(cache.layout(tree, width: 100)).map(\.width) == [100, 100, 90, 10])
        #expect(allFrames(cache.layout(tree, width: 50)).map(\.width) == [50, 50, 40, 10])
        #expect(
            allFrames(cache.layout(tree, width: 50, pointScale: 2)) == allFrames(tree.layout(width: 50, pointScale: 2))
        )
    }

    @Test("the same tree under a new point scale is rounded to the new grid, and back")
    func newPointScale() {
        let cache = FlexLayoutCache()
        // Three growing children share 100 points: 33⅓ each, which each grid rounds its own way.
        let grow: (inout FlexStyle) -> Void = { $0.flexGrow = 1 }
        let tree = flexNode(
            {
                $0.direction = .row
                $0.width = 100
                $0.height = 10
            },
            flexNode(grow),
            flexNode(grow),
            flexNode(grow)
        )
        let onePoint = allFrames(tree.layout(pointScale: 1))
        let halves = allFrames(tree.layout(pointScale: 2))
        let unrounded = allFrames(tree.layout(pointScale: 0))
        #expect(onePoint != halves && halves != unrounded && onePoint != unrounded)
        #expect(allFrames(cache.layout(tree, pointScale: 1)) == onePoint)
        #expect(allFrames(cache.layout(tree, pointScale: 2)) == halves)
        #expect(allFrames(cache.layout(tree, pointScale: 0)) == unrounded)
        #expect(allFrames(cache.layout(tree, pointScale: 1)) == onePoint)
    }

    @Test("measure functions are not called again for unchanged leaves")
    func measureCallsCached() {
        let cache = FlexLayoutCache()
        let log = MeasureLog()
        let text = FlexNode(style: FlexStyle()) { width, widthMode, height, heightMode in
            log.record(width, widthMode, height, heightMode)
            return CGSize(width: 30, height: 12)
        }
        let tree = flexNode({ $0.width = 100 }, text, flexBox(width: 10, height: 10))
        _ = cache.layout(tree)
        let calls = log.calls.count
        #expect(calls > 0)
        let changed = FlexNode(style: tree.style, children: [text, flexBox(width: 20, height: 20)])
        let result = cache.layout(changed)
        #expect(log.calls.count == calls)
        #expect(cache.statistics.measureCallbacks == 0)
        #expect(result.childFrames == [rect(0, 0, 100, 12), rect(0, 12, 20, 20)])
    }

    @Test("a reordered child keeps its layout")
    func reordered() {
        let cache = FlexLayoutCache()
        let a = flexNode({ $0.height = 10 }, flexBox(width: 5, height: 5))
        let b = flexNode({ $0.height = 20 }, flexBox(width: 5, height: 5))
        _ = cache.layout(flexNode({ $0.width = 50 }, a, b))
        let result = cache.layout(flexNode({ $0.width = 50 }, b, a))
        #expect(result.childFrames == [rect(0, 0, 50, 20), rect(0, 20, 50, 10)])
        // Only the new root runs; a and b answer from their cached layouts.
        #expect(cache.statistics.layouts == 1)
    }

    @Test("a flexible node laid out as the root, then inside a new parent, flexes there")
    func rootBecomesChild() {
        let cache = FlexLayoutCache()
        let node = flexNode(
            {
                $0.flexGrow = 1
                $0.direction = .row
            },
            flexBox(width: 10, height: 10)
        )
        #expect(cache.layout(node, width: 50, height: 50).frame == rect(0, 0, 50, 50))
        let parent = flexNode(
            {
                $0.width = 100
                $0.height = 100
            },
            node,
            flexBox(width: 10, height: 30)
        )
        let result = cache.layout(parent)
        #expect(result.childFrames == [rect(0, 0, 100, 70), rect(0, 70, 10, 30)])
        #expect(result.children[0].childFrames == [rect(0, 0, 10, 10)])
    }

    @Test("layout is safe from any task: concurrent layouts, with their own caches or one shared cache")
    func concurrency() async {
        let trees = (0..<8).map { grid(rows: 20, columns: 3 + $0 % 3, flexible: true) }
        let expected = trees.map { allFrames($0.layout()) }
        let shared = FlexLayoutCache()
        let results = await withTaskGroup(of: (Int, [CGRect], [CGRect]).self) { group in
            for (index, tree) in trees.enumerated() {
                group.addTask {
                    let own = FlexLayoutCache().layout(tree)
                    let viaShared = shared.layout(tree)
                    return (index, allFrames(own), allFrames(viaShared))
                }
            }
            var collected: [(Int, [CGRect], [CGRect])] = []
            for await result in group { collected.append(result) }
            return collected
        }
        #expect(results.count == trees.count)
        for (index, own, viaShared) in results {
            #expect(own == expected[index])
            #expect(viaShared == expected[index])
        }
    }
}
