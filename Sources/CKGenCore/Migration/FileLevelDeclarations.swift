/// A migrated file's declarations outside its classes: constants ComponentKit code keeps at file level
/// (`static NSString *const oscarWilde = @"Oscar Wilde";`) become private Swift constants; C functions and
/// anything else are kept as comments, each with a warning.
enum FileLevelDeclarations {
    typealias Kind = ObjCSyntaxNode.Kind

    static func translate(_ declarations: [ObjCSyntaxNode]) -> (lines: [String], warnings: [Diagnostic]) {
        var lines: [String] = []
        var warnings: [Diagnostic] = []
        for declaration in declarations where !declaration.text.isEmpty {
            if declaration.kind == Kind.variable,
                let value = declaration.children.last(where: {
                    $0.kind != Kind.typeReference && $0.kind != Kind.classReference
                }),
                let swift = try? ValueTranslator().translate(value)
            {
                lines.append("private let \(declaration.spelling) = \(swift)")
                continue
            }
            warnings.append(
                Diagnostic(
                    MigrationMessage.keptDeclaration(name: declaration.spelling),
                    at: declaration.location
                )
            )
            lines.append("// Not converted (a declaration outside the components):")
            lines += SwiftComponentLayout.commented(declaration.text, indent: "")
        }
        return (lines, warnings)
    }
}
