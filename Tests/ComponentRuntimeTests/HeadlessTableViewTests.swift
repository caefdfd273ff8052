import ComponentRuntime
import Foundation
import Testing

/// A cell subclass as an app writes it for UIKit: its own style initializer override and the coder one.
@MainActor
private final class SubtitleCell: UITableViewCell {
    var reuses = 0

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// Rows of a few sections, with heights and selection answers a test sets, writing down the delegate calls.
@MainActor
private final class Rows: UITableViewDataSource, UITableViewDelegate {
    var counts: [Int]
    var heights: [IndexPath: CGFloat] = [:]
    var redirects: [IndexPath: IndexPath?] = [:]
    var log: [String] = []

    init(_ counts: [Int]) { self.counts = counts }

    func numberOfSections(in tableView: UITableView) -> Int { counts.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { counts[section] }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "row \(indexPath.section).\(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heights[indexPath] ?? tableView.rowHeight
    }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willSelect \(indexPath.row)")
        return redirects[indexPath] ?? indexPath
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log.append("didSelect \(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willDeselect \(indexPath.row)")
        return indexPath
    }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        log.append("didDeselect \(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        log.append("didHighlight \(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        log.append("willDisplay \(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        log.append("didEndDisplaying \(indexPath.row)")
    }
}

@Suite("Headless UITableView: rows, cells, reuse and selection")
@MainActor
struct HeadlessTableViewTests {
    /// A 320 × 200 plain table of 40-point rows.
    private func makeTable(_ counts: [Int] = [20]) -> (UITableView, Rows) {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
        tableView.register(SubtitleCell.self, forCellReuseIdentifier: "row")
        tableView.rowHeight = 40
        let rows = Rows(counts)
        tableView.dataSource = rows
        tableView.delegate = rows
        return (tableView, rows)
    }

    private func path(_ row: Int, _ section: Int = 0) -> IndexPath { IndexPath(row: row, section: section) }

    @Test("the table and its cells start at UIKit's defaults")
    func defaults() {
        let tableView = UITableView(frame: .zero, style: .insetGrouped)
        #expect(tableView.style == .insetGrouped)
        #expect(UITableView().style == .plain)
        #expect(UITableView.automaticDimension == -1)
        #expect(tableView.rowHeight == UITableView.automaticDimension)
        #expect(tableView.estimatedRowHeight == UITableView.automaticDimension)
        #expect(tableView.sectionHeaderHeight == UITableView.automaticDimension)
        #expect(tableView.sectionFooterHeight == UITableView.automaticDimension)
        #expect(tableView.estimatedSectionHeaderHeight == UITableView.automaticDimension)
        #expect(tableView.sectionHeaderTopPadding == UITableView.automaticDimension)
        #expect(tableView.separatorStyle == .singleLine)
        #expect(tableView.separatorColor == nil)
        #expect(tableView.tableHeaderView == nil && tableView.tableFooterView == nil && tableView.backgroundView == nil)
        #expect(tableView.allowsSelection && !tableView.allowsMultipleSelection && !tableView.isEditing)
        #expect(tableView.sectionIndexColor == nil && tableView.sectionIndexBackgroundColor == nil)
        #expect(tableView.sectionIndexTrackingBackgroundColor == nil)
        #expect(!tableView.cellLayoutMarginsFollowReadableWidth)
        #expect(tableView.insetsContentViewsToSafeArea)
        #expect(tableView.indexPathForSelectedRow == nil && tableView.indexPathsForSelectedRows == nil)

        let cell = UITableViewCell(style: .default, reuseIdentifier: "plain")
        #expect(cell.reuseIdentifier == "plain")
        #expect(cell.frame.size == CGSize(width: 320, height: 44))
        #expect(cell.detailTextLabel == nil, "the default style has no detail label")
        #expect(cell.textLabel?.superview === cell.contentView)
        #expect(cell.imageView?.superview === cell.contentView)
        #expect(cell.accessoryType == .none && cell.selectionStyle == .default)
        #expect(!cell.isSelected && cell.backgroundView == nil && cell.selectedBackgroundView == nil)
        #expect(UITableViewCell(style: .value1, reuseIdentifier: nil).detailTextLabel != nil)
    }

    @Test("rows stack at their heights; an automatic height is the estimate, else 44")
    func rowFrames() {
        let (tableView, rows) = makeTable([3, 2])
        rows.heights[path(1)] = 60
        tableView.sectionFooterHeight = 10
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 1, height: 30))
        tableView.tableHeaderView = header
        #expect(header.frame == CGRect(x: 0, y: 0, width: 320, height: 30), "as wide as the table")
        #expect(tableView.rectForRow(at: path(0)) == CGRect(x: 0, y: 30, width: 320, height: 40))
        #expect(tableView.rectForRow(at: path(1)) == CGRect(x: 0, y: 70, width: 320, height: 60))
        #expect(tableView.rectForRow(at: path(0, 1)) == CGRect(x: 0, y: 180, width: 320, height: 40), "after a footer")
        #expect(tableView.contentSize == CGSize(width: 320, height: 270))

        tableView.rowHeight = UITableView.automaticDimension
        tableView.reloadData()
        #expect(tableView.rectForRow(at: path(0)).height == 44)
        tableView.estimatedRowHeight = 50
        tableView.reloadData()
        #expect(tableView.rectForRow(at: path(2)).height == 50)
        #expect(tableView.indexPathForRow(at: CGPoint(x: 5, y: 31)) == path(0))
    }

