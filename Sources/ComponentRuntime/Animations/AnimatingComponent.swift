import Foundation

/// The component the animation modifiers make around another (`.onInitialMount(.fade)`): a composite with a
/// scope of its own, so the runtime tells its first mount, its changes and its final unmount apart, that
/// returns the modifiers' animations from ComponentKit's three hooks. When it has a transition to run on
/// itself and what it wraps has no view, it gets a view that holds the whole subtree, as ComponentKit's
/// `CKAnimationComponent` does.
final class AnimatingComponent: CompositeComponent {
    let wrapped: Component
    let animations: DescriptionAnimations
    let site: AnimationSite
    /// What the views below showed after this component's last mount, for the next change to animate from.
    private let memory = AnimationMemory()

    init(wrapping wrapped: Component, animations: DescriptionAnimations, site: AnimationSite) {
        self.wrapped = wrapped
        self.animations = animations
        self.site = site
        let identifier = AnimationScopeIdentifier(
            site: site,
            wrappedType: ObjectIdentifier(type(of: wrapped)),
            wrappedScope: wrapped.declaredScope
        )
        let ownView = animations.needsOwnView && wrapped.viewConfiguration == nil
        super.init(view: ownView ? ViewConfiguration(AnimationContainerView.self) : nil, scope: identifier)
    }

    override func render() -> Component { wrapped }

    override var typeNameForDiagnostics: String { "animated \(wrapped.typeNameForDiagnostics)" }

    override func copyForAnotherPlace() -> Component? {
        AnimatingComponent(wrapping: wrapped, animations: animations, site: site)
    }

    /// Whether a remount of this same component (something below it rendered again for its own state) is
    /// asked for animations from itself: changes below are what ``DescriptionAnimations/changes`` animate.
    var animatesChangesBelow: Bool { !animations.changes.isEmpty }

    // MARK: ComponentKit's hooks

    // The mounter calls these on the main actor, where they read the mounted views; the component is the
    // mounter's to read there (the tree was handed to the main actor whole), which Swift cannot see through
    // the hooks' nonisolated declarations.

    override func animationsOnInitialMount() -> [ComponentAnimation] {
        nonisolated(unsafe) let component = self
        return MainActor.assumeIsolated { component.initialMountAnimations() }
    }

    override func animationsFromPreviousComponent(_ previous: Component) -> [ComponentAnimation] {
        nonisolated(unsafe) let (component, previous) = (self, previous as? AnimatingComponent)
        return MainActor.assumeIsolated { component.changeAnimations(from: previous) }
    }

    override func animationsOnFinalUnmount() -> [ComponentAnimation] {
        nonisolated(unsafe) let final = animations.final
        return MainActor.assumeIsolated { final.map { Self.transitionOut($0) } }
    }

    @MainActor
    private func initialMountAnimations() -> [ComponentAnimation] {
        rememberViewValues()
        return animations.initial.compactMap { transitionIn($0) }
    }

    @MainActor
    private func changeAnimations(from previous: AnimatingComponent?) -> [ComponentAnimation] {
        // Read before remembering: `previous` may be this component, mounted again.
        let before = previous?.memory.values ?? [:]
        let previousChanges = previous?.animations.changes ?? []
        let now = rememberViewValues()
        var animated = Set<ObjectIdentifier>()
        var result: [ComponentAnimation] = []
        for (index, changes) in animations.changes.enumerated() {
            if changes.value != nil {
                let previousValue = index < previousChanges.count ? previousChanges[index].value : nil
                guard previous !== self, !DescriptionAnimations.isSame(changes.value, previousValue) else { continue }
            }
            guard let root = component(for: changes.target) else { continue }
            for (component, view) in Self.animatedViews(below: root, owner: self) {
                let key = ObjectIdentifier(view)
                guard let old = before[key], let new = now[key], old != new, animated.insert(key).inserted else {
                    continue
                }
                result.append(Self.change(from: old, to: new, timing: changes.timing).targeting(component))
            }
        }
        return result
    }

    // MARK: Making the animations

