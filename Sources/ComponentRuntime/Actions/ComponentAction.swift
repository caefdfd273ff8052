/// Where sending an action starts looking for a handler: ComponentKit's `CKActionSendBehavior`.
public enum ActionSendBehavior: Sendable {
    /// At the sender's next responder, so a component does not handle its own action by accident. The
    /// default for actions sent up the responder chain.
    case startAtSenderNextResponder
    /// At the sender (or the action's target) itself. The default for actions with a target or a scope, and
    /// for control actions, whose sender is the component that rendered the control.
    case startAtSender
}

/// An action a component sends, carrying an argument of type `Argument` after the sender: ComponentKit's
/// `CKAction<T>`. Use `Void` for an action with no argument, and a tuple for several.
///
/// An action is one of:
/// - a selector sent up the responder chain (``init(_:)-(ActionSelector)``): the walk starts at the sender's next responder;
/// - a selector sent to a target (``init(_:target:)``), which the walk starts from;
/// - a selector sent to a scope (``init(_:scopedTo:)``): the walk starts at the latest component of that scope
///   (so its controller comes next), skipping the sender's own chain;
/// - a block (`init(_ body:)`), called directly.
///
/// ```swift
/// // ckgen writes `ActionSelector.didSelect = "didSelect:item:"` and the handler's table entry:
/// //     .didSelect: .withArgument { (target, sender: Component, item: Item) in target.didSelect(sender, item: item) }
/// let select = ComponentAction<Item>(.didSelect)
/// select.send(from: self, item)                  // the argument is type-checked here, at compile time
/// ```
///
/// Equality follows ComponentKit: two actions are equal when they are of the same kind with the same selector,
/// the same target object, the same scope, and (for blocks) the same block: both made from one ``ActionBlock``,
/// or copies of one action made from a closure.
public struct ComponentAction<Argument>: Equatable {
    enum Kind {
        case responderChain(ActionSelector)
        case target(ActionSelector, WeakObject)
        case scoped(ActionSelector, ScopeIdentity)
        case block(BlockIdentity, @MainActor (Component, Argument) -> Void)
    }

    let kind: Kind

    /// Sends `selector` up the responder chain, starting at the sender's next responder.
    public init(_ selector: ActionSelector) {
        kind = .responderChain(selector)
    }

    /// Sends `selector` to `target` (held weakly), walking on from there if it does not handle it.
    public init(_ selector: ActionSelector, target: AnyObject) {
        kind = .target(selector, WeakObject(target))
    }

    /// Sends `selector` to the scope that `component` declared: its latest component, then that component's
    /// controller and parents. The action keeps reaching that scope across rebuilds, whichever component
    /// sends it. `component` must declare a scope; one that does not is reported when the action is sent.
    public init(_ selector: ActionSelector, scopedTo component: Component) {
        kind = .scoped(selector, ScopeIdentity(component))
    }

    /// Calls `body` with the sender and the argument, without any responder chain. A Swift closure has no
    /// identity to compare, so each action made this way equals only its copies; to make several equal actions
    /// from one block, as ComponentKit's actions made from one block are, make the block once as an
    /// ``ActionBlock`` and pass that.
    public init(_ body: @escaping @MainActor (_ sender: Component, _ argument: Argument) -> Void) {
        kind = .block(BlockIdentity(), body)
    }

    /// Calls `block`'s body with the sender and the argument, without any responder chain. Actions made from
    /// the same ``ActionBlock`` are equal, as ComponentKit's `CKAction`s made from the same block are.
    public init(_ block: ActionBlock<Argument>) {
        kind = .block(block.identity, block.body)
    }

    /// The selector, for every kind but blocks.
    public var selector: ActionSelector? {
        switch kind {
        case .responderChain(let selector), .target(let selector, _), .scoped(let selector, _): return selector
        case .block: return nil
        }
    }

    /// A name for the action in attribute identifiers and diagnostics: the selector's name, with the target or
    /// scope, or the block's identity.
    var identifierComponent: String {
        switch kind {
        case .responderChain(let selector): return selector.name
        case .target(let selector, let target): return "\(selector.name)@target\(target.identityNumber)"
        case .scoped(let selector, let scope): return "\(selector.name)@scope\(scope.identityNumber)"
        case .block(let identity, _): return "block\(UInt(bitPattern: ObjectIdentifier(identity).hashValue))"
        }
    }

    /// Where ``send(from:_:behavior:)`` starts by default: the sender's next responder for a selector sent up
    /// the chain, the sender (or target, or scope) for the others.
    public var defaultBehavior: ActionSendBehavior {
        if case .responderChain = kind { return .startAtSenderNextResponder }
        return .startAtSender
    }

