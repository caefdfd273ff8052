/// Foundation's collections with lightweight generics, as Swift's importer bridges them: `NSArray<NSString *> *`
/// is `[String]`, `NSDictionary<NSString *, UIColor *> *` is `[String: UIColor]`, `NSSet<NSNumber *> *` is
/// `Set<NSNumber>`. A key or set element that is not `Hashable` (`id`, `id<P>`) is `AnyHashable`.
extension InterfaceWalker {
    /// The importer's Swift type for `text` (a type without qualifiers) when it is a parameterized Foundation
    /// collection; an unsupported shape when it is one ckgen cannot spell; `nil` when it is no such collection.
    static func bridgedCollection(_ text: String) -> ImportedShape? {
        let compact = text.filter { !$0.isWhitespace }
        guard compact.hasSuffix("*"), compact.contains("<") else { return nil }
        let object = String(compact.dropLast())
        guard let name = object.split(separator: "<").first, collectionNames.contains(String(name)) else {
            return nil
        }
        guard let swift = collection(object) else {
            return .unsupported(
                "a collection of a type ckgen cannot map ('\(text.trimmingCharacters(in: .whitespaces))')"
            )
        }
        return .mapped(swift)
    }

    private static let collectionNames: Set<String> = [
        "NSArray", "NSDictionary", "NSSet", "NSMutableArray", "NSMutableDictionary", "NSMutableSet",
    ]

    /// `NSArray<…>` and the like (no spaces, no trailing `*`) as Swift spells them.
    private static func collection(_ object: String) -> String? {
        guard let open = object.firstIndex(of: "<"), object.hasSuffix(">") else { return nil }
        let name = String(object[..<open])
        // The mutable classes are not bridged: Swift sees the class, without type arguments.
        if name.hasPrefix("NSMutable") { return name }
        let arguments = topLevelArguments(
            String(object[object.index(after: open)..<object.index(before: object.endIndex)])
        )
        let elements = arguments.map(element)
        guard elements.allSatisfy({ $0 != nil }) else { return nil }
        let types = elements.compactMap { $0 }
        switch (name, types.count) {
        case ("NSArray", 1): return "[\(types[0].swift)]"
        case ("NSSet", 1): return "Set<\(types[0].hashable ? types[0].swift : "AnyHashable")>"
        case ("NSDictionary", 2): return "[\(types[0].hashable ? types[0].swift : "AnyHashable"): \(types[1].swift)]"
        default: return nil
        }
    }

    /// A type argument (`NSString*`, `id`, `id<P>`, `NSArray<NSString*>*`) as Swift spells it, and whether that
    /// type is `Hashable` (strings and classes are; `Any`, existentials and nested collections are not taken as keys).
    private static func element(_ argument: String) -> (swift: String, hashable: Bool)? {
        if argument == "id" { return ("Any", false) }
        if argument.hasPrefix("id<"), argument.hasSuffix(">") {
            let protocols = topLevelArguments(String(argument.dropFirst(3).dropLast()))
            guard protocols.allSatisfy({ SwiftDeclarationName.isIdentifier($0) }) else { return nil }
            return ("any " + protocols.joined(separator: " & "), false)
        }
        guard argument.hasSuffix("*") else { return nil }
        let object = String(argument.dropLast())
        if object.contains("<") {
            guard let name = object.split(separator: "<").first, collectionNames.contains(String(name)),
                let nested = collection(object)
            else { return nil }
            return (nested, false)
        }
        guard SwiftDeclarationName.isIdentifier(object) else { return nil }
        return object == "NSString" ? ("String", true) : (object, true)
    }

    /// `a,b<c,d>` split at its top-level commas.
    private static func topLevelArguments(_ text: String) -> [String] {
        var result: [String] = []
        var current = ""
        var depth = 0
        for character in text {
            if character == "<" { depth += 1 }
            if character == ">" { depth -= 1 }
            if character == ",", depth == 0 {
                result.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        result.append(current)
        return result
    }
}
