import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whether code runs on the main thread, asked once per thread. Foundation's `Thread.isMainThread` makes two
/// system calls on Linux (it compares the thread and process ids); a build asks for every view it describes.
enum MainThread {
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    // The thread's slot holds 2 for the main thread, 1 for another, and starts empty: not yet asked.

    /// `Thread.isMainThread`, remembered for this thread.
    static var isCurrent: Bool {
        if let answer = pthread_getspecific(key) { return Int(bitPattern: answer) == 2 }
        let answer = Thread.isMainThread
        pthread_setspecific(key, UnsafeMutableRawPointer(bitPattern: answer ? 2 : 1))
        return answer
    }
}
