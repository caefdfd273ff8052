import Foundation
import Testing

@testable import CKGenCore

/// ckgen.yml's values (issue 34, fresh bugs in config parsing): each key's rule from both sides, each error's text
/// and location in the file, and paths resolved against the config's folder.
@Suite("ckgen.yml: values, their errors and where they point")
struct ConfigValueRuleTests {
    /// Loads `text` as `<temporary folder>/ckgen.yml`; the config or the diagnostic, and the folder's path.
    static func load(_ text: String) throws -> (Result<UserConfig, Diagnostic>, folder: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ckgen-values-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("ckgen.yml").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        do {
            return (.success(try UserConfig.load(path: path)), folder.path)
        } catch let diagnostic as Diagnostic {
            return (.failure(diagnostic), folder.path)
        }
    }

    /// The error `text` is refused with: its id, message and line:column.
    static func error(_ text: String) throws -> (id: DiagnosticID, message: String, at: String)? {
        guard case .failure(let diagnostic) = try load(text).0 else { return nil }
        let location = diagnostic.location.map { "\($0.line):\($0.column)" } ?? "-"
        return (diagnostic.id, diagnostic.message, location)
    }

    @Test("a module name must start with a letter or '_': a digit is refused at the value")
    func moduleNameStart() throws {
        let error = try #require(try Self.error("access-level: public\nmodule-name: 1App\n"))
        #expect(error.id == .configModuleName)
        #expect(error.message == "the module name \"1App\" must start with a letter or '_'")
        #expect(error.at == "2:14")
        for name in ["_App", "App1", "A"] {
            guard case .success(let config) = try Self.load("module-name: \(name)\n").0 else {
                Issue.record("\(name) refused")
                continue
            }
            #expect(config.moduleName == name)
        }
    }

    @Test("a module name that is a keyword, or holds a character outside identifiers, is refused")
    func moduleNameOther() throws {
        #expect(try Self.error("module-name: class\n")?.message == "the module name \"class\" is a Swift keyword")
        let dash = try #require(try Self.error("module-name: My-App\n"))
        #expect(dash.id == .configModuleName)
        #expect(dash.message.hasPrefix("the module name \"My-App\" is not a Swift identifier: it contains \"-\""))
        #expect(dash.at == "1:14")
        #expect(try Self.error("module-name: Classy\n") == nil)
    }

    @Test("a config that is not a mapping is refused at its first node; an empty one is no settings")
    func shape() throws {
        let list = try #require(try Self.error("\n- module-name\n- MyApp\n"))
        #expect(list.id == .configShape)
        #expect(list.message == "the config file must be a mapping of keys to values")
        #expect(list.at == "2:1")
        let scalar = try #require(try Self.error("MyApp\n"))
        #expect(scalar.id == .configShape)
        guard case .success(let empty) = try Self.load("# nothing\n").0 else {
            Issue.record("an empty config refused")
            return
        }
        #expect(empty == UserConfig())
    }

    @Test("a string key given a list or a mapping, or an empty string, is refused at the value")
    func notAString() throws {
        for (text, at) in [
            ("module-name: [A, B]\n", "1:14"), ("access-level: {a: b}\n", "1:15"), ("templates: ''\n", "1:12"),
        ] {
            let error = try #require(try Self.error(text), "\(text)")
            #expect(error.id == .configValue, "\(text)")
            #expect(error.message.hasSuffix("' must be a non-empty string"), "\(text)")
            #expect(error.at == at, "\(text)")
        }
        #expect(try Self.error("templates: ' '\n") == nil)
    }

    @Test("a list key given a mapping is refused at the value; one string or a list of strings is read")
    func lists() throws {
        let error = try #require(try Self.error("objc-flags: {a: b}\n"))
        #expect(error.id == .configValue)
        #expect(error.message == "'objc-flags' must be a list of strings")
        #expect(error.at == "1:13")
        let inList = try #require(try Self.error("objc-flags:\n  - -DA\n  - [x]\n"))
        #expect(inList.message == "'objc-flags' must be a non-empty string")
        #expect(inList.at == "3:5")
        let (loaded, folder) = try Self.load("objc-flags: -DA\nobjc-headers: [A.h, /abs/B.h]\n")
        guard case .success(let config) = loaded else {
            Issue.record("refused: \(loaded)")
            return
        }
        #expect(config.objcFlags == ["-DA"])
        #expect(config.objcHeaders == [folder + "/A.h", "/abs/B.h"])
    }

    @Test("access levels: 'internal' and 'public' are read; anything else is refused at the value")
    func accessLevel() throws {
        for level in GeneratedAccessLevel.allCases {
            guard case .success(let config) = try Self.load("access-level: \(level.rawValue)\n").0 else {
                Issue.record("\(level) refused")
                continue
            }
            #expect(config.accessLevel == level)
        }
        let error = try #require(try Self.error("\naccess-level: Public\n"))
        #expect(error.message == "'access-level' must be 'internal' or 'public', not 'Public'")
        #expect(error.at == "2:15")
    }

