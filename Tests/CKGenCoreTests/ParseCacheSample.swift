import Foundation

@testable import CKGenCore

/// A parsed file in which every field of every model type is set: no `nil`, no empty array or string, no `false`,
/// no `0`, and each string and number different from the others. An entry that drops or swaps a field cannot
/// read back equal to it, so `ParseCacheFormatTests` can catch a field the cache's codec forgot; and its shape is
/// what ``ParseCacheLayout`` fingerprints.
enum ParseCacheSample {
    static let path = "Sources/Ünïcode/Sample.swift"

    static var file: ParsedFile {
        var make = DistinctValues(path: path)
        let parameter = Parameter(
            label: make.text("label"),
            name: make.text("name"),
            type: make.named(),
            hasDefault: true
        )
        var declaration = TypeDeclaration(
            kind: .actor,
            qualifiedName: make.text("Outer.Inner"),
            genericParameters: [make.text("T"), make.text("U")],
            inheritedTypes: [make.typeOfEveryShape(), make.named()],
            access: .public,
            isFinal: true,
            condition: make.text("DEBUG"),
            annotations: [make.annotation()],
            properties: [
                PropertyDeclaration(
                    name: make.text("property"),
                    type: make.typeOfEveryShape(),
                    isSettable: true,
                    isStatic: true,
                    isStored: true,
                    hasInitialValue: true,
                    access: .open,
                    setterAccess: .private,
                    annotations: [make.annotation()],
                    location: make.location(),
                    condition: make.text("os(iOS)"),
                    wrapperNames: [make.text("Clamped")],
                    unavailability: make.text("@available(*, unavailable)")
                )
            ],
            methods: [
                MethodDeclaration(
                    name: make.text("method"),
                    parameters: [parameter],
                    returnType: make.named(),
                    isStatic: true,
                    isAsync: true,
                    isThrowing: true,
                    isGeneric: true,
                    hasInoutParameter: true,
                    isMutating: true,
                    access: .fileprivate,
                    annotations: [make.annotation()],
                    location: make.location(),
                    condition: make.text("!(os(macOS))"),
                    start: make.location(),
                    attributeNames: [make.text("DatabaseActor")],
                    unavailability: make.text("@available(swift, obsoleted: 5)"),
                    plainCommentAnnotation: make.location()
                )
            ],
            initializers: [
                InitializerDeclaration(
                    parameters: [parameter],
                    isConvenience: true,
                    isRequired: true,
                    isFailable: true,
                    access: .package,
                    superInitLabels: [[make.text("scope")], [make.text("a"), make.text("b")]],
                    annotations: [make.annotation()],
                    location: make.location(),
                    condition: make.text("canImport(UIKit)"),
                    isGeneric: true,
                    isAsync: true,
                    isThrowing: true,
                    attributeNames: [make.text("MainActor")],
                    unavailability: make.text("@available(iOS, unavailable)")
                )
            ],
            typeAliases: [TypeAliasDeclaration(name: make.text("State"), target: make.named())],
            location: make.location()
        )
        declaration.superclassArgument = WrittenText(text: make.text("Foo"), location: make.location())
        declaration.firstInheritedType = WrittenText(text: make.text("Controller<Foo>"), location: make.location())
        declaration.hasGenericParameterClause = true
        declaration.isGlobalActor = true
        let note = Diagnostic(.note, id: .validationNote, make.text("note"), at: make.locationInAnotherFile())
        let fixIt = FixIt(
            make.text("replace"),
            edits: [TextEdit(location: make.location(), length: -make.number(), replacement: make.text("view"))]
        )
        return ParsedFile(
            path: path,
            declarations: [declaration],
            attributeUses: [
                AttributeUse(
                    attribute: make.text("controlAction"),
                    selector: make.text("didTap"),
                    viewType: make.text("Label"),
                    location: make.location(),
                    selectorLocation: make.location()
                )
            ],
            diagnostics: [
                Diagnostic(
                    .warning,
                    id: .parsingSyntaxError,
                    make.text("message"),
                    at: make.location(),
                    notes: [note],
                    fixIts: [fixIt]
                )
            ],
            imports: [
                ImportDeclaration(
                    path: [make.text("Models"), make.text("UserID")],
                    kind: make.text("struct"),
                    access: .package,
                    attributes: [make.text("@testable")],
                    condition: make.text("DEBUG"),
                    location: make.location()
                )
            ],
            typeAliases: [
                TypeAliasDeclaration(name: make.text("Handler"), target: TypeReference.named(make.text("Int")))
            ]
        )
    }
}

/// Values no two of which are equal, so a field read into its neighbour's place shows.
private struct DistinctValues {
    let path: String
    private var count = 0

    init(path: String) { self.path = path }

    mutating func number() -> Int {
        count += 1
        return count * 37  // Past 127 soon, so numbers of more than one byte are written too.
    }

    mutating func text(_ stem: String) -> String { "\(stem)\(number())" }

    mutating func location() -> SourceLocation { SourceLocation(file: path, line: number(), column: number()) }

    mutating func locationInAnotherFile() -> SourceLocation {
        SourceLocation(file: text("Other/Ωmega.swift"), line: number(), column: number())
    }

    mutating func annotation() -> Annotation {
        Annotation(
            name: text("view"),
            arguments: [Annotation.Argument(label: text("id"), value: text("Shop.Card"), location: location())],
            location: location()
        )
    }

    mutating func named() -> TypeReference {
        let name = text("Name")
        let argument = TypeReference.named(text("Argument"))
        return TypeReference(
            spelling: "Module.\(name)<\(argument)>",
            shape: .named(path: ["Module", name], genericArguments: [argument])
        )
    }

    /// A type made of every kind of ``TypeReference/Shape``.
    mutating func typeOfEveryShape() -> TypeReference {
        let function = TypeReference(spelling: text("(Int) -> Void"), shape: .function)
        let other = TypeReference(spelling: text("inout Int"), shape: .other)
        let tuple = TypeReference(spelling: text("tuple"), shape: .tuple([function, other]))
        let dictionary = TypeReference(spelling: text("dictionary"), shape: .dictionary(key: named(), value: tuple))
        let array = TypeReference(spelling: text("array"), shape: .array(dictionary))
        let optional = TypeReference(spelling: text("optional"), shape: .optional(array))
        let metatype = TypeReference(spelling: text("metatype"), shape: .metatype(named()))
        let opaque = TypeReference(spelling: text("opaque"), shape: .opaque(metatype))
        let existential = TypeReference(spelling: text("existential"), shape: .existential(opaque))
        return TypeReference(spelling: text("composition"), shape: .composition([optional, existential]))
    }
}
