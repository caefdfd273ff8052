import ComponentRuntime
import Foundation
import Testing

/// The theme a composite hands its children through ``CompositeComponent/childContext(_:)``.
private enum ThemeKey: ContextKey {
    static var defaultValue: String { "light" }
}

/// A stateful composite that gives its children the dark theme and renders a label with its count.
private final class ThemedCounterComponent: CompositeComponent, StatefulComponent {
    struct State: Sendable { var count = 0 }
    static var initialState: State { State() }

    init() { super.init(scope: "themed-counter") }

    override func childContext(_ inherited: Context) -> Context { inherited.with(ThemeKey.self, "dark") }

    override func render() -> Component { ThemedLabelComponent(count: state.count) }
}

/// Reads the theme from its context while it renders.
private final class ThemedLabelComponent: CompositeComponent {
    let count: Int
    init(count: Int) {
        self.count = count
        super.init()
    }
    override func render() -> Component {
        Component(
            view: ViewConfiguration(UILabel.self, [.text("\(context[ThemeKey.self]) \(count)")]),
            size: ComponentSize(width: 100, height: 20)
        )
    }
}

/// A stateful composite whose height is its state, for moving the siblings after it.
private final class GrowingComponent: CompositeComponent, StatefulComponent {
    struct State: Sendable { var height: CGFloat = 20 }
    static var initialState: State { State() }

    init() { super.init(scope: "growing") }

    override func render() -> Component {
        Component(view: ViewConfiguration(UIView.self, []), size: ComponentSize(width: 100, height: state.height))
    }
}

/// What a state update re-renders, and what it leaves as it is, must look as a full rebuild would.
@MainActor
@Suite("Re-rendering after a state update")
struct StateUpdateRerenderTests {
    @Test("a composite re-rendered for its state hands its children the context it gives them, not its own")
    func childContextAfterUpdate() throws {
        let host = ComponentHost(asynchronousUpdateDelivery: .manual) { _ in ThemedCounterComponent() }
        let root = makeRootView()
        host.mount(in: root)
        let label = try #require(root.subviews.first as? UILabel)
        #expect(label.text == "dark 0")

        let counter = try #require(host.rootComponent as? ThemedCounterComponent)
        counter.updateState(mode: .synchronous) { $0.count = 1 }
        #expect(label.text == "dark 1")
        host.rebuild()
        #expect(label.text == "dark 1", "a full rebuild agrees")
    }

    @Test("a sibling whose own subtree did not change still moves when an update moves it")
    func unchangedSiblingMoves() throws {
        let host = ComponentHost(asynchronousUpdateDelivery: .manual) { _ in
            StackComponent(children: [GrowingComponent(), labelComponent("below")])
        }
        let root = makeRootView()
        host.mount(in: root)
        let below = try #require(root.subviews.last as? UILabel)
        #expect(below.frame.origin.y == 20)

        let growing = try #require((host.rootComponent as? StackComponent)?.children.first as? GrowingComponent)
        growing.updateState(mode: .synchronous) { $0.height = 50 }
        #expect(root.subviews.first?.frame.height == 50)
        #expect(below.frame.origin.y == 50)
        #expect(below.text == "below")
    }
}
