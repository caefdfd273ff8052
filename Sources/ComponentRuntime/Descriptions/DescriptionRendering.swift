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

    /// Set while a handler runs: handlers run on the main actor, which a state update needs to know (the main
    /// actor is not always the main thread, as under a test runner's executor).
    private static let handlerSlot = ThreadLocalSlot()

    /// Runs `body` with `component` as ``current``, then restores what was there.
    static func with<Result>(_ component: Component, _ body: () throws -> Result) rethrows -> Result {
        let previous = slot.value
        slot.set(Unmanaged.passUnretained(component).toOpaque())
        defer { slot.set(previous) }
        return try body()
    }

    /// Runs a handler of `component`'s on the main actor, with `component` as ``current``.
    @MainActor
    static func handling<Result>(_ component: Component, _ body: () throws -> Result) rethrows -> Result {
        let previous = handlerSlot.value
        handlerSlot.set(Unmanaged.passUnretained(component).toOpaque())
        defer { handlerSlot.set(previous) }
        return try with(component, body)
    }

    /// Whether a handler is running on this thread, so on the main actor.
    static var isHandling: Bool { handlerSlot.value != nil }

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
