import Foundation
import Testing

/// What `swift package ckgen …` runs (compiled here from the command plugin's own file, linked into this target):
/// one ckgen run per target, with the target's sources, module name and ckgen.yml filled in.
@Suite("CKGenCommand: the ckgen runs a command makes")
struct CommandRunsTests {
    /// A target in a temporary folder: `ckgen.yml` is looked for on disk.
    struct Fixture: ~Copyable {
        let folder: URL

        init(config: Bool) throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("ckgen-command-\(UUID())")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            if config { try Data("module-name: App\n".utf8).write(to: folder.appendingPathComponent("ckgen.yml")) }
        }

        deinit { try? FileManager.default.removeItem(at: folder) }

        func target(_ name: String, files: [String]) -> CommandTarget {
            CommandTarget(
                name: name,
                moduleName: name,
                directory: folder,
                sources: files.map { folder.appendingPathComponent($0) }
            )
        }
    }

    @Test("lint --fix: the target's sources, sorted, its module name and ckgen.yml, then the client's flags")
    func lint() throws {
        let fixture = try Fixture(config: true)
        let path = fixture.folder.path
        let runs = try CommandRuns.runs(
            arguments: ["lint", "--fix"],
            targets: [fixture.target("App", files: ["B.swift", "A.swift"])]
        )
        #expect(
            runs == [
                [
                    "lint", "\(path)/A.swift", "\(path)/B.swift", "--module-name", "App",
                    "--config", "\(path)/ckgen.yml", "--fix",
                ]
            ]
        )
    }

    @Test("generate writes CKGen.swift into the target and does not read an earlier one")
    func generate() throws {
        let fixture = try Fixture(config: false)
        let path = fixture.folder.path
        let target = fixture.target("App", files: ["A.swift", "CKGen.swift"])
        #expect(
            try CommandRuns.runs(arguments: ["generate"], targets: [target]) == [
                ["generate", "\(path)/A.swift", "--module-name", "App", "--output", "\(path)/CKGen.swift"]
            ]
        )
        #expect(
            try CommandRuns.runs(arguments: ["generate", "--output=x.swift", "--module-name", "M"], targets: [target])
                == [["generate", "\(path)/A.swift", "--output=x.swift", "--module-name", "M"]]
        )
    }

    @Test("one run per target; one --output for several targets is refused; --version is passed through")
    func manyTargets() throws {
        let fixture = try Fixture(config: false)
        let targets = [fixture.target("A", files: ["A.swift"]), fixture.target("B", files: ["B.swift"])]
        #expect(
            try CommandRuns.runs(arguments: ["graph"], targets: targets).map { $0[2...3] } == [
                ["--module-name", "A"], ["--module-name", "B"],
            ]
        )
        #expect(throws: CommandRunsError.self) {
            try CommandRuns.runs(arguments: ["graph", "--output", "g.dot"], targets: targets)
        }
        #expect(try CommandRuns.runs(arguments: ["--version"], targets: []) == [["--version"]])
        #expect(throws: CommandRunsError.self) { try CommandRuns.runs(arguments: ["lint"], targets: []) }
    }
}
