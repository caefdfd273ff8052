/// Something that takes part in the responder chain: views, components, component controllers and any
/// object you place in the chain (a screen controller, an application-level catch-all).
///
/// The chain follows ComponentKit's rules exactly:
/// 1. a component's next responder is its controller, if it has one;
/// 2. a controller's next responder is its component's parent component;
/// 3. a component without a controller hands on to its parent component;
/// 4. the root component hands on to the view it is mounted in;
/// 5. a view hands on to its superview;
/// 6. so the chain reaches the root view of the hierarchy, then its ``View/owningResponder``;
/// 7. a plain view bridges into the component chain with ``sendAction(_:from:sender:)``.
///
/// Components are not views and cannot become first responder, but they answer ``nextResponder`` and
/// ``target(forAction:withSender:)``.
@MainActor
open class Responder {
    /// Creates a responder.
    public init() {}

    /// The next responder in the chain, or `nil` at its end. Subclasses that are not views, components or
    /// controllers override this to join a chain (a screen controller returns the application's responder).
    open var nextResponder: Responder? { nil }

    // The dispatch table of this object's type, looked up once per object. The walk up the chain reads only
    // `actionTableLookup` and `actionIDs` (plain stored values), so asking "do you handle it?" costs a load
    // and a short integer scan per responder.
    private final var actionTableLookup: ActionTableLookup = .notYet
    private final var actionIDs: [Int] = []
    private final var cachedActionTable: AnyActionTable?

    private enum ActionTableLookup { case notYet, none, found }

    private final var actionTable: AnyActionTable? {
        if actionTableLookup == .notYet { lookUpActionTable() }
        return cachedActionTable
    }

    private final func lookUpActionTable() {
        cachedActionTable = (type(of: self) as? any ActionResponder.Type)?.actionTable
        actionIDs = cachedActionTable?.ids ?? []
        actionTableLookup = cachedActionTable == nil ? .none : .found
    }

    /// Whether this responder handles `selector`: whether its type's dispatch table (``ActionResponder``)
    /// lists it.
    public final func canPerformAction(_ selector: Selector, withSender sender: AnyObject?) -> Bool {
        handles(selector)
    }

    private final func handles(_ selector: Selector) -> Bool {
        switch actionTableLookup {
        case .none: return false
        case .found: return actionIDs.contains(selector.id)
        case .notYet:
            lookUpActionTable()
            return actionIDs.contains(selector.id)
        }
    }

    /// The first responder, starting with this one and following ``nextResponder``, that handles
    /// `selector`; after the end of the chain, ``Application/responder``. `nil` when none does.
    public final func target(forAction selector: Selector, withSender sender: AnyObject?) -> Responder? {
        target(for: selector)
    }

    private func target(for selector: Selector) -> Responder? {
        if let cache = dispatchCache, cache.selectorID == selector.id, cache.chainVersion == ResponderChain.version {
            return cache.target.takeUnretainedValue()
        }
        var current: Responder? = self
        var onlyRuntimeLinks = true
        while let responder = current {
            if responder.handles(selector) {
                // The target must be a component or controller too: a view (held weakly as a host view) could go
                // away without any link changing, and the remembered pointer is not retained.
                if onlyRuntimeLinks && responder.hasRuntimeManagedLinks {
                    dispatchCache = DispatchCache(
                        selectorID: selector.id,
                        chainVersion: ResponderChain.version,
                        target: .passUnretained(responder)
                    )
                }
                return responder
            }
            onlyRuntimeLinks = onlyRuntimeLinks && responder.hasRuntimeManagedLinks
            current = responder.nextResponder
        }
        if let application = Application.responder, application.handles(selector) {
            return application
        }
        return nil
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

    /// Sends `selector` up the chain starting at this responder. A selector that no responder handles is
    /// reported through ``RuntimeDiagnostics`` (an assertion in debug builds), never silently dropped.
    ///
    /// - Returns: the handler's answer for questions (``ActionHandler/predicate(_:)``), otherwise `nil`.
    @discardableResult
    public final func send(_ selector: Selector, sender: AnyObject?) -> Bool? {
        guard let target = target(for: selector) else {
            RuntimeDiagnostics.report(
                .unhandledAction,
                "no responder handles action '\(selector.name)' sent from \(chainDescription)"
            )
            return nil
        }
        return target.perform(selector, sender: sender)
    }

    /// Calls this responder's handler for `selector` (which must be one it can perform).
    func perform(_ selector: Selector, sender: AnyObject?) -> Bool? {
        switch actionTable?.perform(selector, on: self, sender: sender) {
        case .performed(let answer)?:
            return answer
        case .senderMismatch(let expected)?:
            let actual = sender.map { "\(type(of: $0))" } ?? "nil"
            RuntimeDiagnostics.report(
                .senderTypeMismatch,
                "action '\(selector.name)' of '\(type(of: self))' takes a sender of type '\(expected)', "
                    + "but was sent '\(actual)'"
            )
            return nil
        case .notATarget?, nil:
            return nil
        }
    }

    /// Delivers a router event (``routerEvent(name:userInfo:)``) to this responder. The default passes it
    /// to ``nextResponder``; at the end of the chain, to ``Application/responder``.
    ///
    /// Override to handle an event; call `super` (possibly with decorated `userInfo`) to pass it on, or
    /// return without calling it to stop the event. This is the Swift form of the
    /// `routerEventWithName:userInfo:` category on `UIResponder`.
    open func routerEvent(name: EventName, userInfo: UserInfo) {
        RouterEventTracing.record(self, name, userInfo)
        if let next = routerEventNextResponder {
            next.routerEvent(name: name, userInfo: userInfo)
        } else if let application = Application.responder, application !== self {
            application.routerEvent(name: name, userInfo: userInfo)
        }
    }

    /// Where a router event goes after this responder: ``nextResponder``, except for views that a component
    /// renders, which bridge into the component chain (see ``View``).
    var routerEventNextResponder: Responder? { nextResponder }

    /// A short description for diagnostics: the type and, for components, the owning view class.
    var chainDescription: String { "'\(type(of: self))'" }
}

/// Counts changes to the links between components and controllers (parents, controllers, host views), so a
/// remembered dispatch target is used only while the chain that led to it is unchanged.
@MainActor
enum ResponderChain {
    static var version = 0
    static func linksChanged() { version &+= 1 }
}

/// The end of every responder chain, like `UIApplication` and its delegate: actions and router events that
/// reach the end of a chain go to ``responder`` (seed 002's `AppDelegate` catch-all).
@MainActor
public enum Application {
    /// The application-level responder, if any.
    public static var responder: Responder?
}
