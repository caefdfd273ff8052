import Foundation

/// A run whose model changed but whose plan did not: a new type nothing annotated uses, a method added to a
/// component, a private helper. Rendering is a function of the plan and the settings, so when the last run
/// rendered the same plan with the same settings and its output is still there, that output stands; validation
/// has run, so this run's warnings are its own. `IncrementalEquivalenceTests` compares such runs with cold ones.
enum UnchangedPlan {
    /// A stable hash of `plan`: its JSON, keys sorted, hashed. `nil` when it cannot be encoded (then the run
    /// renders, as it would without a cache).
    static func hash(_ plan: GenerationPlan) -> UInt64? {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return (try? encoder.encode(plan)).map(ContentHash.of)
    }

    /// The hash of the output the last run in `folder` wrote, when it rendered a plan hashing to `planHash` with
    /// the same settings into `output`, and `output` still holds exactly that.
    static func outputHash(in folder: URL, settings: UInt64, planHash: UInt64, output: URL) -> UInt64? {
        guard let last = LastRun.load(from: folder), last.settings == settings, last.planHash == planHash,
            last.outputPath == output.path, let existing = try? Data(contentsOf: output),
            ContentHash.of(existing) == last.outputHash
        else { return nil }
        return last.outputHash
    }
}
