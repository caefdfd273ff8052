import Foundation
import TestSupport
import Testing

/// Runs the built `ckgen` as a user would.
enum CKGenExecutable {
    static var url: URL {
        BuiltProducts.executable("ckgen")
    }

    struct Result {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    /// Runs ckgen in `directory`, with this process's environment changed by `environment` (a `nil` value
    /// removes the variable). It is waited for off Swift's cooperative pool (see `ChildProcess`), so the other
    /// tests keep running meanwhile.
    static func run(
        _ arguments: [String],
        in directory: URL,
        environment: [String: String?] = [:]
    ) async throws -> Result {
        let result = try await ChildProcess.run(
            url,
            arguments,
            in: directory,
            environment: environment.isEmpty ? nil : ChildProcess.environment(changing: environment)
        )
        return Result(
            status: result.status,
            standardOutput: result.standardOutput,
            standardError: result.standardError
        )
    }
}

@Suite("ckgen command line")
struct CLITests {
    @Test(
        "ckgen lint prints exactly each fixture's expected diagnostics, and fails only on errors",
        arguments: FixtureCase.all
    )
    func lintMatchesFixture(_ fixture: FixtureCase) async throws {
        var arguments = ["lint", "input", "--module-name", "MyApp"]
        if FileManager.default.fileExists(atPath: fixture.config.path) { arguments += ["--config", "ckgen.yml"] }
        let result = try await CKGenExecutable.run(arguments, in: fixture.folder)
        let expected = (try? String(contentsOf: fixture.expectedDiagnostics, encoding: .utf8)) ?? ""
        // The diagnostics as recorded, then the count line (issue 33, item 4), which the recorded files leave out:
        // it is checked against the recorded diagnostics instead.
        var lines = result.standardError.trimmingCharacters(in: .newlines).components(separatedBy: "\n")
        let expectedLines = expected.trimmingCharacters(in: .newlines).components(separatedBy: "\n")
        let errors = expectedLines.count { $0.contains(": error: ") && !$0.hasPrefix(" ") }
        let warnings = expectedLines.count { $0.contains(": warning: ") && !$0.hasPrefix(" ") }
        let summary = [(errors, "error"), (warnings, "warning")].filter { $0.0 > 0 }.map {
            "\($0.0) \($0.1)\($0.0 == 1 ? "" : "s")"
        }
        if !summary.isEmpty {
            #expect(lines.last == "ckgen: " + summary.joined(separator: ", "), "\(result.standardError)")
            lines.removeLast()
        }
        #expect(lines.joined(separator: "\n") == expected.trimmingCharacters(in: .newlines))
        let expectsErrors = expected.contains(": error: ")
        #expect(result.status == (expectsErrors ? 1 : 0))
    }

    @Test("generate twice: the second run leaves the file and its modification date alone")
    func writeIfChanged() async throws {
        let work = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: work) }
        let fixture = FixtureCase(name: "feed-screen")
        let arguments = [
            "generate", fixture.folder.appendingPathComponent("input").path, "--module-name", "MyApp", "--output",
            work.path,
        ]
        let first = try await CKGenExecutable.run(arguments, in: work)
        #expect(first.status == 0, "\(first.standardError)")
        #expect(first.standardOutput.contains("wrote"))
        let file = work.appendingPathComponent("CKGen.swift")
        let before = try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date
        try await Task.sleep(for: .milliseconds(1_100))
        let second = try await CKGenExecutable.run(arguments, in: work)
        #expect(second.status == 0)
        #expect(second.standardOutput.contains("up to date"))
        let after = try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date
        #expect(before == after)
        #expect(
            try String(contentsOf: file, encoding: .utf8) == String(contentsOf: fixture.expectedOutput, encoding: .utf8)
        )
    }

    @Test("output is identical when the inputs are given in reverse order from another folder")
    func orderAndFolderIndependence() async throws {
        let fixture = FixtureCase(name: "feed-screen")
        let input = fixture.folder.appendingPathComponent("input")
        let files = try FileManager.default.contentsOfDirectory(atPath: input.path).sorted()
        let work = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: work) }
        let forward = try await CKGenExecutable.run(
            ["generate"] + files + ["--module-name", "MyApp", "--output", work.appendingPathComponent("a.swift").path],
            in: input
        )
        let reversed = try await CKGenExecutable.run(
            ["generate"] + files.reversed().map { input.appendingPathComponent($0).path }
                + ["--module-name", "MyApp", "--output", work.appendingPathComponent("b.swift").path],
            in: work
        )
        #expect(forward.status == 0 && reversed.status == 0)
        let a = try Data(contentsOf: work.appendingPathComponent("a.swift"))
        let b = try Data(contentsOf: work.appendingPathComponent("b.swift"))
        #expect(a == b)
    }

    @Test("an error leaves the previous output untouched and exits 1")
    func errorKeepsPreviousOutput() async throws {
        let work = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: work) }
        let output = work.appendingPathComponent("CKGen.swift")
        // ckgen's own earlier output (it writes over nothing else).
        let previous = "// Generated by ckgen from an earlier run\n"
        try previous.write(to: output, atomically: true, encoding: .utf8)
        let source = work.appendingPathComponent("Broken.swift")
        try "/// @ck.bogus\nfinal class Broken {}\n".write(to: source, atomically: true, encoding: .utf8)
        let result = try await CKGenExecutable.run(
            ["generate", "Broken.swift", "--module-name", "MyApp", "--output", "CKGen.swift"],
            in: work
        )
        #expect(result.status == 1)
        #expect(result.standardError.hasPrefix("Broken.swift:1:5: error: unknown annotation '@ck.bogus'"))
        #expect(try String(contentsOf: output, encoding: .utf8) == previous)
    }

    @Test("--help reads like documentation")
    func help() async throws {
        let result = try await CKGenExecutable.run(["generate", "--help"], in: FixtureCase.root)
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("--module-name"))
        #expect(result.standardOutput.contains("Write CKGen.swift from the annotated sources."))
    }
}

func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("ckgen-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
