/// An object that handles router events for a screen through a strategy map, so the screen needs no
/// `if`/`else` ladder (seed 002's `EventProxy` and "MVCE").
///
/// ckgen writes the conformance for every class marked `/// @ck.eventProxy`, from its `/// @ck.event("Name")`
/// methods:
/// ```swift
/// extension FeedEventProxy: EventProxy {
///     static let eventStrategies: EventStrategyMap<FeedEventProxy> = [
///         .customButtonEvent: { proxy, userInfo in proxy.buttonTapped(userInfo) },
///     ]
///     @discardableResult
///     func handleEvent(name: EventName, userInfo: UserInfo) -> Bool {
///         FeedEventProxy.eventStrategies.handle(name, userInfo: userInfo, on: self)
///     }
/// }
/// ```
/// A screen hands each event to its proxy and usually passes it on:
/// ```swift
/// override func routerEvent(name: EventName, userInfo: UserInfo) {
///     eventProxy.handleEvent(name: name, userInfo: userInfo)
///     super.routerEvent(name: name, userInfo: userInfo)
/// }
/// ```
@MainActor
public protocol EventProxy: AnyObject {
    /// Handles the event if the proxy has a strategy for it.
    /// - Returns: whether a strategy handled it.
    @discardableResult
    func handleEvent(name: EventName, userInfo: UserInfo) -> Bool
}

/// The strategy map of an ``EventProxy``: which method handles which event name.
public struct EventStrategyMap<Proxy: AnyObject>: ExpressibleByDictionaryLiteral, Sendable {
    /// A strategy: calls one of the proxy's methods with the event's user info.
    public typealias Strategy = @MainActor @Sendable (Proxy, UserInfo) -> Void

    private let strategies: [EventName: Strategy]

    /// Creates a map; a name listed twice keeps the first strategy (ckgen reports duplicates before this).
    public init(dictionaryLiteral elements: (EventName, Strategy)...) {
        self.init(entries: elements)
    }

    /// Creates a map from a list, as ckgen writes it when some strategies sit inside `#if`.
    public init(entries: [(EventName, Strategy)]) {
        self.strategies = Dictionary(entries, uniquingKeysWith: { first, _ in first })
    }

    /// The event names the map handles, sorted.
    public var eventNames: [EventName] { strategies.keys.sorted() }

    /// Calls the strategy for `name` on `proxy`. A name with no strategy is reported as a
    /// ``RuntimeDiagnostic/Kind/missingEventStrategy`` warning (never a crash) and returns `false`.
    @MainActor
    @discardableResult
    public func handle(_ name: EventName, userInfo: UserInfo, on proxy: Proxy) -> Bool {
        guard let strategy = strategies[name] else {
            RuntimeDiagnostics.report(
                .missingEventStrategy,
                "'\(Proxy.self)' has no strategy for event '\(name)'; known events: "
                    + eventNames.map(\.rawValue).joined(separator: ", ")
            )
            return false
        }
        strategy(proxy, userInfo)
        return true
    }
}
