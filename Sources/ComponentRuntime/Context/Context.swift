/// A key for a value in a ``Context``: declare one per kind of value, with the value used when none is set.
/// ```swift
/// enum ScreenControllerKey: ContextKey {
///     static var defaultValue: WeakReference<FeedScreen> { WeakReference(nil) }
/// }
/// ```
public protocol ContextKey {
    /// The type of value stored under this key; `Sendable`, because trees are built off the main actor.
    associatedtype Value: Sendable
    /// The value read when none is set.
    static var defaultValue: Value { get }
}

/// Typed values passed down the tree while it is built, ComponentKit's `context`: every component reads
/// the host's context (``Component/context``), and a composite may hand its children a modified one
/// (``CompositeComponent/childContext(_:)``).
public struct Context: Sendable {
    private var values: [ObjectIdentifier: any Sendable] = [:]

    /// An empty context: every key reads its default value.
    public init() {}

    /// The value for `key`, or its default.
    public subscript<Key: ContextKey>(key: Key.Type) -> Key.Value {
        get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// A copy with every value `other` sets added (``Context/with(_:_:)`` for each of them).
    func adding(_ other: Context) -> Context {
        var copy = self
        copy.values.merge(other.values) { _, new in new }
        return copy
    }

    /// A copy with `value` stored under `key`.
    public func with<Key: ContextKey>(_ key: Key.Type, _ value: Key.Value) -> Context {
        var copy = self
        copy[key] = value
        return copy
    }
}

/// A weak reference, for context values that must not keep their object alive: seed 000's
/// `context.weakViewController`.
public struct WeakReference<Object: AnyObject> {
    /// The object, while it is alive.
    public private(set) weak var object: Object?

    /// Wraps `object` without retaining it.
    public init(_ object: Object?) { self.object = object }
}

extension WeakReference: Sendable where Object: Sendable {}
