public import Foundation

/// Everything a run needs to know, resolved from flags, `ckgen.yml` and defaults.
public struct GeneratorOptions: Sendable {
    public var inputs: [String]
    public var moduleName: String
    public var accessLevel: GeneratedAccessLevel
    public var templatesFolder: URL?
    public var cacheFolder: URL?

    public init(
        inputs: [String],
        moduleName: String,
        accessLevel: GeneratedAccessLevel = .internal,
        templatesFolder: URL? = nil,
        cacheFolder: URL? = nil
    ) {
        self.inputs = inputs
        self.moduleName = moduleName
        self.accessLevel = accessLevel
        self.templatesFolder = templatesFolder
        self.cacheFolder = cacheFolder
    }
}

/// The pipeline: Parsing → Model → Validation → Rendering → Output. Stages go on past errors (so `lint` shows
/// them all); any error stops the run before Output.
public enum Generator {
    /// Parses every input into the module model.
    public static func parse(_ options: GeneratorOptions, diagnostics: Diagnostics) -> ModuleModel {
        let paths = InputFiles.collect(options.inputs, diagnostics: diagnostics)
        let cache = options.cacheFolder.map(ParseCache.init(folder:))
        let model = ParseStage.run(paths: paths, moduleName: options.moduleName, cache: cache, diagnostics: diagnostics)
        cache?.save()
        return model
    }

    /// Parses and validates; returns the plan.
    public static func lint(_ options: GeneratorOptions, diagnostics: Diagnostics) -> GenerationPlan {
        let model = parse(options, diagnostics: diagnostics)
        return Validator.validate(model, diagnostics: diagnostics)
    }

    /// Runs the whole pipeline and writes the output, unless an error was found.
    /// - Returns: what Output did, or `nil` when errors stopped the run (the previous output is untouched).
    public static func generate(_ options: GeneratorOptions, output: String, diagnostics: Diagnostics) -> OutputWriter
        .Outcome?
    {
        let plan = lint(options, diagnostics: diagnostics)
        guard !diagnostics.hasErrors else { return nil }
        do {
            let templates = try options.templatesFolder.map(TemplateSet.overriding(with:)) ?? .defaults
            let file = try Renderer.render(plan, accessLevel: options.accessLevel, templates: templates)
            let url = try OutputWriter.fileURL(for: output, fileName: file.name)
            return try OutputWriter.write(file.contents, to: url)
        } catch let diagnostic as Diagnostic {
            diagnostics.report(diagnostic)
        } catch {
            diagnostics.report(Diagnostic(.error, id: "ckgen.generate", "\(error)", at: nil))
        }
        return nil
    }
}
