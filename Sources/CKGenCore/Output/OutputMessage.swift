/// Every message about where the output goes.
public enum OutputMessage: DiagnosticMessage, Hashable {
    /// A `.swift` output path that is a folder.
    case isDirectory(String)
    /// An output path without `.swift` that is a file.
    case notADirectory(String)
    /// The file could not be written (`reason` is the system's).
    case write(path: String, reason: String)

    /// The kind each message is reported as.
    public var id: DiagnosticID {
        switch self {
        case .isDirectory: .outputIsDirectory
        case .notADirectory: .outputNotADirectory
        case .write: .outputWrite
        }
    }

    /// Nothing is written when the output cannot be.
    public var severity: Diagnostic.Severity { .error }

    /// What the user reads.
    public var text: String {
        switch self {
        case .isDirectory(let destination):
            "the output path '\(destination)' is a folder, but its name ends in '.swift'; give the path of a file "
                + "to write, or a folder without the '.swift' ending"
        case .notADirectory(let destination):
            "the output path '\(destination)' is a file without the '.swift' ending; give a '.swift' file or a folder"
        case .write(let path, let reason): "cannot write '\(path)': \(reason)"
        }
    }
}
