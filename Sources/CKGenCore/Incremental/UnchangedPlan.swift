/// The cache around rendering and writing: a plan the last run rendered, with the same settings, into an output
/// that still holds it (a declaration added that generates nothing, a parameter renamed) would render what is
/// there already. The plan's hash is made of its items' (``PlanHash``), which rendering keys its pieces on.
struct UnchangedPlan: StageCache {
    let run: IncrementalRun

    func stored(for plan: GenerationPlan) -> WrittenOutput?? {
        let items = run.timings.measure(.planHash) { PlanHash.items(of: plan) }
        run.planItems = items
        run.planHash = PlanHash.of(plan, items: items)
        guard var last = run.last, last.planHash == run.planHash, last.settings == run.settings,
            last.holdsOutput(run.output)
        else { return nil }
        run.record = last
        return .some(WrittenOutput(outcome: .unchanged(run.output), file: nil))
    }

    /// Records the plan's hash and the settings, with what the output now holds.
    func store(_ written: WrittenOutput?) {
        guard let file = written?.file else { return }
        let hash = file.bytes.withUnsafeBytes { ContentHash.of($0) }
        run.updating { record in
            record.outputPath = run.output.path
            record.outputHash = hash
            record.outputSize = file.bytes.count
            record.outputCheck = nil
            record.settings = run.settings
            record.planHash = run.planHash
        }
    }
}
