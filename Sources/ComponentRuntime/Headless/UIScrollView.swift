#if !canImport(UIKit)
    public import Foundation

    /// What a scroll view tells its delegate: the headless backend's `UIScrollViewDelegate` (every method
    /// optional, as in UIKit).
    @MainActor
    public protocol UIScrollViewDelegate: AnyObject {
        /// The content offset changed.
        func scrollViewDidScroll(_ scrollView: UIScrollView)
        /// The user is about to drag the content.
        func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
        /// Scrolling came to a stop after a drag.
        func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    }

    extension UIScrollViewDelegate {
        /// Does nothing.
        public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
        /// Does nothing.
        public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
        /// Does nothing.
        public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    }

    /// The headless backend's `UIScrollView`: a view that scrolls its content; the offset is its state.
    @MainActor
    open class UIScrollView: UIView {
        /// How far the content is scrolled. Setting it tells the delegate, as in UIKit.
        open var contentOffset: CGPoint = .zero {
            didSet { if contentOffset != oldValue { delegate?.scrollViewDidScroll(self) } }
        }
        /// The size of the scrollable content.
        open var contentSize: CGSize = .zero
        /// The delegate, held weakly.
        open weak var delegate: (any UIScrollViewDelegate)? {
            didSet { delegateAssignmentObserver?(self) }
        }
        /// Told of every assignment to ``delegate``: what lets a collection host stay the delegate and forward
        /// to one set after it (UIKit's collection host does this with its own collection view subclass).
        var delegateAssignmentObserver: (@MainActor (UIScrollView) -> Void)?

        /// Plays a user's drag to `offset`: begin dragging, scroll, come to a stop. (Headless backend only.)
        public func simulateDrag(to offset: CGPoint) {
            delegate?.scrollViewWillBeginDragging(self)
            contentOffset = offset
            delegate?.scrollViewDidEndDecelerating(self)
        }

        /// Adds the offset to the dump.
        open override var dumpProperties: [String] {
            super.dumpProperties + [
                "offset=(\(contentOffset.x.compactDescription), \(contentOffset.y.compactDescription))"
            ]
        }
    }
#endif
