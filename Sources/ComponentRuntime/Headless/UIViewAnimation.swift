#if !canImport(UIKit)
    public import Foundation

    /// One animation the headless backend was asked to run: the view and the duration.
    public struct RecordedAnimation: @unchecked Sendable {
        // `@unchecked`: `view` is a main-actor class; a record is made and read on the main actor only.
        /// The animated view.
        public let view: UIView
        /// The duration asked for, in seconds.
        public let duration: TimeInterval
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

        /// Every animation run so far, in order. (Headless backend only; tests clear it.)
        public static var recordedAnimations: [RecordedAnimation] = []

        /// The view the runtime is animating, so the record can name it.
        static var animationTarget: UIView?
    }
#endif
