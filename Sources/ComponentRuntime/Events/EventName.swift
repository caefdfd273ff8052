/// The name of a router event, typed so call sites use constants rather than strings. ckgen writes one
/// constant per `/// @ck.event("Name")`:
/// ```swift
/// extension EventName {
///     static let customButtonEvent = EventName("CustomButtonEvent")
/// }
/// ```
public struct EventName: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The event's name as it appears in logs.
    public let rawValue: String

    /// Names an event.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Orders names alphabetically.
    public static func < (lhs: EventName, rhs: EventName) -> Bool { lhs.rawValue < rhs.rawValue }
    /// The raw name.
    public var description: String { rawValue }
}
