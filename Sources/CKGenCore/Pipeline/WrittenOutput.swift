/// What the write stage leaves: whether it wrote, and the file it wrote, whose hash and size a cache records so a
/// later run can tell the output still holds it (see ``LastRun/holdsOutput(_:)``).
struct WrittenOutput: Sendable {
    var outcome: OutputWriter.Outcome
    /// The file written; `nil` when a cache found the output holding it already.
    var file: GeneratedFile?
}
