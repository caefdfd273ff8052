/// Whether this thread runs main-actor code now: true on the main thread, and inside ``run(_:)``, which a
/// main-actor pass (a mount, a hosting view asking for its size, a description's handler) uses to mark its thread.
/// A layout may then measure views (``SelfSizingComponent``), and a state update or an action may go ahead. The mark
/// is needed where the main actor is not the main thread (swift-testing runs main-actor tests on another thread on
/// Linux), and the concurrency runtime has no non-trapping "is this the main actor" question.
enum MainActorMark {
    private static let slot = ThreadLocalSlot()

    /// Runs `body` with this thread marked as running on the main actor.
    @MainActor
    static func run<T>(_ body: () throws -> T) rethrows -> T {
        let outer = slot.value
        slot.set(UnsafeMutableRawPointer(bitPattern: 1))
        defer { slot.set(outer) }
        return try body()
    }

    /// Whether the caller runs on the main actor (as far as the main thread or a mark tells).
    static var isCurrent: Bool { slot.value != nil || MainThread.isCurrent }
}
