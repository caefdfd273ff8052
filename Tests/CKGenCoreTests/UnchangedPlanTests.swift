import Foundation
import Testing

@testable import CKGenCore

/// A run whose model changed but whose plan did not leaves the last run's output in place, and only then.
@Suite("Runs whose plan did not change")
struct UnchangedPlanTests {
    @Test("a new type nothing uses: unchanged; the output edited by hand, or a new attribute: rendered again")
    func samePlanKeepsTheOutput() throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("ckgen-same-plan-\(UUID())")
        defer { try? FileManager.default.removeItem(at: work) }
        let sources = work.appendingPathComponent("Sources")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        let view = sources.appendingPathComponent("View.swift")
        try "/// @ck.view\nfinal class Badge: UIView {\n    var title: String = \"\"\n}\n".write(
            to: view,
            atomically: true,
            encoding: .utf8
        )
        let output = work.appendingPathComponent("out")
        let generated = output.appendingPathComponent(Renderer.fileName)
        #expect(try run(sources, output: output, cache: work) == Run(outcome: .written(generated), rendered: true))
        let first = try Data(contentsOf: generated)

        // The model changes (a new type), the plan does not: nothing rendered or written.
        try "struct Helper {}\n".write(
            to: sources.appendingPathComponent("Helper.swift"),
            atomically: true,
            encoding: .utf8
        )
        #expect(try run(sources, output: output, cache: work) == Run(outcome: .unchanged(generated), rendered: false))
        #expect(try Data(contentsOf: generated) == first)

        // The output no longer holds what was written: rendered and written again, even with the same plan.
        try "// edited by hand\n".write(to: generated, atomically: true, encoding: .utf8)
        try "struct Helper {}\nstruct Other {}\n".write(
            to: sources.appendingPathComponent("Helper.swift"),
            atomically: true,
            encoding: .utf8
        )
        #expect(try run(sources, output: output, cache: work) == Run(outcome: .written(generated), rendered: true))
        #expect(try Data(contentsOf: generated) == first)

        // A new attribute changes the plan: rendered, and the output has it.
        try "/// @ck.view\nfinal class Badge: UIView {\n    var title: String = \"\"\n    var count: Int = 0\n}\n"
            .write(
                to: view,
                atomically: true,
                encoding: .utf8
            )
        #expect(try run(sources, output: output, cache: work) == Run(outcome: .written(generated), rendered: true))
        #expect(try String(contentsOf: generated, encoding: .utf8).contains("static func count(_ value: Int) -> Self"))
    }

    /// The outcome, and whether the run rendered.
    private func run(_ sources: URL, output: URL, cache: URL) throws -> Run {
        let options = GeneratorOptions(
            inputs: [sources.path],
            moduleName: "Shop",
            cacheFolder: cache.appendingPathComponent("cache")
        )
        let diagnostics = Diagnostics()
        let result = GeneratorPipeline(options: options).run(until: .output(output.path), diagnostics: diagnostics)
        #expect(!diagnostics.hasErrors, "\(diagnostics.all)")
        return Run(outcome: result.outcome, rendered: result.file != nil)
    }

    private struct Run: Equatable {
        var outcome: OutputWriter.Outcome?
        var rendered: Bool
    }
}
