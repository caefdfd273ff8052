#if !canImport(UIKit)
    public import Foundation

    extension UIScrollView {
        /// Plays a user's drag that comes to rest at `offset`: one finger movement there, then the release.
        /// (Headless backend only.) See ``simulateScroll(to:steps:velocity:)`` for what is reported and where the
        /// content really stops.
        public func simulateDrag(to offset: CGPoint, velocity: CGPoint = .zero) {
            simulateScroll(to: offset, steps: 1, velocity: velocity)
        }

        /// Plays a user's drag towards `offset` in `steps` even finger movements, then the release with
        /// `velocity` (points per millisecond, as UIKit reports it), with UIKit's delegate calls in UIKit's
        /// order: `scrollViewWillBeginDragging`, one `scrollViewDidScroll` per movement,
        /// `scrollViewWillEndDragging` (which may move the target), `scrollViewDidEndDragging(willDecelerate:)`,
        /// `scrollViewWillBeginDecelerating`, a last `scrollViewDidScroll` if the content moves on to its target,
        /// and `scrollViewDidEndDecelerating`. (Headless backend only.)
        ///
        /// Where the content goes, as in UIKit: the finger pulls it past the edges of the scrollable range only
        /// on an axis that bounces (``bouncesHorizontally`` or ``bouncesVertically``, and content longer than the
        /// view, ``alwaysBounceVertical`` or ``alwaysBounceHorizontal``, or a ``refreshControl`` for the vertical
        /// axis); there it is a bounce the test asks for, and the release brings the content back inside. The
        /// content comes to rest inside the range (see ``contentInset``), on the page nearest the release point
        /// when ``isPagingEnabled`` (the next page in the direction of a non-zero `velocity`), or where the
        /// delegate's target says, kept inside the range. Pulling past the top by the refresh control's height
        /// starts it refreshing.
        ///
        /// Simpler than UIKit: the finger always lets go with a flick, so every drag ends with a deceleration
        /// (`willDecelerate` is `true` and `scrollViewDidEndDecelerating` comes even when the content is at its
        /// target already), and the deceleration takes no time. Does nothing when ``isScrollEnabled`` is `false`.
        public func simulateScroll(to offset: CGPoint, steps: Int = 1, velocity: CGPoint = .zero) {
            guard isScrollEnabled else { return }
            isTracking = true
            isDragging = true
            delegate?.scrollViewWillBeginDragging(self)
            let start = contentOffset
            let count = max(1, steps)
            for step in 1...count {
                let fraction = CGFloat(step) / CGFloat(count)
                let point = CGPoint(
                    x: start.x + (offset.x - start.x) * fraction,
                    y: start.y + (offset.y - start.y) * fraction
                )
                contentOffset = offsetUnderFinger(point)
                startRefreshingIfPulledFarEnough()
            }
            endDragging(velocity: velocity)
        }

        /// Plays a pull to refresh: a drag that pulls the content down past the top of its range by the refresh
        /// control's height, then lets go. The ``refreshControl`` begins refreshing and sends `.valueChanged`
        /// once, unless it is refreshing already; nothing happens without one, or when the scroll view cannot be
        /// pulled (``bouncesVertically`` or ``isScrollEnabled`` is `false`), as in UIKit. (Headless backend only.)
        public func simulatePullToRefresh() {
            let top = scrollableRange.minimum.y
            simulateDrag(to: CGPoint(x: contentOffset.x, y: top - UIRefreshControl.height))
        }

        /// Plays a tap on the status bar: when ``scrollsToTop`` is `true` and the delegate's
        /// `scrollViewShouldScrollToTop` agrees, the content scrolls to the top of its range and the delegate
        /// hears `scrollViewDidScrollToTop`. (Headless backend only.)
        public func simulateStatusBarTap() {
            guard scrollsToTop, delegate?.scrollViewShouldScrollToTop(self) ?? true else { return }
            contentOffset.y = scrollableRange.minimum.y
            delegate?.scrollViewDidScrollToTop(self)
        }

        /// The offsets a drag can come to rest between: from minus the top and left insets to the content's size
        /// plus the bottom and right insets less the view's size, and never a range that ends before it starts.
        var scrollableRange: (minimum: CGPoint, maximum: CGPoint) {
            let inset = adjustedContentInset
            // `0 - inset` rather than `-inset`: no inset is a start of 0, not -0.
            let minimum = CGPoint(x: 0 - inset.left, y: 0 - inset.top)
            let maximum = CGPoint(
                x: max(minimum.x, contentSize.width + inset.right - bounds.width),
                y: max(minimum.y, contentSize.height + inset.bottom - bounds.height)
            )
            return (minimum, maximum)
        }

        /// `offset` moved inside ``scrollableRange``.
        func clampedToScrollableRange(_ offset: CGPoint) -> CGPoint {
            let range = scrollableRange
            return CGPoint(
                x: min(max(offset.x, range.minimum.x), range.maximum.x),
                y: min(max(offset.y, range.minimum.y), range.maximum.y)
            )
        }

        /// Where the finger puts the content when it drags it to `offset`: there on an axis that bounces, else
        /// kept inside the range.
        private func offsetUnderFinger(_ offset: CGPoint) -> CGPoint {
            let range = scrollableRange
            let clamped = clampedToScrollableRange(offset)
            let bouncesAcross =
                bouncesHorizontally && (alwaysBounceHorizontal || range.maximum.x > range.minimum.x)
            let bouncesDown =
                bouncesVertically
                && (alwaysBounceVertical || refreshControl != nil || range.maximum.y > range.minimum.y)
            return CGPoint(x: bouncesAcross ? offset.x : clamped.x, y: bouncesDown ? offset.y : clamped.y)
        }

        /// Where the content comes to rest after a release at the current offset: inside the range, on the
        /// nearest page when paging.
        private func restingOffset(velocity: CGPoint) -> CGPoint {
            guard isPagingEnabled else { return clampedToScrollableRange(contentOffset) }
            func page(_ position: CGFloat, size: CGFloat, speed: CGFloat) -> CGFloat {
                guard size > 0 else { return position }
                let pages = position / size
                let index = speed > 0 ? pages.rounded(.up) : speed < 0 ? pages.rounded(.down) : pages.rounded()
                return index * size
            }
            let paged = CGPoint(
                x: page(contentOffset.x, size: bounds.width, speed: velocity.x),
                y: page(contentOffset.y, size: bounds.height, speed: velocity.y)
            )
            return clampedToScrollableRange(paged)
        }

        /// The release: the delegate may move the target, then the content decelerates to it.
        private func endDragging(velocity: CGPoint) {
            var target = proposedRestingOffset(restingOffset(velocity: velocity), velocity: velocity)
            withUnsafeMutablePointer(to: &target) { pointer in
                delegate?.scrollViewWillEndDragging(self, withVelocity: velocity, targetContentOffset: pointer)
            }
            target = clampedToScrollableRange(target)
            isTracking = false
            isDragging = false
            delegate?.scrollViewDidEndDragging(self, willDecelerate: true)
            isDecelerating = true
            delegate?.scrollViewWillBeginDecelerating(self)
            contentOffset = target
            isDecelerating = false
            delegate?.scrollViewDidEndDecelerating(self)
        }

        private func startRefreshingIfPulledFarEnough() {
            guard let refreshControl, refreshControl.isEnabled, !refreshControl.isRefreshing else { return }
            guard contentOffset.y <= scrollableRange.minimum.y - UIRefreshControl.height else { return }
            refreshControl.beginRefreshingAsTheUser()
        }
    }
#endif
