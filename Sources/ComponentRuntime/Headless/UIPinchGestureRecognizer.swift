#if !canImport(UIKit)
    public import Foundation

    /// The headless backend's `UIPinchGestureRecognizer`: a continuous two-finger pinch.
    @MainActor
    open class UIPinchGestureRecognizer: UIGestureRecognizer {
        /// How far the fingers have spread since the gesture began, as a factor (below 1: pinched in). 1 by
        /// default; handlers often set it back to 1 to read each change on its own, as in UIKit.
        open var scale: CGFloat = 1
        /// How fast the scale changes, in scale factor a second: each simulated step is one frame at 60 frames
        /// a second (zero at `.began`).
        open private(set) var velocity: CGFloat = 0

        /// Simulates a pinch through `scales`: began at a scale of 1, changed for each scale, then ended, each
        /// step a sixtieth of a second after the one before. (Headless backend only.)
        public func simulatePinch(scales: [CGFloat]) {
            simulateTouches(2, at: nil)
            scale = 1
            velocity = 0
            simulate(.began)
            guard state == .began else { return }
            var previous: CGFloat = 1
            for value in scales {
                velocity = (value - previous) * 60
                scale = value
                previous = value
                simulate(.changed)
            }
            simulate(.ended)
        }
    }
#endif
