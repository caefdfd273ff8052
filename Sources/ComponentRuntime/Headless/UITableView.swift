#if !canImport(UIKit)
    public import Foundation

    /// The headless backend's `UITableView`: a scroll view that shows its data source's rows one below the
    /// other, section after section, in cells, and only the rows that meet the visible rect.
    ///
    /// As in UIKit: register a cell class (or make cells with `init(style:reuseIdentifier:)`), let the data
    /// source dequeue and configure cells, and the table view makes a cell for each row that comes into view and
    /// puts a cell that leaves into a reuse queue (hidden, still a subview) for the next row, telling the
    /// delegate (`willDisplay`, `didEndDisplaying`). Rows are as tall as the delegate's `heightForRowAt` says
    /// (``rowHeight`` by default) and as wide as the table; the ``tableHeaderView`` comes first and the
    /// ``tableFooterView`` last; sections are separated by their header and footer heights. The content size
    /// is that of everything together. Selection follows UIKit's rules; ``simulateTapRow(at:)`` plays a tap.
    ///
    /// Simpler than UIKit: with no layout pass, the table view reads its data source and lays out at once when
    /// something changes (``reloadData()``, a scroll, a change of size, or the first question about its rows);
    /// with no Auto Layout, an automatic height (``UITableView/automaticDimension``) is the estimate when there
    /// is one, else 44 points for a row and 0 for a section header or footer; no section header or footer views
    /// are made, and separators and the section index are stored, not drawn; batch updates are not offered.
    ///
    /// Its `delegate` is the scroll view's, of type `UIScrollViewDelegate` (see ``UICollectionView``); set a
    /// `UITableViewDelegate` and the table view calls it as one.
    @MainActor
    open class UITableView: UIScrollView {
        /// How a table's sections look: UIKit's `UITableView.Style`, with UIKit's raw values.
        public enum Style: Int, Sendable {
            /// Rows edge to edge, section headers floating over them.
            case plain = 0
            /// Sections as groups separated by space.
            case grouped = 1
            /// Groups inset from the edges with rounded corners.
            case insetGrouped = 2
        }

        /// Where a row ends up in the visible rect when the table scrolls to it: UIKit's
        /// `UITableView.ScrollPosition`, with UIKit's raw values.
        public enum ScrollPosition: Int, Sendable {
            /// As little as needed to show the row.
            case none = 0
            /// The row at the top.
            case top = 1
            /// The row in the middle.
            case middle = 2
            /// The row at the bottom.
            case bottom = 3
        }

        /// The value that asks for a height worked out from the content: UIKit's `UITableView.automaticDimension`.
        public static let automaticDimension: CGFloat = -1
        /// The height of a row whose height is automatic and not estimated: UIKit's standard row height.
        static let standardRowHeight: CGFloat = 44
        /// The separator inset a table and its cells start with (see ``separatorInset``).
        static let defaultSeparatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)

        /// How the sections look; set when the table is made.
        open private(set) var style: Style
        /// What the rows are. Held weakly; the rows are read again at the next question or change.
        open weak var dataSource: (any UITableViewDataSource)? {
            didSet { needsReload = true }
        }
        /// Every row's height unless the delegate gives one (``automaticDimension`` by default).
        open var rowHeight: CGFloat = UITableView.automaticDimension {
            didSet { if rowHeight != oldValue { needsReload = true } }
        }
        /// Every section header's height unless the delegate gives one (``automaticDimension`` by default).
        open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension {
            didSet { if sectionHeaderHeight != oldValue { needsReload = true } }
        }
        /// Every section footer's height unless the delegate gives one (``automaticDimension`` by default).
        open var sectionFooterHeight: CGFloat = UITableView.automaticDimension {
            didSet { if sectionFooterHeight != oldValue { needsReload = true } }
        }
        /// The estimated height of automatic rows (``automaticDimension`` by default); on the headless backend,
        /// their height.
        open var estimatedRowHeight: CGFloat = UITableView.automaticDimension {
            didSet { if estimatedRowHeight != oldValue { needsReload = true } }
        }
        /// The estimated height of automatic section headers (``automaticDimension`` by default); on the headless
        /// backend, their height.
        open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension {
            didSet { if estimatedSectionHeaderHeight != oldValue { needsReload = true } }
        }
        /// The estimated height of automatic section footers (``automaticDimension`` by default); on the headless
        /// backend, their height.
        open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension {
            didSet { if estimatedSectionFooterHeight != oldValue { needsReload = true } }
        }
        /// The space above each section header view (``automaticDimension`` by default). Stored only: the
        /// headless table makes no section header views to pad.
        open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension
        /// The height of the empty rows a plain table shows below its last row when the rows do not fill it: 0
        /// (no filler rows) by default, as since iOS 15; ``automaticDimension`` for the last row's height. Stored
        /// only: the headless table makes no filler rows.
        open var fillerRowHeight: CGFloat = 0
        /// How separators are drawn (`.singleLine`). Stored only.
        open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine
        /// The separators' colour (`nil`: the system's). Stored only.
        open var separatorColor: UIColor?
        /// How far separators stay from the row's edges. UIKit works its default out from the layout margins;
        /// the headless table starts at 16 points on the left, a common value. Stored only.
        open var separatorInset: UIEdgeInsets = UITableView.defaultSeparatorInset
        /// What ``separatorInset`` is measured from; `.fromCellEdges` by default. Stored only.
        open var separatorInsetReference: SeparatorInsetReference = .fromCellEdges
        /// The effect applied to the separators (a vibrancy over a blurred background); `nil` by default. Stored
        /// only.
        open var separatorEffect: UIVisualEffect?
        /// Which elements are only as wide as their content; none by default on iOS. Stored only.
        open var contentHuggingElements: UITableViewContentHuggingElements = []
        /// Whether a self-sizing cell that invalidates its intrinsic content size is resized; `.enabled` by
        /// default. Stored only: the headless table has no Auto Layout.
        open var selfSizingInvalidation: SelfSizingInvalidation = .enabled
        /// The view above the first section, as wide as the table and as tall as its frame (`nil` by default).
        open var tableHeaderView: UIView? {
            didSet {
                guard tableHeaderView !== oldValue else { return }
                oldValue?.removeFromSuperview()
                if let tableHeaderView { addSubview(tableHeaderView) }
                needsReload = true
                updateVisibleCells()
            }
        }
        /// The view below the last section, as wide as the table and as tall as its frame (`nil` by default).
        open var tableFooterView: UIView? {
            didSet {
                guard tableFooterView !== oldValue else { return }
                oldValue?.removeFromSuperview()
                if let tableFooterView { addSubview(tableFooterView) }
                needsReload = true
                updateVisibleCells()
            }
        }
        /// The view behind every cell, as large as the visible rect (`nil` by default).
        open var backgroundView: UIView? {
            didSet {
                guard backgroundView !== oldValue else { return }
                oldValue?.removeFromSuperview()
                if let backgroundView { insertSubview(backgroundView, at: 0) }
                placeBackgroundView()
            }
        }
        /// The object told ahead which rows will soon show, to load their data; held weakly, `nil` by default.
        /// The headless table never calls it.
        open weak var prefetchDataSource: (any UITableViewDataSourcePrefetching)?
        /// Whether the data source is asked ahead for rows about to show (`true` by default). Stored only.
        open var isPrefetchingEnabled = true
        /// Whether a tap selects a row (`true` by default).
        open var allowsSelection = true
        /// Whether several rows can be selected at once, a tap on a selected one deselecting it (`false` by
        /// default).
        open var allowsMultipleSelection = false
        /// Whether a tap selects a row while ``isEditing`` (`false` by default).
        open var allowsSelectionDuringEditing = false
        /// Whether several rows can be selected at once while ``isEditing`` (`false` by default).
        open var allowsMultipleSelectionDuringEditing = false
        /// Whether the table is in editing mode (`false` by default); selection then follows the
        /// `…DuringEditing` properties.
        open var isEditing = false
        /// How many rows a table needs before its section index shows (0 by default). Stored only.
        open var sectionIndexMinimumDisplayRowCount = 0
        /// The section index's text colour (`nil`: the system's). Stored only.
        open var sectionIndexColor: UIColor?
        /// The section index's background colour (`nil`: the system's). Stored only.
        open var sectionIndexBackgroundColor: UIColor?
        /// The section index's background colour while touched (`nil`: the system's). Stored only.
        open var sectionIndexTrackingBackgroundColor: UIColor?
        /// Whether cells keep their content to a readable width on wide screens (`false` by default). Stored
        /// only.
        open var cellLayoutMarginsFollowReadableWidth = false
        /// Whether cells keep their content inside the safe area (`true` by default). Stored only: there is no
        /// safe area on the headless backend.
        open var insetsContentViewsToSafeArea = true
        /// The selected row; the first selected one with multiple selection.
        open var indexPathForSelectedRow: IndexPath? { selection.first }
        /// The selected rows, in the order they were selected; `nil` when none is, as in UIKit.
        open var indexPathsForSelectedRows: [IndexPath]? { selection.isEmpty ? nil : selection }

        /// Where each row is, section by section, from the last layout; and every row in order, for searching.
        private var rowFrames: [[CGRect]] = []
        private var orderedRows: [(indexPath: IndexPath, frame: CGRect)] = []
        private var selection: [IndexPath] = []
        private var needsReload = true
        private var isUpdatingCells = false
        private var shownCells: [IndexPath: UITableViewCell] = [:]
        private var reuseQueues: [String: [UITableViewCell]] = [:]
        private var cellClasses: [String: UITableViewCell.Type] = [:]

        /// A table with `frame` whose sections look as `style` says.
        public init(frame: CGRect, style: Style) {
            self.style = style
            super.init(frame: frame)
        }

        /// A plain table with a zero frame.
        public required convenience init() {
            self.init(frame: .zero, style: .plain)
        }

        /// Never used on the headless backend (see ``UIView/init(coder:)``).
        public required init?(coder: NSCoder) {
            return nil
        }

        /// The frame; a new size lays the rows out again (they are as wide as the table).
        open override var frame: CGRect {
            didSet {
                guard frame.size != oldValue.size else { return }
                needsReload = true
                placeBackgroundView()
                updateVisibleCells()
            }
        }

        // MARK: Cells

        /// Registers `cellClass` (a `UITableViewCell` subclass) for `identifier`: dequeuing with it makes cells
        /// of that class when the queue is empty.
        open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
            cellClasses[identifier] = cellClass as? UITableViewCell.Type
        }

        /// A cell from the reuse queue of `identifier` (after its `prepareForReuse()`), else a new one of the
        /// class registered for it, else `nil`.
        open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
            if let cell = reuseQueues[identifier]?.popLast() {
                cell.isHighlighted = false
                cell.prepareForReuse()
                return cell
            }
            guard let cellClass = cellClasses[identifier] else { return nil }
            let cell = cellClass.init()
            cell.reuseIdentifier = identifier
            return cell
        }

        /// A cell for the row at `indexPath`, as ``dequeueReusableCell(withIdentifier:)`` finds or makes one.
        /// Dequeuing an identifier with no registered class and no queued cell is a programming error, as in
        /// UIKit.
        open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
            guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
                preconditionFailure("no cell class registered for reuse identifier \(identifier)")
            }
            return cell
        }

        /// Reads the data source again: every shown cell ends displaying and goes to its reuse queue, the
        /// selection is cleared, and the rows in view get cells anew.
        open func reloadData() {
            let delegate = self.delegate as? any UITableViewDelegate
            for (indexPath, cell) in shownCells.sorted(by: { $0.key > $1.key }) {
                shownCells[indexPath] = nil
                delegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
                enqueue(cell)
            }
            selection = []
            needsReload = true
            updateVisibleCells()
        }

        /// Enters or leaves editing mode; `animated` makes no difference on the headless backend.
        open func setEditing(_ editing: Bool, animated: Bool) {
            isEditing = editing
        }

        /// How many sections there are.
        open var numberOfSections: Int {
            loadIfNeeded()
            return rowFrames.count
        }

        /// How many rows section `section` has (0 for a section that does not exist).
        open func numberOfRows(inSection section: Int) -> Int {
            loadIfNeeded()
            return rowFrames.indices.contains(section) ? rowFrames[section].count : 0
        }

        /// Where the row at `indexPath` is in the content; `.zero` for a row that does not exist.
        open func rectForRow(at indexPath: IndexPath) -> CGRect {
            loadIfNeeded()
            guard exists(indexPath) else { return .zero }
            return rowFrames[indexPath.section][indexPath.row]
        }

        /// The index path of the row at `point` in the content; `nil` when there is none.
        open func indexPathForRow(at point: CGPoint) -> IndexPath? {
            loadIfNeeded()
            return orderedRows.first { $0.frame.contains(point) }?.indexPath
        }

        /// The index path of the row `cell` shows; `nil` when it shows none.
        open func indexPath(for cell: UITableViewCell) -> IndexPath? {
            shownCells.first { $0.value === cell }?.key
        }

        /// The cell showing the row at `indexPath`; `nil` when the row is not in view.
        open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
            updateVisibleCells()
            return shownCells[indexPath]
        }

        /// The cells in view, in index path order.
        open var visibleCells: [UITableViewCell] {
            updateVisibleCells()
            return shownCells.sorted { $0.key < $1.key }.map(\.value)
        }

        /// The index paths of the rows in view, in order.
        open var indexPathsForVisibleRows: [IndexPath]? {
            updateVisibleCells()
            return shownCells.keys.sorted()
        }

        /// Scrolls so the row at `indexPath` is at `scrollPosition` in the visible rect (the bounds less the
        /// content inset), staying inside the scrollable range; `.none` scrolls as little as needed.
        open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
            let frame = rectForRow(at: indexPath)
            guard exists(indexPath) else { return }
            let inset = adjustedContentInset
            let height = bounds.height - inset.top - inset.bottom
            var target = contentOffset
            switch scrollPosition {
            case .none:
                scrollRectToVisible(frame, animated: animated)
                return
            case .top: target.y = frame.minY - inset.top
            case .middle: target.y = frame.midY - height / 2 - inset.top
            case .bottom: target.y = frame.maxY - height - inset.top
            }
            setContentOffset(clampedToScrollableRange(target), animated: animated)
        }

        // MARK: Selection

        /// Selects the row at `indexPath` (deselecting the others unless multiple selection is allowed), or
        /// deselects every row when `indexPath` is `nil`, and scrolls to it by `scrollPosition`. Does not tell
        /// the delegate, as in UIKit; does nothing when selection is not allowed.
        open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
            guard let indexPath else {
                for selected in selection { deselectRow(at: selected, animated: animated) }
                return
            }
            guard selectionAllowed, exists(indexPath) else { return }
            if !multipleSelectionAllowed {
                for selected in selection where selected != indexPath { deselectRow(at: selected, animated: animated) }
            }
            if !selection.contains(indexPath) { selection.append(indexPath) }
            shownCells[indexPath]?.isSelected = true
            if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
        }

        /// Deselects the row at `indexPath`, without telling the delegate.
        open func deselectRow(at indexPath: IndexPath, animated: Bool) {
            selection.removeAll { $0 == indexPath }
            shownCells[indexPath]?.isSelected = false
        }

        /// Plays a tap on the row at `indexPath`, with UIKit's delegate calls in UIKit's order:
        /// `shouldHighlightRowAt` (a `false` ends the tap), `didHighlightRowAt`, `didUnhighlightRowAt`, then
        /// `willSelectRowAt` (which may name another row, or none) and `didSelectRowAt`, after
        /// `willDeselectRowAt` and `didDeselectRowAt` for the row it replaces in single selection — or, for a
        /// selected row in multiple selection, `willDeselectRowAt` and `didDeselectRowAt`. Does nothing when
        /// selection is not allowed or there is no such row. (Headless backend only.)
        public func simulateTapRow(at indexPath: IndexPath) {
            updateVisibleCells()
            guard selectionAllowed, exists(indexPath) else { return }
            let delegate = self.delegate as? any UITableViewDelegate
            guard delegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true else { return }
            let cell = shownCells[indexPath]
            cell?.isHighlighted = true
            delegate?.tableView(self, didHighlightRowAt: indexPath)
            cell?.isHighlighted = false
            delegate?.tableView(self, didUnhighlightRowAt: indexPath)
            if multipleSelectionAllowed && selection.contains(indexPath) {
                deselectAsTheUser(indexPath, delegate: delegate)
                return
            }
            let proposed = delegate.map { $0.tableView(self, willSelectRowAt: indexPath) } ?? indexPath
            guard let target = proposed, exists(target) else { return }
            if !multipleSelectionAllowed {
                for selected in selection where selected != target { deselectAsTheUser(selected, delegate: delegate) }
            }
            selectRow(at: target, animated: false, scrollPosition: .none)
            delegate?.tableView(self, didSelectRowAt: target)
        }

        private func deselectAsTheUser(_ indexPath: IndexPath, delegate: (any UITableViewDelegate)?) {
            let proposed = delegate.map { $0.tableView(self, willDeselectRowAt: indexPath) } ?? indexPath
            guard let target = proposed, selection.contains(target) else { return }
            deselectRow(at: target, animated: false)
            delegate?.tableView(self, didDeselectRowAt: target)
        }

        private var selectionAllowed: Bool { isEditing ? allowsSelectionDuringEditing : allowsSelection }
        private var multipleSelectionAllowed: Bool {
            isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
        }

        private func exists(_ indexPath: IndexPath) -> Bool {
            indexPath.count == 2 && rowFrames.indices.contains(indexPath.section)
                && rowFrames[indexPath.section].indices.contains(indexPath.row)
        }

        // MARK: Layout

        override func contentOffsetDidChange() {
            placeBackgroundView()
            updateVisibleCells()
        }

        /// `height` unless it is automatic: then `estimate` unless that is automatic too, then `fallback`.
        private func resolved(_ height: CGFloat, estimate: CGFloat, fallback: CGFloat) -> CGFloat {
            if height != UITableView.automaticDimension { return max(0, height) }
            return estimate != UITableView.automaticDimension && estimate > 0 ? estimate : fallback
        }

        /// Reads the rows and lays them out when something changed since the last time.
        private func loadIfNeeded() {
            guard needsReload else { return }
            needsReload = false
            let delegate = self.delegate as? any UITableViewDelegate
            let width = bounds.width
            var y: CGFloat = 0
            if let tableHeaderView {
                tableHeaderView.frame = CGRect(x: 0, y: 0, width: width, height: tableHeaderView.frame.height)
                y = tableHeaderView.frame.height
            }
            let sections = max(0, dataSource.map { $0.numberOfSections(in: self) } ?? 0)
            rowFrames = []
            orderedRows = []
            for section in 0..<sections {
                let header = delegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
                y += resolved(header, estimate: estimatedSectionHeaderHeight, fallback: 0)
                let rows = max(0, dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0)
                var frames: [CGRect] = []
                for row in 0..<rows {
                    let indexPath = IndexPath(row: row, section: section)
                    let proposed = delegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
                    let height = resolved(proposed, estimate: estimatedRowHeight, fallback: Self.standardRowHeight)
                    let frame = CGRect(x: 0, y: y, width: width, height: height)
                    frames.append(frame)
                    orderedRows.append((indexPath, frame))
                    y += height
                }
                rowFrames.append(frames)
                let footer = delegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
                y += resolved(footer, estimate: estimatedSectionFooterHeight, fallback: 0)
            }
            if let tableFooterView {
                tableFooterView.frame = CGRect(x: 0, y: y, width: width, height: tableFooterView.frame.height)
                y += tableFooterView.frame.height
            }
            contentSize = CGSize(width: width, height: y)
        }

        /// Gives a cell to every row that meets the visible rect and puts the cells of rows that left it into
        /// their reuse queues, telling the delegate of both.
        private func updateVisibleCells() {
            guard !isUpdatingCells else { return }
            isUpdatingCells = true
            defer { isUpdatingCells = false }
            loadIfNeeded()
            let visible = CGRect(origin: contentOffset, size: bounds.size)
            var low = 0
            var high = orderedRows.count
            while low < high {
                let middle = (low + high) / 2
                if orderedRows[middle].frame.maxY < visible.minY { low = middle + 1 } else { high = middle }
            }
            var wanted: [(indexPath: IndexPath, frame: CGRect)] = []
            var index = low
            while index < orderedRows.count, orderedRows[index].frame.minY <= visible.maxY {
                if UICollectionViewFlowLayout.frame(orderedRows[index].frame, meets: visible) {
                    wanted.append(orderedRows[index])
                }
                index += 1
            }
            let wantedPaths = Set(wanted.map(\.indexPath))
            let delegate = self.delegate as? any UITableViewDelegate
            for (indexPath, cell) in shownCells.sorted(by: { $0.key < $1.key }) where !wantedPaths.contains(indexPath) {
                shownCells[indexPath] = nil
                delegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
                enqueue(cell)
            }
            for (indexPath, frame) in wanted {
                if let cell = shownCells[indexPath] {
                    if cell.frame != frame { cell.frame = frame }
                    continue
                }
                guard let dataSource else { break }
                let cell = dataSource.tableView(self, cellForRowAt: indexPath)
                if cell.superview !== self { addSubview(cell) }
                cell.frame = frame
                cell.isHidden = false
                cell.isSelected = selection.contains(indexPath)
                shownCells[indexPath] = cell
                delegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
            }
        }

        /// Hides `cell` and keeps it for the next dequeue with its identifier (a cell without one goes).
        private func enqueue(_ cell: UITableViewCell) {
            cell.isHidden = true
            cell.isSelected = false
            guard let identifier = cell.reuseIdentifier else {
                cell.removeFromSuperview()
                return
            }
            reuseQueues[identifier, default: []].append(cell)
        }

        private func placeBackgroundView() {
            backgroundView?.frame = CGRect(origin: contentOffset, size: bounds.size)
        }
    }
#endif
