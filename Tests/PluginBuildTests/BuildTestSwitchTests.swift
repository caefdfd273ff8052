import Foundation
import Testing

/// Issue 33, item 5: alternating `swift build` and `swift test` in a client with nothing changed.
///
/// With the source-built plugin SwiftPM forces a rerun of ckgen on every switch: the two commands plan the build
/// with different build parameters (which are in the signature of SwiftPM's "Planning build" step), so each switch
/// plans again; planning builds the plugin's tools in a build with its own llbuild database (`plugin-tools.db`),
/// which finds the tool relinked by the main build since its own last run and links it again, and the main build
/// then does the same; SwiftPM makes every tool of a plugin an input of each command the plugin returns. What our
/// side controls is the cost: ckgen, run again on unchanged sources, leaves CKGen.swift alone, so the client's module
/// is not compiled again. (The binary plugin has no tool to relink: Tools/check-binary-plugin.sh checks that ckgen
/// does not run at all there.)
extension PluginBuildTests {
    @Test("swift build, swift test, swift build with nothing changed: the client's module is not compiled again")
    func switchingBetweenBuildAndTestCompilesNothingAgain() async throws {
        try Self.forgetBuildDescriptions()
        try Self.writeClient(source: Self.goodSource)
        let first = try await Self.swiftBuild()
        #expect(first.status == 0, "\(first.output.suffix(3_000))")
        // A fresh build database settles on the second build (see pluginLifecycle).
        _ = try await Self.swiftBuild()

        let test = try await Self.swift(["test", "--package-path", Self.client.path])
        #expect(test.status == 0, "\(test.output.suffix(3_000))")
        #expect(!test.output.contains("Compiling Client "), "nothing changed:\n\(test.output)")

        let build = try await Self.swiftBuild()
        #expect(build.status == 0, "\(build.output.suffix(3_000))")
        #expect(!build.output.contains("Compiling Client "), "nothing changed:\n\(build.output)")
    }
}
