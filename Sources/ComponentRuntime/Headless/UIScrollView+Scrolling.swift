#if !canImport(UIKit)
    extension UIScrollView {
        /// Plays a user's scroll to `offset` in `steps` even steps, as UIKit reports a drag frame by frame:
        /// begin dragging, one `scrollViewDidScroll` per step, come to a stop. (Headless backend only.)
        public func simulateScroll(to offset: CGPoint, steps: Int = 1) {
            delegate?.scrollViewWillBeginDragging(self)
            let start = contentOffset
            let count = max(1, steps)
            for step in 1...count {
                let fraction = CGFloat(step) / CGFloat(count)
                contentOffset = CGPoint(
                    x: start.x + (offset.x - start.x) * fraction,
                    y: start.y + (offset.y - start.y) * fraction
                )
            }
            delegate?.scrollViewDidEndDecelerating(self)
        }
    }
#endif
