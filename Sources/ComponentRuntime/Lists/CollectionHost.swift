#if !canImport(UIKit)
    /// Shows a ``ListDataSource`` in a `UICollectionView`: ComponentKit's collection view data source. This is the
    /// headless counterpart of the UIKit `CollectionHost` (in `CollectionHost+UIKit.swift`), with the same public
    /// surface, driving the headless backend's `UICollectionView` the way the UIKit host drives UIKit's.
    ///
    /// ```swift
    /// let host = CollectionHost(dataSource: dataSource, frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    /// window.addSubview(host.collectionView)
    /// host.scrollView.simulateDrag(to: CGPoint(x: 0, y: 667))   // mounts what comes into view
    /// ```
    ///
    /// The collection view uses a vertical `UICollectionViewFlowLayout` with no spacing, so items sit one below
    /// the other, each as tall as its component layout (``ListDataSource/size(at:)``) and as wide as the data
    /// source's item size range (the collection view's width when that range is unbounded). The collection view
    /// gives a cell only to the items that meet its visible rect (`contentOffset` and the bounds' size, so a
    /// content inset that lets the list scroll further changes what it shows), and each cell shows its item by
    /// mounting the item's ``ComponentHost`` in the cell's `contentView`; a cell that leaves the rect has its item
    /// unmounted and goes back to the collection view's reuse queue. A changeset that moves, inserts or removes
    /// items reloads the collection view (the headless one has no batch updates to animate); one that only
    /// updates items, as a state update does, only invalidates the layout, since those items remounted their new
    /// trees in their cells already.
    ///
    /// The host stays the collection view's delegate and forwards every delegate call (scroll view, collection
    /// view and flow layout) to the app's ``delegate``: one set on the host, or on the collection view at any
    /// time (the host takes its place again and forwards to it). The calls the host answers itself go on to the
    /// app's delegate after the host's work, except `sizeForItemAt`, whose answer is the item's layout.
    /// ``onScroll`` and ``onNearingEnd(threshold:_:)`` hear scrolling without a delegate.
    @MainActor
    public final class CollectionHost<Model: Sendable> {
        /// The items shown.
        public let dataSource: ListDataSource<Model>
        /// The collection view the items are shown in; add it to your view hierarchy.
        public let collectionView: UICollectionView
        /// The collection view as a scroll view, the name code that scrolls the list uses on both backends.
        public var scrollView: UIScrollView { collectionView }
        /// What mounting did so far. `cellsCreated` counts cells the collection view made (first dequeued),
        /// `cellsReused` cells it dequeued again for another item.
        public var statistics = CollectionStatistics()

        /// The collection view's data source and delegate, which forwards to this host and to the app's delegate.
        private let adapter = CollectionViewAdapter()
        /// The cell each item is mounted in now, by item identity.
        private var cells: [Int: CollectionHostCell] = [:]
        /// What ``onNearingEnd(threshold:_:)`` set.
        var nearingEndHandler: NearingEndHandler?
        var nearingEnd = NearingEndTracker()

        /// Called after every scroll, once the items that came into view are mounted.
        public var onScroll: (@MainActor (ScrollPosition) -> Void)?

        /// The app's delegate: it hears every delegate call the collection view makes (see the class
        /// documentation). Held weakly, as `UICollectionView.delegate` is. Setting the collection view's
        /// `delegate` sets this.
        public var delegate: (any UICollectionViewDelegate)? {
            get { adapter.appDelegate as? any UICollectionViewDelegate }
            set { adapter.appDelegate = newValue }
        }

        /// How far beyond the visible rect, above and below, items are mounted (0 by default). Headless only,
        /// so internal: UIKit decides itself which cells it prepares ahead.
        var margin: CGFloat {
            get { collectionView.preparationMargin }
            set { collectionView.preparationMargin = newValue }
        }

        /// Shows `dataSource` in a new collection view with frame `frame`.
        public init(dataSource: ListDataSource<Model>, frame: CGRect = .zero) {
            self.dataSource = dataSource
            let layout = UICollectionViewFlowLayout()
            layout.scrollDirection = .vertical
            // The flow layout's defaults put 10 points between rows and items; the list has none.
            layout.minimumLineSpacing = 0
            layout.minimumInteritemSpacing = 0
            collectionView = UICollectionView(frame: frame, collectionViewLayout: layout)
            collectionView.register(
                CollectionHostCell.self,
                forCellWithReuseIdentifier: CollectionHostCell.reuseIdentifier
            )
            adapter.content = self
            collectionView.dataSource = adapter
            collectionView.delegate = adapter
            // A delegate set on the collection view later is the app's: the adapter takes its place again.
            collectionView.delegateAssignmentObserver = { [weak self] collectionView in
                self?.delegateWasAssigned(in: collectionView)
            }
            dataSource.addObserver { [weak self] changes in self?.apply(changes) }
            reload()
        }

        /// The items that have a cell now, in list order.
        public var mountedItems: [ItemPath] {
            dataSource.paths { cells[$0.identifier] != nil }
        }

        /// The frame of the item at `path` in the collection view's content, as its layout places it; `.zero`
        /// when there is no item at `path`.
        public func frame(of path: ItemPath) -> CGRect {
            collectionView.layoutAttributesForItem(at: path.indexPath)?.frame ?? .zero
        }

        /// Reads the whole list again.
        public func reload() {
            collectionView.reloadData()
        }

        /// Shows what the data source changed; its items are already in their new places.
        private func apply(_ changes: ListChanges) {
            var structural = changes
            structural.updatedItems = []
            guard structural.isEmpty else {
                reload()
                return
            }
            // Only trees changed (a state update, or a changeset that only updated items): every such item
            // rebuilt and remounted itself in its cell already, so only sizes may differ.
            if !changes.updatedItems.isEmpty { collectionView.collectionViewLayout.invalidateLayout() }
        }

        /// Someone set the collection view's delegate: unless it is the adapter, it becomes the app's delegate
        /// and the adapter takes its place again. (`nil` means the app has no delegate any more.)
        private func delegateWasAssigned(in scrollView: UIScrollView) {
            guard scrollView.delegate !== adapter else { return }
            adapter.appDelegate = scrollView.delegate
            scrollView.delegate = adapter
        }
    }

    extension CollectionHost: CollectionViewContent {
        var sectionCount: Int { dataSource.sectionCount }

        func itemCount(inSection section: Int) -> Int { dataSource.itemCount(inSection: section) }

        func itemSize(at indexPath: IndexPath, in collectionView: UICollectionView) -> CGSize {
            let width = dataSource.itemSizeRange.max.width
            return CGSize(
                width: width.isFinite ? width : collectionView.bounds.width,
                height: dataSource.size(at: ItemPath(indexPath)).height
            )
        }

        func show(itemAt indexPath: IndexPath, in cell: CollectionHostCell) {
            if cell.hasShownAnItem {
                statistics.cellsReused += 1
            } else {
                cell.hasShownAnItem = true
                statistics.cellsCreated += 1
            }
            let item = dataSource.item(at: ItemPath(indexPath))
            if cell.itemIdentifier != item.identifier { empty(cell) }
            if item.host.mountedView !== cell.contentView {
                item.host.mount(in: cell.contentView)
                statistics.itemsMounted += 1
            }
            cell.itemIdentifier = item.identifier
            cell.host = item.host
            cells[item.identifier] = cell
        }

        func cellDidEndDisplaying(_ cell: UICollectionViewCell) {
            guard let cell = cell as? CollectionHostCell else { return }
            empty(cell)
        }

        func didScroll() { reportScroll() }

        /// Takes the cell's item out of it, unless the item has moved to another cell since (then only the
        /// cell forgets it).
        private func empty(_ cell: CollectionHostCell) {
            guard let identifier = cell.itemIdentifier else { return }
            if let host = cell.host, host.mountedView === cell.contentView { host.unmount() }
            if cells[identifier] === cell {
                cells[identifier] = nil
                statistics.itemsUnmounted += 1
            }
            cell.itemIdentifier = nil
            cell.host = nil
        }
    }

    /// The one cell class: an item's tree is mounted straight into its `contentView`.
    @MainActor
    final class CollectionHostCell: UICollectionViewCell {
        static let reuseIdentifier = "ComponentRuntime.CollectionHostCell"
        /// The identity of the item shown, if any (``ListItem/identifier``).
        var itemIdentifier: Int?
        /// The host of the item shown. Weak: the data source owns the item's host.
        weak var host: ComponentHost?
        /// Whether the cell was dequeued before, for ``CollectionStatistics``.
        var hasShownAnItem = false
    }
#endif
