/// An object the templates read: a handful of named values, kept in the order they were given.
///
/// An object holds fewer than a dozen values and is read a few times, so finding a key by comparing it with each
/// costs less than hashing it, and building one costs a single array rather than a hash table (building and
/// reading `[String: RenderValue]` dictionaries was most of rendering's time).
struct RenderObject {
    /// The values; a `nil` value is absent, so an optional one (a `condition`) can be written in place.
    private(set) var fields: [(RenderKey, RenderValue?)]

    /// The value of `key`, or `nil` when the object has none.
    subscript(key: RenderKey) -> RenderValue? {
        get {
            // Keys are compared in place: taking each field out copied (retained) its value, and the templates look
            // up names through every object of the stack, most of which do not have them.
            for index in fields.indices where fields[index].0 == key {
                if let value = fields[index].1 { return value }
            }
            return nil
        }
        set {
            if let index = fields.firstIndex(where: { $0.0 == key }) {
                fields[index].1 = newValue
            } else {
                fields.append((key, newValue))
            }
        }
    }

    /// The object as the general template engine reads it: absent values have no key.
    var untyped: [String: Any] {
        var object: [String: Any] = [:]
        object.reserveCapacity(fields.count)
        for (key, value) in fields {
            if let value { object[key.rawValue] = value.untyped }
        }
        return object
    }
}

extension RenderObject: ExpressibleByDictionaryLiteral {
    /// The object holding `elements`, each key at most once.
    init(dictionaryLiteral elements: (RenderKey, RenderValue?)...) {
        fields = elements
    }
}
