#if !canImport(UIKit)
    public import Foundation

    /// The headless backend's `UIRotationGestureRecognizer`: a continuous two-finger rotation.
    @MainActor
    open class UIRotationGestureRecognizer: UIGestureRecognizer {
        /// How far the fingers have turned since the gesture began, in radians (positive: clockwise on screen).
        /// 0 by default; handlers often set it back to 0 to read each change on its own, as in UIKit.
        open var rotation: CGFloat = 0
        /// How fast the rotation changes, in radians a second: each simulated step is one frame at 60 frames a
        /// second (zero at `.began`).
        open private(set) var velocity: CGFloat = 0

        /// Simulates a rotation through `rotations` (radians): began at 0, changed for each angle, then ended,
        /// each step a sixtieth of a second after the one before. (Headless backend only.)
        public func simulateRotation(through rotations: [CGFloat]) {
            simulateTouches(2, at: nil)
            rotation = 0
            velocity = 0
            simulate(.began)
            guard state == .began else { return }
            var previous: CGFloat = 0
            for angle in rotations {
                velocity = (angle - previous) * 60
                rotation = angle
                previous = angle
                simulate(.changed)
            }
            simulate(.ended)
        }
    }
#endif
