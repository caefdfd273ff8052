import Foundation
import Testing

@testable import CKGenCore

@Suite("Plan hash: a run whose plan is the last run's leaves the output as it is")
struct PlanHashTests {
    /// The plan of a small module with views, actions, a pairing and state.
    private func plan(_ extra: String = "") throws -> GenerationPlan {
        let source = """
            /// @ck.view
            final class Badge: UIView {
                /// @ck.attribute(id: "M.Badge.count")
                var count: Int = 0
            }
            final class ProfileComponent: CompositeComponent {
                /// @ck.action
                func didTap(_ sender: UIControl) {}
            }
            final class ProfileComponentController: ComponentController {}
            \(extra)
            """
        let diagnostics = Diagnostics()
        let model = ModuleModel(moduleName: "M", files: [SourceFileParser.parse(path: "A.swift", source: source)])
        let plan = Validator.validate(model, diagnostics: diagnostics)
        #expect(!plan.isEmpty)
        #expect(!diagnostics.hasErrors, "\(diagnostics.all)")
        return plan
    }

    @Test("equal plans hash equal; any change to a plan changes its hash")
    func equalAndDifferent() throws {
        let base = try plan()
        #expect(PlanHash.of(base) == PlanHash.of(try plan()))
        #expect(
            PlanHash.of(base) == PlanHash.of(try plan("struct Unrelated {}")),
            "a declaration that generates nothing"
        )
        #expect(PlanHash.of(base) != PlanHash.of(try plan("/// @ck.view\nfinal class Other: UIView {}")))

        var renamed = base
        renamed.moduleName = "N"
        #expect(PlanHash.of(renamed) != PlanHash.of(base))
        var moved = base
        moved.views.append(contentsOf: moved.views)
        #expect(PlanHash.of(moved) != PlanHash.of(base))
        var emptied = base
        emptied.views = []
        #expect(PlanHash.of(emptied) != PlanHash.of(base))
    }

    @Test("a string moved between neighbours changes the hash: each string is written with its length")
    func stringBoundaries() {
        var plan = GenerationPlan(moduleName: "M")
        plan.selectors = [SelectorPlan(constant: "tap", name: "tap:")]
        var moved = plan
        moved.selectors = [SelectorPlan(constant: "tapt", name: "ap:")]
        #expect(PlanHash.of(moved) != PlanHash.of(plan))
    }

    @Test("generate: a declaration that generates nothing leaves the output in place; a changed plan rewrites it")
    func pipelineSkipsRendering() throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("ckgen-planhash-\(UUID())")
        defer { try? FileManager.default.removeItem(at: work) }
        let sources = work.appendingPathComponent("Sources")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        let file = sources.appendingPathComponent("A.swift")
        let text =
            "/// @ck.view\nfinal class Badge: UIView {\n    /// @ck.attribute(id: \"M.Badge.count\")\n    var count: Int = 0\n}\n"
        try text.write(to: file, atomically: false, encoding: .utf8)
        let output = work.appendingPathComponent("out").path
        let options = GeneratorOptions(
            inputs: [sources.path],
            moduleName: "M",
            cacheFolder: work.appendingPathComponent("cache")
        )
        func run() -> String {
            let diagnostics = Diagnostics()
            let outcome = GeneratorPipeline(options: options).run(until: .output(output), diagnostics: diagnostics)
                .outcome
            #expect(!diagnostics.hasErrors)
            return outcome.map { "\($0)" } ?? "none"
        }
        #expect(run().contains("written"))
        let written = try Data(contentsOf: URL(fileURLWithPath: output).appendingPathComponent(Renderer.fileName))

        try (text + "struct Unrelated {}\n").write(to: file, atomically: false, encoding: .utf8)
        #expect(run().contains("unchanged"), "same plan: not rendered")
        #expect(try Data(contentsOf: URL(fileURLWithPath: output).appendingPathComponent(Renderer.fileName)) == written)

        // The same plan, but the output removed: it is written again.
        try FileManager.default.removeItem(atPath: output + "/" + Renderer.fileName)
        try (text + "struct Unrelated2 {}\n").write(to: file, atomically: false, encoding: .utf8)
        #expect(run().contains("written"))

        try (text + "/// @ck.view\nfinal class Other: UIView {}\n").write(to: file, atomically: false, encoding: .utf8)
        #expect(run().contains("written"), "a new view: rendered")
    }
}