    @Test("only the visible rows have cells; scrolling reuses the cells of rows that left")
    func visibleRowsAndReuse() throws {
        let (tableView, rows) = makeTable()
        #expect(tableView.indexPathsForVisibleRows == (0..<5).map { path($0) })
        let first = try #require(tableView.cellForRow(at: path(0)) as? SubtitleCell)
        #expect(first.textLabel?.text == "row 0.0")
        #expect(first.detailTextLabel != nil, "the subclass chose the subtitle style")
        #expect(first.reuseIdentifier == "row")

        rows.log = []
        tableView.simulateDrag(to: CGPoint(x: 0, y: 80))
        #expect(tableView.indexPathsForVisibleRows == (2..<7).map { path($0) })
        #expect(rows.log == ["didEndDisplaying 0", "didEndDisplaying 1", "willDisplay 5", "willDisplay 6"])
        let reused = try #require(tableView.cellForRow(at: path(6)) as? SubtitleCell)
        #expect(reused.reuses == 1 && reused.textLabel?.text == "row 0.6")
        #expect(tableView.subviews.count == 5, "no more cells than were ever visible at once")

        tableView.simulateDrag(to: CGPoint(x: 0, y: 10_000))
        #expect(tableView.contentOffset.y == 600, "20 rows of 40 less the table's 200")
        #expect(tableView.visibleCells.count == 5)
    }

    @Test("a tap selects in UIKit's order, willSelect may redirect or refuse, single selection replaces")
    func tapSelection() {
        let (tableView, rows) = makeTable()
        #expect(tableView.visibleCells.count == 5)
        rows.log = []
        tableView.simulateTapRow(at: path(1))
        #expect(rows.log == ["didHighlight 1", "willSelect 1", "didSelect 1"])
        #expect(tableView.indexPathForSelectedRow == path(1))
        #expect(tableView.cellForRow(at: path(1))?.isSelected == true)

        rows.log = []
        rows.redirects[path(2)] = path(3)
        tableView.simulateTapRow(at: path(2))
        #expect(rows.log == ["didHighlight 2", "willSelect 2", "willDeselect 1", "didDeselect 1", "didSelect 3"])
        #expect(tableView.indexPathsForSelectedRows == [path(3)])

        rows.redirects[path(4)] = .some(nil)
        tableView.simulateTapRow(at: path(4))
        #expect(tableView.indexPathsForSelectedRows == [path(3)], "willSelect returned nil")
    }

    @Test("multiple selection toggles; editing and selection turned off follow their own flags")
    func selectionRules() {
        let (tableView, rows) = makeTable()
        tableView.allowsMultipleSelection = true
        tableView.simulateTapRow(at: path(0))
        tableView.simulateTapRow(at: path(2))
        #expect(tableView.indexPathsForSelectedRows == [path(0), path(2)])
        rows.log = []
        tableView.simulateTapRow(at: path(0))
        #expect(rows.log == ["didHighlight 0", "willDeselect 0", "didDeselect 0"])

        tableView.setEditing(true, animated: false)
        tableView.simulateTapRow(at: path(4))
        #expect(tableView.indexPathsForSelectedRows == [path(2)], "no selection while editing by default")
        tableView.allowsSelectionDuringEditing = true
        tableView.simulateTapRow(at: path(4))
        #expect(tableView.indexPathsForSelectedRows == [path(4)], "editing allows a single selection")

        tableView.setEditing(false, animated: false)
        tableView.allowsSelection = false
        rows.log = []
        tableView.simulateTapRow(at: path(1))
        #expect(rows.log.isEmpty)
        tableView.allowsSelection = true
        tableView.selectRow(at: path(19), animated: false, scrollPosition: .top)
        #expect(tableView.contentOffset.y == 600, "scrolled as far as the range allows")
        tableView.selectRow(at: nil, animated: false, scrollPosition: .none)
        #expect(tableView.indexPathsForSelectedRows == nil)
    }
}
