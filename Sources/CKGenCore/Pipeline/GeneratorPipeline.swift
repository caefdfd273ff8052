public import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The generator, as one pipeline of stages: collect → read → parse (Swift and Objective-C) → validate → render →
/// write. Each stage is a function of its input, the options and the diagnostics sink. Every command and the
/// golden tests run it through ``run(until:diagnostics:)``, which stops after the stage their goal needs.
///
/// Stages go on past errors (so `lint` shows them all); an error stops the run before rendering, so nothing is
/// written from code with errors.
///
/// Set `CKGEN_TIMINGS=1` to have each stage's time printed to standard error.
public struct GeneratorPipeline: Sendable {
    /// How far a run goes.
    public enum Goal: Sendable, Equatable {
        /// Parse only: what ckgen read (`ckgen dump`). Parse problems are reported, since nothing validates.
        case model
        /// Parse and validate (`ckgen lint`, `ckgen dump --plan`, `ckgen graph`).
        case plan
        /// Render too, without writing (the golden tests).
        case file
        /// Render and write to a `.swift` file or into a folder (`ckgen generate`). With a cache folder, a run
        /// whose inputs all match the last run's is skipped.
        case output(String)
    }

    /// What a run produced, as far as it went.
    public struct Result: Sendable {
        /// What parsing found.
        public var model: ModuleModel?
        /// What validation planned.
        public var plan: GenerationPlan?
        /// The rendered file, unless an error stopped the run.
        public var file: GeneratedFile?
        /// What writing did, or `nil` when the goal was not ``Goal/output(_:)`` or an error stopped the run.
        public var outcome: OutputWriter.Outcome?
        /// What the run read and cached, freed with the result: a command that keeps the result until it exits
        /// (see `GenerateCommand`) skips freeing it at all.
        var workingSet: WorkingSet?
    }

    /// The inputs' bytes, the parse cache and the type index of a run: thousands of allocations for a large module.
    final class WorkingSet: @unchecked Sendable {
        let inputs: [InputFile]
        let cache: ParseCache?
        /// The type index validation built.
        var index: TypeIndex?

        init(inputs: [InputFile], cache: ParseCache?) {
            self.inputs = inputs
            self.cache = cache
        }
    }

    /// The resolved options.
    public var options: GeneratorOptions

    /// Told each stage of a ``run(until:diagnostics:)`` as it starts, on the thread running it: what a progress
    /// line shows. `nil` (the default) tells nothing.
    public var progress: (@Sendable (PipelineProgress) -> Void)?

    /// A pipeline for these options.
    public init(options: GeneratorOptions) { self.options = options }

