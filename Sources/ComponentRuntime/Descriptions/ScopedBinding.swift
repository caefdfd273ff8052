/// A value a child can read and change that lives elsewhere, typically a parent's ``ScopedState`` passed down
/// as `$isExpanded`. (SwiftUI's `Binding` plays this part there.)
///
/// ```swift
/// struct DisclosureComponent: ComponentDescription {
///     @ScopedBinding var isExpanded: Bool
///     var body: Component {
///         ViewComponent<UIButton> { .title(isExpanded ? "Less" : "More") }
///             .onTap { isExpanded.toggle() }
///     }
/// }
/// ```
/// A description that holds only `Sendable` values (bindings and scoped state included) is itself `Sendable`, so
/// the handlers its body makes may capture it.
///
/// Two bindings are equal when the values they showed when they were made are equal, so an `Equatable`
/// description that takes a binding renders again when the bound value changed.
@propertyWrapper
@dynamicMemberLookup
public struct ScopedBinding<Value> {
    private let snapshot: Value
    private let get: @Sendable () -> Value
    private let update: @Sendable (UpdateMode, StateChangeSite, @escaping (inout Value) -> Void) -> Void
    /// Replaces the value while its scope is built; only a binding to a ``ScopedState`` (or a part of one) has it.
    private let replace: (@Sendable (Value) -> Void)?

    init(
        snapshot: Value,
        get: @escaping @Sendable () -> Value,
        update: @escaping @Sendable (UpdateMode, StateChangeSite, @escaping (inout Value) -> Void) -> Void,
        replace: (@Sendable (Value) -> Void)? = nil
    ) {
        self.snapshot = snapshot
        self.get = get
        self.update = update
        self.replace = replace
    }

    /// A binding that reads with `get` and writes with `set`, whatever the mode.
    public init(get: @escaping @Sendable () -> Value, set: @escaping @Sendable (Value) -> Void) {
        self.init(snapshot: get(), get: get) { _, _, transform in
            var value = get()
            transform(&value)
            set(value)
        }
    }

    /// A binding that always reads `value` and ignores writes: for previews and tests.
    public static func constant(_ value: Value) -> Self where Value: Sendable {
        Self(snapshot: value, get: { value }, update: { _, _, _ in })
    }

    /// Makes the property from a binding: `@ScopedBinding var isExpanded: Bool` is initialized with `$isExpanded`.
    public init(projectedValue: ScopedBinding<Value>) {
        self = projectedValue
    }

    /// The bound value. Setting it asks for an asynchronous update (a change made off the main actor is dropped
    /// and reported; use ``set(_:mode:isolation:fileID:line:)`` for a report that names the caller's line).
    public var wrappedValue: Value {
        get { get() }
        nonmutating set { update(.asynchronous, StateChangeSite()) { $0 = newValue } }
    }

    /// The binding itself, to pass on.
    public var projectedValue: ScopedBinding<Value> { self }

    /// Changes the bound value with `transform`, applied in `mode` (see ``UpdateMode``). Call it on the main
    /// actor, as handlers run; a change made elsewhere is dropped and reported at `fileID`:`line` (the caller's,
    /// which Swift passes).
    public func update(
        mode: UpdateMode = .asynchronous,
        isolation: isolated (any Actor)? = #isolation,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        _ transform: @escaping (inout Value) -> Void
    ) {
        let site = StateChangeSite(isolation: isolation, location: CodeLocation(fileID: fileID, line: line))
        update(mode, site, transform)
    }

    /// Sets the bound value, applied in `mode`. Call it on the main actor, as handlers run; a change made
    /// elsewhere is dropped and reported at `fileID`:`line` (the caller's, which Swift passes).
    public func set(
        _ value: Value,
        mode: UpdateMode = .asynchronous,
        isolation: isolated (any Actor)? = #isolation,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) where Value: Sendable {
        let site = StateChangeSite(isolation: isolation, location: CodeLocation(fileID: fileID, line: line))
        update(mode, site) { $0 = value }
    }

    /// Replaces the value of the ``ScopedState`` this binding reaches, from the `body` of the description that owns
    /// that state only: ComponentKit's `CKComponentScope::replaceState`, for state that new inputs made wrong
    /// (`$selectedID.replace(with: nil)` when the selected item left the list). The rest of `body`, and later
    /// builds, read `value`; nothing is scheduled and nothing renders again, as an update would. Anywhere else (a
    /// handler, a child's `body`), or on a binding that reaches no scoped state, it is reported as a
    /// ``RuntimeDiagnostic/Kind/stateReplacedOutsideBuild`` fault and changes nothing.
    public func replace(with value: Value) {
        guard let replace else {
            RuntimeDiagnostics.reportWhileBuilding(
                .stateReplacedOutsideBuild,
                "a binding to '\(Value.self)' that reaches no @ScopedState was replaced; only scoped state can be"
            )
            return
        }
        replace(value)
    }

    /// A binding to a part of the value: `$settings.isMuted`.
    public subscript<Part>(dynamicMember keyPath: any WritableKeyPath<Value, Part> & Sendable) -> ScopedBinding<Part> {
        let get = get
        let update = update
        let replace = replace.map { replace in
            { @Sendable (part: Part) in
                var whole = get()
                whole[keyPath: keyPath] = part
                replace(whole)
            }
        }
        return ScopedBinding<Part>(
            snapshot: snapshot[keyPath: keyPath],
            get: { get()[keyPath: keyPath] },
            update: { mode, site, transform in update(mode, site) { transform(&$0[keyPath: keyPath]) } },
            replace: replace
        )
    }
}

// A binding made from a scoped state reaches its value through a lock-protected scope, so it may be sent
// wherever its value may: a description that holds one stays `Sendable`, and its handlers may capture it.
extension ScopedBinding: Sendable where Value: Sendable {}

extension ScopedBinding: Equatable where Value: Equatable {
    /// Equal when the values shown when the bindings were made are equal.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.snapshot == rhs.snapshot }
}
