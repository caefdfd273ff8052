/// A fingerprint of the shape of ``ParsedFile``: every field's name, in order, down to the leaves.
///
/// The cache's compact format stores no field names, so an entry written before a field was added, removed or
/// moved would be misread rather than rejected. The cache file's header holds ``recorded``, and a file written
/// with another reads as an empty cache. Working the fingerprint out at run time (with `Mirror`) cost a run
/// several milliseconds, so it is recorded here, and `ParseCacheTests` checks that it still matches the types:
/// when a model type changes, that test fails and prints the new value to put here.
enum ParseCacheLayout {
    /// The fingerprint of the model's current shape, as `ParseCacheTests` computes it.
    static let recorded: UInt64 = 8_848_335_877_301_264_412

    /// Worked out from the types themselves (a value with every optional and array filled), so nobody has to
    /// remember to change a version by hand: only to copy the value the test prints.
    static var current: UInt64 { ContentHash.of(shape(of: sample)) }

    /// The type of `value` with, for a struct, each field's label and shape in order; for an array or optional,
    /// the shape of its first element. (`Mirror` rather than printing the value: a type with a `description`
    /// prints that, without its fields.)
    static func shape(of value: Any) -> String {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional?, .collection?:
            return "[" + (mirror.children.first.map { shape(of: $0.value) } ?? "") + "]"
        case .struct?, .class?:
            let fields = mirror.children.map { ($0.label ?? "") + ":" + shape(of: $0.value) }
            return "\(type(of: value)){" + fields.joined(separator: ",") + "}"
        default:
            return "\(type(of: value))"
        }
    }

    static var sample: ParsedFile {
        let location = SourceLocation(file: "", line: 0, column: 0)
        let annotation = Annotation(
            name: "",
            arguments: [Annotation.Argument(label: "", value: "", location: location)],
            location: location
        )
        let type = TypeReference.named("")
        let parameter = Parameter(label: "", name: "", type: type, hasDefault: false)
        let note = Diagnostic(.note, id: .validationNote, "", at: location)
        let fixIt = FixIt("", edits: [TextEdit(location: location, length: 0, replacement: "")])
        var declaration = TypeDeclaration(
            kind: .class,
            qualifiedName: "",
            genericParameters: [""],
            inheritedTypes: [type],
            condition: "",
            annotations: [annotation],
            properties: [
                PropertyDeclaration(
                    name: "",
                    type: type,
                    isSettable: false,
                    isStatic: false,
                    isStored: false,
                    hasInitialValue: false,
                    access: .internal,
                    setterAccess: .internal,
                    annotations: [annotation],
                    location: location,
                    condition: ""
                )
            ],
            methods: [
                MethodDeclaration(
                    name: "",
                    parameters: [parameter],
                    returnType: type,
                    isStatic: false,
                    isAsync: false,
                    isThrowing: false,
                    isGeneric: false,
                    hasInoutParameter: false,
                    access: .internal,
                    annotations: [annotation],
                    location: location,
                    condition: ""
                )
            ],
            initializers: [
                InitializerDeclaration(
                    parameters: [parameter],
                    isConvenience: false,
                    isRequired: false,
                    isFailable: false,
                    access: .internal,
                    superInitLabels: [[""]],
                    annotations: [annotation],
                    location: location,
                    condition: ""
                )
            ],
            typeAliases: [TypeAliasDeclaration(name: "", target: type)],
            location: location
        )
        declaration.superclassArgument = WrittenText(text: "", location: location)
        declaration.firstInheritedType = WrittenText(text: "", location: location)
        return ParsedFile(
            path: "",
            declarations: [declaration],
            attributeUses: [AttributeUse(attribute: "", selector: "", viewType: "", location: location)],
            diagnostics: [Diagnostic(.error, id: .parsingSyntaxError, "", at: location, notes: [note], fixIts: [fixIt])]
        )
    }
}
