#if !canImport(UIKit)
    public import Foundation

    /// What a table view tells the object that loads its rows' data ahead of time (images, records): the
    /// headless backend's `UITableViewDataSourcePrefetching`, a table view's ``UITableView/prefetchDataSource``.
    /// The headless table view keeps it and prefetches nothing: a test calls the methods itself.
    @MainActor
    public protocol UITableViewDataSourcePrefetching: AnyObject {
        /// The rows at `indexPaths` will soon show: start loading what their cells need.
        func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
        /// The rows at `indexPaths` will not show after all: stop loading for them. Does nothing by default.
        func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
    }

    extension UITableViewDataSourcePrefetching {
        /// Nothing to cancel.
        public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
    }
#endif
