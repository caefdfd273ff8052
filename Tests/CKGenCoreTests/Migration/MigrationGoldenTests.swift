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
