/// Every message about `ckgen.yml`.
public enum ConfigMessage: DiagnosticMessage, Hashable {
    /// The file cannot be read as UTF-8 text.
    case unreadable(path: String)
    /// The file is larger than ckgen reads.
    case tooLarge(limitKB: Int)
    /// Its YAML aliases stand for more text than ckgen reads.
    case aliasesTooLarge(limitKB: Int)
    /// `[` and `{` nest deeper than ckgen reads.
    case tooDeep(limit: Int)
    /// Not YAML (`reason` is the YAML reader's).
    case yaml(reason: String)
    /// Not a mapping.
    case shape
    /// `module-name` is not a Swift identifier (`problem` says why).
    case moduleName(problem: String)
    /// An `access-level` other than the two there are.
    case accessLevel(String)
    /// A key whose value must be a non-empty string.
    case notAString(key: String)
    /// A key whose value must be a list of strings.
    case notAList(key: String)
    /// A key ckgen does not know, with the closest one it does, or else all of them.
    case unknownKey(String, suggestion: String?, known: [String])

    /// The kind each message is reported as.
    public var id: DiagnosticID {
        switch self {
        case .unreadable: .configUnreadable
        case .tooLarge, .aliasesTooLarge: .configTooLarge
        case .tooDeep: .configTooDeep
        case .yaml: .configYaml
        case .shape: .configShape
        case .moduleName: .configModuleName
        case .accessLevel, .notAString, .notAList: .configValue
        case .unknownKey: .configUnknownKey
        }
    }

    /// A config ckgen cannot read is always an error: it would otherwise generate from settings you did not mean.
    public var severity: Diagnostic.Severity { .error }

    /// What the user reads.
    public var text: String {
        switch self {
        case .unreadable(let path): "cannot read the config file '\(path)' as UTF-8 text"
        case .tooLarge(let limit): "the config file is larger than \(limit) KB; ckgen's settings fit in a few lines"
        case .aliasesTooLarge(let limit):
            "the config file stands for more than \(limit) KB of text once its YAML aliases are expanded; ckgen "
                + "reads no further (write the values out, or use fewer '*' aliases)"
        case .tooDeep(let limit):
            "the config file nests '[' and '{' more than \(limit) deep; ckgen's settings are a mapping of strings "
                + "and lists of strings"
        case .yaml(let reason): "the config file is not valid YAML: \(reason)"
        case .shape: "the config file must be a mapping of keys to values"
        case .moduleName(let problem): problem
        case .accessLevel(let raw): "'access-level' must be 'internal' or 'public', not '\(raw)'"
        case .notAString(let key): "'\(key)' must be a non-empty string"
        case .notAList(let key): "'\(key)' must be a list of strings"
        case .unknownKey(let key, let suggestion, let known):
            "unknown key '\(key)' in the config file"
                + (suggestion.map { "; did you mean '\($0)'?" } ?? "; known keys: " + known.joined(separator: ", "))
        }
    }
}
