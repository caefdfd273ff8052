/// Which component is rendering a description, or running one of its handlers, on this thread: what a
/// description's ``ComponentDescription/context``, typed ``DescribedStatefulComponent/state`` and
/// ``DescribedStatefulComponent/updateState(mode:_:)`` read, since a struct cannot hold its component.
///
/// A thread-local slot, not a global: trees are built on any thread, several at once.
enum DescriptionRendering {
    private static let slot = ThreadLocalSlot()

    /// The innermost component rendering (or handling an action for) a description on this thread.
    static var current: Component? {
        guard let pointer = slot.value else { return nil }
        return Unmanaged<Component>.fromOpaque(UnsafeRawPointer(pointer)).takeUnretainedValue()
    }

    /// Runs `body` with `component` as ``current``, then restores what was there.
    static func with<Result>(_ component: Component, _ body: () throws -> Result) rethrows -> Result {
        let previous = slot.value
        slot.set(Unmanaged.passUnretained(component).toOpaque())
        defer { slot.set(previous) }
        return try body()
    }

    /// Runs a handler of `component`'s on the main actor, with `component` as ``current`` and the thread marked
    /// as the main actor's (``MainActorMark``), which a state update or an action sent from the handler checks.
    @MainActor
    static func handling<Result>(_ component: Component, _ body: () throws -> Result) rethrows -> Result {
        try MainActorMark.run { try with(component, body) }
    }

    /// The nearest component of type `C` at or above ``current``: the described component a handler's state
    /// update is for, found from the control's component that sent it.
    static func nearest<C: Component>(_ type: C.Type) -> C? {
        var component = current
        while let candidate = component {
            if let found = candidate as? C { return found }
            component = candidate.parent
        }
        return nil
    }
}
