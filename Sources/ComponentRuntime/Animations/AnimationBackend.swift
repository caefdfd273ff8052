import Foundation

/// Runs component animations through the platform: the one place the runtime animates views.
@MainActor
enum AnimationBackend {
    /// Runs `animations` on `view`, then `completion` once all of them ended (at once when there are none).
    /// The animations' closures and the completion run marked as the main actor's (``MainActorMark``), as
    /// handlers do, wherever the platform calls them back from.
    static func run(_ animations: [ComponentAnimation], on view: UIView, completion: @escaping @MainActor () -> Void) {
        guard !animations.isEmpty else { return MainActorMark.run { completion() } }
        #if !canImport(UIKit)
            UIView.animationTarget = view
            defer { UIView.animationTarget = nil }
        #endif
        var remaining = animations.count
        for animation in animations {
            if let from = animation.from { MainActorMark.run { from(view) } }
            let animations = { MainActorMark.run { animation.to(view) } }
            let ended: (Bool) -> Void = { _ in
                MainActor.assumeIsolated {
                    if let cleanup = animation.cleanup { MainActorMark.run { cleanup(view) } }
                    remaining -= 1
                    if remaining == 0 { MainActorMark.run { completion() } }
                }
            }
            if case .spring(let dampingRatio, let initialVelocity) = animation.curve {
                UIView.animate(
                    withDuration: animation.duration,
                    delay: animation.delay,
                    usingSpringWithDamping: dampingRatio,
                    initialSpringVelocity: initialVelocity,
                    options: [],
                    animations: animations,
                    completion: ended
                )
            } else {
                UIView.animate(
                    withDuration: animation.duration,
                    delay: animation.delay,
                    options: animation.curve.options,
                    animations: animations,
                    completion: ended
                )
            }
        }
    }
}

extension ComponentAnimation.TimingCurve {
    /// UIKit's option for the curve (a spring has its own call, and no curve option).
    var options: UIView.AnimationOptions {
        switch self {
        case .easeInOut, .spring: .curveEaseInOut
        case .easeIn: .curveEaseIn
        case .easeOut: .curveEaseOut
        case .linear: .curveLinear
        }
    }
}

/// Finds the views animations run on.
@MainActor
enum AnimationTargets {
    /// `animations`, returned by `owner`, grouped by the view each runs on: the owner's (``view(of:)``), or
    /// that of the component below it an animation targets. Animations whose target is not mounted below the
    /// owner are dropped.
    static func group(_ animations: [ComponentAnimation], of owner: Component) -> [(UIView, [ComponentAnimation])] {
        var groups: [(UIView, [ComponentAnimation])] = []
        for animation in animations {
            let component = animation.target.map { find($0, below: owner) } ?? owner
            guard let view = component.flatMap(view(of:)) else { continue }
            if let index = groups.firstIndex(where: { $0.0 === view }) {
                groups[index].1.append(animation)
            } else {
                groups.append((view, [animation]))
            }
        }
        return groups
    }

    /// The view a component's animations run on: its own, or (as ComponentKit's composites share their child's
    /// view) the first one below it.
    static func view(of component: Component) -> UIView? {
        if let mounted = component.mounting.mountedView { return mounted.view }
        for child in component.layoutChildren {
            if let view = view(of: child) { return view }
        }
        return nil
    }

    private static func find(_ target: ObjectIdentifier, below component: Component) -> Component? {
        if ObjectIdentifier(component) == target { return component }
        for child in component.layoutChildren {
            if let found = find(target, below: child) { return found }
        }
        return nil
    }
}
