/// The names Swift's importer gives Objective-C members, for the cases ckgen supports, so generated code calls
/// what Swift code sees (swiftlang/swift `docs/CToSwiftNameTranslation.md`, "Objective-C Properties").
enum SwiftImportNames {
    /// A property's Swift name. Properties of type `BOOL` or `Boolean` take their getter's name
    /// (`@property (getter=isVerified) BOOL verified` is `isVerified`); C's `bool` and every other type keep the
    /// property's own name.
    /// - Parameters:
    ///   - name: the property's Objective-C name.
    ///   - getter: the getter's selector (the property's name when no `getter=` is written).
    ///   - typeSpelling: the property's type as clang spells it (`BOOL`, `_Nonnull NSString *`).
    static func propertyName(_ name: String, getter: String, typeSpelling: String) -> String {
        let words = typeSpelling.split { !($0.isLetter || $0.isNumber || $0 == "_") }
        let type = words.filter { !qualifiers.contains(String($0)) }
        guard type == ["BOOL"] || type == ["Boolean"], !getter.isEmpty else { return name }
        return getter
    }

    private static let qualifiers: Set<String> = [
        "_Nullable", "_Nonnull", "_Null_unspecified", "nullable", "nonnull", "null_unspecified", "const", "volatile",
    ]
}
