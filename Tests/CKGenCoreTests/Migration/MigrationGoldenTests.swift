import Foundation
import Testing

@testable import CKGenCore

/// Every `ckgen migrate` fixture gives its expected Swift, warnings and summary, byte for byte. Set
/// CKGEN_RECORD=1 to rewrite the expected files (the run then fails on purpose; read the diff).
@Suite("ckgen migrate fixtures")
struct MigrationGoldenTests {
    @Test("the fixtures are there")
    func fixturesExist() {
        #expect(MigrationFixture.all.count >= 10, "no fixtures found under \(MigrationFixture.root.path)")
    }

    @Test("Fixtures/Package.swift compiles exactly the migration fixtures there are")
    func compiledFixturesAreListed() throws {
        let manifest = try String(
            contentsOf: MigrationFixture.root.deletingLastPathComponent().appendingPathComponent("Package.swift"),
            encoding: .utf8
        )
        let withDiagnostics = MigrationFixture.all.filter {
            FileManager.default.fileExists(atPath: $0.expected.appendingPathComponent("diagnostics.txt").path)
        }
        #expect(try list("migrationFixtures", in: manifest) == Set(MigrationFixture.all.map(\.name)))
        #expect(try list("migrationFixturesWithDiagnostics", in: manifest) == Set(withDiagnostics.map(\.name)))
    }

    /// The strings of `let name = [...]` in `manifest`.
    private func list(_ name: String, in manifest: String) throws -> Set<String> {
        let start = try #require(manifest.range(of: "let \(name) = ["))
        let end = try #require(manifest[start.upperBound...].range(of: "]"))
        return Set(
            manifest[start.upperBound..<end.lowerBound].split(separator: ",")
                .map { $0.trimmingCharacters(in: .whitespacesAndNewlines).trimmingCharacters(in: ["\""]) }
                .filter { !$0.isEmpty }
        )
    }

    @Test("each fixture migrates to its expected Swift, warnings and summary", arguments: MigrationFixture.all)
    func fixture(_ fixture: MigrationFixture) throws {
        let (files, diagnostics, summary) = fixture.migrate()
        var actual = files
        if !diagnostics.isEmpty { actual["diagnostics.txt"] = diagnostics }
        actual["summary.txt"] = summary
        if MigrationFixture.recording {
            try fixture.record(actual)
            Issue.record("recorded the expected files of '\(fixture.name)'; run again without CKGEN_RECORD=1")
            return
        }
        let expected = fixture.expectedFiles()
        #expect(Set(actual.keys) == Set(expected.keys), "the files migration writes for '\(fixture.name)'")
        for (name, text) in actual.sorted(by: { $0.key < $1.key }) {
            #expect(text == expected[name], "'\(fixture.name)/expected/\(name)' differs")
        }
    }
}
