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
/// Two bindings are equal when the values they showed when they were made are equal, so an `Equatable`
/// description that takes a binding renders again when the bound value changed.
@propertyWrapper
@dynamicMemberLookup
public struct ScopedBinding<Value> {
    private let snapshot: Value
    private let get: () -> Value
    private let update: (UpdateMode, @escaping (inout Value) -> Void) -> Void

    init(
        snapshot: Value,
        get: @escaping () -> Value,
        update: @escaping (UpdateMode, @escaping (inout Value) -> Void) -> Void
    ) {
        self.snapshot = snapshot
        self.get = get
        self.update = update
    }

    /// A binding that reads with `get` and writes with `set`, whatever the mode.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.init(snapshot: get(), get: get) { _, transform in
            var value = get()
            transform(&value)
            set(value)
        }
    }

    /// A binding that always reads `value` and ignores writes: for previews and tests.
    public static func constant(_ value: Value) -> Self {
        Self(snapshot: value, get: { value }, update: { _, _ in })
    }

    /// Makes the property from a binding: `@ScopedBinding var isExpanded: Bool` is initialized with `$isExpanded`.
    public init(projectedValue: ScopedBinding<Value>) {
        self = projectedValue
    }

    /// The bound value. Setting it asks for an asynchronous update.
    public var wrappedValue: Value {
        get { get() }
        nonmutating set { update(.asynchronous) { $0 = newValue } }
    }

    /// The binding itself, to pass on.
    public var projectedValue: ScopedBinding<Value> { self }

    /// Changes the bound value with `transform`, applied in `mode` (see ``UpdateMode``).
    public func update(mode: UpdateMode = .asynchronous, _ transform: @escaping (inout Value) -> Void) {
        update(mode, transform)
    }

    /// Sets the bound value, applied in `mode`.
    public func set(_ value: Value, mode: UpdateMode = .asynchronous) where Value: Sendable {
        update(mode) { $0 = value }
    }

    /// A binding to a part of the value: `$settings.isMuted`.
    public subscript<Part>(dynamicMember keyPath: WritableKeyPath<Value, Part>) -> ScopedBinding<Part> {
        ScopedBinding<Part>(
            snapshot: snapshot[keyPath: keyPath],
            get: { get()[keyPath: keyPath] },
            update: { mode, transform in update(mode) { transform(&$0[keyPath: keyPath]) } }
        )
    }
}

extension ScopedBinding: Equatable where Value: Equatable {
    /// Equal when the values shown when the bindings were made are equal.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.snapshot == rhs.snapshot }
}
