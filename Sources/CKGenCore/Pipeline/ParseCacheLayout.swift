/// A fingerprint of the shape of ``ParsedFile``: every field's name, in order, down to the leaves.
///
/// The cache's compact format stores no field names, so an entry written before a field was added, removed or
/// moved would be misread rather than rejected. The cache file's header holds this fingerprint, and a file
/// written for another shape reads as an empty cache. It is worked out from the types themselves (a value with
/// every optional and array filled, walked with `Mirror`), so nobody has to remember to bump a version.
enum ParseCacheLayout {
    static let fingerprint: UInt64 = ContentHash.of(shape(of: sample))

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

    private static var sample: ParsedFile {
        let location = SourceLocation(file: "", line: 0, column: 0)
        let annotation = Annotation(
            name: "",
            arguments: [Annotation.Argument(label: "", value: "", location: location)],
            location: location
        )
        let parameter = Parameter(label: "", name: "", type: "", hasDefault: false)
        let note = Diagnostic(.note, id: "", "", at: location)
        let fixIt = FixIt("", edits: [TextEdit(location: location, length: 0, replacement: "")])
        let declaration = TypeDeclaration(
            kind: .class,
            qualifiedName: "",
            genericParameters: [""],
            inheritedTypes: [""],
            condition: "",
            annotations: [annotation],
            properties: [
                PropertyDeclaration(
                    name: "",
                    type: "",
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
                    returnType: "",
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
            typeAliases: [TypeAliasDeclaration(name: "", target: "")],
            location: location
        )
        return ParsedFile(
            path: "",
            declarations: [declaration],
            attributeUses: [AttributeUse(attribute: "", selector: "", viewType: "", location: location)],
            diagnostics: [Diagnostic(.error, id: "", "", at: location, notes: [note], fixIts: [fixIt])]
        )
    }
}
