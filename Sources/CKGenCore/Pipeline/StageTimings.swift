import Foundation

/// Stage times, printed to standard error when `CKGEN_TIMINGS=1`; and each stage announced, as it starts, to the
/// pipeline's progress observer (the command line's progress line on a terminal).
///
/// A class: the pipeline and the caches around its stages (``IncrementalRun``) time their parts in one list. One
/// run uses it, on the thread running it.
final class StageTimings {
    private var entries: [(PipelineStage, Double)] = []
    /// Told each stage that has words for a person (``PipelineProgress``), as it starts.
    let progress: (@Sendable (PipelineProgress) -> Void)?
    /// How many input files the run has, once they are known: the progress line says it.
    var fileCount: Int?
    /// Read with `getenv`, once: `ProcessInfo`'s `environment` builds a dictionary of every variable, half a
    /// million instructions of each run.
    private static let isEnabled = getenv("CKGEN_TIMINGS").map { String(cString: $0) == "1" } ?? false
    private let enabled = StageTimings.isEnabled

    init(progress: (@Sendable (PipelineProgress) -> Void)? = nil) { self.progress = progress }

    func measure<T, Failure>(_ stage: PipelineStage, _ body: () throws(Failure) -> T) throws(Failure) -> T {
        if let progress, let announced = PipelineProgress(stage: stage, fileCount: fileCount) { progress(announced) }
        guard enabled else { return try body() }
        let start = DispatchTime.now().uptimeNanoseconds
        defer { entries.append((stage, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)) }
        return try body()
    }

    func report() {
        guard enabled, !entries.isEmpty else { return }
        let line = entries.map { "\($0.0.rawValue)=" + String(format: "%.1f", $0.1) + "ms" }.joined(separator: " ")
        FileHandle.standardError.write(Data("ckgen timings: \(line)\n".utf8))
    }
}
