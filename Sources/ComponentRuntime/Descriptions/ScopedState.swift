import Foundation

/// State of a ``ComponentDescription`` kept in its component's scope, so it survives every rebuild of the
/// tree: ComponentKit's component state, written as a property. (SwiftUI's `@State` plays this part there.)
///
/// ```swift
/// struct CounterComponent: ComponentDescription {
///     @ScopedState var count = 0
///     var body: Component {
///         ViewComponent<UIButton> { .title("\(count)") }
///             .onTap { count += 1 }
///     }
/// }
/// ```
/// The initial value is taken from the first description of a scope; later ones keep the scope's value.
/// Read the value while the body is built (on any thread); change it from handlers, on the main actor. A
/// change re-renders the scope's component at the next run-loop turn (``UpdateMode/asynchronous``); pick
/// another mode with `$count.update(mode: .synchronous) { $0 += 1 }`. A handler reads its own writes at once.
/// Pass `$count` down as a ``ScopedBinding`` for a child to read and change.
/// When new inputs make the value wrong, fix it while `body` is built with `$count.replace(with: 0)`: no update,
/// no second render (ComponentKit's `replaceState`).
///
/// A scope is matched across rebuilds by the description's type and position among its siblings, or by its
/// `id` when the description is `Identifiable`.
@propertyWrapper
public struct ScopedState<Value: Sendable>: Sendable {
    let storage: ScopedStateStorage<Value>

    /// A property whose scope starts with `wrappedValue`.
    public init(wrappedValue: Value) {
        storage = ScopedStateStorage(initial: wrappedValue)
    }

    /// The scope's value. Setting it (on the main actor) asks for an asynchronous update.
    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.update(mode: .asynchronous) { $0 = newValue } }
    }

    /// A binding to the scope's value, to pass down or to update in another mode.
    public var projectedValue: ScopedBinding<Value> {
        let storage = storage
        return ScopedBinding(
            snapshot: storage.value,
            get: { storage.value },
            update: { mode, isolation, transform in storage.update(mode: mode, isolation: isolation, transform) },
            replace: { storage.replace(with: $0) }
        )
    }
}

extension ScopedState: Equatable {
    /// Always equal: state is not an input of a description. A description whose scope's state changed
    /// renders again whatever its inputs, so equal descriptions compare only what their parents passed.
    public static func == (lhs: Self, rhs: Self) -> Bool { true }
}

/// A ``ScopedState`` property seen without its value type, so a description's properties can be linked to its
/// scope by position.
protocol ScopedStateLink {
    func link(to frame: ScopeFrame, slot: Int)
}

extension ScopedState: ScopedStateLink {
    func link(to frame: ScopeFrame, slot: Int) { storage.link(to: frame, slot: slot) }
}

/// Where one ``ScopedState`` property finds its value: the scope it was linked to while its description was
/// rendered, and its slot there. Shared by the copies of a description, so a handler made in `body` changes the
/// scope that rendered it.
final class ScopedStateStorage<Value: Sendable>: @unchecked Sendable {
    // @unchecked: `link` runs once, while the description renders, before anything else can reach the
    // storage; `pending` is under its own lock.
    /// This description's initial value; a scope keeps the first one it was linked with.
    private let unlinkedValue: Value
    private weak var frame: ScopeFrame?
    private var slot = 0
    /// A value written by a handler and not yet applied by the host, so the handler reads its own writes.
    private let pending = Locked<PendingValue?>(nil)

    private struct PendingValue: @unchecked Sendable {
        // @unchecked: Value is Sendable; the box only exists because Optional<Value> inside Locked needs it spelled.
        let value: Value
    }

    init(initial: Value) { unlinkedValue = initial }

    var value: Value {
        if let pending = pending.withLock({ $0 }) { return pending.value }
        guard let frame else { return unlinkedValue }
        return DescribedStateStore.read(frame).slots[slot] as? Value ?? unlinkedValue
    }

    /// Links the property to `frame`; a new scope takes this description's initial value.
    func link(to frame: ScopeFrame, slot: Int) {
        self.frame = frame
        self.slot = slot
        if DescribedStateStore.read(frame).slots[slot] == nil {
            let value = unlinkedValue
            DescribedStateStore.modify(frame) { store in
                if store.slots[slot] == nil { store.slots[slot] = value }
            }
        }
    }

    /// Replaces the scope's value while its description's `body` is built (``ScopedBinding/replace(with:)``).
    func replace(with value: Value) {
        let slot = slot
        StateReplacement.replace(in: frame, "a @ScopedState property of type '\(Value.self)'") { frame in
            DescribedStateStore.modify(frame) { $0.slots[slot] = value }
        }
    }

    func update(mode: UpdateMode, isolation: (any Actor)? = nil, _ transform: @escaping (inout Value) -> Void) {
        guard let frame else {
            StateUpdates.reportUnlinked("a @ScopedState property of type '\(Value.self)'")
            return
        }
        var next = value
        transform(&next)
        pending.withLock { $0 = PendingValue(value: next) }
        let slot = slot
        let fallback = unlinkedValue
        StateUpdates.enqueue(frame, mode: mode, isolation: isolation) { [pending] stored in
            var store = stored as? DescribedStateStore ?? DescribedStateStore()
            var current = store.slots[slot] as? Value ?? fallback
            transform(&current)
            store.slots[slot] = current
            stored = store
            pending.withLock { $0 = nil }
        }
    }
}

/// Sends state updates made from handlers of descriptions to their scope's host, on the main actor.
enum StateUpdates {
    /// Queues `transform` for `frame` in `mode`. Updates must come from the main actor, where handlers run; one
    /// from another thread is reported and dropped.
    static func enqueue(
        _ frame: ScopeFrame,
        mode: UpdateMode,
        isolation: (any Actor)? = nil,
        _ transform: @escaping StateTransform
    ) {
        let onMainActor = MainActorMark.isCurrent || isolation === MainActor.shared
        guard onMainActor else {
            let message =
                "state of \(frame.debugName) was changed off the main actor; change state from handlers, "
                + "which run on the main actor"
            RuntimeDiagnostics.reportWhileBuilding(.stateUpdateOffMainActor, message)
            return
        }
        // On the main actor, checked above: the closure does not leave it.
        nonisolated(unsafe) let transform = transform
        MainActor.assumeIsolated {
            guard let host = frame.host else {
                // A tree built outside a host: apply in place, nothing to re-render.
                frame.updateState(transform)
                return
            }
            host.enqueueStateUpdate(frame, transform, mode: mode)
        }
    }

    static func reportUnlinked(_ what: String) {
        let message =
            "\(what) was changed before its description was rendered in a tree, so it has no scope; "
            + "change state from handlers"
        RuntimeDiagnostics.reportWhileBuilding(.missingScope, message)
    }
}
