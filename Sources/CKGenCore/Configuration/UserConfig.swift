public import Foundation
import Yams

/// The optional `ckgen.yml` of a target. Every key is optional; flags given on the command line win.
///
/// ```yaml
/// module-name: MyApp          # used in attribute identifiers
/// access-level: public        # internal (default) or public
/// templates: CKGenTemplates   # a folder of .mustache files replacing the defaults (relative to this file)
/// ```
public struct UserConfig: Sendable, Equatable {
    /// The module the generated code belongs to.
    public var moduleName: String?
    /// The access level of generated declarations.
    public var accessLevel: GeneratedAccessLevel?
    /// Resolved against the config file's folder.
    public var templatesFolder: URL?
    /// Where `templates:`'s value is written in the config, so a folder ckgen cannot read is reported there.
    public var templatesLocation: SourceLocation?
    /// Objective-C headers to import, resolved against the config file's folder.
    public var objcHeaders: [String] = []
    /// Extra clang arguments for reading the headers.
    public var objcFlags: [String] = []
    /// Where each of ``objcFlags`` is written, so a flag ckgen refuses is reported there.
    public var objcFlagLocations: [SourceLocation] = []

    static let keys = ["module-name", "access-level", "templates", "objc-headers", "objc-flags"]

    /// A config with no keys set: every setting comes from flags or defaults.
    public init() {}

    /// The most text a config may hold once YAML aliases are expanded (`*flags` repeats the whole value it names,
    /// so a few lines can stand for gigabytes), and the deepest its `[`/`{` may nest.
    static let expandedSizeLimit = 256 * 1024
    static let nestingLimit = 64

