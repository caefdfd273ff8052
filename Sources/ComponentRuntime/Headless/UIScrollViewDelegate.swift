#if !canImport(UIKit)
    public import Foundation

    /// What a scroll view tells its delegate: the headless backend's `UIScrollViewDelegate`. Every method is
    /// optional, as in UIKit; here each has a default implementation that does what UIKit does for a delegate
    /// without it (nothing, or the answer UIKit assumes).
    @MainActor
    public protocol UIScrollViewDelegate: AnyObject {
        /// The content offset changed.
        func scrollViewDidScroll(_ scrollView: UIScrollView)
        /// The zoom scale changed.
        func scrollViewDidZoom(_ scrollView: UIScrollView)
        /// The user is about to drag the content.
        func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
        /// The user lifted the finger: `targetContentOffset` points at where scrolling will stop, and the delegate
        /// may change it (to snap to its own stops, say).
        func scrollViewWillEndDragging(
            _ scrollView: UIScrollView,
            withVelocity velocity: CGPoint,
            targetContentOffset: UnsafeMutablePointer<CGPoint>
        )
        /// The drag ended; `decelerate` tells whether the content goes on moving to its target.
        func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
        /// The content starts moving on by itself after a drag.
        func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
        /// Scrolling came to a stop after a drag.
        func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
        /// An animated scroll (`setContentOffset(_:animated: true)`, `scrollRectToVisible(_:animated: true)`)
        /// ended.
        func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
        /// The view that zooming scales; `nil` (the default) means the scroll view does not zoom.
        func viewForZooming(in scrollView: UIScrollView) -> UIView?
        /// Zooming is about to start on `view`.
        func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
        /// Zooming ended at `scale`.
        func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
        /// Whether a tap on the status bar may scroll to the top; `true` by default.
        func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
        /// Scrolling to the top after a status bar tap ended.
        func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
        /// The adjusted content inset changed.
        func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
    }

    extension UIScrollViewDelegate {
        /// Does nothing.
        public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
        /// Does nothing.
        public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
        /// Does nothing.
        public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
        /// Leaves the target where the scroll view put it.
        public func scrollViewWillEndDragging(
            _ scrollView: UIScrollView,
            withVelocity velocity: CGPoint,
            targetContentOffset: UnsafeMutablePointer<CGPoint>
        ) {}
        /// Does nothing.
        public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
        /// Does nothing.
        public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
        /// Does nothing.
        public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
        /// Does nothing.
        public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
        /// No view: the scroll view does not zoom.
        public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
        /// Does nothing.
        public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
        /// Does nothing.
        public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
        /// `true`: scrolling to the top is allowed.
        public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
        /// Does nothing.
        public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
        /// Does nothing.
        public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
    }
#endif
