import ComponentRuntime
import Foundation

// The layout benchmark, on three trees, each laid out first and then again after one leaf's size changes (a new
// leaf and new ancestors up to the root; every other node shared):
// - tree A, issue 13's: a 375-pt column of 1,000 rows of 10 children (flex grow and shrink 1, margin 4, height 44;
//   every third child min width 20 and basis 30%), 11,001 nodes;
// - tree B, tree A as a right-to-left app has it: the same rows laid out right to left, margins on the start and
//   end edges, leaves measured like text (a measure function and a baseline) and aligned on their baselines;
// - the deep tree: 9,841 nodes eight levels below the root, three children per container, rows and columns
//   alternating, containers sized by their content (8-point leaves, margin 1): a leaf that grows taller grows all
//   its ancestors, and a relayout must skip their unchanged subtrees although their parents' sizes changed.
// Yoga's C++ (issue 31: clang -O3, same machine, same trees, run right after this benchmark three times) takes
// 7.8–8.3 ms for tree A's first layout and 1.2–1.3 ms for its relayout; 9.2–9.4 ms and 1.35 ms for tree B; 74–122 ms
// and 19–37 ms for the deep tree. Timed by its thread's CPU time, as `--cpu-time` times this benchmark (three runs
// of 11 beside three of this one's 21, on the same machine busy with builds): 7.7–8.6 ms and 1.2–1.4 ms for tree A,
// 9.0–9.8 ms and 1.3–1.4 ms for tree B, 73–80 ms and 19–22 ms for the deep tree.

/// The style of leaf `column` of a row of tree A; `width` is set on the leaf the relayout changes.
func benchmarkLeafStyle(column: Int, width: FlexLength = .auto) -> FlexStyle {
    var style = FlexStyle()
    style.flexGrow = 1
    style.flexShrink = 1
    style.margin = FlexEdges(all: 4)
    style.height = 44
    style.width = width
    if column % 3 == 0 {
        style.minWidth = 20
        style.flexBasis = .percent(30)
    }
    return style
}

/// Tree A: `rows` rows of `columns` leaves in a 375-pt column.
func layoutBenchmarkTree(rows: Int, columns: Int) -> FlexNode {
    var rowStyle = FlexStyle()
    rowStyle.direction = .row
    var rootStyle = FlexStyle()
    rootStyle.width = 375
    return FlexNode(
        style: rootStyle,
        children: (0..<rows).map { _ in
            FlexNode(
                style: rowStyle,
                children: (0..<columns).map { FlexNode(style: benchmarkLeafStyle(column: $0)) }
            )
        }
    )
}

/// A leaf of tree B: tree A's leaf with start and end margins, measured as a line of text of `characters`
/// characters 7 points wide and 20 tall, with its baseline at 16.
func textLeaf(column: Int, width: FlexLength = .auto) -> FlexNode {
    var style = benchmarkLeafStyle(column: column, width: width)
    style.height = .auto
    style.margin = FlexEdges(top: 4, bottom: 4, start: 6, end: 2)
    let characters = CGFloat(3 + column % 5)
    return FlexNode(
        style: style,
        measure: { width, widthMode, _, _ in
            let natural = characters * 7
            let lines = widthMode == .undefined || width >= natural ? 1 : (natural / max(width, 7)).rounded(.up)
            return CGSize(width: widthMode == .undefined ? natural : min(natural, width), height: 20 * lines)
        },
        baseline: { _, _ in 16 }
    )
}

/// Tree B: tree A's shape, right to left, with text-like leaves aligned on baselines.
func rightToLeftBenchmarkTree(rows: Int, columns: Int) -> FlexNode {
    var rowStyle = FlexStyle()
    rowStyle.direction = .row
    rowStyle.alignItems = .baseline
    var rootStyle = FlexStyle()
    rootStyle.width = 375
    rootStyle.layoutDirection = .rightToLeft
    return FlexNode(
        style: rootStyle,
        children: (0..<rows).map { _ in
            FlexNode(style: rowStyle, children: (0..<columns).map { textLeaf(column: $0) })
        }
    )
}

/// The deep tree: `depth` levels of containers below the root, `fanOut` children each, rows and columns
/// alternating, sized by their content; leaves are 8 by 8 points.
func deepBenchmarkTree(depth: Int = 8, fanOut: Int = 3) -> FlexNode {
    func node(level: Int, direction: FlexDirection) -> FlexNode {
        var style = FlexStyle()
        style.margin = FlexEdges(all: 1)
        if level == depth {
            style.height = 8
            style.width = 8
            return FlexNode(style: style)
        }
        style.direction = direction
        let childDirection: FlexDirection = direction == .row ? .column : .row
        return FlexNode(
            style: style,
            children: (0..<fanOut).map { _ in node(level: level + 1, direction: childDirection) }
        )
    }
    var root = FlexStyle()
    root.width = 375
    root.direction = .row
    return FlexNode(style: root, children: (0..<fanOut).map { _ in node(level: 1, direction: .column) })
}

