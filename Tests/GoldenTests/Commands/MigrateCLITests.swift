import Foundation
import Testing

/// `ckgen migrate` through the real command line: a dry run prints the Swift and the summary and writes nothing,
/// warnings are located in the Objective-C++ file, and it refuses to run without saying where files go.
@Suite("ckgen migrate on the command line")
struct MigrateCLITests {
    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/migrate")

    static let flags = ["--objc-flag=-I\(fixtures.path)/sdk", "--objc-flag=-I\(fixtures.path)/models"]

    @Test("a dry run prints the expected Swift and the summary, and exits 0")
    func dryRun() async throws {
        let input = Self.fixtures.appendingPathComponent("m7-scoped-state/input/SpoilerComponent.mm")
        let result = try await CKGenExecutable.run(
            ["migrate", input.path, "--dry-run"] + Self.flags,
            in: FileManager.default.temporaryDirectory
        )
        #expect(result.status == 0, "\(result.standardError)")
        let expected = try String(
            contentsOf: Self.fixtures.appendingPathComponent("m7-scoped-state/expected/SpoilerComponent.swift"),
            encoding: .utf8
        )
        #expect(result.standardOutput == "// ---- SpoilerComponent.swift\n" + expected)
        #expect(result.standardError.contains("1 converted, 0 partly converted, 0 not converted"))
    }

    @Test("what is kept is reported at its place in the .mm file, and the run still succeeds")
    func keptIsLocated() async throws {
        let input = Self.fixtures.appendingPathComponent("m9-kept/input/ReactionsComponent.mm")
        let result = try await CKGenExecutable.run(
            ["migrate", input.path, "--dry-run"] + Self.flags,
            in: FileManager.default.temporaryDirectory
        )
        #expect(result.status == 0)
        #expect(result.standardError.contains("\(input.path):27:75: warning: kept this component"))
        #expect(result.standardError.contains("0 converted, 1 partly converted, 0 not converted"))
    }

    @Test("without --output or --dry-run it says what to add and writes nothing")
    func needsOutput() async throws {
        let input = Self.fixtures.appendingPathComponent("m1-composite/input")
        let result = try await CKGenExecutable.run(["migrate", input.path], in: FileManager.default.temporaryDirectory)
        #expect(result.status != 0)
        #expect(result.standardError.contains("--output <folder>, or pass --dry-run"), "\(result.standardError)")
    }
}
