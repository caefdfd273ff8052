/// A stage of a generator run as a person reads it on a progress line ("parsing 5000 files").
public struct PipelineProgress: Sendable, Equatable, CustomStringConvertible {
    /// What the run is doing, in words: "reading 5000 files".
    public var description: String

    /// The words for a stage of the pipeline, or `nil` for the stages too short to mention (templates and cache
    /// bookkeeping), which leave the line as it was.
    init?(stage: PipelineStage, fileCount: Int?) {
        let files = fileCount.map { $0 == 1 ? "1 file" : "\($0) files" } ?? "the inputs"
        switch stage {
        case .collect: description = "finding the input files"
        case .read: description = "reading \(files)"
        case .parse: description = "parsing \(files)"
        case .objcImport: description = "reading the Objective-C headers"
        case .validate: description = "checking \(files)"
        case .render: description = "generating code"
        case .write: description = "writing the output"
        case .templates, .lastRun, .loadCache, .fingerprint, .sameModel, .saveCacheWait, .planHash: return nil
        }
    }
}
