#if !canImport(UIKit)
    public import Foundation

    /// One animation the headless backend was asked to run: the view, its timing, and the values it animated
    /// between.
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
        /// The spring's damping ratio, for a spring animation (`nil` for a curve).
        public var springDampingRatio: CGFloat?
        /// The spring's initial velocity, for a spring animation (`nil` for a curve).
        public var initialSpringVelocity: CGFloat?
        /// What the view showed when the animation started: where UIKit animates from.
        public var from = Values()
        /// What the view showed once the animation block ran: where UIKit animates to.
        public var to = Values()

        /// The properties of a view that `UIView.animate` animates, as the view had them at one moment.
        public struct Values: Equatable, Sendable {
            /// The view's opacity.
            public var alpha: CGFloat = 1
            /// The view's frame in its superview.
            public var frame: CGRect = .zero
            /// The view's background colour.
            public var backgroundColor: UIColor?
            /// The view's transform.
            public var transform: CGAffineTransform = .identity

            /// The values `view` has now.
            @MainActor
            init(of view: UIView) {
                alpha = view.alpha
                frame = view.frame
                backgroundColor = view.backgroundColor
                transform = view.transform
            }

            /// A view's defaults.
            init() {}
        }
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
            run(RecordedAnimation(view: UIView.animationTarget ?? UIView(), duration: duration), animations, completion)
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
            run(record, animations, completion)
        }

        /// Runs `animations` and `completion` at once, recording the spring animation with its damping ratio
        /// and initial velocity in ``recordedAnimations``.
        public class func animate(
            withDuration duration: TimeInterval,
            delay: TimeInterval,
            usingSpringWithDamping dampingRatio: CGFloat,
            initialSpringVelocity velocity: CGFloat,
            options: UIView.AnimationOptions = [],
            animations: @escaping () -> Void,
            completion: ((Bool) -> Void)? = nil
        ) {
            var record = RecordedAnimation(view: UIView.animationTarget ?? UIView(), duration: duration)
            record.delay = delay
            record.options = options
            record.springDampingRatio = dampingRatio
            record.initialSpringVelocity = velocity
            run(record, animations, completion)
        }

        /// Records the values the view animates between, around running the animation block, then completes.
        private class func run(
            _ record: RecordedAnimation,
            _ animations: () -> Void,
            _ completion: ((Bool) -> Void)?
        ) {
            var record = record
            record.from = RecordedAnimation.Values(of: record.view)
            animations()
            record.to = RecordedAnimation.Values(of: record.view)
            recordedAnimations.append(record)
            completion?(true)
        }

        /// Every animation run so far, in order. (Headless backend only; tests clear it.)
        public static var recordedAnimations: [RecordedAnimation] = []

        /// The view the runtime is animating, so the record can name it.
        static var animationTarget: UIView?
    }
#endif