    /// Runs the stages `goal` needs. Errors are reported to `diagnostics`, never thrown.
    public func run(until goal: Goal, diagnostics: Diagnostics) -> Result {
        var timings = StageTimings()
        timings.progress = progress
        defer { timings.report() }
        var result = Result()
        checkModuleName(diagnostics)
        do {
            let templates = try timings.measure(.templates) { try self.templates(for: goal, diagnostics: diagnostics) }
            let outputURL = try goal.outputPath.map { try OutputWriter.fileURL(for: $0, fileName: Renderer.fileName) }
            // Before anything is read or written: ckgen replaces only what it wrote (see OutputOwnership). A file
            // without the header may still be the one the last run wrote (templates without it), as its record in
            // the cache folder says.
            if let outputURL {
                try OutputOwnership.check(
                    outputURL,
                    header: .swift,
                    product: .generatedCode,
                    inputs: options.inputs.map { OutputOwnership.Input(path: $0) },
                    overwrite: options.overwrite
                ) {
                    guard let folder = options.cacheFolder, var last = LastRun.load(from: folder) else { return false }
                    return last.holdsOutput(outputURL)
                }
            }
            // The parse cache is opened on another thread while this one reads what the last `generate` into the
            // cache folder recorded, whose listing may spare walking the input folders.
            let opening = options.cacheFolder.map { folder in InBackground { ParseCache(folder: folder) } }
            let last = timings.measure(.lastRun) {
                outputURL == nil ? nil : options.cacheFolder.flatMap(LastRun.load(from:))
            }
            var collected = timings.measure(.collect) { collect(excluding: outputURL, last: last, diagnostics) }
            timings.fileCount = collected.files.count
            // Opened before reading: a file whose stamp the cache recorded with its contents is not read again.
            let cache = timings.measure(.loadCache) { opening?.value }
            var inputs = timings.measure(.read) { ParseStage.read(paths: collected.files, cache: cache) }
            if collected.isReused, inputs.contains(where: { $0.readError != nil }) {
                // A file the listing named is gone, or no longer a file: the folders are walked after all, so the
                // run finds (and reports) what a walk finds.
                collected = collect(excluding: outputURL, last: nil, diagnostics)
                inputs = ParseStage.read(paths: collected.files, cache: cache)
            }
            result.workingSet = WorkingSet(inputs: inputs, cache: cache)

            var fingerprint: UInt64?
            if let outputURL, let folder = options.cacheFolder {
                let key = timings.measure(.fingerprint) {
                    LastRun.fingerprint(inputs: inputs, options: options, templates: templates)
                }
                fingerprint = key
                if !diagnostics.hasErrors, var last, last.isUpToDate(fingerprint: key, output: outputURL) {
                    diagnostics.report(contentsOf: last.warnings)
                    // A listing that no longer holds never will (a folder's change time only moves on): only a new
                    // one is worth saving.
                    if last.needsSaving || (!collected.isReused && collected.listing != nil) {
                        last.listing = collected.listing
                        last.save(in: folder)
                    }
                    result.outcome = .unchanged(outputURL)
                    return result
                }
            }

            // Inputs changed, but perhaps not what parsing finds in them (a comment, an edit in a body): then
            // nothing else changes either, and the last run's output and warnings stand.
            let settings = LastRun.settingsFingerprint(options: options, templates: templates)
            if let outputURL, let fingerprint, let folder = options.cacheFolder, let cache,
                options.objc.headers.isEmpty
            {
                let run = UnchangedModel.Run(
                    folder: folder,
                    cache: cache,
                    inputs: inputs,
                    settings: settings,
                    fingerprint: fingerprint,
                    output: outputURL,
                    last: last,
                    listing: collected.listing
                )
                if let outcome = timings.measure(.sameModel, { UnchangedModel.reuse(run, diagnostics: diagnostics) }) {
                    result.outcome = outcome
                    return result
                }
            }

            let parsed = parse(inputs, cache: cache, diagnostics: diagnostics, timings: &timings)
            // The inputs' bytes are not needed after parsing: freed now rather than kept to the end, they are not
            // part of the run's peak (8 MB at 10,000 files, which validation and rendering would add to).
            result.workingSet = WorkingSet(inputs: [], cache: cache)
            Self.returnFreedMemory()
            defer { timings.measure(.saveCacheWait) { parsed.savingCache.wait() } }
            result.model = parsed.model
            guard goal != .model else {
                // Validation reports what parsing found; without it, parse problems are reported here, so a file
                // ckgen could not read fails `dump` as it fails `lint`.
                for file in parsed.model.files { diagnostics.report(contentsOf: file.diagnostics) }
                return result
            }

            let reportedBeforeValidation = diagnostics.all
            let (plan, index) = timings.measure(.validate) {
                Validator.validateKeepingIndex(parsed.model, diagnostics: diagnostics)
            }
            result.plan = plan
            result.workingSet?.index = index
            guard goal != .plan, !diagnostics.hasErrors else { return result }

            /// Records in `record` what this validated run found, for the next run, and saves it: the inputs'
            /// fingerprint, the warnings, the model's hash and the listing.
            func save(_ record: inout LastRun, in folder: URL, fingerprint: UInt64) {
                // The model's hash reads the entries the cache is encoding: waiting for it first encodes each once.
                timings.measure(.saveCacheWait) { parsed.savingCache.wait() }
                let reported = diagnostics.all
                record.fingerprint = fingerprint
                record.warnings = reported.filter { $0.severity != .error }
                record.modelHash = options.objc.headers.isEmpty ? cache?.modelHash() : nil
                record.validationWarnings = UnchangedModel.added(reported, since: reportedBeforeValidation)
                record.listing = collected.listing
                record.save(in: folder)
            }

            // The plan the last run rendered, with the same settings, into an output that still holds it: rendering
            // would write what is there.
            let items = fingerprint == nil ? nil : timings.measure(.planHash) { PlanHash.items(of: plan) }
            let planHash = items.map { PlanHash.of(plan, items: $0) }
            if let outputURL, let folder = options.cacheFolder, let fingerprint, let planHash, var last,
                last.planHash == planHash, last.settings == settings, last.holdsOutput(outputURL)
            {
                save(&last, in: folder, fingerprint: fingerprint)
                result.outcome = .unchanged(outputURL)
                return result
            }

            let file = try timings.measure(.render) {
                guard let folder = options.cacheFolder, let items else { return try render(plan, templates: templates) }
                return try render(plan, templates: templates, items: items, piecesIn: folder)
            }
            result.file = file
            guard let outputURL else { return result }

            result.outcome = try timings.measure(.write) { try write(file, to: outputURL) }
            if let folder = options.cacheFolder, let fingerprint {
                var record = LastRun(
                    fingerprint: fingerprint,
                    outputPath: outputURL.path,
                    outputHash: file.bytes.withUnsafeBytes { ContentHash.of($0) },
                    outputSize: file.bytes.count,
                    warnings: [],
                    settings: settings,
                    planHash: planHash
                )
                save(&record, in: folder, fingerprint: fingerprint)
            }
        } catch let diagnostic as Diagnostic {
            diagnostics.report(diagnostic)
        } catch {
            diagnostics.report(Diagnostic(RunMessage.unexpected("\(error)"), at: nil))
        }
        return result
    }

