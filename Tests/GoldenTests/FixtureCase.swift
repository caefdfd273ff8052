import CKGenCore
import Foundation

/// One golden case: `Fixtures/<name>/input/*.swift`, and in `expected/` the generated `CKGen.swift` (for a case
/// that generates) and `diagnostics.txt` (every diagnostic, as `ckgen lint` prints them from the case folder).
struct FixtureCase: CustomStringConvertible, Sendable {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// Every case folder (a folder with an `input/`), sorted. `Fixtures/` also holds the package that compiles
    /// the expected outputs (`Package.swift`, `Tests/`).
    static let all: [FixtureCase] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        return names.sorted().filter {
            !$0.hasPrefix(".")
                && FileManager.default.fileExists(atPath: root.appendingPathComponent("\($0)/input").path)
        }
        .map(FixtureCase.init(name:))
    }()

    let name: String
    var folder: URL { Self.root.appendingPathComponent(name) }
    var expectedFolder: URL { folder.appendingPathComponent("expected") }
    var expectedOutput: URL { expectedFolder.appendingPathComponent("CKGen.swift") }
    var expectedDiagnostics: URL { expectedFolder.appendingPathComponent("diagnostics.txt") }
    var config: URL { folder.appendingPathComponent("ckgen.yml") }
    var description: String { name }

    /// The pipeline `ckgen` runs from the case folder for `ckgen <command> input --module-name MyApp`, with
    /// `--config ckgen.yml` when the case has one: its options resolved as the command line resolves them.
    func pipeline() throws -> GeneratorPipeline {
        let request = GeneratorRequest(
            inputs: [folder.appendingPathComponent("input").path],
            moduleName: "MyApp",
            configPath: FileManager.default.fileExists(atPath: config.path) ? config.path : nil
        )
        return GeneratorPipeline(options: try request.resolve(requireModuleName: true, diagnostics: Diagnostics()))
    }

    /// Diagnostics as `ckgen lint input` prints them from the case folder: paths relative to it.
    func relativeText(_ diagnostics: [Diagnostic]) -> String {
        let prefix = folder.path + "/"
        return diagnostics.map { $0.description.replacingOccurrences(of: prefix, with: "") }.joined(separator: "\n")
    }

    static var recording: Bool { ProcessInfo.processInfo.environment["CKGEN_RECORD"] == "1" }
}
