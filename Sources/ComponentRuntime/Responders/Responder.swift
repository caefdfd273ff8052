/// A member of the responder chain that is neither a view nor a component: component controllers and any
/// object you place in the chain (an application-level catch-all, say). Views and view controllers take part
/// as what they are, `UIResponder`s; components answer the same questions as this class
/// (``Component/nextResponder``, ``Component/canPerformAction(_:withSender:)``,
/// ``Component/target(forAction:withSender:)``, ``Component/routerEvent(name:userInfo:)``) on the main actor,
/// without being main-actor objects themselves, because trees are built off the main actor.
///
/// The chain follows ComponentKit's rules exactly:
/// 1. a component's next responder is its controller, if it has one;
/// 2. a controller's next responder is its component's parent component;
/// 3. a component without a controller hands on to its parent component;
/// 4. the root component hands on to the view it is mounted in;
/// 5. a view hands on to its `next` responder: its superview, or for a root view its view controller;
/// 6. so the chain reaches the root view of the hierarchy, its view controller, then ``Application/responder``;
/// 7. a plain view bridges into the component chain with ``sendAction(_:from:sender:)``.
///
/// Components are not views and cannot become first responder, but they answer ``nextResponder`` and
/// ``target(forAction:withSender:)``.
@MainActor
open class Responder {
    /// Creates a responder.
    public init() {}

    /// The next member of the chain (a component, a ``Responder`` or a `UIResponder`), or `nil` at its end.
    /// Subclasses that are not controllers override this to join a chain.
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

    /// Whether this responder handles `action` sent by `sender`. The default answers whether its type's dispatch
    /// table (``ActionResponder``) lists it; override to decline (or accept) depending on the sender, as
    /// ComponentKit's `canPerformAction:withSender:` allows. `false` for a `nil` action (a null selector).
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

    /// The member of the chain that handles `action` sent by `sender`: this responder if it can perform it,
    /// else the target its ``nextResponder`` finds, and after the end of the chain ``Application/responder``.
    /// `nil` when none does, and for a `nil` action, which no responder performs (ComponentKit's answer for a null
    /// selector). Override to redirect an action, as ComponentKit's `targetForAction:withSender:`.
    open func target(forAction action: ActionSelector?, withSender sender: AnyObject?) -> AnyObject? {
        guard let action else { return nil }
        if canPerformAction(action, withSender: sender) { return self }
        return ResponderChain.target(for: action, from: nextResponder, sender: sender)
    }

    /// Sends `action` up the chain starting at this responder. An action that no responder handles is
    /// reported through ``RuntimeDiagnostics`` (an assertion in debug builds), never silently dropped.
    ///
    /// - Returns: the handler's answer for questions (``ActionHandler/predicate(_:)``), otherwise `nil`.
    @discardableResult
    public final func send(_ action: ActionSelector, sender: AnyObject?) -> Bool? {
        guard let target = target(forAction: action, withSender: sender) else {
            RuntimeDiagnostics.report(
                .unhandledAction,
                "no responder handles action '\(action.name)' sent from \(chainDescription)"
            )
            return nil
        }
        return ResponderChain.perform(action, on: target, sender: sender, argument: ())
    }

    /// Delivers a router event (``routerEvent(name:userInfo:)``) to this responder. The default passes it
    /// to ``nextResponder``; at the end of the chain, to ``Application/responder``.
    ///
    /// Override to handle an event; call `super` (possibly with decorated `userInfo`) to pass it on, or
    /// return without calling it to stop the event. This is the Swift form of the
    /// `routerEventWithName:userInfo:` category on `UIResponder`; views and view controllers handle router
    /// events through ``RouterEventHandler``.
    open func routerEvent(name: EventName, userInfo: UserInfo) {
        RouterEventTracing.record(self, name, userInfo)
        RouterEvents.deliver(name: name, userInfo: userInfo, to: nextResponder, after: self)
    }

    /// A short description for diagnostics: the type and, for components, the view class.
    var chainDescription: String { "'\(type(of: self))'" }
}

/// The walk over the whole chain, whose members are ``Responder``s (components, controllers, your own) and
/// `UIResponder`s (views, view controllers).
@MainActor
enum ResponderChain {
    /// The member after `member`: a responder's ``Responder/nextResponder``, a `UIResponder`'s `next`.
    static func next(after member: AnyObject) -> AnyObject? {
        if let component = member as? Component { return component.nextResponder }
        if let responder = member as? Responder { return responder.nextResponder }
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
            if let component = member as? Component {
                return component.target(forAction: action, withSender: sender)
            }
            if let responder = member as? Responder {
                return responder.target(forAction: action, withSender: sender)
            }
            if actionTable(of: member)?.handles(action) == true { return member }
            current = next(after: member)
        }
        guard let application = Application.responder else { return nil }
        if let responder = application as? Responder {
            return responder.canPerformAction(action, withSender: sender) ? responder : nil
        }
        if let component = application as? Component {
            return component.canPerformAction(action, withSender: sender) ? component : nil
        }
        return actionTable(of: application)?.handles(action) == true ? application : nil
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
