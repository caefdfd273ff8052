/// Calls a main-actor function where the caller has already found that it runs on the main actor
/// (``MainThread/isCurrent``), without asking again.
///
/// `MainActor.assumeIsolated` checks the executor through the concurrency runtime and boxes the function it is
/// given; a build on the main thread lists the attributes of every view it describes this way, so it pays that for
/// each view. A synchronous function's isolation is only checked by the compiler, not passed when it is called,
/// so the function is called as a plain one, as `assumeIsolated` itself does once its check has passed.
@usableFromInline
enum MainActorCall {
    /// Calls `body`, whose caller has made sure this is the main actor.
    @inlinable
    static func unchecked<Result>(_ body: @escaping @MainActor () -> Result) -> Result {
        unsafeBitCast(body, to: (() -> Result).self)()
    }
}
