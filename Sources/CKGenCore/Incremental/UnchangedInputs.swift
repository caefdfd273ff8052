/// The cache around everything after reading: when the inputs (every file's path and contents), the options and
/// ckgen itself are all the last run's and the output still holds what it wrote, the run has nothing to do — no
/// parsing, no validation, no rendering. The last run's warnings are reported again.
struct UnchangedInputs: StageCache {
    let run: IncrementalRun

    func stored(for inputs: GeneratorPipeline.WorkingSet) -> WrittenOutput?? {
        let fingerprint = run.timings.measure(.fingerprint) {
            LastRun.fingerprint(inputs: inputs.files, settings: run.settings, objc: run.options.objc)
        }
        run.fingerprint = fingerprint
        guard !run.diagnostics.hasErrors, var last = run.last,
            last.isUpToDate(fingerprint: fingerprint, output: run.output)
        else { return nil }
        run.diagnostics.report(contentsOf: last.warnings)
        // A listing that no longer holds never will (a folder's change time only moves on): only a new one is worth
        // saving.
        if last.needsSaving || (!run.listingIsReused && run.listing != nil) { run.record = last }
        return .some(WrittenOutput(outcome: .unchanged(run.output), file: nil))
    }

    /// Records the fingerprint, and every warning the run reported, for the next run to report again.
    func store(_ written: WrittenOutput?) {
        guard written != nil else { return }
        let reported = run.diagnostics.all
        run.updating { record in
            record.fingerprint = run.fingerprint
            record.warnings = reported.filter { $0.severity != .error }
        }
    }
}
