import Foundation
import Testing

@testable import CKGenCore

/// Parses snippets as files of one module, validates and renders them: the snippet-based counterpart of the
/// golden fixtures.
struct Snippets {
    var files: [(String, String)]
    var moduleName = "MyApp"

    init(_ files: (String, String)...) { self.files = files }
    init(_ source: String) { self.files = [("Input.swift", source)] }

    var model: ModuleModel {
        ModuleModel(moduleName: moduleName, files: files.map { SourceFileParser.parse(path: $0.0, source: $0.1) })
    }

    func lint() -> (plan: GenerationPlan, diagnostics: [Diagnostic]) {
        let diagnostics = Diagnostics()
        let plan = Validator.validate(model, diagnostics: diagnostics)
        return (plan, diagnostics.all)
    }

    func render(access: GeneratedAccessLevel = .internal) throws -> String {
        let (plan, diagnostics) = lint()
        #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics)")
        return try Renderer.render(plan, accessLevel: access, templates: .defaults).contents
    }

    /// The diagnostics as `ckgen lint` prints them.
    func diagnosticLines() -> [String] { lint().diagnostics.map(\.description) }
}

/// The generated code after the header, for comparing snippets.
func body(_ generated: String) -> String {
    generated.components(separatedBy: "import ComponentRuntime\nimport Foundation\n").dropFirst().joined()
        .trimmingCharacters(
            in: .newlines
        )
}
