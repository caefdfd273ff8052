public import Foundation

/// Everything a run needs to know, resolved from flags, `ckgen.yml` and defaults.
public struct GeneratorOptions: Sendable {
    /// The files and folders to read.
    public var inputs: [String]
    /// The module the generated code belongs to.
    public var moduleName: String
    /// The access level of generated declarations.
    public var accessLevel: GeneratedAccessLevel
    /// A folder of templates replacing the defaults by name.
    public var templatesFolder: URL?
    /// Where parsed files and the last run are kept between runs.
    public var cacheFolder: URL?
    /// Objective-C headers to import views from, through libclang.
    public var objc: ObjCHeaderImporter.Options

    public init(
        inputs: [String],
        moduleName: String,
        accessLevel: GeneratedAccessLevel = .internal,
        templatesFolder: URL? = nil,
        cacheFolder: URL? = nil,
        objc: ObjCHeaderImporter.Options = ObjCHeaderImporter.Options(headers: [])
    ) {
        self.inputs = inputs
        self.moduleName = moduleName
        self.accessLevel = accessLevel
        self.templatesFolder = templatesFolder
        self.cacheFolder = cacheFolder
        self.objc = objc
    }
}

/// The pipeline: Parsing → Model → Validation → Rendering → Output. Stages go on past errors (so `lint` shows
/// them all); any error stops the run before Output.
///
/// Set `CKGEN_TIMINGS=1` to have each stage's time printed to standard error.
public enum Generator {
    /// Parses every input into the module model.
    public static func parse(_ options: GeneratorOptions, diagnostics: Diagnostics) -> ModuleModel {
        checkModuleName(options, diagnostics: diagnostics)
        var timings = StageTimings()
        let paths = timings.measure("collect") { InputFiles.collect(options.inputs, diagnostics: diagnostics) }
        let inputs = timings.measure("read") { ParseStage.read(paths: paths) }
        let cache = timings.measure("load cache") { options.cacheFolder.map(ParseCache.init(folder:)) }
        let model = parse(inputs, options: options, cache: cache, diagnostics: diagnostics, timings: &timings)
        timings.measure("save cache") { model.savingCache.wait() }
        timings.report()
        return model.model
    }

    private static func parse(
        _ inputs: [InputFile],
        options: GeneratorOptions,
        cache: ParseCache?,
        diagnostics: Diagnostics,
        timings: inout StageTimings
    ) -> (model: ModuleModel, savingCache: DispatchGroup) {
        var model = timings.measure("parse") {
            ParseStage.run(inputs: inputs, moduleName: options.moduleName, cache: cache)
        }
        // The cache is encoded and written while the model is validated and rendered: the callers wait for it
        // before they return.
        let savingCache = DispatchGroup()
        if let cache { DispatchQueue.global().async(group: savingCache) { cache.save() } }
        if !options.objc.headers.isEmpty {
            do {
                let imported = try timings.measure("objc import") {
                    try ObjCHeaderImporter.run(options.objc, diagnostics: diagnostics)
                }
                model = ModuleModel(moduleName: model.moduleName, files: model.files + imported)
            } catch let diagnostic as Diagnostic {
                diagnostics.report(diagnostic)
            } catch {
                diagnostics.report(Diagnostic(.error, id: "ckgen.objc", "\(error)", at: nil))
            }
        }
        return (model, savingCache)
    }

