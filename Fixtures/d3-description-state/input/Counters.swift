import ComponentRuntime

/// A counter described by a struct with a typed `State`, where `@ScopedState` is not used: ckgen writes its
/// `DescribedStatefulComponent` conformance and its initial state, `State()`.
struct CounterComponent: ComponentDescription {
    struct State {
        var count = 0
    }

    let step: Int

    var body: Component {
        Component(
            view: ViewConfiguration(UIButton.self, [.title("count \(state.count)"), .controlAction(.didTapIncrement)]),
            size: ComponentSize(width: 120, height: 40)
        )
    }

    /// Runs on the current description with its component as the handler, so the update reaches the scope.
    /// @ck.action
    func didTapIncrement() {
        updateState { [step] in $0.count += step }
    }
}

/// A description whose state is a standard type, with an initial state of its own.
struct SwitchComponent: ComponentDescription {
    typealias State = Bool

    static var initialState: Bool { true }

    var body: Component {
        Component(
            view: ViewConfiguration(UIButton.self, [.title(state ? "on" : "off"), .controlAction(.didTapSwitch)]),
            size: ComponentSize(width: 60, height: 40)
        )
    }

    /// @ck.action
    func didTapSwitch() {
        updateState(mode: .synchronous) { $0.toggle() }
    }
}
