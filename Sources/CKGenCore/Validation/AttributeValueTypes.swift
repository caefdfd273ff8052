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

    /// How many type aliases deep ``whyNotAttributeValue(_:aliasDepth:)`` follows one alias to another (a cycle of
    /// aliases, which the compiler refuses, ends there too).
    static let aliasDepthLimit = 16

    /// Why a value of `type` cannot be an attribute value, or `nil` when it can or ckgen cannot tell. A type alias
    /// the module declares is looked through (`typealias Handler = () -> Void`); one ckgen cannot see is left to
    /// the compiler, as any type of another module is.
    func whyNotAttributeValue(_ type: TypeReference, aliasDepth: Int = 0) -> String? {
        // A plain name (`Double`, `UIColor`), most attributes' type, is the only type it is made of: the checks
        // below come down to these, without building the list of its parts.
        if case .named(let path, let arguments) = type.shape, arguments.isEmpty {
            if let name = path.last, Self.isAnyName(name), type.names(name) {
                return "'\(name)', which is not Equatable"
            }
            return whyNotEquatable(named: type, path: path) ?? whyNotAlias(type, path: path, depth: aliasDepth)
        }
        let references = type.allReferences
        if references.contains(where: \.isFunction) { return "a function type, which is not Equatable" }
        for reference in references {
            if case .metatype = reference.shape { return "a metatype ('….Type'), which is not Equatable" }
        }
        for reference in references {
            if let name = reference.baseName, Self.isAnyName(name), reference.names(name) {
                return "'\(name)', which is not Equatable"
            }
        }
        for reference in references {
            if case .existential = reference.shape { return "an existential ('any …'), which is not Equatable" }
        }
        for reference in references {
            if case .opaque = reference.shape { return "an opaque type ('some …'), which a stored value cannot have" }
        }
        if Self.isTuple(type) { return "a tuple, which is not Equatable" }
        for reference in references {
            guard case .named(let path, let arguments) = reference.shape else { continue }
            if let reason = whyNotEquatable(named: reference, path: path) { return reason }
            if arguments.isEmpty, let reason = whyNotAlias(reference, path: path, depth: aliasDepth) { return reason }
        }
        return nil
    }

    /// Why the type alias of the module a named reference names cannot be an attribute value, or `nil` (also when
    /// it names no alias ckgen read).
    private func whyNotAlias(_ reference: TypeReference, path: [String], depth: Int) -> String? {
        guard depth < Self.aliasDepthLimit, let target = index.aliasTarget(path),
            let reason = whyNotAttributeValue(target, aliasDepth: depth + 1)
        else { return nil }
        return "'\(reference.spelling)', a type alias of \(reason)"
    }

    /// `Any` or `AnyObject`.
    private static func isAnyName(_ name: String) -> Bool { name == "Any" || name == "AnyObject" }

    /// Why the module's type a named reference (whose dotted names are `path`) names is not `Equatable`, or `nil`.
    private func whyNotEquatable(named reference: TypeReference, path: [String]) -> String? {
        // A qualified name must match exactly (`UIControl.State` is not the module's `FooComponent.State`).
        let entry = path.count > 1 ? index[path.joined(separator: ".")] : index.resolve(reference)
        guard let entry else { return nil }
        return whyNotEquatable(entry)
    }

    /// The fix-it that makes the module's struct `named` `Equatable` (`struct CardLayout: Equatable`, or
    /// `Equatable, ` before the protocols it lists), when `named` is one, not generic, declared in Swift source
    /// under a plain name, and not Equatable.
    func equatableFixIt(for type: TypeReference) -> FixIt? {
        for reference in type.allReferences {
            guard case .named(let path, _) = reference.shape else { continue }
            let entry = path.count > 1 ? index[path.joined(separator: ".")] : index.resolve(reference)
            guard let entry, let primary = entry.primary, primary.kind == .struct, !entry.isGeneric,
                !primary.hasGenericParameterClause, whyNotEquatable(entry) != nil
            else { continue }
            let message = "add 'Equatable' to the conformances of '\(entry.qualifiedName)'"
            if let first = primary.firstInheritedType {
                return FixIt(
                    message,
                    edits: [TextEdit(location: first.location, length: 0, replacement: "Equatable, ")]
                )
            }
            guard primary.inheritedTypes.isEmpty, !Identifiers.swiftKeywords.contains(primary.name) else { continue }
            var end = primary.location
            end.column += primary.name.utf8.count
            return FixIt(message, edits: [TextEdit(location: end, length: 0, replacement: ": Equatable")])
        }
        return nil
    }

    /// Why a type the module declares is not `Equatable`, or `nil` when it is or ckgen cannot tell.
    private func whyNotEquatable(_ entry: TypeIndex.Entry) -> String? {
        guard let primary = entry.primary else { return nil }
        var seen: Set<Int> = []
        if conformsToEquatable(entry, seen: &seen) { return nil }
        switch primary.kind {
        case .protocol:
            return "the protocol '\(entry.qualifiedName)', whose values are existentials, which are not Equatable"
        case .struct, .actor:
            if let condition = conditionalEquatableCondition(entry) {
                return "'\(entry.qualifiedName)', which conforms to Equatable only under '#if \(condition)'"
            }
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

    /// Whether `entry` conforms to `Equatable` wherever it exists: through a declaration that holds wherever the
    /// type does. A conformance added only under `#if C` (an extension the type's own declaration is not inside)
    /// is missing where `C` is false, and generated code is compiled there too.
    private func conformsToEquatable(_ entry: TypeIndex.Entry, seen: inout Set<Int>) -> Bool {
        guard seen.insert(entry.id).inserted else { return false }
        for declaration in entry.all where Self.holdsWhereverTheType(declaration, in: entry) {
            for inherited in declaration.inheritedTypes {
                if inherited.baseName.map(Self.equatableProtocols.contains) ?? false { return true }
                if let next = index.resolve(inherited), conformsToEquatable(next, seen: &seen) { return true }
            }
        }
        return false
    }

    /// Whether `declaration` exists wherever `entry`'s type does: it is under no `#if`, or under the type's own,
    /// or it is one of the type's alternative declarations (`#if A struct S … #else struct S … #endif`).
    private static func holdsWhereverTheType(_ declaration: TypeDeclaration, in entry: TypeIndex.Entry) -> Bool {
        guard let condition = declaration.condition else { return true }
        if declaration.kind != .extension { return true }
        return condition == entry.primary?.condition
    }

    /// The `#if` condition of a declaration of `entry` that makes it `Equatable` where the others do not, if any.
    private func conditionalEquatableCondition(_ entry: TypeIndex.Entry) -> String? {
        for declaration in entry.all where !Self.holdsWhereverTheType(declaration, in: entry) {
            let names = declaration.inheritedTypes.compactMap(\.baseName)
            if names.contains(where: Self.equatableProtocols.contains) { return declaration.condition }
        }
        return nil
    }

    /// `(Int, Int)`, `(x: Int, y: Int)?`: a tuple of two or more, or an optional one.
    static func isTuple(_ type: TypeReference) -> Bool {
        switch type.shape {
        case .tuple(let elements): elements.count > 1
        case .optional(let wrapped): isTuple(wrapped)
        default: false
        }
    }
}