    // MARK: - Stages

    /// The Swift files the inputs name (folders searched). The file being written is never an input, even when
    /// its templates leave out ckgen's marker.
    public func collect(excluding output: URL? = nil, diagnostics: Diagnostics) -> [String] {
        InputFiles.collect(options.inputs, excluding: output?.path, diagnostics: diagnostics)
    }

    /// The Swift files to read, and how they were found: for `generate` with a cache folder, from the last run's
    /// listing when its folders are unchanged (see ``InputListing``), else by walking the folders and recording
    /// the walk for the next run.
    struct Collected {
        var files: [String]
        /// The walk's record, for the next run; `nil` when it cannot vouch for the files.
        var listing: InputListing?
        /// Whether `files` came from the last run's listing.
        var isReused = false
    }

    private func collect(excluding output: URL?, last: LastRun?, _ diagnostics: Diagnostics) -> Collected {
        guard let output, options.cacheFolder != nil else {
            return Collected(files: collect(excluding: output, diagnostics: diagnostics))
        }
        if let listing = last?.listing, listing.holds(inputs: options.inputs, excluded: output.path) {
            return Collected(files: listing.files, listing: listing, isReused: true)
        }
        let (files, listing) = InputFiles.collectRecording(
            options.inputs,
            excluding: output.path,
            diagnostics: diagnostics
        )
        return Collected(files: files, listing: listing)
    }

    /// Every file's bytes, read concurrently.
    public func read(_ paths: [String]) -> [InputFile] { ParseStage.read(paths: paths) }

    /// What parsing found, and the parse cache being saved in the background (wait for it before exiting).
    public struct ParsedModule: Sendable {
        /// What parsing found.
        public var model: ModuleModel
        /// Left when the parse cache is written; ``GeneratorPipeline/run(until:diagnostics:)`` waits for it.
        public var savingCache: DispatchGroup
    }

    /// Parses the Swift files (reusing the parse cache for unchanged ones) and imports the Objective-C headers.
    public func parse(_ inputs: [InputFile], diagnostics: Diagnostics) -> ParsedModule {
        var timings = StageTimings()
        let cache = options.cacheFolder.map(ParseCache.init(folder:))
        return parse(inputs, cache: cache, diagnostics: diagnostics, timings: &timings)
    }

    private func parse(
        _ inputs: [InputFile],
        cache: ParseCache?,
        diagnostics: Diagnostics,
        timings: inout StageTimings
    ) -> ParsedModule {
        var model = timings.measure(.parse) {
            ParseStage.run(inputs: inputs, moduleName: options.moduleName, cache: cache)
        }
        // The cache is encoded and written while the model is validated and rendered.
        let savingCache = DispatchGroup()
        if let cache { DispatchQueue.global().async(group: savingCache) { cache.save() } }
        if !options.objc.headers.isEmpty {
            do {
                let imported = try timings.measure(.objcImport) {
                    try ObjCHeaderImporter.run(options.objc, diagnostics: diagnostics)
                }
                model = ModuleModel(moduleName: model.moduleName, files: model.files + imported)
            } catch let diagnostic as Diagnostic {
                diagnostics.report(diagnostic)
            } catch {
                diagnostics.report(Diagnostic(ObjCMessage.unexpected("\(error)"), at: nil))
            }
        }
        return ParsedModule(model: model, savingCache: savingCache)
    }

