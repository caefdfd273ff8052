#if canImport(UIKit)
    /// Shows a ``ListDataSource`` in a `UICollectionView`: ComponentKit's collection view data source. This is the
    /// UIKit counterpart of the headless `CollectionHost` (in `CollectionHost.swift`), with the same public surface
    /// where UIKit allows it; UIKit does the work the headless host does itself (deciding which items have a cell,
    /// reusing cells, animating changes).
    ///
    /// ```swift
    /// let host = CollectionHost(dataSource: dataSource, frame: view.bounds)
    /// view.addSubview(host.collectionView)
    /// try await dataSource.apply(changeset)   // the collection view animates the change
    /// ```
    ///
    /// The collection view uses a vertical `UICollectionViewFlowLayout` with no spacing, so items sit one below
    /// the other as on the headless backend. Each item's size comes from its component layout
    /// (``ListDataSource/size(at:)``), at the width of the data source's item size range (the collection view's
    /// width when that range is unbounded). Each cell shows one item by mounting the item's ``ComponentHost`` in
    /// the cell's `contentView`; a cell given to another item, or no longer displayed, has its item unmounted
    /// first. Each changeset the data source applies reaches the collection view as one `performBatchUpdates`;
    /// an item that re-rendered after a state update only invalidates the layout, since the item already
    /// remounted its new tree in its cell and only its size may have changed.
    ///
    /// The host stays the collection view's delegate and forwards every delegate call (scroll view, collection
    /// view and flow layout) to the app's ``delegate``: one set on the host, or on the collection view at any
    /// time (its `delegate` setter hands it to the host, which stays in place). The calls the host answers
    /// itself go on to the app's delegate after the host's work, except `sizeForItemAt`, whose answer is the
    /// item's layout. ``onScroll`` and ``onNearingEnd(threshold:_:)`` hear scrolling without a delegate.
    ///
    /// Nothing here has run on a device: it is type-checked against UIKit's documented signatures only (see
    /// README.md, "On iOS").
    @MainActor
    public final class CollectionHost<Model: Sendable> {
        /// The items shown.
        public let dataSource: ListDataSource<Model>
        /// The collection view the items are shown in; add it to your view hierarchy.
        public let collectionView: UICollectionView
        /// The collection view as a scroll view, the name the headless host uses, so code that scrolls the list
        /// reads the same on both backends.
        public var scrollView: UIScrollView { collectionView }
        /// What mounting did so far. `cellsCreated` counts cells UIKit made (first dequeued), `cellsReused`
        /// cells it dequeued again for another item.
        public var statistics = CollectionStatistics()

        /// UIKit calls data sources and delegates through the Objective-C runtime, so they must be `NSObject`s;
        /// the adapter is one and forwards to this host, which stays a plain (generic) class. The collection
        /// view holds it weakly: the host keeps it alive.
        private let adapter = CollectionViewAdapter()
        /// The cell each item is mounted in now, by item identity. UIKit owns the cells; this is only to know
        /// which items are shown and to recognise a cell whose item already moved to another cell.
        private var cells: [Int: CollectionHostCell] = [:]
        /// What ``onNearingEnd(threshold:_:)`` set.
        var nearingEndHandler: NearingEndHandler?
        var nearingEnd = NearingEndTracker()

        /// Called after every scroll.
        public var onScroll: (@MainActor (ScrollPosition) -> Void)?

        /// The app's delegate: it hears every delegate call the collection view makes (see the class
        /// documentation). Held weakly, as `UICollectionView.delegate` is. Setting the collection view's
        /// `delegate` sets this.
        public var delegate: (any UICollectionViewDelegate)? {
            get { adapter.appDelegate as? any UICollectionViewDelegate }
            set {
                adapter.appDelegate = newValue
                (collectionView as? HostCollectionView)?.delegateChanged()
            }
        }

        /// Shows `dataSource` in a new collection view with frame `frame`.
        public init(dataSource: ListDataSource<Model>, frame: CGRect = .zero) {
            self.dataSource = dataSource
            let layout = UICollectionViewFlowLayout()
            layout.scrollDirection = .vertical
            // The flow layout's defaults put 10 points between rows and items; the list has none.
            layout.minimumLineSpacing = 0
            layout.minimumInteritemSpacing = 0
            let hostView = HostCollectionView(frame: frame, collectionViewLayout: layout)
            collectionView = hostView
            collectionView.register(
                CollectionHostCell.self,
                forCellWithReuseIdentifier: CollectionHostCell.reuseIdentifier
            )
            adapter.content = self
            collectionView.dataSource = adapter
            hostView.adapter = adapter
            hostView.delegateChanged()
            dataSource.addObserver { [weak self] changes in self?.apply(changes) }
        }

        /// The items that have a cell now, in list order. UIKit decides which items have a cell (the visible
        /// ones, and some it prepares ahead); there is no margin to set as on the headless backend.
        public var mountedItems: [ItemPath] {
            dataSource.paths { cells[$0.identifier] != nil }
        }

        /// The frame of the item at `path` in the collection view's content, as its layout places it; `.zero`
        /// when UIKit has no item at `path`.
        public func frame(of path: ItemPath) -> CGRect {
            collectionView.layoutAttributesForItem(at: path.indexPath)?.frame ?? .zero
        }

        /// Reads the whole list again, without animation.
        public func reload() {
            collectionView.reloadData()
        }

        /// Shows what the data source changed. Its items are already in their new places when this is called,
        /// which is what `performBatchUpdates` expects as long as the collection view still knows the old
        /// counts.
        private func apply(_ changes: ListChanges) {
            var structural = changes
            structural.updatedItems = []
            guard !structural.isEmpty else {
                // Only trees changed (a state update, or a changeset that only updated items): every such
                // item rebuilt and remounted itself in its cell already, so only sizes may differ.
                if !changes.updatedItems.isEmpty { collectionView.collectionViewLayout.invalidateLayout() }
                return
            }
            // A collection view outside a window may not have read its counts yet: `performBatchUpdates` would
            // read the new ones and then apply the changes on top of them, which UIKit rejects with an
            // exception. Nothing is on screen to animate anyway.
            guard collectionView.window != nil else {
                reload()
                return
            }
            let view = collectionView
            // UIKit rejects a reload and a move of the same item in one batch. A moved item has its new tree in
            // its cell already (it remounted when it rebuilt), and the batch asks every item's size again, so
            // the move alone shows the update.
            let movedFrom = Set(changes.movedItems.map(\.from))
            let reloaded = changes.updatedItems.filter { !movedFrom.contains($0) }
            view.performBatchUpdates({
                // UIKit applies deletions and reloads at old positions and insertions at new ones, in that order,
                // whatever order the calls come in; `ListChanges` gives its positions the same way.
                view.deleteItems(at: changes.removedItems.map(\.indexPath))
                view.deleteSections(IndexSet(changes.removedSections))
                view.insertSections(IndexSet(changes.insertedSections))
                view.insertItems(at: changes.insertedItems.map(\.indexPath))
                for move in changes.movedItems { view.moveItem(at: move.from.indexPath, to: move.to.indexPath) }
                view.reloadItems(at: reloaded.map(\.indexPath))
            })
        }
    }

    extension CollectionHost: CollectionViewContent {
        var sectionCount: Int { dataSource.sectionCount }

        func itemCount(inSection section: Int) -> Int { dataSource.itemCount(inSection: section) }

        func itemSize(at indexPath: IndexPath, in collectionView: UICollectionView) -> CGSize {
            // As on the headless backend: as tall as the item's layout, as wide as the list. (UIKit documents
            // that both must be greater than 0; an item with an empty layout gets a height of 0 here.)
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
            // A reused cell may still hold its previous item (UIKit does not always end displaying a cell
            // before reusing it, e.g. one it prepared ahead and never showed).
            if cell.itemIdentifier != item.identifier { empty(cell) }
            if item.host.mountedView !== cell.contentView {
                // Mounting moves the tree here if it was mounted in another cell (a reloaded or moved item
                // gets a new cell while the old one animates out).
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

    /// What the adapter forwards to: the host, whatever its model type. The adapter itself is not generic: it
    /// is the only part UIKit sees, so it stays a small `NSObject` and the host a plain Swift class.
    @MainActor
    protocol CollectionViewContent: AnyObject {
        var sectionCount: Int { get }
        func itemCount(inSection section: Int) -> Int
        func itemSize(at indexPath: IndexPath, in collectionView: UICollectionView) -> CGSize
        func show(itemAt indexPath: IndexPath, in cell: CollectionHostCell)
        func cellDidEndDisplaying(_ cell: UICollectionViewCell)
        func didScroll()
    }

    /// The collection view's data source and delegate. UIKit's protocols refine `NSObjectProtocol` and UIKit
    /// calls them through the Objective-C runtime, so this is an `NSObject`; it forwards to the host, and every
    /// delegate call it does not implement goes to the app's delegate through the runtime's forwarding (as
    /// ComponentKit's `CKComponentDelegateForwarder` does).
    @MainActor
    final class CollectionViewAdapter: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
        /// Weak: the host owns the adapter.
        weak var content: (any CollectionViewContent)?
        /// The app's delegate. Any object rather than a collection view delegate: an app may set a plain
        /// scroll view delegate through `UIScrollView.delegate`. Written on the main actor; read also by
        /// NSObject's forwarding overrides, which are not main-actor isolated but which UIKit calls on the main
        /// thread, as it calls every delegate method.
        nonisolated(unsafe) weak var appDelegate: AnyObject?

        // Objective-C forwarding, optional protocol methods and UIKit's narrower `delegate` exist only in the real
        // SDK: the UIKit stand-in the Linux type-check uses cannot declare them, so those parts are left out
        // there (`os(Linux)`), and Tools/ios-sdk-check.sh checks them against the SDK.
        #if !os(Linux)
            override func responds(to selector: Selector!) -> Bool {
                super.responds(to: selector)
                    || ((appDelegate as? any NSObjectProtocol)?.responds(to: selector) ?? false)
            }

            override func forwardingTarget(for selector: Selector!) -> Any? {
                if let target = appDelegate as? any NSObjectProtocol, target.responds(to: selector) { return target }
                return super.forwardingTarget(for: selector)
            }
        #endif

        func scrollViewDidScroll(_ scrollView: UIScrollView) {
            content?.didScroll()
            #if !os(Linux)
                (appDelegate as? any UIScrollViewDelegate)?.scrollViewDidScroll?(scrollView)
            #endif
        }

        func numberOfSections(in collectionView: UICollectionView) -> Int {
            content?.sectionCount ?? 0
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            content?.itemCount(inSection: section) ?? 0
        }

        func collectionView(
            _ collectionView: UICollectionView,
            cellForItemAt indexPath: IndexPath
        ) -> UICollectionViewCell {
            // UIKit requires a dequeued cell, whatever happens to the host.
            let cell = collectionView.dequeueReusableCell(
                withReuseIdentifier: CollectionHostCell.reuseIdentifier,
                for: indexPath
            )
            if let cell = cell as? CollectionHostCell { content?.show(itemAt: indexPath, in: cell) }
            return cell
        }

        func collectionView(
            _ collectionView: UICollectionView,
            layout collectionViewLayout: UICollectionViewLayout,
            sizeForItemAt indexPath: IndexPath
        ) -> CGSize {
            content?.itemSize(at: indexPath, in: collectionView) ?? .zero
        }

        func collectionView(
            _ collectionView: UICollectionView,
            didEndDisplaying cell: UICollectionViewCell,
            forItemAt indexPath: IndexPath
        ) {
            // `indexPath` is where the item was, which may no longer be where it is: the cell knows its item.
            content?.cellDidEndDisplaying(cell)
            #if !os(Linux)
                (appDelegate as? any UICollectionViewDelegate)?.collectionView?(
                    collectionView,
                    didEndDisplaying: cell,
                    forItemAt: indexPath
                )
            #endif
        }
    }

    /// The host's collection view: whatever delegate is set on it becomes the app's delegate, and the adapter
    /// stays the delegate UIKit calls, so the host keeps mounting.
    @MainActor
    final class HostCollectionView: UICollectionView {
        weak var adapter: CollectionViewAdapter?

        #if !os(Linux)
            override var delegate: (any UICollectionViewDelegate)? {
                get { super.delegate }
                set {
                    guard let adapter, newValue !== adapter else {
                        super.delegate = newValue
                        return
                    }
                    adapter.appDelegate = newValue
                    delegateChanged()
                }
            }
        #endif

        /// Sets the adapter again: UIKit notes which methods its delegate answers when it is set, and the
        /// adapter's answers change with the app's delegate.
        func delegateChanged() {
            super.delegate = nil
            super.delegate = adapter
        }
    }

    /// The one cell class: an item's tree is mounted straight into its `contentView`. UIKit makes these by
    /// class (`init(frame:)`), so the cell declares no initializer and its properties have defaults.
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
