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
    /// Objective-C headers to import, resolved against the config file's folder.
    public var objcHeaders: [String] = []
    /// Extra clang arguments for reading the headers.
    public var objcFlags: [String] = []

    static let keys = ["module-name", "access-level", "templates", "objc-headers", "objc-flags"]

    public init() {}

    /// Reads the config at `path`. Throws a located diagnostic for unreadable files, YAML errors, unknown keys and
    /// values of the wrong type.
    public static func load(path: String) throws -> UserConfig {
        let location = SourceLocation(file: path, line: 1, column: 1)
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw Diagnostic(
                .error,
                id: "ckgen.config.unreadable",
                "cannot read the config file '\(path)' as UTF-8 text",
                at: nil
            )
        }
        let node: Node?
        do {
            node = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw Diagnostic(
                .error,
                id: "ckgen.config.yaml",
                "the config file is not valid YAML: \(error)",
                at: location
            )
        } catch {
            throw Diagnostic(
                .error,
                id: "ckgen.config.yaml",
                "the config file is not valid YAML: \(error)",
                at: location
            )
        }
        var config = UserConfig()
        guard let node else { return config }
        guard let mapping = node.mapping else {
            throw Diagnostic(
                .error,
                id: "ckgen.config.shape",
                "the config file must be a mapping of keys to values",
                at: locate(node, path)
            )
        }
        // Paths in the config are relative to its folder, kept as relative as the config's own path, so
        // diagnostics name files the way the user does.
        let folder = (path as NSString).deletingLastPathComponent
        func resolve(_ relative: String) -> String {
            relative.hasPrefix("/") || folder.isEmpty ? relative : (folder as NSString).appendingPathComponent(relative)
        }
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            switch key {
            case "module-name":
                config.moduleName = try string(value, key: key, path: path)
            case "access-level":
                let raw = try string(value, key: key, path: path)
                guard let level = GeneratedAccessLevel(rawValue: raw) else {
                    throw Diagnostic(
                        .error,
                        id: "ckgen.config.value",
                        "'access-level' must be 'internal' or 'public', not '\(raw)'",
                        at: locate(value, path)
                    )
                }
                config.accessLevel = level
            case "templates":
                config.templatesFolder = URL(fileURLWithPath: resolve(try string(value, key: key, path: path)))
            case "objc-headers":
                config.objcHeaders = try strings(value, key: key, path: path).map(resolve)
            case "objc-flags":
                config.objcFlags = try strings(value, key: key, path: path)
            default:
                let suggestion = NameSuggestions.closest(to: key, in: keys)
                throw Diagnostic(
                    .error,
                    id: "ckgen.config.unknownKey",
                    "unknown key '\(key)' in the config file"
                        + (suggestion.map { "; did you mean '\($0)'?" } ?? "; known keys: "
                            + keys.joined(separator: ", ")),
                    at: locate(keyNode, path)
                )
            }
        }
        return config
    }

    private static func locate(_ node: Node, _ path: String) -> SourceLocation {
        SourceLocation(file: path, line: node.mark.map { $0.line } ?? 1, column: node.mark.map { $0.column } ?? 1)
    }

    private static func string(_ node: Node, key: String, path: String) throws -> String {
        guard let value = node.scalar?.string, !value.isEmpty else {
            throw Diagnostic(
                .error,
                id: "ckgen.config.value",
                "'\(key)' must be a non-empty string",
                at: locate(node, path)
            )
        }
        return value
    }

    private static func strings(_ node: Node, key: String, path: String) throws -> [String] {
        if let single = node.scalar?.string { return [single] }
        guard let sequence = node.sequence else {
            throw Diagnostic(
                .error,
                id: "ckgen.config.value",
                "'\(key)' must be a list of strings",
                at: locate(node, path)
            )
        }
        return try sequence.map { try string($0, key: key, path: path) }
    }
}
