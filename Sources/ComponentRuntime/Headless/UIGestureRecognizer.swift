#if !canImport(UIKit)
    public import Foundation

    /// The questions a recognizer asks its delegate: the headless backend's `UIGestureRecognizerDelegate`.
    @MainActor
    public protocol UIGestureRecognizerDelegate: AnyObject {
        /// Whether the recognizer may begin; `false` makes it fail. Optional, as in UIKit: the default says yes.
        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    }

    extension UIGestureRecognizerDelegate {
        /// Lets every gesture begin.
        public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    }

    /// The headless backend's `UIGestureRecognizer`. Tests drive it with ``simulate(_:)`` (or the helpers of the
    /// subclasses) in place of real touches; it then calls its targets exactly as a recognized gesture would.
    @MainActor
    open class UIGestureRecognizer: NSObject {
        /// Where a gesture recognizer is in its life: UIKit's `UIGestureRecognizer.State`.
        public enum State: Int, Hashable, Sendable {
            /// Waiting for touches.
            case possible
            /// A continuous gesture started.
            case began
            /// A continuous gesture moved.
            case changed
            /// The gesture finished; for a discrete gesture such as a tap, it was recognized.
            case ended
            /// The gesture was cancelled.
            case cancelled
            /// The gesture did not happen (for example, its delegate refused to begin it).
            case failed

            /// A discrete gesture was recognized: the same as ``ended``.
            public static var recognized: State { .ended }
        }

        /// The view the recognizer is attached to.
        open internal(set) weak var view: UIView?
        /// The recognizer's current state.
        open private(set) var state: State = .possible
        /// Whether the recognizer reacts at all.
        open var isEnabled = true
        /// The delegate asked before the gesture begins. Held weakly, as in UIKit.
        open weak var delegate: (any UIGestureRecognizerDelegate)?

        private struct TargetAction {
            weak var target: AnyObject?
            let action: Selector
        }
        private var targetActions: [TargetAction] = []

        /// Creates a recognizer that calls `action` on `target` (when both are given).
        public init(target: Any?, action: Selector?) {
            super.init()
            if let target, let action { addTarget(target, action: action) }
        }

        /// Creates a recognizer with no targets. The runtime calls this for gesture attributes.
        public required override convenience init() {
            self.init(target: nil, action: nil)
        }

        /// Registers `action` to be called on `target` each time the recognizer reports a state. The recognizer
        /// does not retain `target`, as in UIKit.
        open func addTarget(_ target: Any, action: Selector) {
            targetActions.append(TargetAction(target: target as AnyObject, action: action))
        }

        /// Removes registrations for `target` (any when `nil`) of `action` (any when `nil`).
        open func removeTarget(_ target: Any?, action: Selector?) {
            let object = target.map { $0 as AnyObject }
            targetActions.removeAll {
                (object == nil || $0.target === object) && (action == nil || $0.action == action)
            }
        }

        /// Moves the recognizer to `state` as touches would, and calls its targets for every state but
        /// `.possible` and `.failed`. A recognizer asked to begin (`.began`, or `.ended` from `.possible`)
        /// first asks its delegate, and fails when the delegate says no. (Headless backend only.)
        public func simulate(_ newState: State) {
            guard isEnabled, let view, !view.isHidden else { return }
            let starting = state == .possible || state == .ended || state == .failed || state == .cancelled
            if starting && (newState == .began || newState == .ended) {
                if let delegate, !delegate.gestureRecognizerShouldBegin(self) {
                    state = .failed
                    return
                }
            }
            state = newState
            guard newState != .possible && newState != .failed else { return }
            for entry in targetActions {
                guard let target = entry.target else { continue }
                deliverHeadlessAction(entry.action, to: target, sender: self)
            }
            if newState == .ended || newState == .cancelled { state = .possible }
        }
    }

    /// The headless backend's `UITapGestureRecognizer`: a discrete tap.
    @MainActor
    open class UITapGestureRecognizer: UIGestureRecognizer {
        /// How many taps make the gesture (2 for a double tap).
        open var numberOfTapsRequired = 1
        /// How many fingers must tap.
        open var numberOfTouchesRequired = 1

        /// Simulates `count` taps: the gesture is recognized once the required number is reached. (Headless
        /// backend only.)
        public func simulateTaps(_ count: Int = 1) {
            guard count >= numberOfTapsRequired else { return }
            simulate(.ended)
        }
    }

    /// The headless backend's `UIPanGestureRecognizer`: a continuous pan.
    @MainActor
    open class UIPanGestureRecognizer: UIGestureRecognizer {
        private var currentTranslation: CGPoint = .zero

        /// How far the touch has moved since the gesture began (the headless backend has one coordinate space).
        open func translation(in view: UIView?) -> CGPoint { currentTranslation }

        /// Resets the translation, as UIKit's method does.
        open func setTranslation(_ translation: CGPoint, in view: UIView?) { currentTranslation = translation }

        /// Simulates a pan through `translations`: began, changed for each point, then ended. (Headless backend
        /// only.)
        public func simulatePan(through translations: [CGPoint]) {
            currentTranslation = .zero
            simulate(.began)
            guard state == .began else { return }
            for point in translations {
                currentTranslation = point
                simulate(.changed)
            }
            simulate(.ended)
        }
    }

    /// The headless backend's `UILongPressGestureRecognizer`: a continuous long press.
    @MainActor
    open class UILongPressGestureRecognizer: UIGestureRecognizer {
        /// How long the press must last, in seconds.
        open var minimumPressDuration: TimeInterval = 0.5

        /// Simulates a press held past the minimum duration and then released: began, then ended. (Headless
        /// backend only.)
        public func simulateLongPress() {
            simulate(.began)
            guard state == .began else { return }
            simulate(.ended)
        }
    }
#endif
