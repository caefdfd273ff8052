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

    /// The headless backend's `UIGestureRecognizer`, with UIKit's properties and defaults. Tests drive it with
    /// ``simulate(_:)`` (or the helpers of the subclasses) in place of real touches; it then calls its targets
    /// exactly as a recognized gesture would. The touch-delivery properties (``cancelsTouchesInView``,
    /// ``delaysTouchesBegan``, ...) are kept, not applied: the headless backend delivers no touches to views.
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
        /// Whether touches the gesture recognizes are cancelled in the view. `true` by default.
        open var cancelsTouchesInView = true
        /// Whether touches reach the view only after the gesture fails. `false` by default.
        open var delaysTouchesBegan = false
        /// Whether the end of touches reaches the view only after the gesture fails. `true` by default.
        open var delaysTouchesEnded = true
        /// The kinds of touch the recognizer considers, as `UITouch.TouchType` raw values: every kind (direct,
        /// indirect, pencil, pointer) by default.
        open var allowedTouchTypes: [NSNumber] = [0, 1, 2, 3]
        /// The kinds of button press the recognizer considers, as `UIPress.PressType` raw values: none on the
        /// headless backend, which has no presses.
        open var allowedPressTypes: [NSNumber] = []
        /// Whether the recognizer ignores touches of another kind than the first. `true` by default.
        open var requiresExclusiveTouchType = true
        /// A name, for finding the recognizer while debugging. `nil` by default.
        open var name: String?

        /// Where the simulated touches are, in the view's coordinates (`nil`: the view's centre).
        var simulatedLocation: CGPoint?
        /// How many fingers the gesture in progress (or the last one) used.
        private var simulatedTouchCount = 0

        /// How many touches the gesture has: the number the last simulated gesture used, 0 before any.
        open var numberOfTouches: Int { simulatedTouchCount }

        /// Where the gesture is, in `view`'s coordinates (`nil`: the window's): where a test's simulated
        /// touches were, else the centre of the recognizer's view.
        open func location(in view: UIView?) -> CGPoint {
            guard let ownView = self.view else { return .zero }
            let point = simulatedLocation ?? CGPoint(x: ownView.bounds.midX, y: ownView.bounds.midY)
            return ownView.convert(point, to: view)
        }

        /// Where touch `touchIndex` is, in `view`'s coordinates: every simulated touch is at ``location(in:)``.
        open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
            location(in: view)
        }

        /// In UIKit, makes this recognizer wait for `otherGestureRecognizer` to fail. Does nothing on the
        /// headless backend, which keeps no such order: simulated gestures are recognized one at a time, as a
        /// test plays them.
        open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {}

        /// Sets what ``numberOfTouches`` and ``location(in:)`` report for the gesture about to be simulated.
        func simulateTouches(_ count: Int, at location: CGPoint?) {
            simulatedTouchCount = count
            simulatedLocation = location
        }

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
        /// first asks its view (``UIView/gestureRecognizerShouldBegin(_:)``) and its delegate, and fails when
        /// either says no. (Headless backend only.)
        public func simulate(_ newState: State) {
            guard isEnabled, let view, !view.isHidden else { return }
            let starting = state == .possible || state == .ended || state == .failed || state == .cancelled
            if starting && (newState == .began || newState == .ended) {
                let refused = !view.gestureRecognizerShouldBegin(self)
                if refused || delegate.map({ !$0.gestureRecognizerShouldBegin(self) }) == true {
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
        /// The mouse or trackpad buttons a click must use. `.primary` by default.
        open var buttonMaskRequired: UIEvent.ButtonMask = .primary

        /// Simulates `count` taps at `location` (in the view's coordinates; `nil`: its centre): the gesture is
        /// recognized once the required number is reached. (Headless backend only.)
        public func simulateTaps(_ count: Int = 1, at location: CGPoint? = nil) {
            guard count >= numberOfTapsRequired else { return }
            simulateTouches(numberOfTouchesRequired, at: location)
            simulate(.ended)
        }
    }

    /// The headless backend's `UIPanGestureRecognizer`: a continuous pan.
    @MainActor
    open class UIPanGestureRecognizer: UIGestureRecognizer {
        private var currentTranslation: CGPoint = .zero
        private var currentVelocity: CGPoint = .zero

        /// The fewest fingers that make a pan. 1 by default.
        open var minimumNumberOfTouches = 1
        /// The most fingers that make a pan. No limit (`Int.max`; UIKit's is `NSUIntegerMax`) by default.
        open var maximumNumberOfTouches = Int.max
        /// The scrolling (trackpad, mouse wheel) a pan accepts. None by default.
        open var allowedScrollTypesMask: UIScrollTypeMask = []

        /// How far the touch has moved since the gesture began (the headless backend ignores `view`: transforms
        /// are not applied, so a translation is the same in every view).
        open func translation(in view: UIView?) -> CGPoint { currentTranslation }

        /// Resets the translation, as UIKit's method does.
        open func setTranslation(_ translation: CGPoint, in view: UIView?) { currentTranslation = translation }

        /// How fast the touch moves, in points a second: each simulated step is one frame at 60 frames a second,
        /// so the velocity is the last step's movement × 60 (zero at `.began`).
        open func velocity(in view: UIView?) -> CGPoint { currentVelocity }

        /// Simulates a pan through `translations` with `touches` fingers: began, changed for each point, then
        /// ended, each step a sixtieth of a second after the one before (see ``velocity(in:)``). Nothing happens
        /// when `touches` is outside ``minimumNumberOfTouches``...``maximumNumberOfTouches``. (Headless backend
        /// only.)
        public func simulatePan(through translations: [CGPoint], touches: Int = 1) {
            guard touches >= minimumNumberOfTouches, touches <= maximumNumberOfTouches else { return }
            simulateTouches(touches, at: nil)
            currentTranslation = .zero
            currentVelocity = .zero
            simulate(.began)
            guard state == .began else { return }
            var previous = CGPoint.zero
            for point in translations {
                currentVelocity = CGPoint(x: (point.x - previous.x) * 60, y: (point.y - previous.y) * 60)
                currentTranslation = point
                previous = point
                simulate(.changed)
            }
            simulate(.ended)
        }
    }

    /// The headless backend's `UILongPressGestureRecognizer`: a continuous long press.
    @MainActor
    open class UILongPressGestureRecognizer: UIGestureRecognizer {
        /// How long the press must last, in seconds. 0.5 by default.
        open var minimumPressDuration: TimeInterval = 0.5
        /// How many fingers must press. 1 by default.
        open var numberOfTouchesRequired = 1
        /// How many taps come before the press (1 for a tap-and-hold). 0 by default.
        open var numberOfTapsRequired = 0
        /// How far, in points, the fingers may move before the press fails. 10 by default.
        open var allowableMovement: CGFloat = 10

        /// Simulates a press held for `duration` seconds (`nil`: just past ``minimumPressDuration``) while the
        /// finger moves `movement` points, then released: began, then ended. Nothing happens when the press is
        /// shorter than the minimum or moves further than ``allowableMovement``. (Headless backend only.)
        public func simulateLongPress(duration: TimeInterval? = nil, movement: CGFloat = 0) {
            guard (duration ?? minimumPressDuration) >= minimumPressDuration, movement <= allowableMovement else {
                return
            }
            simulateTouches(numberOfTouchesRequired, at: nil)
            simulate(.began)
            guard state == .began else { return }
            simulate(.ended)
        }
    }
#endif
