import ComponentRuntime

/// A State struct whose properties all start with a value: ckgen writes `initialState`.
final class ExpandableTextComponent: CompositeComponent {
    struct State {
        var isExpanded = false
        var lineLimit: Int = 3
    }

    init(id: Int) { super.init(scope: id) }

    override func render() -> Component {
        Component(
            view: ViewConfiguration(UILabel.self, [.text(state.isExpanded ? "full" : "short")]),
            size: ComponentSize(width: 100, height: 20)
        )
    }
}

/// An explicit initial state: ckgen only declares the conformance.
final class CounterComponent: CompositeComponent {
    struct State: Equatable {
        var count: Int
    }
    static var initialState: State { State(count: 10) }

    init() { super.init(scope: "counter") }
}

/// The seed's `+initialState` returning `@(NO)`: a type alias works too.
final class ToggleComponent: CompositeComponent {
    typealias State = Bool
    static let initialState: State = false

    init() { super.init(scope: "toggle") }
}
