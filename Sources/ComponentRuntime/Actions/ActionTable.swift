/// How one action method of a responder is called: with the sender, without it, or as a question that
/// answers `Bool` (forwarded gesture-delegate selectors).
///
/// ckgen writes these in each responder's table; a hand-written table looks the same:
/// ```swift
/// .didTapFollow: .withSender { (target, sender: Control) in target.didTapFollow(sender) }
/// ```
public struct ActionHandler<Target: Responder> {
    let invoke: @MainActor (Target, Any?) -> ActionOutcome

    /// A method that takes no arguments.
    public static func withoutSender(_ body: @escaping @MainActor (Target) -> Void) -> Self {
        Self { target, _ in
            body(target)
            return .performed(answer: nil)
        }
    }

    /// A method that takes the sender. The sender is checked against `Sender`; a mismatch is reported, not
    /// a crash, and the method is not called.
    public static func withSender<Sender>(_ body: @escaping @MainActor (Target, Sender) -> Void) -> Self {
        Self { target, sender in
            guard let typed = sender as? Sender else { return .senderMismatch(expected: "\(Sender.self)") }
            body(target, typed)
            return .performed(answer: nil)
        }
    }

    /// A method that takes the sender and answers a question, such as a forwarded
    /// `gestureRecognizerShouldBegin:`.
    public static func predicate<Sender>(_ body: @escaping @MainActor (Target, Sender) -> Bool) -> Self {
        Self { target, sender in
            guard let typed = sender as? Sender else { return .senderMismatch(expected: "\(Sender.self)") }
            return .performed(answer: body(target, typed))
        }
    }
}

/// What happened when an action was invoked.
enum ActionOutcome {
    case performed(answer: Bool?)
    case senderMismatch(expected: String)
}

/// A responder type's dispatch table, type-erased so the runtime can keep one per responder.
/// Create ``ActionTable`` values; this class only exists to hold them.
@MainActor
public class AnyActionTable {
    init() {}
    func handles(_ selector: Selector) -> Bool { false }
    func perform(_ selector: Selector, on responder: Responder, sender: Any?) -> ActionOutcome? { nil }
    /// The selectors this table handles, sorted by name.
    public var selectors: [Selector] { [] }
}

/// The dispatch table of one responder type: which selector calls which method. This replaces
/// Objective-C's `respondsToSelector:` and `NSInvocation`: no reflection and no string matching.
///
/// ckgen writes the table and the conformance for every type with `/// @ck.action` methods:
/// ```swift
/// extension FollowButtonComponentController: ActionResponder {
///     static let actionTable: AnyActionTable = ActionTable<FollowButtonComponentController>([
///         .didTapFollow: .withSender { (target, sender: Control) in target.didTapFollow(sender) },
///     ])
/// }
/// ```
public final class ActionTable<Target: Responder>: AnyActionTable {
    // Tables are small; a linear scan over integer ids beats hashing.
    private let entries: [(id: Int, selector: Selector, handler: ActionHandler<Target>)]

    /// Creates a table. A selector listed twice is reported and the first entry wins.
    public init(_ entries: KeyValuePairs<Selector, ActionHandler<Target>>) {
        var unique: [(id: Int, selector: Selector, handler: ActionHandler<Target>)] = []
        for (selector, handler) in entries {
            if unique.contains(where: { $0.id == selector.id }) {
                RuntimeDiagnostics.report(
                    .duplicateSelector,
                    "the action table of '\(Target.self)' lists selector '\(selector.name)' twice; the first entry is used"
                )
                continue
            }
            unique.append((selector.id, selector, handler))
        }
        self.entries = unique
    }

    override func handles(_ selector: Selector) -> Bool {
        entries.contains { $0.id == selector.id }
    }

    override func perform(_ selector: Selector, on responder: Responder, sender: Any?) -> ActionOutcome? {
        guard let entry = entries.first(where: { $0.id == selector.id }), let target = responder as? Target else {
            return nil
        }
        return entry.handler.invoke(target, sender)
    }

    /// The selectors this table handles, sorted by name.
    public override var selectors: [Selector] { entries.map(\.selector).sorted { $0.name < $1.name } }
}

/// A responder whose actions are listed in a dispatch table. ckgen declares the conformance; you rarely
/// write it by hand.
@MainActor
public protocol ActionResponder: Responder {
    /// The type's dispatch table.
    static var actionTable: AnyActionTable { get }
}
