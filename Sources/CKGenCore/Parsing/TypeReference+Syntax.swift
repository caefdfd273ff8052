import SwiftParser
import SwiftSyntax

extension TypeReference {
    /// The structure of `type`, with its spelling as ``DeclarationCollector/typeText(_:)`` writes it. With the
    /// file's bytes, a type written without blanks, comments or punctuation that typeText spaces (`String?`,
    /// `[Foo]`, `Outer.Inner<T>`) is spelled by copying them: the same text, without walking its tokens (for
    /// every nested type again).
    init(_ type: TypeSyntax, source: [UInt8]? = nil) {
        self.init(spelling: Self.spelling(of: type, in: source), shape: Self.shape(of: type, in: source))
    }

    private static func spelling(of type: TypeSyntax, in source: [UInt8]?) -> String {
        if let written = DeclarationCollector.writtenBytes(of: type, in: source), isWrittenAsSpelled(written) {
            return String(decoding: written, as: UTF8.self)
        }
        return DeclarationCollector.typeText(type)
    }

    /// Whether typeText would join these bytes' tokens back into the same bytes: nothing it drops (blanks,
    /// comments, specifiers), nothing it spaces (`,` `:` `->` `&` `@`, and words such as `inout` or `some`, which
    /// may be written against a bracket: `inout[Int]`).
    static func isWrittenAsSpelled(_ bytes: ArraySlice<UInt8>) -> Bool {
        var wordStart: Int?
        for index in bytes.indices {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "/"),
                UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "-"), UInt8(ascii: "&"), UInt8(ascii: "@"),
                UInt8(ascii: "#"):
                return false
            case _ where byte.isASCIIIdentifierByte:
                if wordStart == nil { wordStart = index }
            default:
                if let start = wordStart, isSpacedOrDropped(bytes[start..<index]) { return false }
                wordStart = nil
            }
        }
        if let start = wordStart, isSpacedOrDropped(bytes[start...]) { return false }
        return true
    }

    private static func isSpacedOrDropped(_ word: ArraySlice<UInt8>) -> Bool {
        // Every such word starts with a lowercase letter or `_`; type names mostly do not.
        guard let first = word.first, first == UInt8(ascii: "_") || first >= UInt8(ascii: "a") else { return false }
        return spacedOrDroppedWords.contains(word)
    }

    /// Words typeText writes with spaces around or leaves out: specifiers and effects.
    private static let spacedOrDroppedWords: Set<ArraySlice<UInt8>> = Set(
        [
            "inout", "some", "any", "borrowing", "consuming", "sending", "__owned", "__shared", "throws", "rethrows",
            "async", "each", "repeat", "isolated", "nonisolated",
        ].map { Array($0.utf8)[...] }
    )

    /// `text` read as a type (Objective-C imports build their Swift types as text); a type that does not parse
    /// keeps its spelling, with no structure.
    init(parsing text: String) {
        var parser = Parser("typealias T = " + text)
        let declaration = DeclSyntax.parse(from: &parser)
        guard let alias = declaration.as(TypeAliasDeclSyntax.self), !alias.hasError else {
            self.init(spelling: text, shape: .other)
            return
        }
        self.init(alias.initializer.value)
    }

    private static func shape(of type: TypeSyntax, in source: [UInt8]?) -> Shape {
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            return .named(
                path: [identifier.name.text.trimmingBackticks],
                genericArguments: arguments(identifier.genericArgumentClause, in: source)
            )
        }
        if let member = type.as(MemberTypeSyntax.self) {
            let base: [String]
            if case .named(let path, _) = shape(of: member.baseType, in: source) { base = path } else { base = [] }
            return .named(
                path: base + [member.name.text.trimmingBackticks],
                genericArguments: arguments(member.genericArgumentClause, in: source)
            )
        }
        if let optional = type.as(OptionalTypeSyntax.self) {
            return .optional(TypeReference(optional.wrappedType, source: source))
        }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return .optional(TypeReference(unwrapped.wrappedType, source: source))
        }
        if let array = type.as(ArrayTypeSyntax.self) { return .array(TypeReference(array.element, source: source)) }
        if let dictionary = type.as(DictionaryTypeSyntax.self) {
            return .dictionary(
                key: TypeReference(dictionary.key, source: source),
                value: TypeReference(dictionary.value, source: source)
            )
        }
        if let tuple = type.as(TupleTypeSyntax.self) {
            // `(T)` is `T`.
            if tuple.elements.count == 1, let only = tuple.elements.first, only.firstName == nil,
                only.ellipsis == nil
            {
                return shape(of: only.type, in: source)
            }
            return .tuple(tuple.elements.map { TypeReference($0.type, source: source) })
        }
        if type.is(FunctionTypeSyntax.self) { return .function }
        if let attributed = type.as(AttributedTypeSyntax.self) { return shape(of: attributed.baseType, in: source) }
        if let someOrAny = type.as(SomeOrAnyTypeSyntax.self) {
            let constraint = TypeReference(someOrAny.constraint, source: source)
            return someOrAny.someOrAnySpecifier.tokenKind == .keyword(.some)
                ? .opaque(constraint) : .existential(constraint)
        }
        if let composition = type.as(CompositionTypeSyntax.self) {
            return .composition(composition.elements.map { TypeReference($0.type, source: source) })
        }
        if let metatype = type.as(MetatypeTypeSyntax.self) {
            return .metatype(TypeReference(metatype.baseType, source: source))
        }
        return .other
    }

    /// The types in `<…>`. (`GenericArgumentSyntax.argument` is a type in swift-syntax 600 and a choice of type
    /// or expression from 602: read through `Syntax` so both compile.)
    private static func arguments(_ clause: GenericArgumentClauseSyntax?, in source: [UInt8]?) -> [TypeReference] {
        clause?.arguments.compactMap { argument in
            Syntax(argument.argument).as(TypeSyntax.self).map { TypeReference($0, source: source) }
        } ?? []
    }
}
