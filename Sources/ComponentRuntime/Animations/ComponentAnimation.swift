public import Foundation

/// An animation of a component's view: ComponentKit's `CKComponentAnimation`, as a change of view properties
/// animated over a duration (UIKit's `UIView.animate`; on the headless backend, recorded and applied at once).
///
/// A component returns animations from ``Component/animationsOnInitialMount()`` (its scope appears),
/// ``Component/animationsFromPreviousComponent(_:)`` (a new component of its scope replaces one that was
/// mounted) and ``Component/animationsOnFinalUnmount()`` (its scope leaves the tree; the view is hidden once
/// the animation ends). Animations need a scope to tell these apart; they run on the component's view, or for a
/// component without one (a composite), on the first view below it.
public struct ComponentAnimation: Sendable {
    /// How long the animation lasts, in seconds.
    public let duration: TimeInterval
    /// Sets the view to where the animation starts, before it runs; `nil` starts from what the view shows.
    public let from: (@MainActor @Sendable (UIView) -> Void)?
    /// Sets the view to where the animation ends, inside the animation.
    public let to: @MainActor @Sendable (UIView) -> Void

    /// An animation from `from` (optional) to `to` over `duration`.
    public init(
        duration: TimeInterval = 0.25,
        from: (@MainActor @Sendable (UIView) -> Void)? = nil,
        to: @escaping @MainActor @Sendable (UIView) -> Void
    ) {
        self.duration = duration
        self.from = from
        self.to = to
    }

    /// Fades the view in from transparent.
    public static func fadeIn(duration: TimeInterval = 0.25) -> Self {
        Self(duration: duration, from: { $0.alpha = 0 }, to: { $0.alpha = 1 })
    }

    /// Fades the view out.
    public static func fadeOut(duration: TimeInterval = 0.25) -> Self {
        Self(duration: duration, to: { $0.alpha = 0 })
    }
}

/// Runs component animations through the platform: the one place the runtime animates views.
@MainActor
enum AnimationBackend {
    /// Runs `animations` on `view`, then `completion` once all of them ended (at once when there are none).
    static func run(_ animations: [ComponentAnimation], on view: UIView, completion: @escaping @MainActor () -> Void) {
        guard !animations.isEmpty else { return completion() }
        #if !canImport(UIKit)
            UIView.animationTarget = view
            defer { UIView.animationTarget = nil }
        #endif
        var remaining = animations.count
        for animation in animations {
            animation.from?(view)
            UIView.animate(
                withDuration: animation.duration,
                animations: { animation.to(view) },
                completion: { _ in
                    MainActor.assumeIsolated {
                        remaining -= 1
                        if remaining == 0 { completion() }
                    }
                }
            )
        }
    }
}
