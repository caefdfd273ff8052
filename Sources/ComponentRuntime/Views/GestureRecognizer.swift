public import Foundation

/// Where a gesture recognizer is in its life, like `UIGestureRecognizer.State`.
public enum GestureState: Hashable, Sendable {
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
}

/// The questions a recognizer asks its delegate, like `UIGestureRecognizerDelegate`.
@MainActor
public protocol GestureRecognizerDelegate: AnyObject {
    /// Whether the recognizer may begin; `false` makes it fail.
    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool
}

/// A gesture recognizer of the headless backend. Tests drive it with ``simulate(_:)`` (or the helpers of the
/// subclasses) in place of real touches; it then sends its actions exactly as a recognized gesture would.
@MainActor
open class GestureRecognizer {
    /// The view the recognizer is attached to.
    public internal(set) weak var view: View?
    /// The recognizer's current state.
    public private(set) var state: GestureState = .possible
    /// Whether the recognizer reacts at all.
    public var isEnabled = true
    /// The delegate asked before the gesture begins. Held weakly.
    public weak var delegate: (any GestureRecognizerDelegate)?
    /// A delegate the recognizer keeps alive, for delegates no one else owns (the runtime's forwarders).
    var retainedDelegate: (any GestureRecognizerDelegate)? {
        didSet { delegate = retainedDelegate }
    }

    private struct TargetAction {
        weak var target: Responder?
        let hasTarget: Bool
        let action: Selector
    }
    private var targetActions: [TargetAction] = []

    /// Creates a recognizer with no targets. The runtime calls this for gesture attributes.
    public required init() {}

    /// Registers `action` to be sent to `target`, or up the responder chain from the recognizer's view when
    /// `target` is `nil`, each time the recognizer reports a state.
    public func addTarget(_ target: Responder?, action: Selector) {
        targetActions.append(TargetAction(target: target, hasTarget: target != nil, action: action))
    }

    /// The actions registered on this recognizer, in order.
    public var actions: [Selector] { targetActions.map(\.action) }

    /// Moves the recognizer to `state` as touches would, and sends its actions for every state but
    /// `.possible` and `.failed`. A recognizer asked to begin (`.began`, or `.ended` from `.possible`)
    /// first asks its delegate, and fails when the delegate says no.
    public func simulate(_ newState: GestureState) {
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
            if entry.hasTarget {
                entry.target?.send(entry.action, sender: self)
            } else {
                sendAction(entry.action, from: view, sender: self)
            }
        }
        if newState == .ended || newState == .cancelled { state = .possible }
    }
}

/// A discrete tap recognizer, like `UITapGestureRecognizer`.
@MainActor
open class TapGestureRecognizer: GestureRecognizer {
    /// How many taps make the gesture (2 for a double tap).
    public var numberOfTapsRequired = 1
    /// How many fingers must tap.
    public var numberOfTouchesRequired = 1

    /// Simulates `count` taps: the gesture is recognized once the required number is reached.
    public func simulateTaps(_ count: Int = 1) {
        guard count >= numberOfTapsRequired else { return }
        simulate(.ended)
    }
}

/// A continuous pan recognizer, like `UIPanGestureRecognizer`.
@MainActor
open class PanGestureRecognizer: GestureRecognizer {
    /// How far the touch has moved since the gesture began.
    public var translation: CGPoint = .zero

    /// Simulates a pan through `translations`: began, changed for each point, then ended.
    public func simulatePan(through translations: [CGPoint]) {
        translation = .zero
        simulate(.began)
        guard state == .began else { return }
        for point in translations {
            translation = point
            simulate(.changed)
        }
        simulate(.ended)
    }
}

/// A continuous long-press recognizer, like `UILongPressGestureRecognizer`.
@MainActor
open class LongPressGestureRecognizer: GestureRecognizer {
    /// How long the press must last, in seconds.
    public var minimumPressDuration: TimeInterval = 0.5

    /// Simulates a press held past the minimum duration and then released: began, then ended.
    public func simulateLongPress() {
        simulate(.began)
        guard state == .began else { return }
        simulate(.ended)
    }
}
