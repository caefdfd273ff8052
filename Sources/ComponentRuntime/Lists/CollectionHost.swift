#if !canImport(UIKit)
    /// Shows a ``ListDataSource`` in a scroll view on the headless backend, mounting only the items whose frames
    /// meet the visible rect (grown by ``margin``): ComponentKit's collection view data source, with the
    /// collection view's job (cells, reuse, batch updates) done by the host itself. On UIKit the same class
    /// drives a `UICollectionView`.
    ///
    /// Items are laid out one below the other at the width of the data source's item size range. Scrolling
    /// (setting the scroll view's `contentOffset`) mounts what comes into view and unmounts what leaves it,
    /// reusing cells and the views in them.
    ///
    /// The host stays the scroll view's delegate and forwards every delegate call to the app's ``delegate``:
    /// one the scroll view had when the host was made, or one set later on the host or on the scroll view
    /// (the host takes its place again and forwards to it). ``onScroll`` and ``onNearingEnd(threshold:_:)``
    /// hear scrolling without a delegate.
    @MainActor
    public final class CollectionHost<Model: Sendable> {
        /// The items shown.
        public let dataSource: ListDataSource<Model>
        /// The scroll view the cells are in.
        public let scrollView: UIScrollView
        /// How far beyond the visible rect items are mounted, above and below.
        public var margin: CGFloat {
            didSet { updateVisibleItems() }
        }
        /// What mounting did so far.
        public var statistics = CollectionStatistics()

        private var layout = ListLayout()
        /// The cell of each mounted item, by item identity.
        private var cells: [Int: UIView] = [:]
        private var freeCells: [UIView] = []
        private let delegateProxy = ScrollDelegateProxy()
        /// What ``onNearingEnd(threshold:_:)`` set.
        var nearingEndHandler: NearingEndHandler?
        var nearingEnd = NearingEndTracker()

        /// Called after every scroll, once the items that came into view are mounted.
        public var onScroll: (@MainActor (ScrollPosition) -> Void)?

        /// The app's scroll view delegate: it hears every call the scroll view makes, after the host has done
        /// its own work. Held weakly, as `UIScrollView.delegate` is.
        public var delegate: (any UIScrollViewDelegate)? {
            get { delegateProxy.appDelegate }
            set { delegateProxy.appDelegate = newValue }
        }

        /// Shows `dataSource` in `scrollView`, whose bounds are the visible rect.
        public init(dataSource: ListDataSource<Model>, scrollView: UIScrollView, margin: CGFloat = 0) {
            self.dataSource = dataSource
            self.scrollView = scrollView
            self.margin = margin
            // The host is the scroll view's delegate: it must hear every scroll. A delegate set before is the
            // app's, and so is one set after (the observer puts the proxy back and keeps it).
            delegateProxy.appDelegate = scrollView.delegate
            delegateProxy.didScroll = { [weak self] in self?.scrollViewDidScroll() }
            scrollView.delegate = delegateProxy
            scrollView.delegateAssignmentObserver = { [weak self] scrollView in
                self?.delegateWasAssigned(in: scrollView)
            }
            dataSource.addObserver { [weak self] changes in self?.show(changes) }
            reload()
        }

        /// Items only updated, and still the size they had: nothing moves, and the items remounted themselves,
        /// so the layout stands. Anything else lays the list out again.
        private func show(_ changes: ListChanges) {
            let onlyUpdates =
                changes.removedItems.isEmpty && changes.removedSections.isEmpty
                && changes.movedItems.isEmpty && changes.insertedSections.isEmpty && changes.insertedItems.isEmpty
            let sizesKept =
                onlyUpdates
                && changes.updatedItems.allSatisfy { path in
                    dataSource.size(at: path).height == layout.frame(of: path).height
                }
            if sizesKept { updateVisibleItems() } else { reload() }
        }

        /// The items that have a cell now, in list order.
        public var mountedItems: [ItemPath] {
            dataSource.paths { cells[$0.identifier] != nil }
        }

        /// The frame of the item at `path` in the scroll view's content.
        public func frame(of path: ItemPath) -> CGRect { layout.frame(of: path) }

        /// Lays the items out again from their sizes and mounts what is visible; called after every change.
        public func reload() {
            let width =
                dataSource.itemSizeRange.max.width.isFinite
                ? dataSource.itemSizeRange.max.width : scrollView.bounds.width
            let sizes = dataSource.allItems.map { items in items.map { $0.size } }
            layout = ListLayout(sizes: sizes, width: width)
            scrollView.contentSize = layout.contentSize
            updateVisibleItems()
        }

        /// Mounts the items that meet the visible rect and unmounts the others. (Items remount themselves when
        /// their tree changes; a cell that stays only moves.)
        public func updateVisibleItems() {
            let visible = CGRect(origin: scrollView.contentOffset, size: scrollView.bounds.size)
                .insetBy(dx: 0, dy: -margin)
            let items = dataSource.allItems
            var wanted: [Int: (ListItem<Model>, CGRect)] = [:]
            for path in layout.items(in: visible) {
                let item = items[path.section][path.item]
                wanted[item.identifier] = (item, layout.frame(of: path))
            }
            for (identifier, cell) in cells where wanted[identifier] == nil {
                cells[identifier] = nil
                ViewBookkeeping.host(of: cell)?.unmount()
                cell.isHidden = true
                freeCells.append(cell)
                statistics.itemsUnmounted += 1
            }
            for (identifier, (item, frame)) in wanted.sorted(by: { $0.value.1.minY < $1.value.1.minY }) {
                if let cell = cells[identifier] {
                    if cell.frame != frame { cell.frame = frame }
                    continue
                }
                let cell = takeCell()
                cell.frame = frame
                cell.isHidden = false
                cells[identifier] = cell
                item.host.mount(in: cell)
                statistics.itemsMounted += 1
            }
        }

        private func takeCell() -> UIView {
            if let cell = freeCells.popLast() {
                statistics.cellsReused += 1
                return cell
            }
            let cell = UIView()
            scrollView.addSubview(cell)
            statistics.cellsCreated += 1
            return cell
        }
    }

    extension CollectionHost {
        /// Someone set the scroll view's delegate: unless it is the proxy, it becomes the app's delegate and the
        /// proxy takes its place again. (`nil` means the app has no delegate any more.)
        private func delegateWasAssigned(in scrollView: UIScrollView) {
            guard scrollView.delegate !== delegateProxy else { return }
            delegateProxy.appDelegate = scrollView.delegate
            scrollView.delegate = delegateProxy
        }

        private func scrollViewDidScroll() {
            updateVisibleItems()
            reportScroll()
        }
    }

    /// The scroll view's delegate while a host shows it: the host hears scrolls, and every call goes on to the
    /// app's delegate.
    @MainActor
    private final class ScrollDelegateProxy: UIScrollViewDelegate {
        var didScroll: (() -> Void)?
        weak var appDelegate: (any UIScrollViewDelegate)?

        func scrollViewDidScroll(_ scrollView: UIScrollView) {
            didScroll?()
            appDelegate?.scrollViewDidScroll(scrollView)
        }

        func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
            appDelegate?.scrollViewWillBeginDragging(scrollView)
        }

        func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
            appDelegate?.scrollViewDidEndDecelerating(scrollView)
        }
    }
#endif
