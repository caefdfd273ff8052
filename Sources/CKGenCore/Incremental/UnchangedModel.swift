import Foundation

/// A run whose inputs changed but whose model did not: an edit inside a function body, a comment, a file touched.
/// Validation and rendering are functions of the model and the settings, so such a run reports the last run's
/// validation warnings, leaves its output in place, and skips both. It finds out before decoding anything from the
/// cache: only the changed files are parsed (see ``ParseCache/modelHash(of:)``). `IncrementalEquivalenceTests`
/// compares such runs with cold ones.
enum UnchangedModel {
    /// What a run needs to compare itself with the last one.
    struct Run {
        var folder: URL
        var cache: ParseCache
        var inputs: [InputFile]
        var settings: UInt64
        var fingerprint: UInt64
        var output: URL
        /// What the last run in `folder` recorded, if anything.
        var last: LastRun?
        /// How this run found its inputs, kept for the next one.
        var listing: InputListing?
    }

    /// The outcome when the last run rendered this same model with the same settings and its output is still
    /// there; `nil` when validation and rendering must run.
    static func reuse(_ run: Run, diagnostics: Diagnostics) -> OutputWriter.Outcome? {
        guard !diagnostics.hasErrors, var last = run.last, last.settings == run.settings,
            let warnings = last.validationWarnings, last.modelHash != nil, last.holdsOutput(run.output),
            last.modelHash == run.cache.modelHash(of: run.inputs)
        else { return nil }
        diagnostics.report(contentsOf: warnings)
        // The next run with these inputs takes the shortcut before parsing.
        last.fingerprint = run.fingerprint
        last.listing = run.listing
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
