import Foundation
import Testing

/// What ckgen prints on a terminal, run under a pseudo-terminal made by util-linux's `script`: the source line with
/// a caret under each problem, colour unless `NO_COLOR` is set, the progress line, and `--quiet`. Piped output is
/// pinned exactly by the fixture tests (`CLITests`), which run ckgen through pipes.
@Suite(
    "ckgen on a terminal: carets, colour, progress, --quiet",
    .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), "needs util-linux's script")
)
struct TerminalOutputCLITests {
    /// Runs ckgen with `arguments` in `directory` under a pseudo-terminal, with `environment` added; returns what
    /// the terminal showed (standard output and standard error together) and the exit status.
    private func onTerminal(
        _ arguments: [String],
        in directory: URL,
        environment: [String: String] = [:]
    ) throws -> (status: Int32, shown: String) {
        func quoted(_ word: String) -> String { "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        let assignments = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        let command = (["/usr/bin/env", "-u", "NO_COLOR"] + assignments + [CKGenExecutable.url.path] + arguments)
            .map(quoted).joined(separator: " ")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["--quiet", "--return", "--command", command, "/dev/null"]
        process.currentDirectoryURL = directory
        var variables = ProcessInfo.processInfo.environment
        variables["SHELL"] = "/bin/sh"
        variables["TERM"] = "xterm"
        process.environment = variables
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        // A terminal turns each "\n" into "\r\n".
        return (
            process.terminationStatus,
            String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
        )
    }

    private func folder(with source: String) throws -> URL {
        let folder = try temporaryFolder()
        try Data(source.utf8).write(to: folder.appendingPathComponent("Views.swift"))
        return folder
    }

    private let misspelt = "import ComponentRuntime\n\n\t/// @ck.veiw\n\tfinal class BadgeView: UIView {}\n"

    @Test("a problem is followed by its source line and a caret under its column (a tab kept as a tab)")
    func caret() throws {
        let folder = try folder(with: misspelt)
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try onTerminal(["lint", ".", "--module-name", "MyApp"], in: folder, environment: ["NO_COLOR": "1"])
        #expect(run.status == 1)
        let lines = run.shown.components(separatedBy: "\n")
        let head = try #require(
            lines.firstIndex { $0.contains(": error: unknown annotation '@ck.veiw'") },
            "\(run.shown)"
        )
        let column = try #require(Int(lines[head].split(separator: ":")[2]))
        #expect(lines[head + 1] == "3 | \t/// @ck.veiw")
        let caretLine = lines[head + 2]
        #expect(caretLine.hasPrefix("  | \t") && caretLine.hasSuffix("^"), "\(caretLine.debugDescription)")
        // Under the column: the prefix before the caret is as long, in characters, as the line before the column.
        #expect(caretLine.count - "  | ".count - 1 == column - 1)
        #expect(!run.shown.contains("\u{1B}["), "NO_COLOR: no escapes")
        #expect(lines.contains("ckgen: 1 error"))
    }

    @Test("in colour unless NO_COLOR is set, or TERM is dumb")
    func colour() throws {
        let folder = try folder(with: misspelt)
        defer { try? FileManager.default.removeItem(at: folder) }
        let coloured = try onTerminal(["lint", ".", "--module-name", "MyApp"], in: folder)
        #expect(coloured.shown.contains("\u{1B}[1;31merror:\u{1B}[0m"), "\(coloured.shown.debugDescription)")
        let dumb = try onTerminal(["lint", ".", "--module-name", "MyApp"], in: folder, environment: ["TERM": "dumb"])
        #expect(!dumb.shown.contains("\u{1B}["))
        #expect(dumb.shown.contains("3 | \t/// @ck.veiw"))
    }

    @Test("the progress line names each stage and is cleared at the end; --quiet shows neither it nor 'wrote'")
    func progressAndQuiet() throws {
        let folder = try folder(
            with: "import ComponentRuntime\n\n/// @ck.view\nfinal class BadgeView: UIView {\n    var count = 0\n}\n"
        )
        defer { try? FileManager.default.removeItem(at: folder) }
        let arguments = ["generate", ".", "--module-name", "MyApp", "--output", "Generated", "--format", "text"]
        let shown = try onTerminal(arguments, in: folder, environment: ["CKGEN_PROGRESS_AFTER_MS": "0"])
        #expect(shown.status == 0)
        #expect(shown.shown.contains("ckgen: parsing 1 file…"), "\(shown.shown.debugDescription)")
        #expect(shown.shown.contains("ckgen: writing the output…"))
        #expect(shown.shown.contains("\r\u{1B}[Kckgen: wrote Generated/CKGen.swift"), "cleared before the status line")

        try FileManager.default.removeItem(at: folder.appendingPathComponent("Generated"))
        let quiet = try onTerminal(arguments + ["--quiet"], in: folder, environment: ["CKGEN_PROGRESS_AFTER_MS": "0"])
        #expect(quiet.status == 0)
        #expect(quiet.shown.isEmpty, "\(quiet.shown.debugDescription)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Generated/CKGen.swift").path))
    }

    @Test("piped, nothing but the problems and the count: no progress, no caret")
    func piped() async throws {
        let folder = try folder(with: misspelt)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try await CKGenExecutable.run(["lint", ".", "--module-name", "MyApp"], in: folder)
        #expect(result.standardError.components(separatedBy: "\n").count == 3, "\(result.standardError)")
        #expect(!result.standardError.contains("|") && !result.standardError.contains("…"))
    }
}
