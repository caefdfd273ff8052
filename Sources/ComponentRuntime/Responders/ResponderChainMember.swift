/// A member of the component responder chain that is not a `UIResponder`: every ``Component`` and every
/// ``Responder`` (component controllers, and any object you place in the chain). Views and view controllers take
/// part as what they are, `UIResponder`s. Members answer on the main actor, where views send actions; components
/// are not main-actor objects themselves, because trees are built off the main actor.
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
/// ``target(forAction:withSender:)``. ``Component`` and ``Responder`` give every requirement its default
/// behaviour, the same for both; subclasses override what they need.
public protocol ResponderChainMember: AnyObject {
    /// The next member of the chain (a component, a ``Responder`` or a `UIResponder`), or `nil` at its end.
    @MainActor var nextResponder: AnyObject? { get }

    /// Whether this member handles `action` sent by `sender`. The default answers whether its type's dispatch
    /// table (``ActionResponder``) lists it, and `false` for a `nil` action, as ComponentKit answers for a null
    /// selector; override to decline (or accept) depending on the sender, as ComponentKit's
    /// `canPerformAction:withSender:` allows.
    @MainActor func canPerformAction(_ action: ActionSelector?, withSender sender: AnyObject?) -> Bool

    /// The member of the chain that handles `action` sent by `sender`: this member if it can perform it, else the
    /// target its ``nextResponder`` finds, and after the end of the chain ``Application/responder``. `nil` when
    /// none does, and for a `nil` action, which no responder performs (ComponentKit's answer for a null
    /// selector). Override to redirect an action, as ComponentKit's `targetForAction:withSender:`.
    @MainActor func target(forAction action: ActionSelector?, withSender sender: AnyObject?) -> AnyObject?

    /// Delivers a router event to this member. The default passes it to ``nextResponder``; at the end of the
    /// chain, to ``Application/responder``.
    ///
    /// Override to handle an event; call `super` (possibly with decorated `userInfo`) to pass it on, or return
    /// without calling it to stop the event. This is the Swift form of the `routerEventWithName:userInfo:`
    /// category on `UIResponder`; views and view controllers handle router events through
    /// ``RouterEventHandler``.
    @MainActor func routerEvent(name: EventName, userInfo: UserInfo)
}

extension ResponderChainMember {
    /// Sends `action` up the chain starting at this member. An action that no responder handles is reported
    /// through ``RuntimeDiagnostics`` (an assertion in debug builds), never silently dropped.
    ///
    /// - Returns: the handler's answer for questions (``ActionHandler/predicate(_:)``), otherwise `nil`.
    @MainActor
    @discardableResult
    public func send(_ action: ActionSelector, sender: AnyObject?) -> Bool? {
        ResponderChain.send(action, from: self, sender: sender, origin: ResponderChain.description(of: self))
    }

    /// The default of ``target(forAction:withSender:)``.
    @MainActor
    func targetAlongChain(forAction action: ActionSelector?, withSender sender: AnyObject?) -> AnyObject? {
        guard let action else { return nil }
        if canPerformAction(action, withSender: sender) { return self }
        return ResponderChain.target(for: action, from: nextResponder, sender: sender)
    }

    /// The default of ``routerEvent(name:userInfo:)``.
    @MainActor
    func passRouterEventAlong(name: EventName, userInfo: UserInfo) {
        RouterEventTracing.record(self, name, userInfo)
        RouterEvents.deliver(name: name, userInfo: userInfo, to: nextResponder, after: self)
    }
}