    /// From the transition's away values to what the view mounted with.
    @MainActor
    private func transitionIn(_ transition: DescriptionAnimations.Transition) -> ComponentAnimation? {
        guard let target = component(for: transition.target) else { return nil }
        let mounted = ValuesBox()
        let away = transition.transition
        let animation = ComponentAnimation(
            duration: transition.timing.duration,
            delay: transition.timing.delay,
            curve: transition.timing.curve,
            from: { view in
                let values = AnimatableViewValues(of: view)
                mounted.values = values
                away.applyAway(to: view, from: values)
            },
            to: { view in mounted.values?.apply(to: view) }
        )
        return target === self ? animation : animation.targeting(target)
    }

    /// From what the view showed to the transition's away values; what it showed is put back once the
    /// animation ended, before the view is hidden and goes back to the reuse pool.
    @MainActor
    private static func transitionOut(_ transition: DescriptionAnimations.Transition) -> ComponentAnimation {
        let shown = ValuesBox()
        let away = ValuesBox()
        let change = transition.transition
        var animation = ComponentAnimation(
            duration: transition.timing.duration,
            delay: transition.timing.delay,
            curve: transition.timing.curve,
            from: { view in shown.values = AnimatableViewValues(of: view) },
            to: { view in
                guard let values = shown.values else { return }
                change.applyAway(to: view, from: values)
                away.values = AnimatableViewValues(of: view)
            }
        )
        animation.cleanup = { view in
            guard let values = shown.values, let awayValues = away.values else { return }
            values.restore(view, leftAt: awayValues)
        }
        return animation
    }

    /// From the values a view showed after the last mount to those it shows now.
    @MainActor
    private static func change(
        from old: AnimatableViewValues,
        to new: AnimatableViewValues,
        timing: AnimationTiming
    ) -> ComponentAnimation {
        ComponentAnimation(
            duration: timing.duration,
            delay: timing.delay,
            curve: timing.curve,
            from: { view in old.apply(to: view) },
            to: { view in new.apply(to: view) }
        )
    }

    // MARK: Finding views

    /// This component, or the child below it marked with `key` (`nil` when there is none).
    private func component(for key: AnyHashable?) -> Component? {
        guard let key else { return self }
        return Self.find(key, below: self)
    }

    private static func find(_ key: AnyHashable, below component: Component) -> Component? {
        if let keyed = component as? AnimationKeyComponent, keyed.key == key { return keyed }
        for child in component.layoutChildren {
            if let found = find(key, below: child) { return found }
        }
        return nil
    }

    /// Remembers what every view a change animation may run on shows now, and returns it.
    @MainActor
    @discardableResult
    private func rememberViewValues() -> [ObjectIdentifier: AnimatableViewValues] {
        guard !animations.changes.isEmpty else { return [:] }
        var values: [ObjectIdentifier: AnimatableViewValues] = [:]
        for (_, view) in Self.animatedViews(below: self, owner: self) {
            values[ObjectIdentifier(view)] = AnimatableViewValues(of: view)
        }
        memory.values = values
        return values
    }

    /// The mounted views at and below `root`, each with its component, leaving out those below another
    /// component that animates its own changes (it animates them).
    @MainActor
    private static func animatedViews(below root: Component, owner: AnimatingComponent) -> [(Component, UIView)] {
        var found: [(Component, UIView)] = []
        var stack = [root]
        while let component = stack.popLast() {
            if component !== owner, let nested = component as? AnimatingComponent, nested.animatesChangesBelow {
                continue
            }
            if let view = component.mounting.mountedView?.view { found.append((component, view)) }
            stack += component.layoutChildren.reversed()
        }
        return found
    }
}

/// What an ``AnimatingComponent`` remembers between mounts; main-actor only, as mounting is.
@MainActor
private final class AnimationMemory {
    var values: [ObjectIdentifier: AnimatableViewValues] = [:]
    nonisolated init() {}
}

/// Values one closure of an animation finds and a later one uses.
@MainActor
private final class ValuesBox {
    var values: AnimatableViewValues?
}

/// The component `.animationKey(…)` makes: marks what it wraps as the child an animation modifier above it
/// targets (`target:`), as ComponentKit's animations name a child component.
final class AnimationKeyComponent: CompositeComponent {
    let key: AnyHashable
    let wrapped: Component

    init(key: AnyHashable, wrapping wrapped: Component) {
        self.key = key
        self.wrapped = wrapped
        super.init()
    }

    override func render() -> Component { wrapped }

    override var typeNameForDiagnostics: String { wrapped.typeNameForDiagnostics }

    override func copyForAnotherPlace() -> Component? { AnimationKeyComponent(key: key, wrapping: wrapped) }
}
