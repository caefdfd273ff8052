/// A step of a generator run, as timed by `CKGEN_TIMINGS=1` (its raw value is the name printed there) and as
/// announced to a progress observer (``PipelineProgress``).
///
/// A typed list rather than names written at each call: a stage renamed or added where it is timed cannot then
/// silently lose its words on the progress line, since ``PipelineProgress`` switches over every case.
enum PipelineStage: String, CaseIterable, Sendable {
    case templates
    case lastRun = "last run"
    case collect
    case loadCache = "load cache"
    case read
    case fingerprint
    case sameModel = "same model?"
    case saveCacheWait = "save cache (wait)"
    case parse
    case objcImport = "objc import"
    case validate
    case planHash = "plan hash"
    case render
    case write
}
