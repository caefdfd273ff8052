/// Every message of `ckgen migrate`: what it kept unconverted, and why, located in the Objective-C++ file.
public enum MigrationMessage: DiagnosticMessage, Hashable {
    /// An expression inside a component that has no counterpart here; it is kept as a comment at its place.
    case keptExpression(reason: String)
    /// A statement of `+newWith…` or of a method that is kept as a comment.
    case keptStatement(reason: String)
    /// A whole method kept as a comment (`what` says which).
    case keptMethod(selector: String, reason: String)
    /// A class that is neither a composite nor a controller; it is kept as a comment.
    case keptClass(name: String, superclass: String?)
    /// A declaration at file level (a C function, a static) kept as a comment.
    case keptDeclaration(name: String)
    /// clang's error in the file being migrated, or in a header it imports.
    case clangError(String, inHeader: Bool)
    /// A message to an object, written as Swift imports such a selector by its rules; the name may differ where
    /// the class declares a Swift name of its own.
    case importedName(selector: String, swift: String)
    /// A file `ckgen migrate` was given that is not Objective-C or Objective-C++ source.
    case notSource(String)

    /// The kind each message is reported as.
    public var id: DiagnosticID {
        switch self {
        case .keptExpression, .keptStatement, .keptMethod, .keptDeclaration: .migrateKept
        case .importedName: .migrateImportedName
        case .keptClass: .migrateKeptClass
        case .clangError: .migrateClang
        case .notSource: .migrateInput
        }
    }

    /// A given file that is not source is an error; everything kept is a warning, since the Swift is written.
    public var severity: Diagnostic.Severity {
        switch self {
        case .notSource: .error
        default: .warning
        }
    }

    /// The text.
    public var text: String {
        switch self {
        case .keptExpression(let reason):
            "kept this component as a comment in the Swift: \(reason); write its Swift by hand where the comment is"
        case .keptStatement(let reason):
            "kept this statement as a comment in the Swift: \(reason)"
        case .keptMethod(let selector, let reason):
            "kept the method '\(selector)' as a comment in the Swift: \(reason)"
        case .keptClass(let name, let superclass):
            "kept the class '\(name)'"
                + (superclass.map { " (a subclass of '\($0)')" } ?? "")
                + " as a comment: ckgen migrate converts composite components (subclasses of 'CKCompositeComponent') "
                + "and component controllers"
        case .keptDeclaration(let name):
            "kept '\(name)' as a comment in the Swift: only components and their methods are converted"
        case .clangError(let message, let inHeader):
            "clang: \(message)" + (inHeader ? " (in a header: check the header search paths and flags)" : "")
                + "; what did not parse is kept as a comment"
        case .importedName(let selector, let swift):
            "wrote '\(selector)' as '\(swift)', the name Swift's importer gives it by its rules; check it, since the "
                + "class may declare another with NS_SWIFT_NAME"
        case .notSource(let path):
            "'\(path)' is not Objective-C++ source: ckgen migrate reads '.mm' and '.m' files"
        }
    }
}
