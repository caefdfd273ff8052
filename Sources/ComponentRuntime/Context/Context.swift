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
    private var values: [ObjectIdentifier: Entry] = [:]

    /// A value set in a context, with its key: what ``entries`` lists.
    public struct Entry: Sendable {
        /// The key the value is set under.
        public var key: any ContextKey.Type { keyType.type }
        /// The value.
        public let value: any Sendable
        private let keyType: KeyType

        init(key: any ContextKey.Type, value: any Sendable) {
            self.keyType = KeyType(type: key)
            self.value = value
        }
    }

    /// A key type, shared across threads. `@unchecked`: a type is immutable, but only newer standard
    /// libraries (with `SendableMetatype`) let the compiler see that for any key type.
    private struct KeyType: @unchecked Sendable {
        let type: any ContextKey.Type
    }

    /// An empty context: every key reads its default value.
    public init() {}

    /// The value for `key`, or its default.
    public subscript<Key: ContextKey>(key: Key.Type) -> Key.Value {
        get { values[ObjectIdentifier(key)]?.value as? Key.Value ?? Key.defaultValue }
        set { values[ObjectIdentifier(key)] = Entry(key: key, value: newValue) }
    }

    /// Every value set in this context (keys left at their default are not listed), sorted by the key's
    /// name (then its full name): ComponentKit's `CKComponentContextHelper::fetchAll`, for debugging tools and for handing a
    /// context's values to a tree built elsewhere.
    public var entries: [Entry] {
        values.values.sorted {
            let (left, right) = (String(describing: $0.key), String(describing: $1.key))
            return left != right ? left < right : String(reflecting: $0.key) < String(reflecting: $1.key)
        }
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