/// `tree` with the leaf at `path` (child indices from the root) replaced by `leaf(old)`: new ancestors up to the
/// root, every other node shared.
func replacingLeaf(in tree: FlexNode, at path: ArraySlice<Int>, with leaf: (FlexNode) -> FlexNode) -> FlexNode {
    guard let index = path.first else { return leaf(tree) }
    var children = tree.children
    children[index] = replacingLeaf(in: children[index], at: path.dropFirst(), with: leaf)
    return FlexNode(style: tree.style, children: children)
}

/// A tree to benchmark and how to change one of its leaves (`run` makes each change different).
struct LayoutBenchmarkCase {
    let name: String
    let tree: FlexNode
    let changedLeaf: [Int]
    let change: (_ leaf: FlexNode, _ run: Int) -> FlexNode

    var nodes: Int {
        func count(_ node: FlexNode) -> Int { 1 + node.children.reduce(0) { $0 + count($1) } }
        return count(tree)
    }

    /// Tree A, tree B and the deep tree.
    static func all(rows: Int = 1_000, columns: Int = 10) -> [LayoutBenchmarkCase] {
        let middle = [rows / 2, columns / 2]
        return [
            LayoutBenchmarkCase(
                name: "tree A",
                tree: layoutBenchmarkTree(rows: rows, columns: columns),
                changedLeaf: middle
            ) {
                _,
                run in FlexNode(style: benchmarkLeafStyle(column: columns / 2, width: .points(CGFloat(50 + run))))
            },
            LayoutBenchmarkCase(
                name: "tree B",
                tree: rightToLeftBenchmarkTree(rows: rows, columns: columns),
                changedLeaf: middle
            ) {
                _,
                run in textLeaf(column: columns / 2, width: .points(CGFloat(50 + run)))
            },
            LayoutBenchmarkCase(name: "deep tree", tree: deepBenchmarkTree(), changedLeaf: [1, 2, 0, 1, 2, 0, 1, 2]) {
                leaf,
                run in
                var style = leaf.style
                style.height = .points(CGFloat(9 + run % 5))
                return FlexNode(style: style)
            },
        ]
    }
}

struct LayoutBenchmarkResult {
    let name: String
    let nodes: Int
    let firstLayout: Double
    let relayout: Double
    let relayoutStatistics: FlexLayoutStatistics
    let changedLeafFrame: CGRect
    var ratio: Double { relayout / firstLayout }
}

/// `runs` first layouts of `benchmark`'s tree, each with a new cache, untimed: what callgrind counts with
/// `ckgen-bench layout --first-only A`.
func runFirstLayouts(_ benchmark: LayoutBenchmarkCase, runs: Int) {
    for _ in 0..<runs {
        let cache = FlexLayoutCache()
        blackHole(cache.layout(benchmark.tree))
    }
}

/// Medians of `runs` first layouts (each with a new cache) and `runs` relayouts (each after a first layout). With
/// `cpuTime`, each is timed by the thread's CPU time instead of the wall clock: on a machine shared with builds,
/// the wall clock also counts the time other processes ran.
func runLayoutBenchmark(_ benchmark: LayoutBenchmarkCase, runs: Int = 11, cpuTime: Bool = false)
    -> LayoutBenchmarkResult
{
    let tree = benchmark.tree
    var firstLayouts: [Double] = []
    var relayouts: [Double] = []
    var statistics = FlexLayoutStatistics()
    var changedFrame = CGRect.zero
    let clock = ContinuousClock()
    func seconds(_ body: () -> Void) -> Double {
        if cpuTime {
            let start = threadCPUSeconds()
            body()
            return threadCPUSeconds() - start
        }
        let duration = clock.measure(body)
        return Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
    for run in 0..<runs {
        let cache = FlexLayoutCache()
        // The previous run's results are freed before the clock starts.
        var result: FlexLayoutResult?
        firstLayouts.append(seconds { result = cache.layout(tree) })
        blackHole(result)
        // A different change each run, so no run finds the previous one's answer.
        let changed = replacingLeaf(in: tree, at: benchmark.changedLeaf[...]) { benchmark.change($0, run) }
        var relaidOut: FlexLayoutResult?
        relayouts.append(seconds { relaidOut = cache.layout(changed) })
        statistics = cache.statistics
        if var frame = relaidOut {
            for index in benchmark.changedLeaf { frame = frame.children[index] }
            changedFrame = frame.frame
        }
        blackHole(relaidOut)
    }
    firstLayouts.sort()
    relayouts.sort()
    return LayoutBenchmarkResult(
        name: benchmark.name,
        nodes: benchmark.nodes,
        firstLayout: firstLayouts[runs / 2],
        relayout: relayouts[runs / 2],
        relayoutStatistics: statistics,
        changedLeafFrame: changedFrame
    )
}

/// The CPU time this thread has used, in seconds.
func threadCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}
