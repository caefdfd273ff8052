/// Replacing a scope's state while the scope is built: ComponentKit's `CKComponentScope::replaceState`, its
/// answer to React's `getDerivedStateFromProps`. When new inputs make the state wrong (the selected item was
/// removed from the list the inputs hold), the component fixes its state as it renders, without a state update
/// and without another render. Use it rarely: inputs and state should rarely depend on each other.
enum StateReplacement {
    /// Runs `replace` on `frame` if its scope is being rendered on this thread (its component's `render()`, or its
    /// description's `body`); otherwise reports `what` and leaves the state as it is.
    static func replace(in frame: ScopeFrame?, _ what: @autoclosure () -> String, _ replace: (ScopeFrame) -> Void) {
        guard let frame, RenderStack.current.components.contains(where: { $0.scopeFrame === frame }) else {
            RuntimeDiagnostics.reportWhileBuilding(
                .stateReplacedOutsideBuild,
                "\(what()) was replaced outside the build of its scope, so the replacement was dropped; replace "
                    + "state only in render() or body, and change it later with an update"
            )
            return
        }
        replace(frame)
    }
}

extension StatefulComponent {
    /// Replaces the state of this component's scope with `state`, from this component's
    /// ``CompositeComponent/render()`` only: ComponentKit's `CKComponentScope::replaceState`. The rest of this
    /// render, and later builds, read `state`; nothing is scheduled and the tree is not rendered again, as an
    /// update (``updateState(mode:_:)``) would. Called anywhere else (a handler, a controller, another
    /// component's render), it is reported as a ``RuntimeDiagnostic/Kind/stateReplacedOutsideBuild`` fault and
    /// changes nothing.
    ///
    /// ```swift
    /// override func render() -> Component {
    ///     if let selected = state.selectedID, !items.contains(where: { $0.id == selected }) {
    ///         replaceState(State(selectedID: nil))  // the selected item is gone
    ///     }
    ///     …
    /// }
    /// ```
    public func replaceState(_ state: State) {
        StateReplacement.replace(in: scopeFrame, "the state of '\(Self.self)'") { $0.state = state }
    }
}

extension DescribedStatefulComponent {
    /// Replaces the state of the scope this description is rendered in with `state`, from its `body` only:
    /// ComponentKit's `CKComponentScope::replaceState`, as ``StatefulComponent/replaceState(_:)`` is for classes.
    /// The rest of `body`, and later builds, read `state`; nothing is scheduled and nothing renders again.
    public func replaceState(_ state: State) {
        let frame = DescriptionRendering.nearest(DescribedComponent<Self>.self)?.scopeFrame
        StateReplacement.replace(in: frame, "the state of '\(Self.self)'") { frame in
            DescribedStateStore.modify(frame) { $0.typed = state }
        }
    }
}
