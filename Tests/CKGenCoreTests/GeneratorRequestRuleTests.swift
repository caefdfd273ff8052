import Foundation
import Testing

@testable import CKGenCore

/// How a request's flags and ckgen.yml make the run's options (issue 34, fresh bugs in config handling): which
/// config is read, lists from both joined flags first, where the templates folder is reported, and each problem.
@Suite("Requests: flags, ckgen.yml and the options they make")
struct GeneratorRequestRuleTests {
    /// A folder holding `files` (relative path → text); removed after `body`.
    static func withFolder(_ files: [String: String], _ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ckgen-request-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(),
                withIntermediateDirectories: true
            )
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        try body(folder)
    }

    @Test("the config: the one given, else ckgen.yml in the first input folder that has one; a file input has none")
    func configFile() throws {
        try Self.withFolder(["A/x.swift": "", "B/ckgen.yml": "module-name: B\n", "C/ckgen.yml": "module-name: C\n"]) {
            let a = $0.appendingPathComponent("A").path
            let b = $0.appendingPathComponent("B").path
            let c = $0.appendingPathComponent("C").path
            #expect(GeneratorRequest(inputs: [a, b, c]).configFile == b + "/ckgen.yml")
            #expect(GeneratorRequest(inputs: [c, b]).configFile == c + "/ckgen.yml")
            #expect(GeneratorRequest(inputs: [a + "/x.swift", b + "/ckgen.yml"]).configFile == nil)
            #expect(GeneratorRequest(inputs: [a]).configFile == nil)
            #expect(GeneratorRequest(inputs: [b], configPath: "/given.yml").configFile == "/given.yml")
            let options = try GeneratorRequest(inputs: [a, c, b]).resolve(
                requireModuleName: true,
                diagnostics: Diagnostics()
            )
            #expect(options.moduleName == "C")
        }
    }

    @Test("headers and flags from both: the command line's first, then the config's; the other settings pass through")
    func joinedLists() throws {
        try Self.withFolder(["ckgen.yml": "objc-headers: [C.h]\nobjc-flags: [-DC]\n"]) { folder in
            let options = try GeneratorRequest(
                inputs: [folder.path],
                moduleName: "M",
                cacheFolder: "/cache",
                objcHeaders: ["F.h"],
                objcFlags: ["-DF"],
                objcAllInterfaces: true
            )
            .resolve(requireModuleName: true, diagnostics: Diagnostics())
            #expect(options.objc.headers == ["F.h", folder.path + "/C.h"])
            #expect(options.objc.flags == ["-DF", "-DC"])
            #expect(options.objc.importAllInterfaces)
            #expect(options.cacheFolder?.path == "/cache")
            #expect(options.inputs == [folder.path])
            let plain = try GeneratorRequest(inputs: [folder.path], moduleName: "M")
                .resolve(requireModuleName: true, diagnostics: Diagnostics())
            #expect(!plain.objc.importAllInterfaces)
            #expect(plain.cacheFolder == nil)
        }
    }

    @Test("a templates folder from the config is reported where the config names it; one from a flag nowhere")
    func templatesLocation() throws {
        try Self.withFolder(["ckgen.yml": "module-name: M\n\ntemplates: T\n"]) { folder in
            let fromConfig = try GeneratorRequest(inputs: [folder.path])
                .resolve(requireModuleName: true, diagnostics: Diagnostics())
            #expect(fromConfig.templatesLocation?.line == 3)
            #expect(fromConfig.templatesLocation?.column == 12)
            let fromFlag = try GeneratorRequest(inputs: [folder.path], templatesFolder: "/flag")
                .resolve(requireModuleName: true, diagnostics: Diagnostics())
            #expect(fromFlag.templatesLocation == nil)
            #expect(fromFlag.templatesFolder?.path == "/flag")
        }
    }

    @Test("headers alone are something to read, from the command line or the config; nothing at all is not")
    func somethingToRead() throws {
        let diagnostics = Diagnostics()
        #expect(throws: Never.self) {
            _ = try GeneratorRequest(inputs: [], objcHeaders: ["H.h"]).resolve(
                requireModuleName: false,
                diagnostics: diagnostics
            )
        }
        try Self.withFolder(["ckgen.yml": "objc-headers: H.h\n", "other.yml": "module-name: M\n"]) { folder in
            #expect(throws: Never.self) {
                _ = try GeneratorRequest(inputs: [], configPath: folder.path + "/ckgen.yml").resolve(
                    requireModuleName: false,
                    diagnostics: diagnostics
                )
            }
            #expect(throws: GeneratorRequest.Problem.nothingToRead) {
                _ = try GeneratorRequest(inputs: [], configPath: folder.path + "/other.yml").resolve(
                    requireModuleName: false,
                    diagnostics: Diagnostics()
                )
            }
        }
        #expect(diagnostics.all.isEmpty)
    }

    @Test("a module name flag that is no identifier: reported with the flag's name, before the config's is looked at")
    func moduleNameFlag() throws {
        let diagnostics = Diagnostics()
        #expect(throws: GeneratorRequest.Problem.reported) {
            _ = try GeneratorRequest(inputs: ["x"], moduleName: "9Lives").resolve(
                requireModuleName: false,
                diagnostics: diagnostics
            )
        }
        #expect(
            diagnostics.all.map(\.message) == [
                "--module-name: the module name \"9Lives\" must start with a letter or '_'"
            ]
        )
        #expect(diagnostics.all.first?.location == nil)
        #expect(GeneratorRequest.Problem.missingModuleName.description.contains("--module-name MyApp"))
    }
}
