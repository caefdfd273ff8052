/// A cache around one stage of a run: from the stage's input it makes a key and looks it up; on a hit the stored
/// result stands for the stage, else the stage runs and its result is stored under that key for the next run.
///
/// Every cache of the generator has this shape, so ``GeneratorPipeline/run(until:diagnostics:)`` reads as the
/// stages in order, each passed ``through(_:_:)`` its cache: a hit is the stage's result, not an exit. What a
/// cache keys on and keeps is its own affair (see ``RunCaches`` for the run's caches, ``ParseCache`` for the
/// per-file ones).
protocol StageCache {
    /// What the stage takes.
    associatedtype Input
    /// What the stage gives.
    associatedtype Output

    /// What the stage gave for an input with `input`'s key, when that still holds; `nil` on a miss. Keeps the key
    /// for ``store(_:)``.
    func stored(for input: Input) -> Output?

    /// Keeps what the stage gave, under the key ``stored(for:)`` made, for the next run.
    func store(_ output: Output)
}

extension StageCache {
    /// The stored result for `input`, else `stage`'s, stored.
    func through<Failure>(_ input: Input, _ stage: (Input) throws(Failure) -> Output) throws(Failure) -> Output {
        if let hit = stored(for: input) { return hit }
        let output = try stage(input)
        store(output)
        return output
    }
}

extension Optional where Wrapped: StageCache {
    /// The stage through the cache when there is one, else the stage alone.
    func through<Failure>(_ input: Wrapped.Input, _ stage: (Wrapped.Input) throws(Failure) -> Wrapped.Output)
        throws(Failure) -> Wrapped.Output
    {
        guard let cache = self else { return try stage(input) }
        return try cache.through(input, stage)
    }
}
