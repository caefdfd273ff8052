/// Which types can be attribute values. The runtime compares an attribute's new value with the one last applied
/// (to skip unchanged ones), so the generated constructor requires `Equatable`: a type that is not would make the
/// generated file fail to compile, far from the declaration that caused it. ckgen reports what it can tell from
/// the sources; a type it cannot see (from another module) is left to the compiler.
extension ValidationContext {
    /// Standard protocols that refine `Equatable`: a type conforming to one of them is `Equatable`.
    static let equatableProtocols: Set<String> = [
        "Equatable", "Hashable", "Comparable", "Strideable", "Numeric", "AdditiveArithmetic", "BinaryInteger",
        "FixedWidthInteger", "SignedInteger", "UnsignedInteger", "SignedNumeric", "FloatingPoint",
        "BinaryFloatingPoint", "StringProtocol", "SetAlgebra", "OptionSet",
    ]

    /// Why a value of `type` (as written) cannot be an attribute value, or `nil` when it can or ckgen cannot tell.
    func whyNotAttributeValue(_ type: String) -> String? {
        if type.contains("->") { return "a function type, which is not Equatable" }
        let words = Self.words(of: type)
        if let word = words.first(where: { $0 == "Any" || $0 == "AnyObject" }) {
            return "'\(word)', which is not Equatable"
        }
        if words.contains("any") { return "an existential ('any …'), which is not Equatable" }
        if words.contains("some") { return "an opaque type ('some …'), which a stored value cannot have" }
        if Self.isTuple(type) { return "a tuple, which is not Equatable" }
        for word in words {
            // A qualified name must match exactly (`UIControl.State` is not the module's `FooComponent.State`).
            let entry = word.contains(".") ? index[word] : index.resolve(word)
            guard let entry, let reason = whyNotEquatable(entry) else { continue }
            return reason
        }
        return nil
    }

    /// Why a type the module declares is not `Equatable`, or `nil` when it is or ckgen cannot tell.
    private func whyNotEquatable(_ entry: TypeIndex.Entry) -> String? {
        guard let primary = entry.primary else { return nil }
        var seen: Set<String> = []
        if conformsToEquatable(entry, seen: &seen) { return nil }
        switch primary.kind {
        case .protocol:
            return "the protocol '\(entry.qualifiedName)', whose values are existentials, which are not Equatable"
        case .struct, .actor:
            return "'\(entry.qualifiedName)', which does not conform to Equatable"
        case .class:
            // A superclass from another module (UIView, NSObject) may make it Equatable: only a class whose
            // whole ancestry is declared here is known not to be.
            let outside = entry.inheritedTypes.contains { index.resolve($0) == nil }
            return outside ? nil : "'\(entry.qualifiedName)', which does not conform to Equatable"
        case .enum, .extension:
            // An enum without associated values is Equatable without saying so; ckgen does not read cases.
            return nil
        }
    }

    private func conformsToEquatable(_ entry: TypeIndex.Entry, seen: inout Set<String>) -> Bool {
        guard seen.insert(entry.qualifiedName).inserted else { return false }
        for inherited in entry.inheritedTypes {
            if Self.equatableProtocols.contains(TypeName.baseName(of: inherited)) { return true }
            if let next = index.resolve(inherited), conformsToEquatable(next, seen: &seen) { return true }
        }
        return false
    }

    /// The identifiers and keywords of a type as written (`[String: any P]` → `String`, `any`, `P`), qualified
    /// names kept whole.
    static func words(of type: String) -> [String] {
        type.split { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }.map(String.init)
    }

    /// `(Int, Int)`, `(x: Int, y: Int)?`: parentheses around a comma at the top level.
    static func isTuple(_ type: String) -> Bool {
        guard type.hasPrefix("(") else { return false }
        var depth = 0
        for character in type {
            switch character {
            case "(", "[", "<": depth += 1
            case ")", "]", ">": depth -= 1
            case "," where depth == 1: return true
            default: break
            }
        }
        return false
    }
}
