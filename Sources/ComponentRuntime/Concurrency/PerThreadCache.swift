#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What one thread has looked up once per type: read without a lock, since only its thread uses it.
final class PerThreadCache {
    /// Traits of description types (``DescriptionTraits``).
    var descriptionTraits: [ObjectIdentifier: DescriptionTraits] = [:]
    /// Full names of view types (``ViewTypeNames``).
    var viewTypeNames: [ObjectIdentifier: String] = [:]

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { pointer in release(pointer) }
        return key
    }()

    /// The destructor's argument is optional on Linux and not on Darwin; this takes either.
    private static func release(_ pointer: UnsafeMutableRawPointer?) {
        guard let pointer else { return }
        Unmanaged<PerThreadCache>.fromOpaque(pointer).release()
    }

    /// This thread's cache, made on first use and released when the thread ends.
    static var current: PerThreadCache {
        if let pointer = pthread_getspecific(key) {
            return Unmanaged<PerThreadCache>.fromOpaque(pointer).takeUnretainedValue()
        }
        let cache = PerThreadCache()
        pthread_setspecific(key, Unmanaged.passRetained(cache).toOpaque())
        return cache
    }
}
