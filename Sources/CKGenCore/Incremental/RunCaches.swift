import Foundation

/// The caches of one run, each a layer around a stage of ``GeneratorPipeline`` (see ``StageCache``); `nil` where
/// the run has none. From the outside in:
///
/// - ``listing`` around collecting: the last run's list of the input files, while the folders it walked are
///   unchanged (``InputListing``).
/// - the ``ParseCache`` inside reading and parsing, per file: a file whose stamp it recorded is not read, one whose
///   contents it holds is not parsed. The only cache of a run without an output (`lint` and `dump` with a cache
///   folder).
/// - ``unchangedInputs`` around everything after reading: the inputs, the options and ckgen are the last run's.
/// - ``unchangedModel`` around everything after parsing: parsing finds the last run's model (``UnchangedModel``).
/// - ``unchangedPlan`` around rendering and writing: validation plans the last run's plan (``PlanHash``).
/// - ``pieces`` inside rendering, per item of the plan (``RenderedPieces``).
///
/// All but the parse cache and the pieces are `generate`'s with a cache folder, and keep what they key on in one
/// record for the next run (``LastRun``), written by ``save()`` once the run is done.
struct RunCaches {
    /// The state the run's caches share; `nil` unless the run writes an output and has a cache folder.
    private let run: IncrementalRun?
    /// The parse cache, opened on another thread while the run reads the last run's record and collects.
    private let opening: InBackground<ParseCache>?

    /// The caches of a run of `options` writing to `output` (`nil` when it writes nothing); reads the last run's
    /// record, which the first stages need.
    init(
        options: GeneratorOptions,
        output: URL?,
        templates: TemplateSet,
        timings: StageTimings,
        diagnostics: Diagnostics
    ) {
        opening = options.cacheFolder.map { folder in InBackground { ParseCache(folder: folder) } }
        let last = timings.measure(.lastRun) { output == nil ? nil : options.cacheFolder.flatMap(LastRun.load(from:)) }
        guard let folder = options.cacheFolder, let output else {
            run = nil
            return
        }
        run = IncrementalRun(
            folder: folder,
            output: output,
            options: options,
            last: last,
            settings: LastRun.settingsFingerprint(options: options, templates: templates),
            timings: timings,
            diagnostics: diagnostics
        )
    }

    /// The parse cache, once it is open (waits for it).
    func parseCache(_ timings: StageTimings) -> ParseCache? {
        let cache = timings.measure(.loadCache) { opening?.value }
        run?.parseCache = cache
        return cache
    }

    var listing: ListedInputs? { run.map(ListedInputs.init) }
    var unchangedInputs: UnchangedInputs? { run.map(UnchangedInputs.init) }
    var unchangedModel: UnchangedModel? { run.map(UnchangedModel.init) }
    var unchangedPlan: UnchangedPlan? { run.map(UnchangedPlan.init) }

    /// What rendering keeps of its text for the next run, and the last run's pieces it may copy; `nil` without a
    /// plan's item hashes (worked out by ``unchangedPlan``).
    func pieces(_ templates: TemplateSet) -> Renderer.PieceKeeping? {
        guard let run, let items = run.planItems else { return nil }
        return RenderedPieces.keeping(items: items, templates: templates, in: run.folder)
    }

    /// Writes the record for the next run, when this one changed it.
    func save() { run?.save() }
}

/// What a `generate` run's caches share: the last run's record, this run's keys, and the record they fill in.
final class IncrementalRun {
    let folder: URL
    let output: URL
    let options: GeneratorOptions
    /// What the last `generate` into this cache folder recorded.
    let last: LastRun?
    /// ckgen's version, templates and options (``LastRun/settingsFingerprint(options:templates:)``).
    let settings: UInt64
    let timings: StageTimings
    let diagnostics: Diagnostics
    /// Set once it is open (``RunCaches/parseCache(_:)``).
    var parseCache: ParseCache?
    /// How this run found its inputs, kept for the next one; whether it came from the last run.
    var listing: InputListing?
    var listingIsReused = false
    /// The inputs' fingerprint (``LastRun/fingerprint(inputs:options:templates:)``), once worked out.
    var fingerprint: UInt64 = 0
    /// What the run had reported when the model's cache was looked up (``UnchangedModel``).
    var reportedBeforeModel: [Diagnostic] = []
    /// The hashes of the plan's items, once worked out: rendering keys the pieces it keeps on them.
    var planItems: PlanHash.Items?
    /// The plan's hash, made of its items'.
    var planHash: UInt64?
    /// What the next run will read: the last run's record as this run's caches update it; `nil` while nothing
    /// needs saving.
    var record: LastRun?

    init(
        folder: URL,
        output: URL,
        options: GeneratorOptions,
        last: LastRun?,
        settings: UInt64,
        timings: StageTimings,
        diagnostics: Diagnostics
    ) {
        self.folder = folder
        self.output = output
        self.options = options
        self.last = last
        self.settings = settings
        self.timings = timings
        self.diagnostics = diagnostics
    }

    /// The record to update: this run's, else the last run's, else an empty one.
    func updating(_ change: (inout LastRun) -> Void) {
        var updated =
            record ?? last
            ?? LastRun(fingerprint: 0, outputPath: output.path, outputHash: 0, outputSize: 0, warnings: [])
        change(&updated)
        record = updated
    }

    /// Writes the record, with how this run found its inputs, when a cache changed it. A failure only costs the
    /// next run its shortcuts.
    func save() {
        guard var record else { return }
        record.listing = listing
        record.save(in: folder)
    }
}
