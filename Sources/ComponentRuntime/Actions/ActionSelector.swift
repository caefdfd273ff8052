import Foundation

/// The name of a component action, like the Objective-C `SEL` that ComponentKit's actions carry: global by
/// name, so two responders with a method of the same name handle the same action.
///
/// Declare selectors as constants rather than spelling names at call sites; ckgen writes one per
/// `/// @ck.action` method:
/// ```swift
/// extension ActionSelector {
///     static let didTapFollow = ActionSelector("didTapFollow:")
/// }
/// ```
/// Names follow Objective-C: a trailing colon per argument (`didTapFollow:` takes the sender,
/// `didTapFollow` takes nothing). Equal names are the same selector.
public struct ActionSelector: Hashable, Sendable, CustomStringConvertible {
    /// The selector's name, such as `didTapFollow:`.
    public let name: String
    /// A process-wide number for `name`, so comparing and hashing selectors costs one integer operation.
    let id: Int

    /// Returns the selector called `name`.
    public init(_ name: String) {
        self.name = name
        self.id = SelectorRegistry.shared.id(for: name)
    }

    /// Two selectors are equal when their names are.
    public static func == (lhs: ActionSelector, rhs: ActionSelector) -> Bool { lhs.id == rhs.id }
    /// Hashes the selector's number.
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
    /// The selector's name.
    public var description: String { name }
}

extension ActionSelector {
    /// Forwarded to the responder chain when a gesture with this delegate selector asks whether to begin;
    /// the handler answers with a `Bool` (see ``ActionHandler/predicate(_:)``).
    public static let gestureRecognizerShouldBegin = ActionSelector("gestureRecognizerShouldBegin:")
}

/// Interns selector names. Selectors are created rarely (as constants) and compared often.
/// `@unchecked Sendable` is safe: its one mutable property, `ids`, is read and written only under `lock`.
private final class SelectorRegistry: @unchecked Sendable {
    static let shared = SelectorRegistry()
    private let lock = NSLock()
    private var ids: [String: Int] = [:]

    func id(for name: String) -> Int {
        lock.lock()
        defer { lock.unlock() }
        if let id = ids[name] { return id }
        let id = ids.count + 1
        ids[name] = id
        return id
    }
}
