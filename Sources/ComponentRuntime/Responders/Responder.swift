/// A component-side member of the responder chain: components, component controllers and any object you
/// place in the chain that is not a `UIResponder` (an application-level catch-all, say). Views and view
/// controllers take part as what they are, `UIResponder`s.
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

    /// The next member of the chain (a ``Responder`` or a `UIResponder`), or `nil` at its end. Subclasses
    /// that are not components or controllers override this to join a chain.
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

    /// Whether this responder handles `action`: whether its type's dispatch table (``ActionResponder``)
    /// lists it.
    public final func canPerformAction(_ action: ActionSelector, withSender sender: AnyObject?) -> Bool {
        handles(action)
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

    /// The first member of the chain, starting with this responder, that handles `action`; after the end of
    /// the chain, ``Application/responder``. `nil` when none does.
    public final func target(forAction action: ActionSelector, withSender sender: AnyObject?) -> AnyObject? {
        target(for: action)
    }

    private func target(for action: ActionSelector) -> AnyObject? {
        if let cache = dispatchCache, cache.selectorID == action.id, cache.chainVersion == ResponderChain.version {
            return cache.target.takeUnretainedValue()
        }
        var current: Responder = self
        while true {
            if current.handles(action) {
                // Remember a target reached through the runtime's own links only: every change to those bumps
                // `ResponderChain.version`, so the remembered pointer is valid until then.
                dispatchCache = DispatchCache(
                    selectorID: action.id,
                    chainVersion: ResponderChain.version,
                    target: .passUnretained(current)
                )
                return current
            }
            guard current.hasRuntimeManagedLinks, let next = current.nextResponder else {
                return ResponderChain.target(for: action, from: current.nextResponder)
            }
            guard let nextResponder = next as? Responder else {
                return ResponderChain.target(for: action, from: next)
            }
            current = nextResponder
        }
    }

    // The last target found from this responder. Components and controllers follow ComponentKit's fixed rules
    // and every change to their links bumps `ResponderChain.version`, so a walk made only of them can be
    // remembered until the next change: repeated taps on the same control do not walk the chain again. The
    // target is not retained; it is alive as long as the links that lead to it are unchanged.
    private struct DispatchCache {
        let selectorID: Int
        let chainVersion: Int
        let target: Unmanaged<Responder>
    }
    private final var dispatchCache: DispatchCache?

    /// Whether this responder's ``nextResponder`` is one of the runtime's fixed links (components and
    /// controllers), whose changes bump ``ResponderChain/version``.
    final var hasRuntimeManagedLinks = false

    /// Sends `action` up the chain starting at this responder. An action that no responder handles is
    /// reported through ``RuntimeDiagnostics`` (an assertion in debug builds), never silently dropped.
    ///
    /// - Returns: the handler's answer for questions (``ActionHandler/predicate(_:)``), otherwise `nil`.
    @discardableResult
    public final func send(_ action: ActionSelector, sender: AnyObject?) -> Bool? {
        guard let target = target(for: action) else {
            RuntimeDiagnostics.report(
                .unhandledAction,
                "no responder handles action '\(action.name)' sent from \(chainDescription)"
            )
            return nil
        }
        return ResponderChain.perform(action, on: target, sender: sender)
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
    /// Counts changes to the links between components and controllers (parents, controllers, host views), so
    /// a remembered dispatch target is used only while the chain that led to it is unchanged.
    static var version = 0
    static func linksChanged() { version &+= 1 }

    /// The member after `member`: a responder's ``Responder/nextResponder``, a `UIResponder`'s `next`.
    static func next(after member: AnyObject) -> AnyObject? {
        if let responder = member as? Responder { return responder.nextResponder }
        if let responder = member as? UIResponder { return responder.next }
        return nil
    }

    /// The dispatch table of any member: a responder's cached one, or the table of a `UIResponder`
    /// subclass that declares one.
    static func actionTable(of member: AnyObject) -> AnyActionTable? {
        if let responder = member as? Responder { return responder.actionTable }
        return (type(of: member) as? any ActionResponder.Type)?.actionTable
    }

    /// The first member from `start` on that handles `action`, then ``Application/responder``.
    static func target(for action: ActionSelector, from start: AnyObject?) -> AnyObject? {
        var current = start
        while let member = current {
            if let responder = member as? Responder {
                if responder.handles(action) { return responder }
            } else if actionTable(of: member)?.handles(action) == true {
                return member
            }
            current = next(after: member)
        }
        if let application = Application.responder, actionTable(of: application)?.handles(action) == true {
            return application
        }
        return nil
    }

    /// Sends `action` up the chain from `start`, reporting an action nobody handles.
    @discardableResult
    static func send(_ action: ActionSelector, from start: AnyObject, sender: AnyObject?) -> Bool? {
        if let responder = start as? Responder { return responder.send(action, sender: sender) }
        guard let target = target(for: action, from: start) else {
            RuntimeDiagnostics.report(
                .unhandledAction,
                "no responder handles action '\(action.name)' sent from '\(type(of: start))'"
            )
            return nil
        }
        return perform(action, on: target, sender: sender)
    }

    /// Calls `target`'s handler for `action` (which must be one it can perform).
    static func perform(_ action: ActionSelector, on target: AnyObject, sender: AnyObject?) -> Bool? {
        switch actionTable(of: target)?.perform(action, on: target, sender: sender) {
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
        case .notATarget?, nil:
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
