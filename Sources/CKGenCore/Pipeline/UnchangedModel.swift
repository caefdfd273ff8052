import Foundation

/// A run whose inputs changed but whose model did not: an edit inside a function body, a comment, a file touched.
/// Validation and rendering are functions of the model and the settings, so such a run reports the last run's
/// validation warnings, leaves its output in place, and skips both (they cost most of a run once parsing is
/// cached). `IncrementalEquivalenceTests` compares such runs with cold ones.
enum UnchangedModel {
    /// What a run needs to compare itself with the last one.
    struct Run {
        var folder: URL
        var cache: ParseCache
        /// How many files the model holds: a file the cache did not see (one that could not be read) means the
        /// model is not only what the cache knows.
        var modelFileCount: Int
        var settings: UInt64
        var fingerprint: UInt64
        var output: URL
    }

    /// The outcome when the last run rendered this same model with the same settings and its output is still
    /// there; `nil` when validation and rendering must run.
    static func reuse(_ run: Run, diagnostics: Diagnostics) -> OutputWriter.Outcome? {
        guard !diagnostics.hasErrors, run.modelFileCount == run.cache.fileCount,
            var last = LastRun.load(from: run.folder), last.settings == run.settings,
            last.outputPath == run.output.path, let warnings = last.validationWarnings,
            let existing = try? Data(contentsOf: run.output), ContentHash.of(existing) == last.outputHash,
            last.modelHash == run.cache.modelHash()
        else { return nil }
        diagnostics.report(contentsOf: warnings)
        // The next run with these inputs takes the shortcut before parsing.
        last.fingerprint = run.fingerprint
        last.warnings = diagnostics.all.filter { $0.severity != .error }
        last.save(in: run.folder)
        return .unchanged(run.output)
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
