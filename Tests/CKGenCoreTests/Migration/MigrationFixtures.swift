import Foundation

@testable import CKGenCore

/// The `ckgen migrate` fixtures: `Fixtures/migrate/<case>/input/*.mm`, with the Swift each should give in
/// `expected/`, the warnings in `expected/diagnostics.txt` and the summary in `expected/summary.txt`.
struct MigrationFixture: CustomStringConvertible {
    /// `Fixtures/migrate`, found above this file.
    static let root: URL = {
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while folder.path != "/" {
            let candidate = folder.appendingPathComponent("Fixtures/migrate")
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            folder.deleteLastPathComponent()
        }
        return URL(fileURLWithPath: "Fixtures/migrate")
    }()

    /// The clang flags the fixtures are read with: the project's declaration headers and the models.
    static var flags: [String] {
        ["-I", root.appendingPathComponent("sdk").path, "-I", root.appendingPathComponent("models").path]
    }

    /// Every case, sorted by name.
    static let all: [MigrationFixture] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        return names.sorted().filter {
            FileManager.default.fileExists(atPath: root.appendingPathComponent($0).appendingPathComponent("input").path)
        }.map(MigrationFixture.init)
    }()

    static var recording: Bool { ProcessInfo.processInfo.environment["CKGEN_RECORD"] == "1" }

    let name: String
    var description: String { name }
    var folder: URL { Self.root.appendingPathComponent(name) }
    var expected: URL { folder.appendingPathComponent("expected") }

    /// What migration gives for this case: the files (by name), the warnings and the summaries, each line with
    /// paths relative to the case's folder.
    func migrate() -> (files: [String: String], diagnostics: String, summary: String) {
        let diagnostics = Diagnostics()
        let request = Migrator.Request(
            inputs: [folder.appendingPathComponent("input").path],
            outputFolder: nil,
            flags: Self.flags,
            dryRun: true,
            overwrite: false
        )
        let result = Migrator.run(request, diagnostics: diagnostics)
        let prefix = folder.path + "/"
        let files = Dictionary(uniqueKeysWithValues: result.files.map { ($0.path, $0.text) })
        let lines = diagnostics.all.map { diagnostic in
            diagnostic.description.replacingOccurrences(of: prefix, with: "") + " [\(diagnostic.id)]"
        }
        let summary = result.summaries.map { $0.description.replacingOccurrences(of: prefix, with: "") }
        return (files, lines.map { $0 + "\n" }.joined(), summary.map { $0 + "\n" }.joined())
    }

    /// The expected files by name (the Swift, `diagnostics.txt`, `summary.txt`).
    func expectedFiles() -> [String: String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: expected.path)) ?? []
        var files: [String: String] = [:]
        for name in names {
            files[name] = try? String(contentsOf: expected.appendingPathComponent(name), encoding: .utf8)
        }
        return files
    }

    /// Replaces `expected/` with `files`.
    func record(_ files: [String: String]) throws {
        try? FileManager.default.removeItem(at: expected)
        try FileManager.default.createDirectory(at: expected, withIntermediateDirectories: true)
        for (name, text) in files {
            try Data(text.utf8).write(to: expected.appendingPathComponent(name))
        }
    }
}
