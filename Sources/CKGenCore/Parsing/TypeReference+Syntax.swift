import SwiftParser
import SwiftSyntax

extension TypeReference {
    /// The structure of `type`, with its spelling as ``DeclarationCollector/typeText(_:)`` writes it.
    init(_ type: TypeSyntax) {
        self.init(spelling: DeclarationCollector.typeText(type), shape: Self.shape(of: type))
    }

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

    private static func shape(of type: TypeSyntax) -> Shape {
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            return .named(
                path: [identifier.name.text.trimmingBackticks],
                genericArguments: arguments(identifier.genericArgumentClause)
            )
        }
        if let member = type.as(MemberTypeSyntax.self) {
            let base: [String]
            if case .named(let path, _) = shape(of: member.baseType) { base = path } else { base = [] }
            return .named(
                path: base + [member.name.text.trimmingBackticks],
                genericArguments: arguments(member.genericArgumentClause)
            )
        }
        if let optional = type.as(OptionalTypeSyntax.self) { return .optional(TypeReference(optional.wrappedType)) }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return .optional(TypeReference(unwrapped.wrappedType))
        }
        if let array = type.as(ArrayTypeSyntax.self) { return .array(TypeReference(array.element)) }
        if let dictionary = type.as(DictionaryTypeSyntax.self) {
            return .dictionary(key: TypeReference(dictionary.key), value: TypeReference(dictionary.value))
        }
        if let tuple = type.as(TupleTypeSyntax.self) {
            // `(T)` is `T`.
            if tuple.elements.count == 1, let only = tuple.elements.first, only.firstName == nil,
                only.ellipsis == nil
            {
                return shape(of: only.type)
            }
            return .tuple(tuple.elements.map { TypeReference($0.type) })
        }
        if type.is(FunctionTypeSyntax.self) { return .function }
        if let attributed = type.as(AttributedTypeSyntax.self) { return shape(of: attributed.baseType) }
        if let someOrAny = type.as(SomeOrAnyTypeSyntax.self) {
            let constraint = TypeReference(someOrAny.constraint)
            return someOrAny.someOrAnySpecifier.tokenKind == .keyword(.some)
                ? .opaque(constraint) : .existential(constraint)
        }
        if let composition = type.as(CompositionTypeSyntax.self) {
            return .composition(composition.elements.map { TypeReference($0.type) })
        }
        if let metatype = type.as(MetatypeTypeSyntax.self) { return .metatype(TypeReference(metatype.baseType)) }
        return .other
    }

    /// The types in `<…>`. (`GenericArgumentSyntax.argument` is a type in swift-syntax 600 and a choice of type
    /// or expression from 602: read through `Syntax` so both compile.)
    private static func arguments(_ clause: GenericArgumentClauseSyntax?) -> [TypeReference] {
        clause?.arguments.compactMap { Syntax($0.argument).as(TypeSyntax.self).map(TypeReference.init) } ?? []
    }
}
