import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The generator, as one pipeline of stages: collect → read → parse (Swift and Objective-C) → validate → render →
/// write. Each stage is a function of its input, the options and the diagnostics sink. Every command and the
/// golden tests run it through ``run(until:diagnostics:)``, which stops after the stage their goal needs.
///
/// Caching is a layer around the stages, not a part of them: with a cache folder, a stage goes through its cache
/// (``RunCaches``, all in `Incremental/`), whose hit stands for the stage's result.
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

    /// The input files as read, the parse cache and the type index of a run: thousands of allocations for a large
    /// module. The stages after reading take it, rather than the files, so that parsing can free the files' bytes.
    final class WorkingSet: @unchecked Sendable {
        /// The input files; emptied once they are parsed.
        var files: [InputFile]
        let cache: ParseCache?
        /// The type index validation built.
        var index: TypeIndex?

        init(inputs: [InputFile], cache: ParseCache?) {
            self.files = inputs
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

    /// Runs the stages `goal` needs, each through its cache when the run has one (see ``RunCaches``). Errors are
    /// reported to `diagnostics`, never thrown.
    public func run(until goal: Goal, diagnostics: Diagnostics) -> Result {
        let timings = StageTimings(progress: progress)
        defer { timings.report() }
        var result = Result()
        checkModuleName(diagnostics)
        do {
            let templates = try timings.measure(.templates) { try self.templates(for: goal, diagnostics: diagnostics) }
            let output = try goal.outputPath.map(ownedOutput)
            let caches = RunCaches(
                options: options,
                output: output,
                templates: templates,
                timings: timings,
                diagnostics: diagnostics
            )
            let collected = timings.measure(.collect) {
                caches.listing.through(options.inputs) { collect($0, excluding: output, caches, diagnostics) }
            }
            timings.fileCount = collected.files.count
            let parseCache = caches.parseCache(timings)
            let inputs = WorkingSet(
                inputs: timings.measure(.read) { read(collected.files, parseCache, caches, diagnostics) },
                cache: parseCache
            )
            result.workingSet = inputs
            defer { waitForSaving(parseCache, timings) }

            result.outcome = try caches.unchangedInputs.through(inputs) { inputs in
                try caches.unchangedModel.through(inputs) { inputs in
                    let model = parse(inputs.files, cache: parseCache, diagnostics: diagnostics, timings: timings)
                    // The inputs' bytes are not needed after parsing: freed now rather than kept to the end, they
                    // are not part of the run's peak (8 MB at 10,000 files, which validation and rendering would
                    // add to).
                    inputs.files = []
                    Self.returnFreedMemory()
                    result.model = model
                    guard goal != .model else {
                        // Validation reports what parsing found; without it, parse problems are reported here, so a
                        // file ckgen could not read fails `dump` as it fails `lint`.
                        for file in model.files { diagnostics.report(contentsOf: file.diagnostics) }
                        return nil
                    }

                    let (plan, index) = timings.measure(.validate) {
                        Validator.validateKeepingIndex(model, diagnostics: diagnostics)
                    }
                    result.plan = plan
                    result.workingSet?.index = index
                    guard goal != .plan, !diagnostics.hasErrors else { return nil }

                    return try caches.unchangedPlan.through(plan) { plan in
                        let file = try timings.measure(.render) {
                            try Renderer.render(
                                plan,
                                accessLevel: options.accessLevel,
                                templates: templates,
                                pieces: caches.pieces(templates)
                            )
                        }
                        result.file = file
                        guard let output else { return nil }
                        return try timings.measure(.write) { try write(file, to: output) }
                    }
                }
            }?.outcome
            caches.save()
        } catch let diagnostic as Diagnostic {
            diagnostics.report(diagnostic)
        } catch {
            diagnostics.report(Diagnostic(RunMessage.unexpected("\(error)"), at: nil))
        }
        return result
    }

    // MARK: - Stages

    /// The file `goal` writes, checked before anything is read or written: ckgen replaces only what it wrote (see
    /// ``OutputOwnership``). A file without the header may still be the one the last run wrote (templates without
    /// it), as its record in the cache folder says.
    private func ownedOutput(_ path: String) throws -> URL {
        let url = try OutputWriter.fileURL(for: path, fileName: Renderer.fileName)
        try OutputOwnership.check(
            url,
            header: .swift,
            product: .generatedCode,
            inputs: options.inputs.map { OutputOwnership.Input(path: $0) },
            overwrite: options.overwrite
        ) {
            guard let folder = options.cacheFolder, var last = LastRun.load(from: folder) else { return false }
            return last.holdsOutput(url)
        }
        return url
    }

    /// The Swift files the inputs name (folders searched), and, for a run with caches, the walk's record for the
    /// next run (see ``InputListing``). The file being written is never an input, even when its templates leave
    /// out ckgen's marker.
    private func collect(_ inputs: [String], excluding output: URL?, _ caches: RunCaches, _ diagnostics: Diagnostics)
        -> (files: [String], listing: InputListing?)
    {
        guard let output, caches.listing != nil else {
            return (InputFiles.collect(inputs, excluding: output?.path, diagnostics: diagnostics), nil)
        }
        return InputFiles.collectRecording(inputs, excluding: output.path, diagnostics: diagnostics)
    }

    /// Every file's bytes, read concurrently; a file whose stamp the parse cache recorded with its contents is not
    /// read. A file the last run's listing named that is gone, or no longer a file, shows the listing stale: the
    /// folders are walked after all, so the run finds (and reports) what a walk finds.
    private func read(_ files: [String], _ cache: ParseCache?, _ caches: RunCaches, _ diagnostics: Diagnostics)
        -> [InputFile]
    {
        let inputs = ParseStage.read(paths: files, cache: cache)
        guard let listing = caches.listing, listing.isStale(inputs) else { return inputs }
        let walked = collect(options.inputs, excluding: listing.excluded, caches, diagnostics)
        listing.store(walked)
        return ParseStage.read(paths: walked.files, cache: cache)
    }

    /// Parses the Swift files (reusing the parse cache for unchanged ones, and saving it in the background) and
    /// imports the Objective-C headers.
    private func parse(_ inputs: [InputFile], cache: ParseCache?, diagnostics: Diagnostics, timings: StageTimings)
        -> ModuleModel
    {
        var model = timings.measure(.parse) {
            ParseStage.run(inputs: inputs, moduleName: options.moduleName, cache: cache)
        }
        cache?.saveInBackground()
        guard !options.objc.headers.isEmpty else { return model }
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
        return model
    }

    /// The templates: ckgen's own, with those in the templates folder replacing them by name.
    func templates() throws -> TemplateSet {
        try options.templatesFolder.map { try TemplateSet.overriding(with: $0, namedAt: options.templatesLocation) }
            ?? .defaults
    }

    /// Writes the file, atomically and only when its contents changed.
    private func write(_ file: GeneratedFile, to url: URL) throws -> WrittenOutput {
        WrittenOutput(outcome: try OutputWriter.write(file.bytes, to: url), file: file)
    }

    /// Waits for the parse cache to be written, when parsing started writing it: the process must not exit first.
    private func waitForSaving(_ cache: ParseCache?, _ timings: StageTimings) {
        guard let cache, cache.isSaving else { return }
        timings.measure(.saveCacheWait) { cache.waitUntilSaved() }
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
