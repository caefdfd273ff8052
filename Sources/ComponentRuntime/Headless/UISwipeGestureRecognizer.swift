#if !canImport(UIKit)
    import Foundation

    /// The headless backend's `UISwipeGestureRecognizer`: a discrete swipe in one of the allowed directions.
    @MainActor
    open class UISwipeGestureRecognizer: UIGestureRecognizer {
        /// The directions of a swipe: UIKit's `UISwipeGestureRecognizer.Direction`, with UIKit's raw values.
        public struct Direction: OptionSet, Hashable, Sendable {
            /// The raw bit mask.
            public let rawValue: UInt
            /// A set from raw bits.
            public init(rawValue: UInt) { self.rawValue = rawValue }

            /// Towards the right.
            public static let right = Direction(rawValue: 1 << 0)
            /// Towards the left.
            public static let left = Direction(rawValue: 1 << 1)
            /// Upwards.
            public static let up = Direction(rawValue: 1 << 2)
            /// Downwards.
            public static let down = Direction(rawValue: 1 << 3)
        }

        /// How many fingers must swipe. 1 by default.
        open var numberOfTouchesRequired = 1
        /// The directions recognized. `.right` by default, as in UIKit.
        open var direction: Direction = .right

        /// Simulates a swipe towards `direction` with `touches` fingers: recognized (`.ended`) when `direction`
        /// is one of ``direction`` and `touches` is ``numberOfTouchesRequired``, ignored otherwise. (Headless
        /// backend only.)
        public func simulateSwipe(_ direction: Direction, touches: Int = 1) {
            guard !self.direction.isDisjoint(with: direction), touches == numberOfTouchesRequired else { return }
            simulateTouches(touches, at: nil)
            simulate(.ended)
        }
    }
#endif
