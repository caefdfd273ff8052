/// A value the templates read, with its kind known: what ``CompiledTemplates`` renders, so that rendering needs
/// no dynamic casts (the general template engine casts every value it looks up to several protocols, and that
/// was most of ckgen's rendering time).
///
/// Not `indirect`: lists and objects are already references, and boxing every value cost an allocation for each
/// name and flag of a large module's thousands of rows.
enum RenderValue: Sendable {
    case text(String)
    case flag(Bool)
    case list([RenderValue])
    case object(RenderObject)
    /// A list whose elements are made as the template reaches them, and dropped once rendered: a module's
    /// thousands of views and tables never all exist as values at once (they were half of a run's peak memory).
    case rows(Rows)

    /// The elements of ``rows(_:)``.
    struct Rows: Sendable {
        var count: Int
        /// Each element's key for ``RenderedPieces`` (the hash of the plan item it is made from), if kept.
        var keys: [UInt64]? = nil
        var element: @Sendable (Int) -> RenderValue
    }

    /// The typed form of a value as the general engine reads it, or `nil` when it holds a kind of value this
    /// representation does not know, or an object key no template of ckgen's reads (``RenderKey``).
    ///
    /// The dynamic type is compared first, so each cast is the same-type fast path: a failed cast, or one that
    /// converts a collection element by element (`[[String: String]]` as `[[String: Any]]`), costs many times more.
    init?(_ value: Any) {
        let type = type(of: value)
        if type == String.self, let text = value as? String {
            self = .text(text)
        } else if type == Bool.self, let flag = value as? Bool {
            self = .flag(flag)
        } else if type == [String: Any].self, let object = value as? [String: Any] {
            var converted: RenderObject = [:]
            for (name, element) in object {
                guard let key = RenderKey(rawValue: name), let element = RenderValue(element) else { return nil }
                converted[key] = element
            }
            self = .object(converted)
        } else if type == [[String: Any]].self, let objects = value as? [[String: Any]] {
            var converted: [RenderValue] = []
            converted.reserveCapacity(objects.count)
            for element in objects {
                guard let element = RenderValue(element) else { return nil }
                converted.append(element)
            }
            self = .list(converted)
        } else {
            return nil
        }
    }
}

extension RenderValue: ExpressibleByStringLiteral {
    init(stringLiteral value: String) { self = .text(value) }
}

extension RenderValue {
    /// A list of objects, one for each element, each made when the template reaches it.
    /// `keys`, when given, are the elements' hashes (``PlanHash/Items``), for ``RenderedPieces``.
    static func objects<Element: Sendable>(
        _ elements: [Element],
        keys: [UInt64]? = nil,
        _ object: @escaping @Sendable (Element) -> RenderObject
    ) -> RenderValue {
        .rows(Rows(count: elements.count, keys: keys) { .object(object(elements[$0])) })
    }

    /// The value as the general template engine reads it: `String`, `Bool`, `[Any]` and `[String: Any]`.
    var untyped: Any {
        switch self {
        case .text(let text): text
        case .flag(let flag): flag
        case .list(let elements): elements.map(\.untyped)
        case .rows(let rows): (0..<rows.count).map { rows.element($0).untyped }
        case .object(let object): object.untyped
        }
    }
}
