/// How one action method of a responder is called: with the sender, without it, with the sender and a typed
/// argument (ComponentKit's `CKAction<T>`), or as a question that answers `Bool` (forwarded gesture-delegate
/// selectors).
///
/// ckgen writes these in each responder's table; a hand-written table looks the same:
/// ```swift
/// .didTapFollow: .withSender { (target, sender: UIControl) in target.didTapFollow(sender) }
/// ```
@MainActor
public struct ActionHandler<Target: AnyObject> {
    /// Calls the method on the responder, which must be a `Target` (it is: the table belongs to its type).
    @usableFromInline let invoke: @MainActor (AnyObject, AnyObject?, Any) -> ActionOutcome

    @usableFromInline init(invoke: @escaping @MainActor (AnyObject, AnyObject?, Any) -> ActionOutcome) {
        self.invoke = invoke
    }

    // The factories are inlinable so that each one is specialised where the generated table is written: the
    // sender check then casts to a concrete type instead of looking up generic metadata on every dispatch.

    /// A method that takes no arguments.
    @inlinable
    public static func withoutSender(_ body: @escaping @MainActor (Target) -> Void) -> Self {
        Self { responder, _, _ in
            guard let target = responder as? Target else { return .notATarget }
            body(target)
            return .performed(answer: nil)
        }
    }

    /// A method that takes the sender. The sender is checked against `Sender`; a mismatch is reported, not
    /// a crash, and the method is not called.
    @inlinable
    public static func withSender<Sender>(_ body: @escaping @MainActor (Target, Sender) -> Void) -> Self {
        Self { responder, sender, _ in
            guard let target = responder as? Target else { return .notATarget }
            guard let typed = sender as? Sender else { return .senderMismatch(expected: "\(Sender.self)") }
            body(target, typed)
            return .performed(answer: nil)
        }
    }

    /// A method that takes the sender and one argument (a tuple for several), sent with a
    /// ``ComponentAction`` of that argument's type. The sender and the argument are checked; a mismatch is
    /// reported, not a crash, and the method is not called.
    @inlinable
    public static func withArgument<Sender, Argument>(
        _ body: @escaping @MainActor (Target, Sender, Argument) -> Void
    ) -> Self {
        Self { responder, sender, argument in
            guard let target = responder as? Target else { return .notATarget }
            guard let typed = sender as? Sender else { return .senderMismatch(expected: "\(Sender.self)") }
            guard let value = argument as? Argument else {
                return .argumentMismatch(expected: "\(Argument.self)", actual: "\(type(of: argument))")
            }
            body(target, typed, value)
            return .performed(answer: nil)
        }
    }

    /// A method that takes the sender and answers a question, such as a forwarded
    /// `gestureRecognizerShouldBegin:`.
    @inlinable
    public static func predicate<Sender>(_ body: @escaping @MainActor (Target, Sender) -> Bool) -> Self {
        Self { responder, sender, _ in
            guard let target = responder as? Target else { return .notATarget }
            guard let typed = sender as? Sender else { return .senderMismatch(expected: "\(Sender.self)") }
            return .performed(answer: body(target, typed))
        }
    }
}

/// What happened when an action was invoked.
@usableFromInline
enum ActionOutcome {
    case performed(answer: Bool?)
    case senderMismatch(expected: String)
    case argumentMismatch(expected: String, actual: String)
    /// A hand-written table listed under another type than the one it was declared for.
    case notATarget
}

/// A responder type's dispatch table, type-erased so the runtime can keep one per responder.
/// Create ``ActionTable`` values; this class holds what the walk up the chain reads, with no generic code
/// on that path (an unspecialised generic lookup per responder would cost more than the walk).
@MainActor
public class AnyActionTable {
    /// ActionSelector ids, in table order: a short integer scan answers "does this type handle it?".
    let ids: [Int]
    let selectorList: [ActionSelector]
    let invokers: [@MainActor (AnyObject, AnyObject?, Any) -> ActionOutcome]

    @usableFromInline
    init(selectors: [ActionSelector], invokers: [@MainActor (AnyObject, AnyObject?, Any) -> ActionOutcome]) {
        self.ids = selectors.map(\.id)
        self.selectorList = selectors
        self.invokers = invokers
    }

    final func handles(_ selector: ActionSelector) -> Bool {
        ids.contains(selector.id)
    }

    final func perform(
        _ selector: ActionSelector,
        on responder: AnyObject,
        sender: AnyObject?,
        argument: Any
    ) -> ActionOutcome? {
        guard let index = ids.firstIndex(of: selector.id) else { return nil }
        return invokers[index](responder, sender, argument)
    }

    /// The selectors this table handles, sorted by name.
    public var selectors: [ActionSelector] { selectorList.sorted { $0.name < $1.name } }
}

/// The dispatch table of one responder type: which selector calls which method. This replaces
/// Objective-C's `respondsToSelector:` and `NSInvocation`: no reflection and no string matching.
///
/// ckgen writes the table and the conformance for every type with `/// @ck.action` methods:
/// ```swift
/// extension FollowButtonComponentController: ActionResponder {
///     static let actionTable: AnyActionTable = ActionTable<FollowButtonComponentController>([
///         .didTapFollow: .withSender { (target, sender: UIControl) in target.didTapFollow(sender) },
///     ])
/// }
/// ```
public final class ActionTable<Target: AnyObject>: AnyActionTable {
    /// Creates a table. A selector listed twice is reported and the first entry wins.
    @inlinable
    public convenience init(_ entries: KeyValuePairs<ActionSelector, ActionHandler<Target>>) {
        self.init(entries: entries.map { ($0.key, $0.value) })
    }

    /// Creates a table from a list, as ckgen writes it when some entries sit inside `#if`.
    @inlinable
    public init(entries: [(ActionSelector, ActionHandler<Target>)]) {
        var selectors: [ActionSelector] = []
        var invokers: [@MainActor (AnyObject, AnyObject?, Any) -> ActionOutcome] = []
        for (selector, handler) in entries {
            if selectors.contains(selector) {
                RuntimeDiagnostics.report(
                    .duplicateSelector,
                    "the action table of '\(Target.self)' lists selector '\(selector.name)' twice; the first entry is used"
                )
                continue
            }
            selectors.append(selector)
            invokers.append(handler.invoke)
        }
        super.init(selectors: selectors, invokers: invokers)
    }
}

/// A member of the responder chain (a component, a controller, a view, a view controller, any ``Responder``)
/// whose actions are listed in a dispatch table. ckgen declares the conformance; you rarely write it by hand.
@MainActor
public protocol ActionResponder: AnyObject {
    /// The type's dispatch table.
    static var actionTable: AnyActionTable { get }
}
