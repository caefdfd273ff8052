import Dispatch

/// A value made on another thread; ``value`` waits for it.
final class InBackground<Value>: @unchecked Sendable {
    private let done = DispatchGroup()
    private var made: Value?

    init(_ make: @escaping @Sendable () -> Value) {
        done.enter()
        DispatchQueue.global().async {
            self.made = make()
            self.done.leave()
        }
    }

    var value: Value {
        done.wait()
        guard let made else { preconditionFailure("made before the group was left") }
        return made
    }
}
