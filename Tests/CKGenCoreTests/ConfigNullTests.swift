import Foundation
import Testing

@testable import CKGenCore

/// Issue 34, item 2: a YAML null in ckgen.yml (`templates: ~`) leaves the key unset, never a folder named `~`; a
/// quoted `"~"` is still a string. Config errors point into ckgen.yml.
@Suite("ckgen.yml: null values and located errors")
struct ConfigNullTests {
    static func load(_ text: String) throws -> UserConfig {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ckgen-null-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("ckgen.yml").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return try UserConfig.load(path: path)
    }

    /// The diagnostic loading `text` throws.
    static func error(_ text: String) throws -> Diagnostic {
        do {
            _ = try load(text)
        } catch let diagnostic as Diagnostic {
            return diagnostic
        }
        throw CancellationError()
    }

    @Test(
        "a null value leaves the key unset",
        arguments: [
            "templates: ~\n", "templates: null\n", "templates: NULL\n", "templates:\n", "templates: ~ # none\n",
        ]
    )
    func nullTemplates(_ text: String) throws {
        let config = try Self.load("module-name: Shop\n" + text)
        #expect(config.templatesFolder == nil)
        #expect(config.templatesLocation == nil)
        #expect(config.moduleName == "Shop")
    }

    @Test("a null for the other keys leaves them unset too")
    func nullOtherKeys() throws {
        let config = try Self.load("module-name: ~\naccess-level: null\nobjc-headers: ~\nobjc-flags:\n")
        #expect(config == UserConfig())
    }

    @Test("near miss: a quoted '~' or a folder name is a folder, located at its value")
    func quoted() throws {
        for (text, name) in [("templates: \"~\"\n", "~"), ("templates: '~'\n", "~"), ("templates: T\n", "T")] {
            let config = try Self.load("module-name: Shop\n" + text)
            #expect(config.templatesFolder?.lastPathComponent == name)
            #expect(config.templatesLocation?.line == 2)
            #expect(config.templatesLocation?.column == 12)
        }
    }

    @Test(
        "YAML errors are located where the YAML reader found them",
        arguments: [
            ("module-name: Shop\ntemplates: [a\n", 3), ("module-name: Shop\n  access-level: x: y\n", 2),
            ("module-name: Shop\nmodule-name: Other\n", 1),
        ]
    )
    func yamlErrorLocation(_ text: String, _ line: Int) throws {
        let diagnostic = try Self.error(text)
        #expect(diagnostic.id == "ckgen.config.yaml")
        #expect(diagnostic.location?.line == line, "\(diagnostic)")
        #expect(diagnostic.location?.file.hasSuffix("ckgen.yml") == true)
        // The message holds the problem once, without the YAML reader's own location and excerpt.
        #expect(!diagnostic.message.contains("\n"), "\(diagnostic.message)")
    }

    @Test("a templates folder from ckgen.yml that cannot be read is reported at its value; from the flag, unlocated")
    func missingFolderLocated() throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("ckgen-tpl-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let config = work.appendingPathComponent("ckgen.yml").path
        try "module-name: Shop\ntemplates: Missing\n".write(toFile: config, atomically: true, encoding: .utf8)
        let input = work.appendingPathComponent("A.swift").path
        try "final class A {}\n".write(toFile: input, atomically: true, encoding: .utf8)
        for flag in [nil, work.appendingPathComponent("AlsoMissing").path] {
            let request = GeneratorRequest(inputs: [input], configPath: config, templatesFolder: flag)
            let options = try request.resolve(requireModuleName: true, diagnostics: Diagnostics())
            #expect {
                try GeneratorPipeline(options: options).templates()
            } throws: { error in
                let location = (error as? Diagnostic)?.location
                return flag == nil
                    ? location == SourceLocation(file: config, line: 2, column: 12) : location == nil
            }
        }
    }
}
