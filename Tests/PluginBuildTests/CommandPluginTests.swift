import Foundation
import Testing

/// Issue 33, item 3: `swift package ckgen-source …` in the client runs the ckgen its build already made (no second
/// copy is compiled), on the client's targets: `lint --fix` mends a misspelt annotation in place, `graph` writes a
/// DOT file. `generate` into the folder of a target that applies the build-tool plugin is refused (issue 41, item 5:
/// the next build failed with "multiple producers"); with `--output` elsewhere it writes there.
extension PluginBuildTests {
    static func commandPlugin(_ arguments: [String]) async throws -> (status: Int32, output: String) {
        try await swift(
            ["package", "--package-path", client.path, "--allow-writing-to-package-directory", "ckgen-source"]
                + arguments
        )
    }

    /// Whether `output` shows a Swift file of ckgen or swift-syntax being compiled. (SwiftPM may still link the tool
    /// again from the build's objects, as it does whenever it plans anew: see BuildTestSwitchTests.)
    static func compiledTheTool(_ output: String) -> Bool {
        output.split(whereSeparator: \.isNewline).contains { line in
            line.contains("Compiling ") && line.hasSuffix(".swift")
                && ["ckgen ", "CKGenCore ", "SwiftSyntax ", "SwiftParser "].contains {
                    line.contains("Compiling " + $0)
                }
        }
    }

    @Test("the command plugin runs lint --fix, generate and graph with the ckgen the build made")
    func commandPluginRunsTheBuiltTool() async throws {
        try Self.forgetBuildDescriptions()
        try Self.writeClient(source: Self.goodSource)
        let build = try await Self.swiftBuild()
        #expect(build.status == 0, "\(build.output.suffix(3_000))")
        defer { try? Self.writeClient(source: Self.goodSource) }

        let broken = Self.goodSource.replacingOccurrences(of: "/// @ck.action", with: "/// @ck.actoin")
        try Self.writeClient(source: broken)
        let fix = try await Self.commandPlugin(["lint", "--fix"])
        #expect(fix.status == 0, "\(fix.output.suffix(3_000))")
        #expect(!Self.compiledTheTool(fix.output), "the build's ckgen is used as it is:\n\(fix.output)")
        #expect(fix.output.contains("ckgen: applied 1 fix-it to \(Self.source.path)"), "\(fix.output)")
        #expect(try String(contentsOf: Self.source, encoding: .utf8) == Self.goodSource)

        let beside = Self.source.deletingLastPathComponent().appendingPathComponent("CKGen.swift")
        defer { try? FileManager.default.removeItem(at: beside) }
        let refused = try await Self.commandPlugin(["generate", "--target", "Client"])
        #expect(refused.status != 0)
        #expect(refused.output.contains("target 'Client' applies CKGenPlugin in Package.swift"), "\(refused.output)")
        #expect(!FileManager.default.fileExists(atPath: beside.path), "a second CKGen.swift in the target's sources")
        let folder = Self.client.appendingPathComponent(".build/command-plugin-generate")
        defer { try? FileManager.default.removeItem(at: folder) }
        let generate = try await Self.commandPlugin(["generate", "--target", "Client", "--output", folder.path])
        #expect(generate.status == 0, "\(generate.output.suffix(3_000))")
        let code = try String(contentsOf: folder.appendingPathComponent("CKGen.swift"), encoding: .utf8)
        #expect(code.contains("static let didTapLike = ComponentRuntime.ActionSelector(\"didTapLike\")"), "\(code)")

        let dot = Self.client.appendingPathComponent(".build/command-plugin-graph/Client.dot")
        defer { try? FileManager.default.removeItem(at: dot.deletingLastPathComponent()) }
        let graph = try await Self.commandPlugin(["graph", "--output", dot.path, "--no-svg"])
        #expect(graph.status == 0, "\(graph.output.suffix(3_000))")
        #expect(try String(contentsOf: dot, encoding: .utf8).contains("LikeButtonComponent"))

        // An error in the sources fails the command, with ckgen's diagnostic.
        try Self.writeClient(source: Self.goodSource.replacingOccurrences(of: "/// @ck.action", with: "/// @ck.nope"))
        let failed = try await Self.commandPlugin(["lint"])
        #expect(failed.status != 0)
        #expect(failed.output.contains("\(Self.source.path):11:9: error:"), "\(failed.output.suffix(3_000))")
    }
}
