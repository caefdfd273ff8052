import Foundation
import Testing

/// Issue 33, item 4: `--format json` and `--format github` through the built executable, against the fixtures'
/// recorded diagnostics, and the count line a run ends with.
@Suite("ckgen --format and the count of problems")
struct DiagnosticFormatCLITests {
    /// The recorded diagnostics of `fixture` that are not notes, split into location, severity and message.
    private func recorded(_ fixture: FixtureCase) throws -> [(location: String, severity: String, message: String)] {
        let text = try String(contentsOf: fixture.expectedDiagnostics, encoding: .utf8)
        return text.components(separatedBy: "\n").compactMap { line in
            for severity in ["error", "warning"] {
                if let range = line.range(of: ": \(severity): ") {
                    return (String(line[..<range.lowerBound]), severity, String(line[range.upperBound...]))
                }
            }
            return nil
        }
    }

    /// `ckgen lint` in the fixture's folder; GitHub's paths are relative to the fixture's folder, as though it were
    /// the checkout.
    private func lint(_ fixture: FixtureCase, _ extra: [String]) async throws -> CKGenExecutable.Result {
        try await CKGenExecutable.run(
            ["lint", "input", "--module-name", "MyApp"] + extra,
            in: fixture.folder,
            environment: ["GITHUB_WORKSPACE": fixture.folder.path]
        )
    }

    @Test(
        "json: one object per line and diagnostic, with the stable identifier, notes and fix-its; the count on stderr",
        arguments: ["v1-malformed-annotations", "v5-duplicates"]
    )
    func json(name: String) async throws {
        let fixture = FixtureCase(name: name)
        let expected = try recorded(fixture)
        let result = try await lint(fixture, ["--format", "json"])
        #expect(result.status == 1)
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        try #require(lines.count == expected.count, "\(result.standardOutput)")
        var sawNote = false
        var sawFixIt = false
        for (line, diagnostic) in zip(lines, expected) {
            let object = try #require(
                try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                "\(line)"
            )
            #expect(Set(object.keys) == ["file", "line", "column", "severity", "id", "message", "notes", "fixIts"])
            let location = "\(object["file"] ?? ""):\(object["line"] ?? ""):\(object["column"] ?? "")"
            #expect(location == diagnostic.location)
            #expect(object["severity"] as? String == diagnostic.severity)
            #expect(object["message"] as? String == diagnostic.message)
            #expect((object["id"] as? String)?.hasPrefix("ckgen.") == true, "\(line)")
            let notes = try #require(object["notes"] as? [[String: Any]])
            sawNote = sawNote || notes.contains { $0["message"] is String && $0["line"] is Int }
            let fixIts = try #require(object["fixIts"] as? [[String: Any]])
            sawFixIt =
                sawFixIt || fixIts.contains { ($0["edits"] as? [[String: Any]])?.first?["replacement"] is String }
        }
        #expect(sawNote || name != "v5-duplicates", "v5's duplicates carry notes")
        #expect(sawFixIt || name != "v1-malformed-annotations", "v1's misspelt annotation carries a fix-it")
        let errors = expected.count { $0.severity == "error" }
        let warnings = expected.count { $0.severity == "warning" }
        var count = "ckgen: \(errors) error\(errors == 1 ? "" : "s")"
        if warnings > 0 { count += ", \(warnings) warning\(warnings == 1 ? "" : "s")" }
        #expect(result.standardError == count + "\n")
    }

    @Test("github: a workflow command per diagnostic, at its file, line and column, titled with the identifier")
    func github() async throws {
        let fixture = FixtureCase(name: "v5-duplicates")
        let expected = try recorded(fixture)
        let result = try await lint(fixture, ["--format", "github"])
        #expect(result.status == 1)
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        try #require(lines.count == expected.count, "\(result.standardOutput)")
        for (line, diagnostic) in zip(lines, expected) {
            let parts = diagnostic.location.split(separator: ":")
            let head = "::\(diagnostic.severity) file=\(parts[0]),line=\(parts[1]),col=\(parts[2]),title=ckgen."
            #expect(line.hasPrefix(head), "\(line)")
            #expect(line.contains("::" + diagnostic.message), "\(line)")
        }
        // A note is a further line of the annotation's message.
        #expect(lines[0].contains("%0Ainput/Duplicates.swift:10:10: note: 'refresh:' is declared here"), "\(lines[0])")
    }

    @Test("a clean run: no count, and with --format json nothing on standard output but the diagnostics")
    func clean() async throws {
        let work = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: work) }
        let fixture = FixtureCase(name: "feed-screen")
        let input = fixture.folder.appendingPathComponent("input").path
        let text = try await CKGenExecutable.run(["lint", input, "--module-name", "MyApp"], in: work)
        #expect(text.status == 0 && text.standardError.isEmpty, "\(text.standardError)")
        let generate = try await CKGenExecutable.run(
            ["generate", input, "--module-name", "MyApp", "--output", work.path, "--format", "json"],
            in: work
        )
        #expect(generate.status == 0, "\(generate.standardError)")
        #expect(generate.standardOutput.isEmpty, "\(generate.standardOutput)")
        #expect(generate.standardError == "ckgen: wrote \(work.path)/CKGen.swift\n")
    }

    @Test("an unknown format is a usage error naming the formats")
    func unknownFormat() async throws {
        let result = try await lint(FixtureCase(name: "feed-screen"), ["--format", "xml"])
        #expect(result.status == 64)
        #expect(result.standardError.contains("text"), "\(result.standardError)")
    }
}
