import Foundation
import Testing

@testable import CKGenCore

/// The one pipeline every command and the golden tests run: how a request is resolved against `ckgen.yml`, and
/// where each goal stops.
@Suite("Pipeline: requests and goals")
struct GeneratorPipelineTests {
    /// A folder with `ckgen.yml` and one Swift file holding a view, a component using it, and a selector nobody
    /// handles (a warning).
    private func project(config: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ckgen-pipeline-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try config.write(to: folder.appendingPathComponent("ckgen.yml"), atomically: true, encoding: .utf8)
        try """
        /// @ck.view
        final class BadgeView: UIView {
            var title: String = ""
        }
        final class Badge: CompositeComponent {
            override func render() -> Component {
                Component(view: ViewConfiguration(UIButton.self, [.controlAction(.elsewhere)]))
            }
        }
        """.write(to: folder.appendingPathComponent("Badge.swift"), atomically: true, encoding: .utf8)
        return folder
    }

    @Test("flags win over ckgen.yml, which wins over the defaults; the config is found in the first input folder")
    func resolution() throws {
        let folder = try project(config: "module-name: FromConfig\naccess-level: public\ntemplates: Custom\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let fromConfig = try GeneratorRequest(inputs: [folder.path])
            .resolve(requireModuleName: true, diagnostics: Diagnostics())
        #expect(fromConfig.moduleName == "FromConfig")
        #expect(fromConfig.accessLevel == .public)
        #expect(fromConfig.templatesFolder?.path == folder.appendingPathComponent("Custom").path)

        let fromFlags = try GeneratorRequest(
            inputs: [folder.path],
            moduleName: "FromFlag",
            accessLevel: .internal,
            templatesFolder: "/elsewhere"
        )
        .resolve(requireModuleName: true, diagnostics: Diagnostics())
        #expect(fromFlags.moduleName == "FromFlag")
        #expect(fromFlags.accessLevel == .internal)
        #expect(fromFlags.templatesFolder?.path == "/elsewhere")

        let defaults = try GeneratorRequest(inputs: [folder.appendingPathComponent("Badge.swift").path])
            .resolve(requireModuleName: false, diagnostics: Diagnostics())
        #expect(defaults.moduleName == "Module", "a file input has no folder to find ckgen.yml in")
        #expect(defaults.accessLevel == .internal)
        #expect(defaults.templatesFolder == nil)
    }

    @Test("a missing module name (when required), no inputs, and a broken config are problems, not guesses")
    func problems() throws {
        let folder = try project(config: "modul-name: Typo\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Badge.swift").path
        #expect(throws: GeneratorRequest.Problem.missingModuleName) {
            try GeneratorRequest(inputs: [file]).resolve(requireModuleName: true, diagnostics: Diagnostics())
        }
        #expect(throws: GeneratorRequest.Problem.nothingToRead) {
            try GeneratorRequest(inputs: []).resolve(requireModuleName: false, diagnostics: Diagnostics())
        }
        let diagnostics = Diagnostics()
        #expect(throws: GeneratorRequest.Problem.reported) {
            try GeneratorRequest(inputs: [folder.path]).resolve(requireModuleName: false, diagnostics: diagnostics)
        }
        #expect(diagnostics.all.map(\.id) == ["ckgen.config.unknownKey"])
        #expect(diagnostics.all.first?.fixIts.isEmpty == false, "the misspelt key keeps its fix-it")

        let badName = Diagnostics()
        #expect(throws: GeneratorRequest.Problem.reported) {
            try GeneratorRequest(inputs: [file], moduleName: "My-App")
                .resolve(requireModuleName: true, diagnostics: badName)
        }
        #expect(badName.all.map(\.id) == ["ckgen.options.moduleName"])
    }

    @Test("each goal runs the stages it needs and no more; only .output writes")
    func goals() throws {
        let folder = try project(config: "module-name: Shop\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("out")
        let pipeline = GeneratorPipeline(
            options: try GeneratorRequest(inputs: [folder.path]).resolve(
                requireModuleName: true,
                diagnostics: Diagnostics()
            )
        )

        let model = Diagnostics()
        let parsed = pipeline.run(until: .model, diagnostics: model)
        #expect(parsed.model?.files.count == 1)
        #expect(parsed.plan == nil && parsed.file == nil && parsed.outcome == nil)
        #expect(model.all.isEmpty, "the unhandled selector is found by validation, which .model does not run")

        let plan = Diagnostics()
        let planned = pipeline.run(until: .plan, diagnostics: plan)
        #expect(planned.plan?.views.map(\.typeName) == ["BadgeView"])
        #expect(planned.file == nil)
        #expect(plan.all.map(\.severity) == [.warning])

        let rendered = pipeline.run(until: .file, diagnostics: Diagnostics())
        #expect(rendered.file?.contents.contains("Shop.BadgeView.title") == true)
        #expect(rendered.outcome == nil)
        #expect(!FileManager.default.fileExists(atPath: output.path))

        let written = pipeline.run(until: .output(output.path), diagnostics: Diagnostics())
        let file = output.appendingPathComponent(Renderer.fileName)
        #expect(written.outcome == .written(file))
        #expect(try String(contentsOf: file, encoding: .utf8) == rendered.file?.contents)
    }

    @Test("an error stops the run before rendering, whatever the goal")
    func errorsStopRendering() throws {
        let folder = try project(config: "module-name: Shop\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        try "/// @ck.veiw\nfinal class TypoView: UIView {}\n".write(
            to: folder.appendingPathComponent("Typo.swift"),
            atomically: true,
            encoding: .utf8
        )
        let pipeline = GeneratorPipeline(options: GeneratorOptions(inputs: [folder.path], moduleName: "Shop"))
        let diagnostics = Diagnostics()
        let result = pipeline.run(until: .output(folder.appendingPathComponent("out").path), diagnostics: diagnostics)
        #expect(diagnostics.hasErrors)
        #expect(result.plan != nil && result.file == nil && result.outcome == nil)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }
}
