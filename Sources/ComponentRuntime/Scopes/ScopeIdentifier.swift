/// The identifier a component declares its scope with: any hashable value that can cross threads (trees are
/// built off the main actor), compared as `AnyHashable` compares.
@usableFromInline
struct ScopeIdentifier: Hashable, Sendable, CustomStringConvertible {
    let base: any Hashable & Sendable

    init(_ base: some Hashable & Sendable) {
        // Nested identifiers compare by their base, so wrapping twice changes nothing.
        if let identifier = base as? ScopeIdentifier {
            self = identifier
        } else {
            self.base = base
        }
    }

    @usableFromInline
    static func == (lhs: Self, rhs: Self) -> Bool { AnyHashable(lhs.base) == AnyHashable(rhs.base) }

    @usableFromInline
    func hash(into hasher: inout Hasher) { AnyHashable(base).hash(into: &hasher) }

    var isNoIdentifier: Bool { base is NoScopeIdentifier }

    @usableFromInline
    var description: String { "\(base)" }
}

/// The identifier of a scope declared without one: ComponentKit's `CKComponentScope scope(self)`. Siblings of
/// one type that all declare no identifier are told apart by order.
public struct NoScopeIdentifier: Hashable, Sendable {
    public init() {}
}

extension Hashable where Self == NoScopeIdentifier {
    /// A scope without identifier: `init(scope: .noIdentifier)`, ComponentKit's `CKComponentScope scope(self)`.
    public static var noIdentifier: NoScopeIdentifier { NoScopeIdentifier() }
}