    @Test("a templates folder is resolved against the config's folder and located at its value")
    func templatesFolder() throws {
        let (loaded, folder) = try Self.load("module-name: A\ntemplates:   T/U\n")
        guard case .success(let config) = loaded else {
            Issue.record("refused: \(loaded)")
            return
        }
        #expect(config.templatesFolder?.path == folder + "/T/U")
        #expect(config.templatesLocation?.line == 2)
        #expect(config.templatesLocation?.column == 14)
        #expect(config.templatesLocation?.file.hasSuffix("/ckgen.yml") == true)
        let (absolute, _) = try Self.load("templates: /abs/T\n")
        #expect((try? absolute.get())?.templatesFolder?.path == "/abs/T")
    }

    @Test("an unknown key: located at the key, with a fix-it replacing exactly the key")
    func unknownKey() throws {
        let (loaded, _) = try Self.load("module-name: A\n  \nacess-level: public\n")
        guard case .failure(let diagnostic) = loaded else {
            Issue.record("accepted")
            return
        }
        #expect(diagnostic.location?.line == 3 && diagnostic.location?.column == 1)
        let edit = try #require(diagnostic.fixIts.first?.edits.first)
        #expect(edit.replacement == "access-level")
        #expect(
            try FixItApplier.apply([edit], to: "module-name: A\n  \nacess-level: public\n")
                == "module-name: A\n  \naccess-level: public\n"
        )
        // Far from every key: no suggestion, and the known keys listed instead.
        let far = try #require(try Self.error("zzzzzzzzzzzz: 1\n"))
        #expect(
            far.message
                == "unknown key 'zzzzzzzzzzzz' in the config file; known keys: module-name, access-level, templates, "
                + "objc-headers, objc-flags"
        )
    }

    @Test("a file that is not UTF-8, or a folder, is unreadable at the file; a YAML error is where the reader says")
    func unreadableAndYAML() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ckgen-bytes-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("ckgen.yml").path
        try Data([0x6D, 0x3A, 0x20, 0xFF, 0xFE, 0x0A]).write(to: URL(fileURLWithPath: path))
        do {
            _ = try UserConfig.load(path: path)
            Issue.record("accepted")
        } catch let diagnostic as Diagnostic {
            #expect(diagnostic.id == .configUnreadable)
            #expect(diagnostic.location == SourceLocation(file: path, line: 1, column: 1))
            #expect(diagnostic.message == "cannot read the config file '\(path)' as UTF-8 text")
        }
        // Issue 41: a folder given as the config file names itself too.
        do {
            _ = try UserConfig.load(path: folder.path)
            Issue.record("accepted a folder")
        } catch let diagnostic as Diagnostic {
            #expect(diagnostic.id == .configUnreadable)
            #expect(diagnostic.location?.file == folder.path)
        }
        let yaml = try #require(try Self.error("module-name: A\naccess-level: [public\n"))
        #expect(yaml.id == .configYaml)
        #expect(yaml.message.hasPrefix("the config file is not valid YAML: "))
        #expect(yaml.at.hasPrefix("3:") || yaml.at.hasPrefix("2:"))
    }

    @Test("a key given twice: a YAML error naming it")
    func duplicateKey() throws {
        let error = try #require(try Self.error("module-name: A\naccess-level: public\nmodule-name: B\n"))
        #expect(error.id == .configYaml)
        #expect(error.message == "the config file is not valid YAML: a key is given twice: 'module-name'")
        #expect(error.at == "1:1")
    }

    @Test("text YAML cannot read (a control character): a YAML error located at it")
    func readerError() throws {
        let error = try #require(try Self.error("module-name: A\naccess-level: pu\u{1}blic\n"))
        #expect(error.id == .configYaml)
        #expect(error.message.hasPrefix("the config file is not valid YAML: "))
        #expect(error.at == "2:17")
    }

    /// A config whose two values are one anchored scalar of `length` bytes and an alias of it, under `keys`.
    static func aliased(_ length: Int, keys: (String, String)) -> String {
        "\(keys.0): &x " + String(repeating: "a", count: length) + "\n\(keys.1): *x\n"
    }

    @Test("aliases expanded: up to 256 KB of text is read, one byte more is refused", arguments: [-1, 0, 1])
    func aliasBudget(_ delta: Int) throws {
        // Each scalar counts its bytes and one more: keys of 10 and 12 bytes (24 in all) and the value twice make
        // 2 × length + 26; keys of 10 and 11 bytes make 2 × length + 25.
        let limit = UserConfig.expandedSizeLimit
        let text =
            switch delta {
            case -1: Self.aliased((limit - 25 - 1) / 2, keys: ("objc-flags", "module-name"))
            case 0: Self.aliased((limit - 26) / 2, keys: ("objc-flags", "objc-headers"))
            default: Self.aliased((limit - 25 + 1) / 2, keys: ("objc-flags", "module-name"))
            }
        let error = try Self.error(text)
        if delta <= 0 {
            #expect(error == nil, "\(String(describing: error))")
        } else {
            #expect(error?.id == .configTooLarge)
            #expect(
                error?.message
                    == "the config file stands for more than 256 KB of text once its YAML aliases are expanded; ckgen "
                    + "reads no further (write the values out, or use fewer '*' aliases)"
            )
            // At the value the alias repeats, where the text that goes over the limit is written.
            #expect(error?.at == "1:13")
        }
    }
}
