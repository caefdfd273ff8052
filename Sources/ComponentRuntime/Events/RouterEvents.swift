/// Watches router events as they travel the chain: the Swift form of the seed's `NSLog` in every
/// `routerEventWithName:userInfo:`. Each responder whose ``Responder/routerEvent(name:userInfo:)``
/// default implementation runs (directly, or through `super` from an override) is recorded.
@MainActor
public enum RouterEventTracing {
    /// Called with each responder an event passes, the event's name and its user info at that point.
    public static var observer: (@MainActor (Responder, EventName, UserInfo) -> Void)?

    static func record(_ responder: Responder, _ name: EventName, _ userInfo: UserInfo) {
        observer?(responder, name, userInfo)
    }

    /// Runs `body` while recording every hop, and returns the hops in order.
    public static func trace(_ body: () throws -> Void) rethrows -> [(
        responder: Responder, name: EventName, userInfo: UserInfo
    )] {
        let previous = observer
        var hops: [(responder: Responder, name: EventName, userInfo: UserInfo)] = []
        observer = { responder, name, userInfo in
            previous?(responder, name, userInfo)
            hops.append((responder, name, userInfo))
        }
        defer { observer = previous }
        try body()
        return hops
    }
}
