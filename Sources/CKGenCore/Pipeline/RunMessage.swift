/// Messages about a run as a whole: its options, and failures no stage expected.
public enum RunMessage: DiagnosticMessage, Hashable {
    /// `--module-name` (or the module name a run was given) is not a Swift identifier.
    case moduleName(problem: String)
    /// Anything else that stopped the run (`reason` is the error's own description).
    case unexpected(String)

    /// The kind each message is reported as.
    public var id: DiagnosticID {
        switch self {
        case .moduleName: .optionsModuleName
        case .unexpected: .generate
        }
    }

    /// Both stop the run.
    public var severity: Diagnostic.Severity { .error }

    /// What the user reads.
    public var text: String {
        switch self {
        case .moduleName(let problem): problem
        case .unexpected(let reason): reason
        }
    }
}
