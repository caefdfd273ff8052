/// Watches router events as they travel the chain: the Swift form of the seed's `NSLog` in every
/// `routerEventWithName:userInfo:`. Each member of the chain the event reaches is recorded: a responder whose
/// ``Responder/routerEvent(name:userInfo:)``
/// default implementation runs (directly, or through `super` from an override), and every view or view
/// controller the event passes.
@MainActor
public enum RouterEventTracing {
    /// Called with each responder an event passes, the event's name and its user info at that point.
    public static var observer: (@MainActor (AnyObject, EventName, UserInfo) -> Void)?

    static func record(_ responder: AnyObject, _ name: EventName, _ userInfo: UserInfo) {
        observer?(responder, name, userInfo)
    }

    /// Runs `body` while recording every hop, and returns the hops in order.
    public static func trace(_ body: () throws -> Void) rethrows -> [(
        responder: AnyObject, name: EventName, userInfo: UserInfo
    )] {
        let previous = observer
        var hops: [(responder: AnyObject, name: EventName, userInfo: UserInfo)] = []
        observer = { responder, name, userInfo in
            previous?(responder, name, userInfo)
            hops.append((responder, name, userInfo))
        }
        defer { observer = previous }
        try body()
        return hops
    }
}

/// A view or view controller that handles router events: UIKit classes cannot take an overridable method from
/// the runtime, so they conform to this protocol instead of overriding ``Responder/routerEvent(name:userInfo:)``.
@MainActor
public protocol RouterEventHandler: AnyObject {
    /// Handles an event that reached this object. Return the user info to pass on up the chain (as received,
    /// or decorated), or `nil` to stop the event here.
    func handleRouterEvent(name: EventName, userInfo: UserInfo) -> UserInfo?
}

extension UIResponder {
    /// Sends a router event up the chain, starting with this view or view controller: the Swift form of
    /// `routerEventWithName:userInfo:`. From a view that a component renders, the event goes on to that
    /// component, then its controller, its parent and so on up to the view the tree is mounted in, then that
    /// view's superviews and view controller, then ``Application/responder``.
    public func routerEvent(name: EventName, userInfo: UserInfo) {
        RouterEvents.deliver(name: name, userInfo: userInfo, to: self, after: nil)
    }
}

/// How router events travel over members of every kind.
@MainActor
enum RouterEvents {
    /// Delivers an event to `member` (and on from there); when the chain ends, to ``Application/responder``
    /// unless `last`, the member that passed it on, is that responder.
    static func deliver(name: EventName, userInfo: UserInfo, to member: AnyObject?, after last: AnyObject?) {
        var current = member
        var info = userInfo
        var previous = last
        while let hop = current {
            if let component = hop as? Component {
                component.routerEvent(name: name, userInfo: info)
                return
            }
            if let responder = hop as? Responder {
                responder.routerEvent(name: name, userInfo: info)
                return
            }
            RouterEventTracing.record(hop, name, info)
            if let handler = hop as? any RouterEventHandler {
                guard let passed = handler.handleRouterEvent(name: name, userInfo: info) else { return }
                info = passed
            }
            previous = hop
            current = nextForRouterEvent(after: hop)
        }
        guard let application = Application.responder, application !== previous else { return }
        if let responder = application as? Responder {
            responder.routerEvent(name: name, userInfo: info)
            return
        }
        RouterEventTracing.record(application, name, info)
        _ = (application as? any RouterEventHandler)?.handleRouterEvent(name: name, userInfo: info)
    }

    /// Rule 7 for router events: a view that a component renders hands events to that component; any other
    /// view or view controller to its `next` responder.
    static func nextForRouterEvent(after member: AnyObject) -> AnyObject? {
        if let view = member as? UIView, let component = ViewBookkeeping.component(of: view) { return component }
        return ResponderChain.next(after: member)
    }
}
