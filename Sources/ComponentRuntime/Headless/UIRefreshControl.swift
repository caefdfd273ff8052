#if !canImport(UIKit)
    public import Foundation

    /// The headless backend's `UIRefreshControl`: the pull-to-refresh control of a scroll view. Give it to a
    /// scroll view's ``UIScrollView/refreshControl``; when the user pulls the content down far enough it begins
    /// refreshing and sends `.valueChanged`, and the app calls ``endRefreshing()`` when the new content is in.
    ///
    /// A test plays the pull with ``simulatePullToRefresh()`` (here or on the scroll view). Its colour is the
    /// inherited ``UIView/tintColor``. Simpler than UIKit: there is no spinner to draw, and while refreshing the
    /// scroll view does not hold its content down to show one.
    @MainActor
    open class UIRefreshControl: UIControl {
        /// The control's height above the content, and how far past the top of its range the content must be
        /// pulled to start refreshing (the headless backend's choice; UIKit's distance is not documented).
        static let height: CGFloat = 60

        /// Whether a refresh is under way: from a pull or ``beginRefreshing()`` until ``endRefreshing()``.
        open private(set) var isRefreshing = false
        /// The title shown under the spinner.
        open var attributedTitle: NSAttributedString?

        /// Starts refreshing, as the app does when it refreshes for its own reasons. Sends no event, as in UIKit.
        open func beginRefreshing() {
            isRefreshing = true
        }

        /// Ends the refresh under way.
        open func endRefreshing() {
            isRefreshing = false
        }

        /// Plays a pull to refresh: the scroll view the control is in plays it
        /// (``UIScrollView/simulatePullToRefresh()``); a control in no scroll view begins refreshing and sends
        /// `.valueChanged` itself. (Headless backend only.)
        public func simulatePullToRefresh() {
            if let scrollView = superview as? UIScrollView, scrollView.refreshControl === self {
                scrollView.simulatePullToRefresh()
            } else if isEnabled, !isRefreshing {
                beginRefreshingAsTheUser()
            }
        }

        /// A pull went far enough: refreshing starts and the targets hear `.valueChanged`.
        func beginRefreshingAsTheUser() {
            isRefreshing = true
            sendActions(for: .valueChanged)
        }

        /// Adds `refreshing` to the dump while a refresh is under way.
        open override var dumpProperties: [String] {
            super.dumpProperties + (isRefreshing ? ["refreshing"] : [])
        }
    }
#endif
