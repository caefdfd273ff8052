public import Foundation

/// An animation of a component's view: ComponentKit's `CKComponentAnimation`, as a change of view properties
/// animated over a duration with a timing curve (UIKit's `UIView.animate`; on the headless backend, recorded and
/// applied at once).
///
/// A component returns animations from ``Component/animationsOnInitialMount()`` (its scope appears),
/// ``Component/animationsFromPreviousComponent(_:)`` (a new component of its scope replaces one that was
/// mounted, or the component rendered again for its own state) and ``Component/animationsOnFinalUnmount()``
/// (its scope leaves the tree; the view is hidden once the animation ends). Animations need a scope to tell
/// these apart; they run on the component's view, or for a component without one (a composite), on the first
/// view below it; ``targeting(_:)`` runs one on a component below instead, as ComponentKit's
/// `CKComponentAnimation(component, animation)` does.
public struct ComponentAnimation: Sendable {
    /// How time maps to progress: UIKit's animation curves, ComponentKit's `CAMediaTimingFunction` names.
    public enum TimingCurve: Sendable, Equatable {
        /// Slow at both ends: UIKit's default.
        case easeInOut
        /// Slow at the start.
        case easeIn
        /// Slow at the end.
        case easeOut
        /// Even throughout.
        case linear
        /// A spring that settles on the end values: UIKit's spring animation, with `dampingRatio` from 0 (it
        /// oscillates without end) to 1 (it settles without overshooting), and the speed it starts at,
        /// `initialVelocity`, in distances to travel per second.
        case spring(dampingRatio: CGFloat, initialVelocity: CGFloat)
    }

    /// How long the animation lasts, in seconds.
    public let duration: TimeInterval
    /// How long to wait before it starts, in seconds.
    public var delay: TimeInterval = 0
    /// How time maps to progress.
    public var curve: TimingCurve = .easeInOut
    /// Sets the view to where the animation starts, before it runs; `nil` starts from what the view shows.
    public let from: (@MainActor @Sendable (UIView) -> Void)?
    /// Sets the view to where the animation ends, inside the animation.
    public let to: @MainActor @Sendable (UIView) -> Void
    /// The component whose view the animation runs on, if not the one that returned it (by identity, so an
    /// animation holds no component).
    private(set) var target: ObjectIdentifier?
    /// Runs on the view once the animation ended: puts back what the animation changed and the mounted
    /// component does not set again (a final-unmount transition's values, before the view goes to the pool).
    var cleanup: (@MainActor @Sendable (UIView) -> Void)?

    /// An animation from `from` (optional) to `to` over `duration`, after `delay`, along `curve`.
    public init(
        duration: TimeInterval = 0.25,
        delay: TimeInterval = 0,
        curve: TimingCurve = .easeInOut,
        from: (@MainActor @Sendable (UIView) -> Void)? = nil,
        to: @escaping @MainActor @Sendable (UIView) -> Void
    ) {
        self.duration = duration
        self.delay = delay
        self.curve = curve
        self.from = from
        self.to = to
    }

    /// The same animation run on `component`'s view (or the first view below it): a child, or any component
    /// below the one that returns the animation. If `component` is not mounted below it when the animation is
    /// due, the animation does not run.
    public func targeting(_ component: Component) -> Self {
        var copy = self
        copy.target = ObjectIdentifier(component)
        return copy
    }

    /// Fades the view in from transparent.
    public static func fadeIn(duration: TimeInterval = 0.25, curve: TimingCurve = .easeInOut) -> Self {
        Self(duration: duration, curve: curve, from: { $0.alpha = 0 }, to: { $0.alpha = 1 })
    }

    /// Fades the view out.
    public static func fadeOut(duration: TimeInterval = 0.25, curve: TimingCurve = .easeInOut) -> Self {
        Self(duration: duration, curve: curve, to: { $0.alpha = 0 })
    }
}
