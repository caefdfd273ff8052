import CKGenCore
import Foundation
import Testing

/// File-based reference tests: each fixture through the whole pipeline, compared byte for byte with its
/// expected files. Set CKGEN_RECORD=1 to rewrite the expected files (the test then fails, so a recording is
/// never mistaken for a pass); read the diff before committing.
@Suite("Golden fixtures")
struct GoldenTests {
    @Test("the fixtures cover every generator output (G1–G5) and every validation rule (V1–V9)")
    func coverage() {
        let outputs = FixtureCase.all.compactMap { try? String(contentsOf: $0.expectedOutput, encoding: .utf8) }
            .joined()
        for section in [
            "// MARK: - Attribute tables", "// MARK: - Controller pairings", "// MARK: - Action selectors",
            "// MARK: - Event names", "// MARK: - Typed state",
        ] {
            #expect(outputs.contains(section), "no fixture's expected output has '\(section)'")
        }
        for rule in 1...9 {
            let cases = FixtureCase.all.filter { $0.name.hasPrefix("v\(rule)-") }
            #expect(cases.count == 1, "no fixture 'v\(rule)-…' for rule V\(rule)")
            let diagnostics = cases.compactMap { try? String(contentsOf: $0.expectedDiagnostics, encoding: .utf8) }
            #expect(diagnostics.contains { $0.contains(": error: ") || $0.contains(": warning: ") }, "V\(rule)")
        }
    }

    @Test("Fixtures/Package.swift compiles exactly the fixtures that expect generated code")
    func compilePackageListsEveryCase() throws {
        let manifest = try String(
            contentsOf: FixtureCase.root.appendingPathComponent("Package.swift"),
            encoding: .utf8
        )
        let listStart = try #require(manifest.range(of: "let compilingFixtures = ["))
        let list = manifest[listStart.upperBound...].prefix { $0 != "]" }
        let listed = Set(
            list.split(separator: "\"").enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
        )
        let expected = Set(
            FixtureCase.all.filter { FileManager.default.fileExists(atPath: $0.expectedOutput.path) }.map(\.name)
        )
        #expect(listed == expected, "add a new case to 'compilingFixtures' in Fixtures/Package.swift")
    }

    @Test("generated output and diagnostics match the expected files", arguments: FixtureCase.all)
    func fixture(_ fixture: FixtureCase) throws {
        let diagnostics = Diagnostics()
        let output = try fixture.pipeline().run(until: .file, diagnostics: diagnostics).file?.contents
        let diagnosticsText = fixture.relativeText(diagnostics.all)

        if FixtureCase.recording {
            try FileManager.default.createDirectory(at: fixture.expectedFolder, withIntermediateDirectories: true)
            if let output {
                try output.write(to: fixture.expectedOutput, atomically: true, encoding: .utf8)
            } else {
                try? FileManager.default.removeItem(at: fixture.expectedOutput)
            }
            if diagnosticsText.isEmpty {
                try? FileManager.default.removeItem(at: fixture.expectedDiagnostics)
            } else {
                try (diagnosticsText + "\n").write(to: fixture.expectedDiagnostics, atomically: true, encoding: .utf8)
            }
            Issue.record("recorded the expected files of '\(fixture.name)'; run again without CKGEN_RECORD=1")
            return
        }

        let expectedOutput = try? String(contentsOf: fixture.expectedOutput, encoding: .utf8)
        #expect(output == expectedOutput, "CKGen.swift differs from expected/CKGen.swift")
        if let output, let expectedOutput, output != expectedOutput {
            Issue.record("first difference:\n\(firstDifference(output, expectedOutput))")
        }
        let expectedDiagnostics = (try? String(contentsOf: fixture.expectedDiagnostics, encoding: .utf8)) ?? ""
        #expect(
            diagnosticsText == expectedDiagnostics.trimmingCharacters(in: .newlines),
            "diagnostics differ from expected/diagnostics.txt"
        )
    }

    private func firstDifference(_ actual: String, _ expected: String) -> String {
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(actualLines.count, expectedLines.count) {
            let left = index < actualLines.count ? String(actualLines[index]) : "<end>"
            let right = index < expectedLines.count ? String(expectedLines[index]) : "<end>"
            if left != right { return "line \(index + 1):\n  actual:   \(left)\n  expected: \(right)" }
        }
        return "none"
    }
}
