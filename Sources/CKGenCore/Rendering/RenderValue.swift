/// A value the templates read, with its kind known: what ``CompiledTemplates`` renders, so that rendering needs
/// no dynamic casts (the general template engine casts every value it looks up to several protocols, and that
/// was most of ckgen's rendering time).
indirect enum RenderValue {
    case text(String)
    case flag(Bool)
    case list([RenderValue])
    case object([String: RenderValue])

    /// The typed form of a value ``TemplateContext`` builds, or `nil` when it holds a kind of value this
    /// representation does not know (the general engine renders those).
    init?(_ value: Any) {
        switch value {
        case let text as String: self = .text(text)
        case let flag as Bool: self = .flag(flag)
        case let object as [String: Any]:
            var converted: [String: RenderValue] = [:]
            converted.reserveCapacity(object.count)
            for (key, element) in object {
                guard let element = RenderValue(element) else { return nil }
                converted[key] = element
            }
            self = .object(converted)
        case let objects as [[String: Any]]:
            var converted: [RenderValue] = []
            converted.reserveCapacity(objects.count)
            for element in objects {
                guard let element = RenderValue(element) else { return nil }
                converted.append(element)
            }
            self = .list(converted)
        case let objects as [[String: String]]:
            self = .list(objects.map { .object($0.mapValues { .text($0) }) })
        case let object as [String: String]:
            self = .object(object.mapValues { .text($0) })
        default:
            return nil
        }
    }
}
