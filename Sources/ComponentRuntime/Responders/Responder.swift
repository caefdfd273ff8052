/// A member of the responder chain that is neither a view nor a component: component controllers and any
/// object you place in the chain (an application-level catch-all, say). It answers what every
/// ``ResponderChainMember`` answers, with the default behaviour components share, and follows the same rules
/// (see ``ResponderChainMember``).
@MainActor
open class Responder {
    /// Creates a responder.
    public init() {}

    /// The next member of the chain, or `nil` at its end (``ResponderChainMember/nextResponder``). Subclasses that
    /// are not controllers override this to join a chain.
    open var nextResponder: AnyObject? { nil }

    // The dispatch table of this object's type, looked up once per object. The walk up the chain reads only
    // `actionTableLookup` and `actionIDs` (plain stored values), so asking "do you handle it?" costs a load
    // and a short integer scan per responder.
    private final var actionTableLookup: ActionTableLookup = .notYet
    private final var actionIDs: [Int] = []
    private final var cachedActionTable: AnyActionTable?

    private enum ActionTableLookup { case notYet, none, found }

    final var actionTable: AnyActionTable? {
        if actionTableLookup == .notYet { lookUpActionTable() }
        return cachedActionTable
    }

    private final func lookUpActionTable() {
        cachedActionTable = (type(of: self) as? any ActionResponder.Type)?.actionTable
        actionIDs = cachedActionTable?.ids ?? []
        actionTableLookup = cachedActionTable == nil ? .none : .found
    }

    /// Whether this responder handles `action` sent by `sender`: by default whether its type's dispatch table
    /// lists it (``ResponderChainMember/canPerformAction(_:withSender:)``).
    open func canPerformAction(_ action: ActionSelector?, withSender sender: AnyObject?) -> Bool {
        guard let action else { return false }
        return handles(action)
    }

    final func handles(_ action: ActionSelector) -> Bool {
        switch actionTableLookup {
        case .none: return false
        case .found: return actionIDs.contains(action.id)
        case .notYet:
            lookUpActionTable()
            return actionIDs.contains(action.id)
        }
    }

    /// The member of the chain that handles `action` sent by `sender`
    /// (``ResponderChainMember/target(forAction:withSender:)``).
    open func target(forAction action: ActionSelector?, withSender sender: AnyObject?) -> AnyObject? {
        targetAlongChain(forAction: action, withSender: sender)
    }

    /// Delivers a router event to this responder; by default passes it on
    /// (``ResponderChainMember/routerEvent(name:userInfo:)``).
    open func routerEvent(name: EventName, userInfo: UserInfo) {
        passRouterEventAlong(name: name, userInfo: userInfo)
    }

    /// A short description for diagnostics: the type.
    var chainDescription: String { "'\(type(of: self))'" }
}

extension Responder: ResponderChainMember {}

/// The walk over the whole chain, whose members are ``Responder``s (components, controllers, your own) and
/// `UIResponder`s (views, view controllers).
@MainActor
enum ResponderChain {
    /// The member after `member`: a responder's ``Responder/nextResponder``, a `UIResponder`'s `next`.
    static func next(after member: AnyObject) -> AnyObject? {
        if let member = member as? any ResponderChainMember { return member.nextResponder }
        if let responder = member as? UIResponder { return responder.next }
        return nil
    }

    /// The dispatch table of any member: a responder's cached one, or the table of a `UIResponder`
    /// subclass that declares one.
    static func actionTable(of member: AnyObject) -> AnyActionTable? {
        if let component = member as? Component { return component.mounting.actionTable(of: component) }
        if let responder = member as? Responder { return responder.actionTable }
        return (type(of: member) as? any ActionResponder.Type)?.actionTable
    }

    /// The first member from `start` on that handles `action`, then ``Application/responder``. A
    /// ``Responder`` answers for itself and the rest of the chain (``Responder/target(forAction:withSender:)``);
    /// other members (views, view controllers) are asked through their dispatch tables.
    static func target(for action: ActionSelector, from start: AnyObject?, sender: AnyObject?) -> AnyObject? {
        var current = start
        while let member = current {
            if let member = member as? any ResponderChainMember {
                return member.target(forAction: action, withSender: sender)
            }
            if actionTable(of: member)?.handles(action) == true { return member }
            current = next(after: member)
        }
        guard let application = Application.responder else { return nil }
        if let member = application as? any ResponderChainMember {
            return member.canPerformAction(action, withSender: sender) ? member : nil
        }
        return actionTable(of: application)?.handles(action) == true ? application : nil
    }

    /// How diagnostics name `member`: its type, and for a component its view class.
    static func description(of member: AnyObject) -> String {
        (member as? Component)?.chainDescription ?? (member as? Responder)?.chainDescription ?? "'\(type(of: member))'"
    }

    /// Sends `action` up the chain from `start`, reporting an action nobody handles.
    @discardableResult
    static func send(
        _ action: ActionSelector,
        from start: AnyObject?,
        sender: AnyObject?,
        argument: Any = (),
        origin: @autoclosure () -> String
    ) -> Bool? {
        guard let target = target(for: action, from: start, sender: sender) else {
            RuntimeDiagnostics.report(
                .unhandledAction,
                "no responder handles action '\(action.name)' sent from \(origin())"
            )
            return nil
        }
        return perform(action, on: target, sender: sender, argument: argument)
    }

    /// Calls `target`'s handler for `action` (which must be one it can perform).
    static func perform(_ action: ActionSelector, on target: AnyObject, sender: AnyObject?, argument: Any) -> Bool? {
        switch actionTable(of: target)?.perform(action, on: target, sender: sender, argument: argument) {
        case .performed(let answer)?:
            return answer
        case .senderMismatch(let expected)?:
            let actual = sender.map { "\(type(of: $0))" } ?? "nil"
            RuntimeDiagnostics.report(
                .senderTypeMismatch,
                "action '\(action.name)' of '\(type(of: target))' takes a sender of type '\(expected)', "
                    + "but was sent '\(actual)'"
            )
            return nil
        case .argumentMismatch(let expected, let actual)?:
            RuntimeDiagnostics.report(
                .senderTypeMismatch,
                "action '\(action.name)' of '\(type(of: target))' takes an argument of type '\(expected)', "
                    + "but was sent '\(actual)'"
            )
            return nil
        case .notATarget?:
            return nil
        case nil:
            RuntimeDiagnostics.report(
                .unhandledAction,
                "'\(type(of: target))' was named the target of action '\(action.name)' but does not handle it"
            )
            return nil
        }
    }
}

/// The end of every responder chain, like `UIApplication` and its delegate: actions and router events that
/// reach the end of a chain go to ``responder`` (seed 002's `AppDelegate` catch-all).
@MainActor
public enum Application {
    /// The application-level responder, if any: a ``Responder``, or any object with a dispatch table
    /// (``ActionResponder``) or a ``RouterEventHandler`` conformance.
    public static var responder: AnyObject?
}
