/// One value in a router event's ``UserInfo``.
public enum UserInfoValue: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral,
    ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral
{
    /// Text.
    case string(String)
    /// A whole number.
    case int(Int)
    /// A number with a fraction.
    case double(Double)
    /// A flag.
    case bool(Bool)

    /// Creates a text value.
    public init(stringLiteral value: String) { self = .string(value) }
    /// Creates a whole-number value.
    public init(integerLiteral value: Int) { self = .int(value) }
    /// Creates a fractional value.
    public init(floatLiteral value: Double) { self = .double(value) }
    /// Creates a flag.
    public init(booleanLiteral value: Bool) { self = .bool(value) }

    /// The value as the seeds' logs print it.
    public var description: String {
        switch self {
        case .string(let value): value
        case .int(let value): String(value)
        case .double(let value): String(value)
        case .bool(let value): value ? "1" : "0"
        }
    }
}

/// The parameters that travel with a router event, like the seed's `NSDictionary *userInfo`. Values are
/// ``UserInfoValue``s, so two user infos compare and print predictably.
public struct UserInfo: Hashable, Sendable, ExpressibleByDictionaryLiteral, CustomStringConvertible {
    /// The entries by key.
    public private(set) var values: [String: UserInfoValue]

    /// Creates a user info from its entries.
    public init(_ values: [String: UserInfoValue] = [:]) { self.values = values }
    /// Creates a user info from a literal; a repeated key keeps the last value.
    public init(dictionaryLiteral elements: (String, UserInfoValue)...) {
        self.values = Dictionary(elements, uniquingKeysWith: { _, last in last })
    }

    /// The value for `key`, if any.
    public subscript(key: String) -> UserInfoValue? {
        get { values[key] }
        set { values[key] = newValue }
    }

    /// A copy with `value` added under `key`: how a responder decorates an event before passing it on.
    public func adding(_ key: String, _ value: UserInfoValue) -> UserInfo {
        var copy = self
        copy.values[key] = value
        return copy
    }

    /// `{key = value; …}` with keys sorted, like the seed's logs.
    public var description: String {
        let body = values.keys.sorted().map { "\($0) = \(values[$0]?.description ?? "")" }
        return "{" + body.joined(separator: "; ") + "}"
    }
}
