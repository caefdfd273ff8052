/// Whether a layout runs on the main actor, so a component may measure views while it lays itself out
/// (``SelfSizingComponent``). True on the main thread, and inside ``run(_:)``: a main-actor pass (a mount, a
/// hosting view asking for its size) marks its thread while it lays the tree out. The mark is needed where the
/// main actor is not the main thread (swift-testing runs main-actor tests on another thread on Linux), and the
/// concurrency runtime has no non-trapping "is this the main actor" question.
enum MainActorLayout {
    private static let slot = ThreadLocalSlot()

    /// Runs `body` with this thread marked as laying out on the main actor.
    @MainActor
    static func run<T>(_ body: () -> T) -> T {
        let outer = slot.value
        slot.set(UnsafeMutableRawPointer(bitPattern: 1))
        defer { slot.set(outer) }
        return body()
    }

    /// Whether the caller lays out on the main actor.
    static var isCurrent: Bool { slot.value != nil || MainThread.isCurrent }
}