    /// The module name reaches identifiers and comments of the generated file: it must be a Swift identifier.
    private static func checkModuleName(_ options: GeneratorOptions, diagnostics: Diagnostics) {
        if let problem = Identifiers.moduleNameProblem(options.moduleName) {
            diagnostics.report(Diagnostic(.error, id: "ckgen.options.moduleName", problem, at: nil))
        }
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
        var timings = StageTimings()
        defer { timings.report() }
        checkModuleName(options, diagnostics: diagnostics)
        do {
            let templates = try options.templatesFolder.map(TemplateSet.overriding(with:)) ?? .defaults
            let url = try OutputWriter.fileURL(for: output, fileName: Renderer.fileName)
            // The file being written is never an input, even when written by templates without ckgen's marker.
            let paths = timings.measure("collect") {
                InputFiles.collect(options.inputs, diagnostics: diagnostics).filter {
                    !InputFiles.isSameFile($0, url.path)
                }
            }
            let inputs = timings.measure("read") { ParseStage.read(paths: paths) }

            // Nothing changed since the last run with this cache: nothing to do.
            let fingerprint = timings.measure("fingerprint") {
                LastRun.fingerprint(inputs: inputs, options: options, templates: templates)
            }
            if let folder = options.cacheFolder, !diagnostics.hasErrors, let last = LastRun.load(from: folder),
                last.fingerprint == fingerprint, last.outputPath == url.path,
                let existing = try? Data(contentsOf: url), ContentHash.of(existing) == last.outputHash
            {
                diagnostics.report(contentsOf: last.warnings)
                return .unchanged(url)
            }

            let cache = timings.measure("load cache") { options.cacheFolder.map(ParseCache.init(folder:)) }
            // Inputs changed, but perhaps not what parsing finds in them: then nothing else changes either.
            let settings = LastRun.settingsFingerprint(options: options, templates: templates)
            if let folder = options.cacheFolder, let cache, options.objc.headers.isEmpty {
                let run = UnchangedModel.Run(
                    folder: folder,
                    cache: cache,
                    inputs: inputs,
                    settings: settings,
                    fingerprint: fingerprint,
                    output: url
                )
                if let outcome = timings.measure("same model?", { UnchangedModel.reuse(run, diagnostics: diagnostics) })
                {
                    return outcome
                }
            }

            let (model, savingCache) = parse(
                inputs,
                options: options,
                cache: cache,
                diagnostics: diagnostics,
                timings: &timings
            )
            defer { timings.measure("save cache (wait)") { savingCache.wait() } }
            let reportedBeforeValidation = diagnostics.all
            let plan = timings.measure("validate") { Validator.validate(model, diagnostics: diagnostics) }
            guard !diagnostics.hasErrors else { return nil }
            let file = try timings.measure("render") {
                try Renderer.render(plan, accessLevel: options.accessLevel, templates: templates)
            }
            let outcome = try timings.measure("write") { try OutputWriter.write(file.contents, to: url) }
            if let folder = options.cacheFolder {
                // The model's hash reads the entries the cache is encoding: waiting for it first encodes each once.
                timings.measure("save cache (wait)") { savingCache.wait() }
                let reported = diagnostics.all
                LastRun(
                    fingerprint: fingerprint,
                    outputPath: url.path,
                    outputHash: ContentHash.of(file.contents),
                    warnings: reported.filter { $0.severity != .error },
                    settings: settings,
                    modelHash: options.objc.headers.isEmpty ? cache?.modelHash() : nil,
                    validationWarnings: UnchangedModel.added(reported, since: reportedBeforeValidation)
                ).save(in: folder)
            }
            return outcome
        } catch let diagnostic as Diagnostic {
            diagnostics.report(diagnostic)
        } catch {
            diagnostics.report(Diagnostic(.error, id: "ckgen.generate", "\(error)", at: nil))
        }
        return nil
    }
}

/// Stage times, printed to standard error when `CKGEN_TIMINGS=1`.
struct StageTimings {
    private var entries: [(String, Double)] = []
    private let enabled = ProcessInfo.processInfo.environment["CKGEN_TIMINGS"] == "1"

    mutating func measure<T>(_ stage: String, _ body: () throws -> T) rethrows -> T {
        guard enabled else { return try body() }
        let start = DispatchTime.now().uptimeNanoseconds
        defer { entries.append((stage, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)) }
        return try body()
    }

    func report() {
        guard enabled, !entries.isEmpty else { return }
        let line = entries.map { "\($0.0)=" + String(format: "%.1f", $0.1) + "ms" }.joined(separator: " ")
        FileHandle.standardError.write(Data("ckgen timings: \(line)\n".utf8))
    }
}
