#if !canImport(UIKit)
    public import Foundation

    /// One animation the headless backend was asked to run: the view and the duration.
    public struct RecordedAnimation: @unchecked Sendable {
        // `@unchecked`: `view` is a main-actor class; a record is made and read on the main actor only.
        /// The animated view.
        public let view: UIView
        /// The duration asked for, in seconds.
        public let duration: TimeInterval
        /// The delay asked for, in seconds.
        public var delay: TimeInterval = 0
        /// The options asked for (the timing curve among them).
        public var options: UIView.AnimationOptions = []
    }

    extension UIView {
        /// How an animation runs: UIKit's `UIView.AnimationOptions`, with its raw values; the curves only.
        public struct AnimationOptions: OptionSet, Sendable {
            /// The raw value.
            public let rawValue: UInt
            /// Creates options from a raw value.
            public init(rawValue: UInt) { self.rawValue = rawValue }

            /// Slow at both ends (the default).
            public static let curveEaseInOut = AnimationOptions([])
            /// Slow at the start.
            public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
            /// Slow at the end.
            public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
            /// Even throughout.
            public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        }
    }

    extension UIView {
        /// Runs `animations` and `completion` at once, recording the animation in ``recordedAnimations``: the
        /// headless backend has no screen to animate on, so tests read what would have animated.
        public class func animate(
            withDuration duration: TimeInterval,
            animations: @escaping () -> Void,
            completion: ((Bool) -> Void)? = nil
        ) {
            recordedAnimations.append(RecordedAnimation(view: UIView.animationTarget ?? UIView(), duration: duration))
            animations()
            completion?(true)
        }

        /// Runs `animations` and `completion` at once, recording the animation with its delay and options in
        /// ``recordedAnimations``.
        public class func animate(
            withDuration duration: TimeInterval,
            delay: TimeInterval,
            options: UIView.AnimationOptions = [],
            animations: @escaping () -> Void,
            completion: ((Bool) -> Void)? = nil
        ) {
            var record = RecordedAnimation(view: UIView.animationTarget ?? UIView(), duration: duration)
            record.delay = delay
            record.options = options
            recordedAnimations.append(record)
            animations()
            completion?(true)
        }

        /// Every animation run so far, in order. (Headless backend only; tests clear it.)
        public static var recordedAnimations: [RecordedAnimation] = []

        /// The view the runtime is animating, so the record can name it.
        static var animationTarget: UIView?
    }
#endif
