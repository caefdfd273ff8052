#if !canImport(UIKit)
    public import Foundation

    /// The headless backend's `UICollectionView`: a scroll view that shows its data source's items in cells
    /// where its layout (``collectionViewLayout``) puts them, and only those that meet the visible rect.
    ///
    /// As in UIKit: register a cell class, let the data source dequeue and configure cells, and the collection
    /// view makes a cell for each item that comes into view and puts a cell that leaves into a reuse queue
    /// (hidden, still a subview) for the next item, telling the delegate (`willDisplay`, `didEndDisplaying`).
    /// The content size is the layout's. Selection follows UIKit's rules; ``simulateTapItem(at:)`` plays a tap.
    ///
    /// Simpler than UIKit: with no layout pass, the collection view reads its data source and lays out at
    /// once when something changes (``reloadData()``, a scroll, a change of size, an invalidated layout, or the
    /// first question about its items); batch updates (`performBatchUpdates`, `insertItems`) are not offered,
    /// so changes go through ``reloadData()``; no supplementary views (section headers, footers) are made.
    ///
    /// Its `delegate` is the scroll view's, of type `UIScrollViewDelegate`: UIKit narrows it to
    /// `UICollectionViewDelegate`, which Swift cannot do for a stored property. Set a `UICollectionViewDelegate`
    /// (or a `UICollectionViewDelegateFlowLayout`) and the collection view and its flow layout call it as one.
    @MainActor
    open class UICollectionView: UIScrollView {
        /// The direction a flow layout scrolls in: UIKit's `UICollectionView.ScrollDirection`, with UIKit's raw
        /// values.
        public enum ScrollDirection: Int, Sendable {
            /// Lines follow one another downwards.
            case vertical = 0
            /// Lines follow one another to the right.
            case horizontal = 1
        }

        /// What a layout element is: UIKit's `UICollectionView.ElementCategory`, with UIKit's raw values.
        public enum ElementCategory: UInt, Sendable {
            /// An item's cell.
            case cell = 0
            /// A view the data source provides beside the items, such as a section header.
            case supplementaryView = 1
            /// A view the layout itself provides.
            case decorationView = 2
        }

        /// Where an item ends up in the visible rect when the collection view scrolls to it: UIKit's
        /// `UICollectionView.ScrollPosition`, with UIKit's raw values.
        public struct ScrollPosition: OptionSet, Sendable {
            /// The raw bit mask.
            public let rawValue: UInt
            /// Creates a set from a raw bit mask.
            public init(rawValue: UInt) { self.rawValue = rawValue }

            /// Do not scroll.
            public static let none = ScrollPosition([])
            /// The item's top at the top of the visible rect.
            public static let top = ScrollPosition(rawValue: 1 << 0)
            /// The item centred vertically.
            public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
            /// The item's bottom at the bottom of the visible rect.
            public static let bottom = ScrollPosition(rawValue: 1 << 2)
            /// The item's left edge at the left of the visible rect.
            public static let left = ScrollPosition(rawValue: 1 << 3)
            /// The item centred horizontally.
            public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
            /// The item's right edge at the right of the visible rect.
            public static let right = ScrollPosition(rawValue: 1 << 5)
        }

        /// The kind of a section header's supplementary view.
        public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
        /// The kind of a section footer's supplementary view.
        public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

        /// The layout that places the items. Setting another lays the items out again with it.
        open var collectionViewLayout: UICollectionViewLayout {
            didSet {
                guard collectionViewLayout !== oldValue else { return }
                oldValue.owner = nil
                collectionViewLayout.owner = self
                layoutWasInvalidated()
            }
        }
        /// What the items are. Held weakly; the items are read again at the next question or change.
        open weak var dataSource: (any UICollectionViewDataSource)? {
            didSet { needsReload = true }
        }
        /// The object told ahead which items will soon show, to load their data; held weakly, `nil` by default.
        /// The headless collection view never calls it.
        open weak var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)?
        /// Whether the data source is asked ahead for items about to show (`true` by default). Stored only: the
        /// headless collection view prefetches nothing.
        open var isPrefetchingEnabled = true
        /// Whether a self-sizing cell that invalidates its intrinsic content size is resized; `.enabled` by
        /// default. Stored only: the headless collection view has no Auto Layout.
        open var selfSizingInvalidation: SelfSizingInvalidation = .enabled
        /// The view behind every cell, as large as the visible rect (`nil` by default).
        open var backgroundView: UIView? {
            didSet {
                guard backgroundView !== oldValue else { return }
                oldValue?.removeFromSuperview()
                if let backgroundView { insertSubview(backgroundView, at: 0) }
                placeBackgroundView()
            }
        }
        /// Whether a tap selects an item (`true` by default).
        open var allowsSelection = true
        /// Whether several items can be selected at once, a tap on a selected one deselecting it (`false` by
        /// default).
        open var allowsMultipleSelection = false
        /// Whether a tap selects an item while ``isEditing`` (`false` by default).
        open var allowsSelectionDuringEditing = false
        /// Whether several items can be selected at once while ``isEditing`` (`false` by default).
        open var allowsMultipleSelectionDuringEditing = false
        /// Whether the collection view is in editing mode (`false` by default); selection then follows the
        /// `…DuringEditing` properties.
        open var isEditing = false
        /// The selected items, in the order they were selected.
        open var indexPathsForSelectedItems: [IndexPath]? { selection }

        private var selection: [IndexPath] = []
        /// How many items each section has, as the data source said at the last reload.
        private var itemCounts: [Int] = []
        private var needsReload = true
        private var layoutIsValid = false
        private var isUpdatingCells = false
        /// The cell of each item shown, by index path.
        private var shownCells: [IndexPath: UICollectionViewCell] = [:]
        private var reuseQueues: [String: [UICollectionViewCell]] = [:]
        private var cellClasses: [String: UICollectionViewCell.Type] = [:]
        /// How far beyond the visible rect, along the scroll direction, items get a cell: what a collection
        /// host's margin sets. (UIKit prepares cells ahead as it sees fit.)
        var preparationMargin: CGFloat = 0 {
            didSet { if preparationMargin != oldValue { updateVisibleCells() } }
        }

        /// A collection view with `frame` whose items `layout` places.
        public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
            collectionViewLayout = layout
            super.init(frame: frame)
            layout.owner = self
        }

        /// A collection view with a zero frame and a new flow layout.
        public required convenience init() {
            self.init(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        }

        /// Never used on the headless backend (see ``UIView/init(coder:)``).
        public required init?(coder: NSCoder) {
            return nil
        }

        /// The frame; a new size lays the items out again when the layout asks for it
        /// (``UICollectionViewLayout/shouldInvalidateLayout(forBoundsChange:)``).
        open override var frame: CGRect {
            willSet {
                let newBounds = CGRect(origin: contentOffset, size: newValue.size)
                if newValue.size != frame.size, collectionViewLayout.shouldInvalidateLayout(forBoundsChange: newBounds)
                {
                    layoutIsValid = false
                }
            }
            didSet {
                guard frame.size != oldValue.size else { return }
                placeBackgroundView()
                updateVisibleCells()
            }
        }

        // MARK: Cells

        /// Registers `cellClass` (a `UICollectionViewCell` subclass) for `identifier`: dequeuing with it makes
        /// cells of that class when the queue is empty.
        open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
            cellClasses[identifier] = cellClass as? UICollectionViewCell.Type
        }

        /// A cell for the item at `indexPath`: one from the reuse queue of `identifier` (after its
        /// `prepareForReuse()`), else a new one of the class registered for it. Dequeuing an identifier with no
        /// registered class is a programming error, as in UIKit.
        open func dequeueReusableCell(
            withReuseIdentifier identifier: String,
            for indexPath: IndexPath
        ) -> UICollectionViewCell {
            if let cell = reuseQueues[identifier]?.popLast() {
                cell.isHighlighted = false
                cell.prepareForReuse()
                return cell
            }
            guard let cellClass = cellClasses[identifier] else {
                preconditionFailure("no cell class registered for reuse identifier \(identifier)")
            }
            let cell = cellClass.init()
            cell.reuseIdentifier = identifier
            return cell
        }

        /// Reads the data source again: every shown cell ends displaying and goes to its reuse queue, the
        /// selection is cleared, and the items in view get cells anew.
        open func reloadData() {
            for (indexPath, cell) in shownCells.sorted(by: { $0.key > $1.key }) {
                shownCells[indexPath] = nil
                (delegate as? any UICollectionViewDelegate)?.collectionView(
                    self,
                    didEndDisplaying: cell,
                    forItemAt: indexPath
                )
                enqueue(cell)
            }
            selection = []
            needsReload = true
            updateVisibleCells()
        }

        /// How many sections there are.
        open var numberOfSections: Int {
            loadIfNeeded()
            return itemCounts.count
        }

        /// How many items section `section` has (0 for a section that does not exist).
        open func numberOfItems(inSection section: Int) -> Int {
            loadIfNeeded()
            return itemCounts.indices.contains(section) ? itemCounts[section] : 0
        }

        /// The cell showing the item at `indexPath`; `nil` when the item is not in view.
        open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
            updateVisibleCells()
            return shownCells[indexPath]
        }

        /// The index path of the item `cell` shows; `nil` when it shows none.
        open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
            shownCells.first { $0.value === cell }?.key
        }

        /// The index path of the item at `point` in the content; `nil` when there is none.
        open func indexPathForItem(at point: CGPoint) -> IndexPath? {
            loadIfNeeded()
            let probe = CGRect(origin: point, size: CGSize(width: 1, height: 1))
            return collectionViewLayout.layoutAttributesForElements(in: probe)?
                .first { $0.representedElementCategory == .cell && $0.frame.contains(point) }?.indexPath
        }

        /// The cells in view, in index path order.
        open var visibleCells: [UICollectionViewCell] {
            updateVisibleCells()
            return shownCells.sorted { $0.key < $1.key }.map(\.value)
        }

        /// The index paths of the items in view, in order.
        open var indexPathsForVisibleItems: [IndexPath] {
            updateVisibleCells()
            return shownCells.keys.sorted()
        }

        /// Where the layout puts the item at `indexPath`.
        open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            loadIfNeeded()
            return collectionViewLayout.layoutAttributesForItem(at: indexPath)
        }

        /// Scrolls so the item at `indexPath` is at `scrollPosition` in the visible rect (the bounds less the
        /// content inset), staying inside the scrollable range.
        open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
            guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
            let inset = adjustedContentInset
            let width = bounds.width - inset.left - inset.right
            let height = bounds.height - inset.top - inset.bottom
            var target = contentOffset
            if scrollPosition.contains(.top) { target.y = frame.minY - inset.top }
            if scrollPosition.contains(.centeredVertically) { target.y = frame.midY - height / 2 - inset.top }
            if scrollPosition.contains(.bottom) { target.y = frame.maxY - height - inset.top }
            if scrollPosition.contains(.left) { target.x = frame.minX - inset.left }
            if scrollPosition.contains(.centeredHorizontally) { target.x = frame.midX - width / 2 - inset.left }
            if scrollPosition.contains(.right) { target.x = frame.maxX - width - inset.left }
            setContentOffset(clampedToScrollableRange(target), animated: animated)
        }

        // MARK: Selection

        /// Selects the item at `indexPath` (deselecting the others unless multiple selection is allowed), or
        /// deselects every item when `indexPath` is `nil`, and scrolls to it by `scrollPosition`. Does not tell
        /// the delegate, and does nothing when selection is not allowed, as in UIKit.
        open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
            guard let indexPath else {
                for selected in selection { deselectItem(at: selected, animated: animated) }
                return
            }
            guard selectionAllowed else { return }
            if !multipleSelectionAllowed {
                for selected in selection where selected != indexPath { deselectItem(at: selected, animated: animated) }
            }
            if !selection.contains(indexPath) { selection.append(indexPath) }
            shownCells[indexPath]?.isSelected = true
            if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
        }

        /// Deselects the item at `indexPath`, without telling the delegate.
        open func deselectItem(at indexPath: IndexPath, animated: Bool) {
            selection.removeAll { $0 == indexPath }
            shownCells[indexPath]?.isSelected = false
        }

        /// Plays a tap on the item at `indexPath`, with UIKit's delegate calls in UIKit's order: `shouldHighlight`
        /// (a `false` ends the tap), `didHighlight`, `didUnhighlight`, then `shouldSelect` and `didSelect` (after
        /// `didDeselect` for the item it replaces in single selection) — or, for a selected item in multiple
        /// selection, `shouldDeselect` and `didDeselect`. Does nothing when selection is not allowed or there is
        /// no such item. (Headless backend only.)
        public func simulateTapItem(at indexPath: IndexPath) {
            updateVisibleCells()
            guard selectionAllowed, indexPath.count == 2, indexPath.item < numberOfItems(inSection: indexPath.section)
            else { return }
            let delegate = self.delegate as? any UICollectionViewDelegate
            guard delegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true else { return }
            let cell = shownCells[indexPath]
            cell?.isHighlighted = true
            delegate?.collectionView(self, didHighlightItemAt: indexPath)
            cell?.isHighlighted = false
            delegate?.collectionView(self, didUnhighlightItemAt: indexPath)
            if multipleSelectionAllowed && selection.contains(indexPath) {
                guard delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else { return }
                deselectItem(at: indexPath, animated: false)
                delegate?.collectionView(self, didDeselectItemAt: indexPath)
                return
            }
            guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
            if !multipleSelectionAllowed {
                for selected in selection where selected != indexPath {
                    deselectItem(at: selected, animated: false)
                    delegate?.collectionView(self, didDeselectItemAt: selected)
                }
            }
            selectItem(at: indexPath, animated: false, scrollPosition: [])
            delegate?.collectionView(self, didSelectItemAt: indexPath)
        }

        private var selectionAllowed: Bool { isEditing ? allowsSelectionDuringEditing : allowsSelection }
        private var multipleSelectionAllowed: Bool {
            isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
        }

        // MARK: Layout

        /// The layout was invalidated: prepare it again and update the cells.
        func layoutWasInvalidated() {
            layoutIsValid = false
            updateVisibleCells()
        }

        override func contentOffsetDidChange() {
            placeBackgroundView()
            updateVisibleCells()
        }

        override func proposedRestingOffset(_ offset: CGPoint, velocity: CGPoint) -> CGPoint {
            collectionViewLayout.targetContentOffset(forProposedContentOffset: offset, withScrollingVelocity: velocity)
        }

        /// Reads the counts when the data changed and prepares the layout when it is out of date.
        private func loadIfNeeded() {
            if needsReload {
                needsReload = false
                layoutIsValid = false
                let sections = dataSource.map { $0.numberOfSections(in: self) } ?? 0
                itemCounts = (0..<max(0, sections)).map { section in
                    max(0, dataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0)
                }
            }
            if !layoutIsValid {
                layoutIsValid = true
                collectionViewLayout.prepare()
                contentSize = collectionViewLayout.collectionViewContentSize
            }
        }

        /// Gives a cell to every item that meets the visible rect (grown by ``preparationMargin``) and puts the
        /// cells of items that left it into their reuse queues, telling the delegate of both.
        private func updateVisibleCells() {
            guard !isUpdatingCells else { return }
            isUpdatingCells = true
            defer { isUpdatingCells = false }
            loadIfNeeded()
            let vertical = (collectionViewLayout as? UICollectionViewFlowLayout)?.scrollDirection != .horizontal
            let visible = CGRect(origin: contentOffset, size: bounds.size)
                .insetBy(dx: vertical ? 0 : -preparationMargin, dy: vertical ? -preparationMargin : 0)
            let wanted = (collectionViewLayout.layoutAttributesForElements(in: visible) ?? [])
                .filter { attributes in
                    attributes.representedElementCategory == .cell && attributes.indexPath.count == 2
                        && attributes.indexPath.item < numberOfItems(inSection: attributes.indexPath.section)
                }
                .sorted { $0.indexPath < $1.indexPath }
            let wantedPaths = Set(wanted.map(\.indexPath))
            let delegate = self.delegate as? any UICollectionViewDelegate
            for (indexPath, cell) in shownCells.sorted(by: { $0.key < $1.key }) where !wantedPaths.contains(indexPath) {
                shownCells[indexPath] = nil
                delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
                enqueue(cell)
            }
            for attributes in wanted {
                let indexPath = attributes.indexPath
                if let cell = shownCells[indexPath] {
                    place(cell, with: attributes)
                    continue
                }
                guard let dataSource else { break }
                let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
                if cell.superview !== self { addSubview(cell) }
                place(cell, with: attributes)
                cell.isSelected = selection.contains(indexPath)
                shownCells[indexPath] = cell
                delegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
            }
        }

        private func place(_ cell: UICollectionViewCell, with attributes: UICollectionViewLayoutAttributes) {
            if cell.frame != attributes.frame { cell.frame = attributes.frame }
            cell.isHidden = attributes.isHidden
            cell.alpha = attributes.alpha
            cell.apply(attributes)
        }

        /// Hides `cell` and keeps it for the next dequeue with its identifier (a cell without one goes).
        private func enqueue(_ cell: UICollectionViewCell) {
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
