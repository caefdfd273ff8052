import Foundation
import SwiftParser

// `ckgen lint` on real code (folders given on the command line, such as checkouts of swift-nio or
// swift-collections): swift-syntax parse-only time on one thread against the real `ckgen lint` as a process,
// without a cache, and how many diagnostics it printed (code without annotations should have none).

struct LintResult {
    var files: Int
    var bytes: Int
    var parseOnly: Double
    var lint: Double
    /// Lines `ckgen lint` printed: one per diagnostic or note.
    var printedLines: Int
}

enum LintBenchmark {
    static func run(folders: [String], runs: Int) throws -> LintResult {
        let paths = folders.flatMap(swiftFiles(under:)).sorted()
        var bytes = 0
        for path in paths { bytes += (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0 }
        let parseOnly = GeneratorBenchmark.median(runs) {
            for path in paths {
                let source = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
                blackHole(Parser.parse(source: source).statements.count)
            }
        }
        var printed = 0
        let lint = try GeneratorBenchmark.median(runs) {
            printed = try runLint(["lint"] + folders)
        }
        return LintResult(files: paths.count, bytes: bytes, parseOnly: parseOnly, lint: lint, printedLines: printed)
    }

    /// The Swift files ckgen reads under `folder`: hidden folders and `.build` left out, as ckgen leaves them.
    static func swiftFiles(under folder: String) -> [String] {
        let root = URL(fileURLWithPath: folder)
        guard
            let walk = FileManager.default.enumerator(
                at: root,
                includingPropertiesForKeys: [.isDirectoryKey],
                options: [.skipsHiddenFiles]
            )
        else { return [] }
        var files: [String] = []
        for case let url as URL in walk {
            if url.lastPathComponent == ".build" || url.lastPathComponent == "DerivedData" {
                walk.skipDescendants()
            } else if url.pathExtension == "swift" {
                files.append(url.path)
            }
        }
        return files
    }

    /// Runs `ckgen lint` and returns how many lines it printed (diagnostics go to standard output or error;
    /// both are counted). Exit status 1 (errors found) is a result, not a failure.
    static func runLint(_ arguments: [String]) throws -> Int {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("ckgen-bench-lint-\(getpid()).txt")
        defer { try? FileManager.default.removeItem(at: output) }
        let argv = ([GeneratorBenchmark.ckgen.path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, output.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, GeneratorBenchmark.ckgen.path, &actions, nil, argv, environ)
        guard spawned == 0 else { throw BenchmarkError("cannot start ckgen: error \(spawned)") }
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").count
    }
}
