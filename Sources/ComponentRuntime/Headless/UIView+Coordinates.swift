#if !canImport(UIKit)
    public import Foundation

    /// Converting points and rectangles between views, and finding views in a tree. Transforms are left out on
    /// the headless backend (as frames leave them out); a scroll view's content offset is counted, as UIKit
    /// counts it (it is the scroll view's bounds origin there).
    extension UIView {
        /// `point`, in this view's coordinates, in `view`'s; `nil` means the window's (the coordinates of the
        /// top of the tree, the coordinates its frame is in when that is not a window).
        public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
            let top = pointInTopSpace(point)
            return view?.pointFromTopSpace(top) ?? top
        }

        /// `point`, in `view`'s coordinates (`nil`: the window's), in this view's.
        public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
            pointFromTopSpace(view?.pointInTopSpace(point) ?? point)
        }

        /// `rect`, in this view's coordinates, in `view`'s (`nil`: the window's); the size does not change.
        public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
            CGRect(origin: convert(rect.origin, to: view), size: rect.size)
        }

        /// `rect`, in `view`'s coordinates (`nil`: the window's), in this view's; the size does not change.
        public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
            CGRect(origin: convert(rect.origin, from: view), size: rect.size)
        }

        /// The view or the first view inside it (depth first, back to front) whose ``tag`` is `tag`.
        public func viewWithTag(_ tag: Int) -> UIView? {
            if self.tag == tag { return self }
            for subview in subviews {
                if let found = subview.viewWithTag(tag) { return found }
            }
            return nil
        }

        /// Whether this view is `view` or inside it.
        public func isDescendant(of view: UIView) -> Bool {
            var current: UIView? = self
            while let candidate = current {
                if candidate === view { return true }
                current = candidate.superview
            }
            return false
        }

        /// The point of this view's content at its top-left corner: a scroll view's content offset, else the
        /// bounds origin.
        var contentOrigin: CGPoint {
            (self as? UIScrollView)?.contentOffset ?? bounds.origin
        }

        /// Whether this view's coordinates are the top space: it is a window at the top of its tree.
        private var isTopSpace: Bool { self is UIWindow && superview == nil }

        /// `point` from this view's coordinates up to the top space.
        private func pointInTopSpace(_ point: CGPoint) -> CGPoint {
            var point = point
            var view: UIView? = self
            while let current = view, !current.isTopSpace {
                let origin = current.contentOrigin
                point = CGPoint(x: current.frame.minX + point.x - origin.x, y: current.frame.minY + point.y - origin.y)
                view = current.superview
            }
            return point
        }

        /// `point` from the top space down to this view's coordinates.
        private func pointFromTopSpace(_ point: CGPoint) -> CGPoint {
            var chain: [UIView] = []
            var view: UIView? = self
            while let current = view, !current.isTopSpace {
                chain.append(current)
                view = current.superview
            }
            return chain.reversed().reduce(point) { point, current in
                let origin = current.contentOrigin
                return CGPoint(x: point.x - current.frame.minX + origin.x, y: point.y - current.frame.minY + origin.y)
            }
        }
    }
#endif
