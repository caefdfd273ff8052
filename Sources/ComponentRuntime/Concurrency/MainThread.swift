import Dispatch
import Foundation

/// Whether code runs where the main actor runs: on the main thread, or in work the main dispatch queue runs.
///
/// The two differ once the main thread has handed its queue over. A program whose `main` is `async` (the Swift
/// Testing runner on Linux, a command-line tool) ends in `dispatchMain()`, which ends the main thread; the main
/// queue, which is the main actor's executor there, is then drained by a worker thread, so `Thread.isMainThread`
/// is false in every `@MainActor` test. Asking the queue as well answers for that thread without a mark.
@usableFromInline
enum MainThread {
    // The slot holds 2 for the main thread, 1 for another, and starts empty: not yet asked.
    private static let slot = ThreadLocalSlot()
    private static let mainQueue = MainQueueMark()

    /// Whether this is the main thread, or work the main queue runs.
    @usableFromInline
    static var isCurrent: Bool { isMainThread || mainQueue.isCurrent }

    /// `Thread.isMainThread`, remembered for this thread: Foundation's answer makes two system calls on Linux
    /// (it compares the thread and process ids), and a build asks for every view it describes.
    private static var isMainThread: Bool {
        if let answer = slot.value { return Int(bitPattern: answer) == 2 }
        let answer = Thread.isMainThread
        slot.set(UnsafeMutableRawPointer(bitPattern: answer ? 2 : 1))
        return answer
    }
}

/// A value set on the main dispatch queue, which reads back only in work that queue runs (or a queue targeting
/// it, whose work is serialised with the main queue's as well). Not remembered per thread: the thread draining
/// the main queue runs other work between its turns.
private final class MainQueueMark: @unchecked Sendable {
    // @unchecked: the key is set once, here, before the mark is shared, and libdispatch makes reading it safe
    // from any thread.
    private let key = DispatchSpecificKey<UInt8>()

    init() { DispatchQueue.main.setSpecific(key: key, value: 1) }

    var isCurrent: Bool { DispatchQueue.getSpecific(key: key) != nil }
}
