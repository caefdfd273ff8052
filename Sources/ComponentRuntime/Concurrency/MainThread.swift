import Foundation

/// Whether code runs on the main thread, asked once per thread. Foundation's `Thread.isMainThread` makes two
/// system calls on Linux (it compares the thread and process ids); a build asks for every view it describes.
@usableFromInline
enum MainThread {
    // The slot holds 2 for the main thread, 1 for another, and starts empty: not yet asked.
    private static let slot = ThreadLocalSlot()

    /// `Thread.isMainThread`, remembered for this thread.
    @usableFromInline
    static var isCurrent: Bool {
        if let answer = slot.value { return Int(bitPattern: answer) == 2 }
        let answer = Thread.isMainThread
        slot.set(UnsafeMutableRawPointer(bitPattern: answer ? 2 : 1))
        return answer
    }
}
