#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Which component is rendering a description, or running one of its handlers, on this thread: what a
/// description's ``ComponentDescription/context``, typed ``DescribedStatefulComponent/state`` and
/// ``DescribedStatefulComponent/updateState(mode:_:)`` read, since a struct cannot hold its component.
///
/// A thread-local slot, not a global: trees are built on any thread, several at once.
enum DescriptionRendering {
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// The innermost component rendering (or handling an action for) a description on this thread.
    static var current: Component? {
        guard let pointer = pthread_getspecific(key) else { return nil }
        return Unmanaged<Component>.fromOpaque(pointer).takeUnretainedValue()
    }

    /// Set while a handler runs: handlers run on the main actor, which a state update needs to know (the main
    /// actor is not always the main thread, as under a test runner's executor).
    private static let handlerKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// Runs `body` with `component` as ``current``, then restores what was there.
    static func with<Result>(_ component: Component, _ body: () throws -> Result) rethrows -> Result {
        let previous = pthread_getspecific(key)
        pthread_setspecific(key, Unmanaged.passUnretained(component).toOpaque())
        defer { pthread_setspecific(key, previous) }
        return try body()
    }

    /// Runs a handler of `component`'s on the main actor, with `component` as ``current``.
    @MainActor
    static func handling<Result>(_ component: Component, _ body: () throws -> Result) rethrows -> Result {
        let previous = pthread_getspecific(handlerKey)
        pthread_setspecific(handlerKey, Unmanaged.passUnretained(component).toOpaque())
        defer { pthread_setspecific(handlerKey, previous) }
        return try with(component, body)
    }

    /// Whether a handler is running on this thread, so on the main actor.
    static var isHandling: Bool { pthread_getspecific(handlerKey) != nil }

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
