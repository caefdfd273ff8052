/// A place in an input file: the path as the user gave it, and a 1-based line and column (UTF-8 columns, as
/// the Swift compiler counts them).
public struct SourceLocation: Codable, Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The file's path, as given on the command line (never made absolute).
    public var file: String
    /// 1-based line.
    public var line: Int
    /// 1-based column.
    public var column: Int

    /// Creates a location.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// Orders by file, then line, then column.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }

    /// `file:line:column`.
    public var description: String { "\(file):\(line):\(column)" }
}

/// One problem ckgen found, in the form compilers print: `path:line:col: error: message`.
public struct Diagnostic: Codable, Sendable, Hashable, CustomStringConvertible {
    /// How bad it is.
    public enum Severity: String, Codable, Sendable, Comparable {
        /// Stops generation: nothing is written and ckgen exits with status 1.
        case error
        /// Worth fixing; generation goes on.
        case warning
        /// Extra information attached to an error or warning.
        case note

        private var rank: Int {
            switch self {
            case .error: 0
            case .warning: 1
            case .note: 2
            }
        }
        /// Errors first.
        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    /// How bad it is.
    public var severity: Severity
    /// Its kind, with a stable identifier (`ckgen.<stage>.<name>`) for tests and tools.
    public var id: DiagnosticID
    /// The message: lower case, no final period, code in 'quotes'.
    public var message: String
    /// Where it is, when it is somewhere in an input.
    public var location: SourceLocation?
    /// Located notes that explain the message (for example, where the other half of a duplicate is).
    public var notes: [Diagnostic]
    /// Changes that resolve it, when ckgen knows them (every "did you mean"); `ckgen lint --fix` applies them.
    public var fixIts: [FixIt]

    /// Creates a diagnostic.
    public init(
        _ severity: Severity,
        id: DiagnosticID,
        _ message: String,
        at location: SourceLocation?,
        notes: [Diagnostic] = [],
        fixIts: [FixIt] = []
    ) {
        self.severity = severity
        self.id = id
        self.message = message
        self.location = location
        self.notes = notes
        self.fixIts = fixIts
    }

    /// The compiler-format line, followed by its notes' lines.
    public var description: String {
        let head = location.map { "\($0): " } ?? "ckgen: "
        return ([head + "\(severity.rawValue): \(message)"] + notes.map(\.description)).joined(separator: "\n")
    }
}

/// Diagnostics travel as errors inside a stage (a malformed annotation ends that annotation).
extension Diagnostic: Error {}
