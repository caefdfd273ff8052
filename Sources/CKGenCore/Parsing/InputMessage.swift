/// Every message about finding and reading the inputs.
public enum InputMessage: DiagnosticMessage, Hashable {
    /// An input that does not exist.
    case missing(String)
    /// An input given by name that is a FIFO, socket or device.
    case notRegularFile(String)
    /// A FIFO, socket or device found in an input folder: left out.
    case skippedNotRegularFile(String)
    /// A folder that cannot be listed.
    case unreadableFolder(String)
    /// A file that cannot be read (`reason` is the system's).
    case unreadableFile(String, reason: String)

    /// The kind each message is reported as.
    public var id: DiagnosticID {
        switch self {
        case .missing: .inputMissing
        case .notRegularFile, .skippedNotRegularFile: .inputNotRegularFile
        case .unreadableFolder, .unreadableFile: .inputUnreadable
        }
    }

    /// A file found in a folder that ckgen cannot read is left out with a warning; anything named is an error.
    public var severity: Diagnostic.Severity {
        if case .skippedNotRegularFile = self { return .warning }
        return .error
    }

    /// What the user reads.
    public var text: String {
        switch self {
        case .missing(let input): "no such file or folder: '\(input)'"
        case .notRegularFile(let input):
            "'\(input)' is not a regular file (a FIFO, socket or device); ckgen reads only regular files"
        case .skippedNotRegularFile(let path):
            "'\(path)' is not a regular file (a FIFO, socket or device); ckgen leaves it out"
        case .unreadableFolder(let folder): "cannot read the folder '\(folder)'"
        case .unreadableFile(let path, let reason): "cannot read '\(path)': \(reason)"
        }
    }
}
