/// How the runtime makes a component's view: ComponentKit's `CKComponentViewClass`.
///
/// Either a view type made with its plain initializer, or a factory for views whose initializer takes
/// arguments. Views are reused only for the same identifier, so a factory's identifier must be stable and
/// must differ for views that are not interchangeable (pass the initializer's arguments).
public struct ViewClass<V: UIView> {
    /// What identifies interchangeable views: the type's or factory's name plus any arguments.
    public let identifier: ViewClassIdentifier
    @usableFromInline let make: @MainActor () -> V

    /// Views of type `V`, made with `V()`.
    public static func type(_ type: V.Type) -> Self {
        Self(identifier: ViewClassIdentifier(name: ViewTypeNames.name(of: type), arguments: nil)) { V() }
    }

    /// Views made by `make`, reused wherever the same `identifier` appears: seed 003's
    /// `CKComponentViewClass(&createCustomView)`.
    public static func factory(_ identifier: String, make: @escaping @MainActor () -> V) -> Self {
        Self(identifier: ViewClassIdentifier(name: identifier, arguments: nil), make: make)
    }

    /// Views made by `make` from `arguments`; a view is reused only where the identifier and the arguments
    /// are equal. ckgen writes one such factory per `@ck.view` initializer that takes arguments.
    public static func factory(
        _ identifier: String,
        arguments: some Hashable,
        make: @escaping @MainActor () -> V
    ) -> Self {
        Self(identifier: ViewClassIdentifier(name: identifier, arguments: AnyHashable(arguments)), make: make)
    }
}

/// The identity of a ``ViewClass``: views with equal identifiers are interchangeable.
public struct ViewClassIdentifier: Hashable, CustomStringConvertible {
    /// The view type's full name, or the factory's identifier.
    public let name: String
    /// The factory's arguments, if any.
    public let arguments: AnyHashable?

    /// The name, followed by the arguments in parentheses when there are any.
    public var description: String { arguments.map { "\(name)(\($0))" } ?? name }
}

/// View types' full names, found once per type: `String(reflecting:)` demangles the type's name each time,
/// thousands of instructions for every view a tree describes. Each thread keeps the names it looked up, so a
/// build takes the shared table's lock once per type.
enum ViewTypeNames {
    private static let names = Locked([ObjectIdentifier: String]())

    static func name(of type: Any.Type) -> String {
        let key = ObjectIdentifier(type)
        let local = PerThreadCache.current
        if let name = local.viewTypeNames[key] { return name }
        let name = shared(type, key: key)
        local.viewTypeNames[key] = name
        return name
    }

    private static func shared(_ type: Any.Type, key: ObjectIdentifier) -> String {
        if let name = names.withLock({ $0[key] }) { return name }
        let name = String(reflecting: type)
        names.withLock { $0[key] = name }
        return name
    }
}
