#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// One pointer-sized value per thread: a POSIX thread-specific key. The runtime keeps what a build on one thread
/// must not share with builds on others (the component rendering a description, lookups made once per type).
///
/// Pointers are passed explicitly (no `&key` or mutable-to-immutable conversions): the UIKit type-check on
/// Linux compiles with Objective-C interoperability, where those implicit conversions are not available.
struct ThreadLocalSlot: @unchecked Sendable {
    // @unchecked: a key is an integer handed out once by pthread_key_create; each thread's value is its own.
    private let key: pthread_key_t

    /// A slot whose value starts as `nil` on every thread.
    init() {
        var key = pthread_key_t()
        withUnsafeMutablePointer(to: &key) { _ = pthread_key_create($0, nil) }
        self.key = key
    }

    /// A slot that releases, when a thread ends, the object whose retained pointer it holds for that thread.
    init<Object: AnyObject>(releasingAtThreadExit type: Object.Type) {
        var key = pthread_key_t()
        withUnsafeMutablePointer(to: &key) { _ = pthread_key_create($0) { pointer in releaseObject(pointer) } }
        self.key = key
    }

    /// This thread's value.
    var value: UnsafeMutableRawPointer? { pthread_getspecific(key) }

    /// Sets this thread's value.
    func set(_ value: UnsafeMutableRawPointer?) {
        _ = pthread_setspecific(key, UnsafeRawPointer(value))
    }
}

/// A thread-exit destructor's argument is optional on Linux and not on Darwin; this takes either.
private func releaseObject(_ pointer: UnsafeMutableRawPointer?) {
    guard let pointer else { return }
    Unmanaged<AnyObject>.fromOpaque(UnsafeRawPointer(pointer)).release()
}