    /// Sends the action from `sender` with `argument`. A selector nobody handles, or a handler whose sender
    /// or argument type does not match, is reported through ``RuntimeDiagnostics``.
    ///
    /// - Returns: the handler's answer for questions (``ActionHandler/predicate(_:)``), otherwise `nil`.
    @MainActor
    @discardableResult
    public func send(from sender: Component, _ argument: Argument, behavior: ActionSendBehavior? = nil) -> Bool? {
        let behavior = behavior ?? defaultBehavior
        // Where the search starts: the sender, the target or the scope's component, or the one after it.
        let selector: ActionSelector
        let first: AnyObject
        switch kind {
        case .block(_, let body):
            body(sender, argument)
            return nil
        case .responderChain(let chainSelector):
            (selector, first) = (chainSelector, sender)
        case .target(let targetSelector, let target):
            guard let object = target.object else {
                RuntimeDiagnostics.report(
                    .unhandledAction,
                    "the target of action '\(targetSelector.name)' sent from \(sender.chainDescription) no longer exists"
                )
                return nil
            }
            (selector, first) = (targetSelector, object)
        case .scoped(let scopedSelector, let scope):
            guard let component = scope.latestComponent else {
                RuntimeDiagnostics.report(
                    .missingScope,
                    "action '\(scopedSelector.name)' sent from \(sender.chainDescription) is scoped to "
                        + "\(scope.debugName), which declared no scope or has left the tree"
                )
                return nil
            }
            (selector, first) = (scopedSelector, component)
        }
        return ResponderChain.send(
            selector,
            from: behavior == .startAtSender ? first : ResponderChain.next(after: first),
            sender: sender,
            argument: argument,
            origin: sender.chainDescription
        )
    }

    /// ComponentKit's equality: same kind, selector, target, scope and block.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        switch (lhs.kind, rhs.kind) {
        case (.responderChain(let a), .responderChain(let b)): return a == b
        case (.target(let a, let aTarget), .target(let b, let bTarget)): return a == b && aTarget == bTarget
        case (.scoped(let a, let aScope), .scoped(let b, let bScope)): return a == b && aScope == bScope
        case (.block(let a, _), .block(let b, _)): return a == b
        default: return false
        }
    }
}

extension ComponentAction where Argument == Void {
    /// Sends the action from `sender`.
    @MainActor
    @discardableResult
    public func send(from sender: Component, behavior: ActionSendBehavior? = nil) -> Bool? {
        send(from: sender, (), behavior: behavior)
    }
}

/// A weakly held target, equal to another holding the same object.
struct WeakObject: Equatable {
    private(set) weak var object: AnyObject?
    private let identity: ObjectIdentifier

    init(_ object: AnyObject) {
        self.object = object
        self.identity = ObjectIdentifier(object)
    }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.identity == rhs.identity && lhs.object === rhs.object }

    var identityNumber: UInt { UInt(bitPattern: identity.hashValue) }
}

/// The scope a scoped action reaches: the frame of the component it was made with, which outlives that
/// component and follows its scope across rebuilds.
struct ScopeIdentity: Equatable {
    private weak var frame: ScopeFrame?
    private let componentType: String

    init(_ component: Component) {
        self.frame = component.scopeFrame
        self.componentType = "'\(type(of: component))'"
    }

    /// The scope's latest component, while the scope is in the tree.
    @MainActor
    var latestComponent: Component? {
        guard let frame, frame.isLive else { return nil }
        return frame.host?.latestComponent(of: frame)
    }

    /// The scope's name for diagnostics.
    @MainActor
    var debugName: String { frame.map(\.debugName) ?? "a component of \(componentType)" }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.frame != nil && lhs.frame === rhs.frame }

    var identityNumber: UInt { frame.map { UInt(bitPattern: ObjectIdentifier($0).hashValue) } ?? 0 }
}

/// A block an action calls, made once so that every action made from it is equal: ComponentKit's actions
/// compare their blocks by pointer, and a Swift closure has no identity of its own, so the block carries one.
///
/// ```swift
/// let refresh = ActionBlock<Void> { sender, _ in feed.reload() }
/// ComponentAction(refresh) == ComponentAction(refresh)  // true: the same block
/// ```
/// Keep the block where it lives as long as the actions should compare equal (a property of the owner, say):
/// a view's action attribute is applied again only when its action changes.
public final class ActionBlock<Argument> {
    /// What the block does, given the sender and the argument.
    public let body: @MainActor (_ sender: Component, _ argument: Argument) -> Void
    let identity = BlockIdentity()

    /// A block calling `body`.
    public init(_ body: @escaping @MainActor (_ sender: Component, _ argument: Argument) -> Void) {
        self.body = body
    }
}

/// The identity of a block action: made once for each action made from a closure, or once per ``ActionBlock``, and
/// copied with the action, so copies of one action are equal and two actions made from separate closures are not.
final class BlockIdentity: Equatable, Sendable {
    static func == (lhs: BlockIdentity, rhs: BlockIdentity) -> Bool { lhs === rhs }
}