    /// Checks the model and plans what to generate.
    public func validate(_ model: ModuleModel, diagnostics: Diagnostics) -> GenerationPlan {
        Validator.validate(model, diagnostics: diagnostics)
    }

    /// The templates: ckgen's own, with those in the templates folder replacing them by name.
    public func templates() throws -> TemplateSet {
        try options.templatesFolder.map { try TemplateSet.overriding(with: $0, namedAt: options.templatesLocation) }
            ?? .defaults
    }

    /// Renders the plan through the templates.
    public func render(_ plan: GenerationPlan, templates: TemplateSet) throws -> GeneratedFile {
        try Renderer.render(plan, accessLevel: options.accessLevel, templates: templates)
    }

    /// Renders the plan, copying the text of the items whose text the last run kept in `folder`, and keeping what
    /// it renders there for the next run (see ``RenderedPieces``).
    private func render(_ plan: GenerationPlan, templates: TemplateSet, items: PlanHash.Items, piecesIn folder: URL)
        throws -> GeneratedFile
    {
        let path = folder.appendingPathComponent(RenderedPieces.fileName).path
        // Mapped: the file is replaced, never written in place, so the mapping holds the last run's pieces while
        // this run writes its own.
        let previous =
            templates.compiled == nil
            ? nil : FileBytes.mapped(path, whole: true).flatMap(RenderedPieces.init(file:))
        let keeping = Renderer.PieceKeeping(items: items, previous: previous) { text, pieces in
            let head = RenderedPieces.fileHead(for: pieces, text: text)
            // A cache: when it cannot be written, the next run renders every item.
            _ = head.withUnsafeBytes { head in
                AtomicFile.writeMakingFolder(folder) { AtomicFile.writePlainly([head, text], to: path) }
            }
        }
        return try Renderer.render(plan, accessLevel: options.accessLevel, templates: templates, pieces: keeping)
    }

    /// Writes the file, atomically and only when its contents changed.
    public func write(_ file: GeneratedFile, to url: URL) throws -> OutputWriter.Outcome {
        try OutputWriter.write(file.bytes, to: url)
    }

    /// Hands the memory the syntax trees used back to the system. Each parsing thread allocates from its own
    /// malloc arena, and what the trees freed there stayed in the process: validating and rendering a
    /// 10,000-file module on top of it came near 150 MB.
    private static func returnFreedMemory() {
        #if canImport(Glibc)
            // glibc's `malloc_trim`, looked up by name: its header is not part of the Glibc module.
            typealias MallocTrim = @convention(c) (Int) -> Int32
            if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") {
                _ = unsafeBitCast(symbol, to: MallocTrim.self)(0)
            }
        #endif
    }

    // MARK: - Checks

    /// The module name reaches identifiers and comments of the generated file: it must be a Swift identifier.
    private func checkModuleName(_ diagnostics: Diagnostics) {
        if let problem = Identifiers.moduleNameProblem(options.moduleName) {
            diagnostics.report(Diagnostic(RunMessage.moduleName(problem: problem), at: nil))
        }
    }

    /// The templates the goal renders with. Only rendering reads a templates folder; `.plan` checks it and
    /// reports its problems without stopping.
    private func templates(for goal: Goal, diagnostics: Diagnostics) throws -> TemplateSet {
        switch goal {
        case .model: return .defaults
        case .plan:
            // `lint` checks a templates folder too (a template problem would fail `generate`), then goes on to
            // the sources; `lint --fix` applies its fix-its (a misspelt partial).
            if options.templatesFolder != nil {
                do {
                    _ = try templates().library()
                } catch let diagnostic as Diagnostic {
                    diagnostics.report(diagnostic)
                }
            }
            return .defaults
        case .file, .output: return try templates()
        }
    }
}

extension GeneratorPipeline.Goal {
    fileprivate var outputPath: String? {
        if case .output(let path) = self { return path }
        return nil
    }
}
