/// A scope opened for a component class before the component is made: ComponentKit's `CKComponentScope
/// scope(self, identifier)` at the top of a `+new`, which the first component of that class made afterwards
/// acquires (``Component/withScope(_:_:)``).
///
/// One thread-local slot holds the innermost open scope; a component made while it is open looks at that one only,
/// as ComponentKit's component looks at the top of its thread's scope stack.
final class OpenedScope {
    /// The exact class whose first component takes the scope (a subclass does not, as in ComponentKit, which
    /// compares type names).
    let componentType: ObjectIdentifier
    let identifier: ScopeIdentifier
    /// Whether a component took it already: later components of the class get none.
    private(set) var isAcquired = false

    private init(componentType: ObjectIdentifier, identifier: ScopeIdentifier) {
        self.componentType = componentType
        self.identifier = identifier
    }

    private static let slot = ThreadLocalSlot()

    /// The identifier of the innermost scope open on this thread, if it is for exactly `type` and no component took
    /// it yet; it is then taken. `nil` otherwise, and whenever no scope is open (the common case, one read of a
    /// thread-local slot).
    static func acquire(by type: Component.Type) -> ScopeIdentifier? {
        guard let pointer = slot.value else { return nil }
        let innermost = Unmanaged<OpenedScope>.fromOpaque(UnsafeRawPointer(pointer)).takeUnretainedValue()
        guard !innermost.isAcquired, innermost.componentType == ObjectIdentifier(type) else { return nil }
        innermost.isAcquired = true
        return innermost.identifier
    }

    /// Runs `body` with a scope for `type` open on this thread, innermost, then closes it (also when `body`
    /// throws) and reopens what was open before.
    static func opening<Result>(
        for type: Component.Type,
        identifier: ScopeIdentifier,
        _ body: () throws -> Result
    ) rethrows -> Result {
        let scope = OpenedScope(componentType: ObjectIdentifier(type), identifier: identifier)
        let previous = slot.value
        slot.set(Unmanaged.passUnretained(scope).toOpaque())
        defer {
            slot.set(previous)
            withExtendedLifetime(scope) {}
        }
        return try body()
    }
}

extension Component {
    /// Opens the scope `(this class, identifier)` while `body` runs; the first component of exactly this class made
    /// in `body` takes it, as if it had passed `scope: identifier`: ComponentKit's `CKComponentScope scope(self,
    /// identifier)` written at the top of a `+new`, before the children and the component are made.
    ///
    /// ```swift
    /// static func make(story: Story) -> StoryComponent {
    ///     StoryComponent.withScope(story.id) {
    ///         StoryComponent(header: HeaderComponent(story), body: BodyComponent(story))
    ///     }
    /// }
    /// ```
    ///
    /// As in ComponentKit: later components of the class made in `body` get no scope from it (a stateful one reads
    /// ``StatefulComponent/stateIfScoped`` as `nil`); a component of another class, or of a subclass, does not take
    /// it; one that passes `scope:` itself keeps its own and leaves this one to the next; and only the innermost
    /// open scope is looked at, so a component made inside another class's `withScope` takes neither. A scope no
    /// component took is not part of the tree (ComponentKit keeps its state anyway; here state lives with the
    /// component that declares the scope).
    public static func withScope<Result>(
        _ identifier: some Hashable & Sendable,
        _ body: () throws -> Result
    ) rethrows -> Result {
        try OpenedScope.opening(for: self, identifier: ScopeIdentifier(identifier), body)
    }

    /// Opens a scope for this class without an identifier while `body` runs: ComponentKit's `CKComponentScope
    /// scope(self)`. See ``withScope(_:_:)``.
    public static func withScope<Result>(_ body: () throws -> Result) rethrows -> Result {
        try withScope(NoScopeIdentifier(), body)
    }
}
