/// The cache around everything after parsing, for a run whose inputs changed but whose model did not: an edit
/// inside a function body, a comment, a file touched. Validation and rendering are functions of the model and the
/// settings, so such a run reports the last run's validation warnings, leaves its output in place, and skips both.
/// It finds out before decoding anything from the parse cache: only the changed files are parsed (see
/// ``ParseCache/modelHash(of:)``), and the parse stage takes them from there. `IncrementalEquivalenceTests`
/// compares such runs with cold ones.
///
/// Runs with Objective-C headers are left out: their model is not all in the parse cache.
struct UnchangedModel: StageCache {
    let run: IncrementalRun

    func stored(for inputs: GeneratorPipeline.WorkingSet) -> WrittenOutput?? {
        // What the stages inside report from here on is what this run's record keeps as validation's warnings.
        run.reportedBeforeModel = run.diagnostics.all
        guard let cache = run.parseCache, run.options.objc.headers.isEmpty else { return nil }
        return run.timings.measure(.sameModel) { () -> WrittenOutput?? in
            guard !run.diagnostics.hasErrors, var last = run.last, last.settings == run.settings,
                let warnings = last.validationWarnings, last.modelHash != nil, last.holdsOutput(run.output),
                last.modelHash == cache.modelHash(of: inputs.files)
            else { return nil }
            run.diagnostics.report(contentsOf: warnings)
            run.record = last
            return .some(WrittenOutput(outcome: .unchanged(run.output), file: nil))
        }
    }

    /// Records the model's hash (the parse cache's entries, once it has encoded them) and the warnings the stages
    /// inside reported.
    func store(_ written: WrittenOutput?) {
        guard written != nil else { return }
        // The model's hash reads the entries the cache is encoding: waiting for it first encodes each once.
        if let cache = run.parseCache { run.timings.measure(.saveCacheWait) { cache.waitUntilSaved() } }
        let modelHash = run.options.objc.headers.isEmpty ? run.parseCache?.modelHash() : nil
        let validationWarnings = Self.added(run.diagnostics.all, since: run.reportedBeforeModel)
        run.updating { record in
            record.modelHash = modelHash
            record.validationWarnings = validationWarnings
        }
    }

    /// The diagnostics of `after` that `before` does not hold, each counted (the same warning reported twice by
    /// validation stays twice).
    static func added(_ after: [Diagnostic], since before: [Diagnostic]) -> [Diagnostic] {
        var earlier: [Diagnostic: Int] = [:]
        for diagnostic in before { earlier[diagnostic, default: 0] += 1 }
        return after.filter { diagnostic in
            guard let count = earlier[diagnostic], count > 0 else { return true }
            earlier[diagnostic] = count - 1
            return false
        }
    }
}
