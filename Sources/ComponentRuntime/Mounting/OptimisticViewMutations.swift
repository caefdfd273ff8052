/// Changes a mounted view's property now, ahead of the state or model change that will say the same, and puts
/// the value it found back the next time the runtime applies the view's attributes (a remount, a reuse):
/// ComponentKit's `CKPerformOptimisticViewMutation`. As there, prefer a state update; this is for feedback that
/// cannot wait for a render.
///
/// ```swift
/// performOptimisticViewMutation(likeButton, \.alpha, to: 0.5)
/// ```
@MainActor
public func performOptimisticViewMutation<V: UIView, Value>(
    _ view: V,
    _ keyPath: ReferenceWritableKeyPath<V, Value>,
    to value: Value
) {
    performOptimisticViewMutation(view, get: { $0[keyPath: keyPath] }, set: { $0[keyPath: keyPath] = $1 }, to: value)
}

/// Changes a mounted view with `set` now, and puts back what `get` read before the change the next time the
/// runtime applies the view's attributes: ComponentKit's `CKPerformOptimisticViewMutation` with a getter and a
/// setter, for a value a key path does not reach (a button's title for a state, say). Several mutations are undone
/// last first, so the view gets back the value it had before the first.
@MainActor
public func performOptimisticViewMutation<V: UIView, Value>(
    _ view: V,
    get: @escaping @MainActor (V) -> Value,
    set: @escaping @MainActor (V, Value) -> Void,
    to value: Value
) {
    let previous = get(view)
    ViewBookkeeping.record(for: view).optimisticUndos.append { view in
        if let view = view as? V { set(view, previous) }
    }
    set(view, value)
}

/// Undoes optimistic mutations before the mounter applies attributes.
@MainActor
enum OptimisticViewMutations {
    /// Puts back every value optimistic mutations of `view` changed, last first, and forgets them.
    static func undo(on view: UIView) {
        guard let record = ViewBookkeeping.existingRecord(for: view), !record.optimisticUndos.isEmpty else { return }
        let undos = record.optimisticUndos
        record.optimisticUndos.removeAll()
        for undo in undos.reversed() { undo(view) }
    }
}
