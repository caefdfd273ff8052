/// What the runtime needs to know about a description type, found once per type: which of its stored
/// properties are ``ScopedState`` (by position, as `Mirror` lists them) and whether it needs a scope.
@usableFromInline
final class DescriptionTraits: Sendable {
    /// The positions of the ``ScopedState`` properties among the stored properties.
    let stateSlots: [Int]
    let isIdentifiable: Bool
    let hasTypedState: Bool
    @usableFromInline let needsScope: Bool

    private init(_ type: Any.Type, stateSlots: [Int]) {
        self.stateSlots = stateSlots
        isIdentifiable = type is any Identifiable.Type
        hasTypedState = type is any DescribedStatefulComponent.Type
        let hasController = type is any DescribedControllerProviding.Type
        needsScope = !stateSlots.isEmpty || isIdentifiable || hasTypedState || hasController
    }

    private static let known = Locked([ObjectIdentifier: DescriptionTraits]())

    /// The traits of `value`'s type, found from `value` the first time. Each thread keeps the traits it looked
    /// up, so a build asks the shared table (under its lock) once per type, not once per description.
    @usableFromInline
    static func of<Description: ComponentDescription>(_ value: Description) -> DescriptionTraits {
        let key = ObjectIdentifier(Description.self)
        let local = PerThreadCache.current
        for recent in local.recentDescriptionTraits where recent.type == key { return recent.traits }
        let traits = local.descriptionTraits[key] ?? shared(value, key: key)
        local.descriptionTraits[key] = traits
        remember(traits, for: key, in: local)
        return traits
    }

    /// How many description types a thread looks through before its table.
    private static var recentCount: Int { 8 }

    /// Puts `traits` among `cache`'s recent ones, in place of the one put there longest ago once they are full.
    private static func remember(_ traits: DescriptionTraits, for key: ObjectIdentifier, in cache: PerThreadCache) {
        if cache.recentDescriptionTraits.count < recentCount {
            cache.recentDescriptionTraits.append((key, traits))
            return
        }
        cache.recentDescriptionTraits[cache.nextRecentDescriptionTraits] = (key, traits)
        cache.nextRecentDescriptionTraits = (cache.nextRecentDescriptionTraits + 1) % recentCount
    }

    private static func shared<Description: ComponentDescription>(
        _ value: Description,
        key: ObjectIdentifier
    ) -> DescriptionTraits {
        if let traits = known.withLock({ $0[key] }) { return traits }
        var slots: [Int] = []
        for (index, child) in Mirror(reflecting: value).children.enumerated() {
            if child.value is any ScopedStateLink { slots.append(index) }
            #if DEBUG
                // `_context`: a property wrapper's storage, for a wrapped property named `context`.
                if child.label == "context" || child.label == "_context" {
                    RuntimeDiagnostics.reportWhileBuilding(
                        .descriptionHidesContext,
                        hidesContextMessage(Description.self)
                    )
                }
            #endif
        }
        let traits = DescriptionTraits(Description.self, stateSlots: slots)
        known.withLock { $0[key] = traits }
        return traits
    }

    /// What ``RuntimeDiagnostic/Kind/descriptionHidesContext`` says about `type`.
    static func hidesContextMessage(_ type: Any.Type) -> String {
        "'\(type)' has a stored property named 'context', which hides the description's own 'context' (the "
            + "values passed down the tree, 'context[Key.self]') in its body; rename the property to read both"
    }

    /// The scope identifier: the description's `id` when it is `Identifiable` ,
    /// else none, so siblings of one type are told apart by position.
    @usableFromInline
    func scopeIdentifier<Description: ComponentDescription>(of value: Description) -> ScopeIdentifier {
        if isIdentifiable, let identifiable = value as? any Identifiable, let id = Self.id(of: identifiable) {
            return id
        }
        return ScopeIdentifier(NoScopeIdentifier())
    }

    private static func id<Value: Identifiable>(of value: Value) -> ScopeIdentifier? {
        ScopeIdentifier(DescriptionID(base: AnyHashable(value.id)))
    }

    /// Links each ``ScopedState`` property of `value` to `frame`, at its position.
    func link<Description: ComponentDescription>(_ value: Description, to frame: ScopeFrame?) {
        guard let frame else { return }
        let children = Mirror(reflecting: value).children
        var slots = stateSlots[...]
        for (index, child) in children.enumerated() {
            guard let next = slots.first else { return }
            guard index == next else { continue }
            slots = slots.dropFirst()
            (child.value as? any ScopedStateLink)?.link(to: frame, slot: index)
        }
    }
}

/// What a description's scope stores: each ``ScopedState`` property's value by its position, and the typed
/// `State` of a ``DescribedStatefulComponent``.
struct DescribedStateStore: Sendable {
    var slots: [Int: any Sendable] = [:]
    var typed: (any Sendable)?

    /// The store of `frame`, made if the scope has none yet.
    static func read(_ frame: ScopeFrame) -> DescribedStateStore {
        frame.state as? DescribedStateStore ?? DescribedStateStore()
    }

    /// Changes the store of `frame` in place, under its lock.
    static func modify(_ frame: ScopeFrame, _ body: (inout DescribedStateStore) -> Void) {
        frame.updateState { stored in
            var store = stored as? DescribedStateStore ?? DescribedStateStore()
            body(&store)
            stored = store
        }
    }

    /// The typed state of `frame`'s store, or `initial` if it has none.
    static func typedState<State: Sendable>(in frame: ScopeFrame, initial: State) -> State {
        read(frame).typed as? State ?? initial
    }

    /// A state update that applies `transform` to the typed state of a store (its `initial` value if it has none).
    static func typedUpdate<State: Sendable>(
        initial: State,
        _ transform: @escaping (inout State) -> Void
    ) -> StateTransform {
        { stored in
            var store = stored as? DescribedStateStore ?? DescribedStateStore()
            var state = store.typed as? State ?? initial
            transform(&state)
            store.typed = state
            stored = store
        }
    }

    /// Gives a new scope of a ``DescribedStatefulComponent`` its typed initial state.
    static func prepareTypedState<Description: ComponentDescription>(_ type: Description.Type, in frame: ScopeFrame) {
        guard let stateful = type as? any DescribedStatefulComponent.Type else { return }
        prepare(stateful, in: frame)
    }

    private static func prepare<Description: DescribedStatefulComponent>(_ type: Description.Type, in frame: ScopeFrame)
    {
        modify(frame) { store in
            if store.typed == nil { store.typed = Description.initialState }
        }
    }
}

/// A description's `id` as a scope identifier. `Identifiable` does not ask for a `Sendable` id, and a scope
/// identifier crosses threads; an id is only hashed and compared, never changed, so the box is treated as
/// `Sendable`.
struct DescriptionID: Hashable, @unchecked Sendable {
    let base: AnyHashable
}
