import Foundation

/// A value that several threads may read and change, each access under a lock.
///
/// The runtime builds and lays out trees off the main actor while the main actor mounts and applies state
/// updates; the few values both sides touch (a scope's state, a component's build products) live in one of
/// these. `Mutex` from the Synchronization module would do the same, but needs iOS 18.
final class Locked<Value: Sendable>: @unchecked Sendable {
    // Safe to share: `value` is private and every read and write of it happens in `withLock`, under `lock`;
    // and `Value` is `Sendable`, so what a caller copies out may cross threads.
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    /// Runs `body` with the value, holding the lock. `body` must not access this same box (the lock is not
    /// recursive).
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }

    /// The current value.
    var current: Value { withLock { $0 } }
}