    /// Reads the config at `path`. Throws a located diagnostic for unreadable files, YAML errors, unknown keys and
    /// values of the wrong type.
    public static func load(path: String) throws -> UserConfig {
        let location = SourceLocation(file: path, line: 1, column: 1)
        // Read no further than the limit: a config named `/proc/self/pagemap` says it is empty and never ends.
        let data: Data
        do {
            data = try FileBytes.read(path, limit: expandedSizeLimit)
        } catch is FileBytes.TooLarge {
            throw Diagnostic(ConfigMessage.tooLarge(limitKB: expandedSizeLimit / 1024), at: location)
        } catch {
            throw Diagnostic(ConfigMessage.unreadable(path: path), at: location)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw Diagnostic(ConfigMessage.unreadable(path: path), at: location)
        }
        try checkNesting(text, path: path)
        let node: Node?
        do {
            node = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            let (reason, line, column) = Self.describe(error, in: text)
            throw Diagnostic(
                ConfigMessage.yaml(reason: reason),
                at: SourceLocation(file: path, line: line, column: column)
            )
        } catch {
            throw Diagnostic(ConfigMessage.yaml(reason: "\(error)"), at: location)
        }
        var config = UserConfig()
        guard let node else { return config }
        var budget = ExpansionBudget(path: path)
        try budget.count(node)
        guard let mapping = node.mapping else {
            throw Diagnostic(ConfigMessage.shape, at: locate(node, path))
        }
        // Paths in the config are relative to its folder, kept as relative as the config's own path, so
        // diagnostics name files the way the user does.
        let folder = (path as NSString).deletingLastPathComponent
        func resolve(_ relative: String) -> String {
            relative.hasPrefix("/") || folder.isEmpty ? relative : (folder as NSString).appendingPathComponent(relative)
        }
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            // A YAML null (`templates: ~`, `templates: null`, `templates:`) leaves a known key unset: `~` is no
            // folder's name. A quoted `"~"` is a string.
            if keys.contains(key), value.null != nil { continue }
            switch key {
            case "module-name":
                let name = try string(value, key: key, path: path)
                if let problem = Identifiers.moduleNameProblem(name) {
                    throw Diagnostic(ConfigMessage.moduleName(problem: problem), at: locate(value, path))
                }
                config.moduleName = name
            case "access-level":
                let raw = try string(value, key: key, path: path)
                guard let level = GeneratedAccessLevel(rawValue: raw) else {
                    throw Diagnostic(ConfigMessage.accessLevel(raw), at: locate(value, path))
                }
                config.accessLevel = level
            case "templates":
                config.templatesFolder = URL(fileURLWithPath: resolve(try string(value, key: key, path: path)))
                config.templatesLocation = locate(value, path)
            case "objc-headers":
                config.objcHeaders = try strings(value, key: key, path: path).map(resolve)
            case "objc-flags":
                config.objcFlags = try strings(value, key: key, path: path)
                config.objcFlagLocations = value.sequence.map { $0.map { locate($0, path) } } ?? [locate(value, path)]
            default:
                let suggestion = NameSuggestions.closest(to: key, in: keys)
                throw Diagnostic(
                    ConfigMessage.unknownKey(key, suggestion: suggestion, known: keys),
                    at: locate(keyNode, path),
                    fixIts: suggestion.map { [.replace(key, with: $0, at: locate(keyNode, path))] } ?? []
                )
            }
        }
        return config
    }

    /// Flow collections nested deeper than anyone writes by hand are refused before the YAML parser, which
    /// builds nodes recursively, sees them.
    private static func checkNesting(_ text: String, path: String) throws {
        var depth = 0
        var line = 1
        var column = 0
        for byte in text.utf8 {
            column += 1
            switch byte {
            case UInt8(ascii: "\n"):
                line += 1
                column = 0
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth > nestingLimit {
                    throw Diagnostic(
                        ConfigMessage.tooDeep(limit: nestingLimit),
                        at: SourceLocation(file: path, line: line, column: column)
                    )
                }
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth = max(0, depth - 1)
            default:
                break
            }
        }
    }

    /// Counts the text a config stands for with its aliases expanded, and stops at ``expandedSizeLimit``.
    private struct ExpansionBudget {
        let path: String
        var used = 0

        mutating func count(_ node: Node) throws {
            switch node {
            case .scalar(let scalar):
                used += scalar.string.utf8.count + 1
            case .mapping(let mapping):
                for (key, value) in mapping {
                    try count(key)
                    try count(value)
                }
            case .sequence(let sequence):
                for element in sequence { try count(element) }
            case .alias:
                used += 1
            }
            guard used <= UserConfig.expandedSizeLimit else {
                throw Diagnostic(
                    ConfigMessage.aliasesTooLarge(limitKB: UserConfig.expandedSizeLimit / 1024),
                    at: UserConfig.locate(node, path)
                )
            }
        }
    }

    /// The YAML reader's problem, without its own location and excerpt, and the line and column it names.
    static func describe(_ error: YamlError, in text: String) -> (reason: String, line: Int, column: Int) {
        func withContext(_ context: YamlError.Context?, _ problem: String) -> String {
            context.map { $0.text + ": " + problem } ?? problem
        }
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            return (withContext(context, problem), max(1, mark.line), max(1, mark.column))
        case .duplicatedKeysInMapping(let duplicates, let context):
            let names = duplicates.sorted().map { "'\($0)'" }.joined(separator: ", ")
            return ("a key is given twice: \(names)", max(1, context.mark.line), max(1, context.mark.column))
        case .reader(let problem, let offset, _, _):
            // The offset counts bytes from the start of the text.
            guard let offset else { return (problem, 1, 1) }
            let before = text.utf8.prefix(offset)
            let line = before.count { $0 == UInt8(ascii: "\n") } + 1
            let column = before.reversed().prefix { $0 != UInt8(ascii: "\n") }.count + 1
            return (problem, line, column)
        default:
            return ("\(error)", 1, 1)
        }
    }

    fileprivate static func locate(_ node: Node, _ path: String) -> SourceLocation {
        SourceLocation(file: path, line: node.mark.map { $0.line } ?? 1, column: node.mark.map { $0.column } ?? 1)
    }

    private static func string(_ node: Node, key: String, path: String) throws -> String {
        guard let value = node.scalar?.string, !value.isEmpty else {
            throw Diagnostic(ConfigMessage.notAString(key: key), at: locate(node, path))
        }
        return value
    }

    private static func strings(_ node: Node, key: String, path: String) throws -> [String] {
        if let single = node.scalar?.string { return [single] }
        guard let sequence = node.sequence else {
            throw Diagnostic(ConfigMessage.notAList(key: key), at: locate(node, path))
        }
        return try sequence.map { try string($0, key: key, path: path) }
    }
}
