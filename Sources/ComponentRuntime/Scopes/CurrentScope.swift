/// The scope being rendered on this thread: what ComponentKit's `CKComponentScope` gives a helper called from
/// `render` (a function that makes scoped actions for "the component being rendered", without being passed it).
public enum CurrentScope {
    /// The component with a scope whose ``CompositeComponent/render()`` is running on this thread, or `nil`
    /// outside a render (or in the render of a composite without a scope).
    public static var component: Component? { RenderStack.current.components.last }

    /// Runs `render` with `component` as the current scope (when it declares one).
    static func rendering<Result>(_ component: Component, _ render: () -> Result) -> Result {
        guard component.scopeFrame != nil else { return render() }
        let stack = RenderStack.current
        stack.components.append(component)
        defer { stack.components.removeLast() }
        return render()
    }
}

extension ComponentAction {
    /// Sends `selector` to the scope being rendered (``CurrentScope/component``), as
    /// ``init(_:scopedTo:)`` with that component: for helpers called from `render()` that make actions for the
    /// component rendering. Outside a scoped render there is no scope to reach: the result is `nil` (a null
    /// action) and the mistake is reported as a ``RuntimeDiagnostic/Kind/missingScope`` fault.
    public static func scopedToCurrentScope(_ selector: ActionSelector) -> Self? {
        guard let component = CurrentScope.component else {
            RuntimeDiagnostics.reportWhileBuilding(
                .missingScope,
                "action '\(selector.name)' is scoped to the current scope, but no component with a scope is "
                    + "rendering; make it in render() of a component that declares a scope"
            )
            return nil
        }
        return Self(selector, scopedTo: component)
    }
}

/// The components rendering on one thread, innermost last.
final class RenderStack {
    var components: [Component] = []

    private static let slot = ThreadLocalSlot(releasingAtThreadExit: RenderStack.self)

    /// This thread's stack, made on first use and released when the thread ends.
    static var current: RenderStack {
        if let pointer = slot.value {
            return Unmanaged<RenderStack>.fromOpaque(UnsafeRawPointer(pointer)).takeUnretainedValue()
        }
        let stack = RenderStack()
        slot.set(Unmanaged.passRetained(stack).toOpaque())
        return stack
    }
}
