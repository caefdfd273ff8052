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
    /// removes the variable).
    static func run(
        _ arguments: [String],
        in directory: URL,
        environment: [String: String?] = [:]
    ) throws -> Result {
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        process.currentDirectoryURL = directory
        if !environment.isEmpty {
            var merged = ProcessInfo.processInfo.environment
            for (name, value) in environment { merged[name] = value }
            process.environment = merged
        }
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        // Read before waiting, so a large output cannot fill the pipe and block the child.
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData, as: UTF8.self)
        )
    }
}

@Suite("ckgen command line")
struct CLITests {
    @Test(
        "ckgen lint prints exactly each fixture's expected diagnostics, and fails only on errors",
        arguments: FixtureCase.all
    )
    func lintMatchesFixture(_ fixture: FixtureCase) throws {
        var arguments = ["lint", "input", "--module-name", "MyApp"]
        if FileManager.default.fileExists(atPath: fixture.config.path) { arguments += ["--config", "ckgen.yml"] }
        let result = try CKGenExecutable.run(arguments, in: fixture.folder)
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
    func writeIfChanged() throws {
        let work = try temporaryFolder()
        let fixture = FixtureCase(name: "feed-screen")
        let arguments = [
            "generate", fixture.folder.appendingPathComponent("input").path, "--module-name", "MyApp", "--output",
            work.path,
        ]
        let first = try CKGenExecutable.run(arguments, in: work)
        #expect(first.status == 0, "\(first.standardError)")
        #expect(first.standardOutput.contains("wrote"))
        let file = work.appendingPathComponent("CKGen.swift")
        let before = try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date
        Thread.sleep(forTimeInterval: 1.1)
        let second = try CKGenExecutable.run(arguments, in: work)
        #expect(second.status == 0)
        #expect(second.standardOutput.contains("up to date"))
        let after = try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date
        #expect(before == after)
        #expect(
            try String(contentsOf: file, encoding: .utf8) == String(contentsOf: fixture.expectedOutput, encoding: .utf8)
        )
    }

    @Test("output is identical when the inputs are given in reverse order from another folder")
    func orderAndFolderIndependence() throws {
        let fixture = FixtureCase(name: "feed-screen")
        let input = fixture.folder.appendingPathComponent("input")
        let files = try FileManager.default.contentsOfDirectory(atPath: input.path).sorted()
        let work = try temporaryFolder()
        let forward = try CKGenExecutable.run(
            ["generate"] + files + ["--module-name", "MyApp", "--output", work.appendingPathComponent("a.swift").path],
            in: input
        )
        let reversed = try CKGenExecutable.run(
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
    func errorKeepsPreviousOutput() throws {
        let work = try temporaryFolder()
        let output = work.appendingPathComponent("CKGen.swift")
        // ckgen's own earlier output (it writes over nothing else).
        let previous = "// Generated by ckgen from an earlier run\n"
        try previous.write(to: output, atomically: true, encoding: .utf8)
        let source = work.appendingPathComponent("Broken.swift")
        try "/// @ck.bogus\nfinal class Broken {}\n".write(to: source, atomically: true, encoding: .utf8)
        let result = try CKGenExecutable.run(
            ["generate", "Broken.swift", "--module-name", "MyApp", "--output", "CKGen.swift"],
            in: work
        )
        #expect(result.status == 1)
        #expect(result.standardError.hasPrefix("Broken.swift:1:5: error: unknown annotation '@ck.bogus'"))
        #expect(try String(contentsOf: output, encoding: .utf8) == previous)
    }

    @Test("--help reads like documentation")
    func help() throws {
        let result = try CKGenExecutable.run(["generate", "--help"], in: FixtureCase.root)
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
