/// Everything ckgen read from one module's sources: the input to Validation, and what `ckgen dump` prints.
public struct ModuleModel: Codable, Sendable, Equatable {
    /// The module the generated code belongs to; used in attribute identifiers (`MyApp.AvatarView.title`).
    public var moduleName: String
    /// The files, sorted by path.
    public var files: [ParsedFile]

    /// Creates a model; files are sorted by path so the result does not depend on input order.
    public init(moduleName: String, files: [ParsedFile]) {
        self.moduleName = moduleName
        self.files = files.sorted { $0.path < $1.path }
    }

    /// Every declaration of every file, in file order.
    public var declarations: [TypeDeclaration] { files.flatMap(\.declarations) }
}
