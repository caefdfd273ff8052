#if !canImport(UIKit)
    public import Foundation

    /// What a collection view tells the object that loads its items' data ahead of time (images, records): the
    /// headless backend's `UICollectionViewDataSourcePrefetching`, a collection view's
    /// ``UICollectionView/prefetchDataSource``. The headless collection view keeps it and prefetches nothing: a
    /// test calls the methods itself.
    @MainActor
    public protocol UICollectionViewDataSourcePrefetching: AnyObject {
        /// The items at `indexPaths` will soon show: start loading what their cells need.
        func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
        /// The items at `indexPaths` will not show after all: stop loading for them. Does nothing by default.
        func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
    }

    extension UICollectionViewDataSourcePrefetching {
        /// Nothing to cancel.
        public func collectionView(
            _ collectionView: UICollectionView,
            cancelPrefetchingForItemsAt indexPaths: [IndexPath]
        ) {}
    }
#endif
