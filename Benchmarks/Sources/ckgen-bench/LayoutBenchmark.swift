import ComponentRuntime
import Foundation

// Issue 13's layout benchmark: tree A, a 375-pt column of 1,000 rows of 10 children (flex grow and shrink 1,
// margin 4, height 44; every third child min width 20 and basis 30%), 11,001 nodes. (a) its first layout, (b) a
// relayout after one leaf's width changes (a new leaf, a new row and a new root; every other node shared).

/// The style of leaf `column` of a row; `width` is set on the leaf the relayout changes.
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

/// `tree` with leaf (`row`, `column`) given `width`: a new leaf, row and root; all other nodes shared.
func replacingLeaf(in tree: FlexNode, row: Int, column: Int, width: CGFloat) -> FlexNode {
    let oldRow = tree.children[row]
    var leaves = oldRow.children
    leaves[column] = FlexNode(style: benchmarkLeafStyle(column: column, width: .points(width)))
    var rows = tree.children
    rows[row] = FlexNode(style: oldRow.style, children: leaves)
    return FlexNode(style: tree.style, children: rows)
}

struct LayoutBenchmarkResult {
    let nodes: Int
    let firstLayout: Double
    let relayout: Double
    let relayoutStatistics: FlexLayoutStatistics
    let changedLeafFrame: CGRect
    var ratio: Double { relayout / firstLayout }
}

/// Medians of `runs` first layouts (each with a new cache) and `runs` relayouts (each after a first layout).
func runLayoutBenchmark(rows: Int = 1_000, columns: Int = 10, runs: Int = 11) -> LayoutBenchmarkResult {
    let tree = layoutBenchmarkTree(rows: rows, columns: columns)
    var firstLayouts: [Double] = []
    var relayouts: [Double] = []
    var statistics = FlexLayoutStatistics()
    var changedFrame = CGRect.zero
    let clock = ContinuousClock()
    func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
    for run in 0..<runs {
        let cache = FlexLayoutCache()
        // The previous run's results are freed before the clock starts.
        var result: FlexLayoutResult?
        firstLayouts.append(seconds(clock.measure { result = cache.layout(tree) }))
        blackHole(result)
        // A different width each run, so no run finds the previous one's answer.
        let changed = replacingLeaf(in: tree, row: rows / 2, column: columns / 2, width: CGFloat(50 + run))
        var relaidOut: FlexLayoutResult?
        relayouts.append(seconds(clock.measure { relaidOut = cache.layout(changed) }))
        statistics = cache.statistics
        if let relaidOut { changedFrame = relaidOut.children[rows / 2].children[columns / 2].frame }
        blackHole(relaidOut)
    }
    firstLayouts.sort()
    relayouts.sort()
    return LayoutBenchmarkResult(
        nodes: 1 + rows + rows * columns,
        firstLayout: firstLayouts[runs / 2],
        relayout: relayouts[runs / 2],
        relayoutStatistics: statistics,
        changedLeafFrame: changedFrame
    )
}
