/// What one thread has looked up once per type: read without a lock, since only its thread uses it.
final class PerThreadCache {
    /// Traits of description types (``DescriptionTraits``).
    var descriptionTraits: [ObjectIdentifier: DescriptionTraits] = [:]
    /// The traits of the description types met last, looked through before ``descriptionTraits``: a build meets
    /// the same few types over and over, and comparing a few identifiers costs less than hashing one.
    var recentDescriptionTraits: [(type: ObjectIdentifier, traits: DescriptionTraits)] = []
    /// Where the next type met that is not among the recent ones replaces one, once they are full.
    var nextRecentDescriptionTraits = 0
    /// Full names of view types (``ViewTypeNames``).
    var viewTypeNames: [ObjectIdentifier: String] = [:]

    private static let slot = ThreadLocalSlot(releasingAtThreadExit: PerThreadCache.self)

    /// This thread's cache, made on first use and released when the thread ends.
    static var current: PerThreadCache {
        if let pointer = slot.value {
            return Unmanaged<PerThreadCache>.fromOpaque(UnsafeRawPointer(pointer)).takeUnretainedValue()
        }
        let cache = PerThreadCache()
        slot.set(Unmanaged.passRetained(cache).toOpaque())
        return cache
    }
}
