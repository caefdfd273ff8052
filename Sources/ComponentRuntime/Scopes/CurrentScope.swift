/// The scope being rendered on this thread: what ComponentKit's `CKComponentScope` gives a helper called from
/// `render` (a function that makes scoped actions for "the component being rendered", without being passed it).
public enum CurrentScope {
    /// The component with a scope whose ``CompositeComponent/render()`` is running on this thread, or `nil`
    /// outside a render (or in the render of a composite without a scope).
    public static var component: Component? { RenderStack.current.components.last }

    /// The components with a scope that the build running on this thread is inside, outermost first: the
    /// scope frames ComponentKit's thread-local scope keeps on its stack while it builds, which the component
    /// being built sees. During a composite's ``CompositeComponent/render()`` the last one is the composite itself
    /// when it declares a scope, else its nearest ancestor that does. Empty outside a build.
    public static var stack: [Component] { RenderStack.current.scopes }

    /// Puts `component`'s scope on this thread's stack of scopes, when it has one; returns whether it did, for
    /// ``leave(_:)`` once the build of its subtree ends.
    static func enter(_ component: Component) -> Bool {
        guard component.scopeFrame != nil else { return false }
        RenderStack.current.scopes.append(component)
        return true
    }

    /// Takes the scope ``enter(_:)`` put on the stack off again.
    static func leave(_ entered: Bool) {
        if entered { RenderStack.current.scopes.removeLast() }
    }

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
    /// The scoped components the build is inside (``CurrentScope/stack``).
    var scopes: [Component] = []

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
