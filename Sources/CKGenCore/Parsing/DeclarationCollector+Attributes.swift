import SwiftSyntax

/// What a declaration's attributes tell generated code: whether it may use the member at all (`@available`), and
/// on which actor it runs (a global actor's attribute).
extension DeclarationCollector {
    /// The names of the attributes that start with a capital letter: property wrappers, result builders, global
    /// actors (`@MainActor`, `@DatabaseActor`).
    static func capitalizedAttributeNames(_ attributes: AttributeListSyntax) -> [String] {
        attributes.compactMap { element -> String? in
            guard let name = element.as(AttributeSyntax.self)?.attributeName.trimmedDescription,
                name.first?.isUppercase == true
            else { return nil }
            return name
        }
    }

    /// The first `@available` attribute that makes the member unusable in the code ckgen generates, as written:
    /// `unavailable` or `obsoleted:` for every platform (`*`), for iOS, or for the Swift language version. One for
    /// another platform only (`@available(macOS, unavailable)`) does not concern an iOS app.
    static func unavailability(_ attributes: AttributeListSyntax) -> String? {
        for element in attributes {
            guard let attribute = element.as(AttributeSyntax.self),
                attribute.attributeName.trimmedDescription == "available",
                let arguments = attribute.arguments
            else { continue }
            let parts = arguments.trimmedDescription.split(separator: ",").map {
                $0.trimmingPrefix(while: \.isWhitespace)
            }
            guard let platform = parts.first?.prefix(while: { !$0.isWhitespace }),
                ["*", "iOS", "swift"].contains(String(platform))
            else { continue }
            let makesUnusable = parts.dropFirst().contains { part in
                part.prefix(while: { !$0.isWhitespace }) == "unavailable"
                    || part.prefix(while: { $0 != ":" && !$0.isWhitespace }) == "obsoleted"
            }
            if makesUnusable { return attribute.trimmedDescription }
        }
        return nil
    }

    /// Whether `attributes` hold `@globalActor`.
    static func marksGlobalActor(_ attributes: AttributeListSyntax?) -> Bool {
        attributes?.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "globalActor" }
            ?? false
    }
}
