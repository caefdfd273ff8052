import ComponentRuntime
import Foundation
import Testing

/// Views whose components leave the tree are hidden (kept for reuse), whichever view they sit in: directly in the
/// root view, or in a view that another component still uses.
@MainActor
@Suite("Views of components that leave")
struct ReleasedViewTests {
    @Test("a component leaving a view that stays in use: its view is hidden, its parent and siblings are not")
    func leavingAViewThatStays() throws {
        let showsBadge = Ref(true)
        let host = ComponentHost { _ in
            StackComponent(
                view: ViewConfiguration(UIView.self, []),
                size: ComponentSize(width: 200, height: 100),
                children: [labelComponent("title")] + (showsBadge.value ? [labelComponent("badge")] : [])
            )
        }
        let root = makeRootView()
        host.mount(in: root)
        let container = try #require(root.subviews.first)
        #expect(container.subviews.count == 2)

        showsBadge.value = false
        host.rebuild()
        #expect(!container.isHidden)
        let visible = container.subviews.filter { !$0.isHidden }
        #expect(visible.compactMap { ($0 as? UILabel)?.text } == ["title"])
        #expect(container.subviews.count == 2, "the badge's view is kept for reuse")

        showsBadge.value = true
        host.rebuild()
        #expect(container.subviews.filter { !$0.isHidden }.count == 2, "and used again")
    }
}

/// A composite that never re-renders, so its subtree is kept from build to build.
private final class StableCardComponent: CompositeComponent {
    init() { super.init(scope: "card") }
    override func shouldRerender(comparedTo previous: CompositeComponent) -> Bool { false }
    override func render() -> Component {
        Component(view: ViewConfiguration(UILabel.self, [.text("card")]), size: ComponentSize(width: 100, height: 20))
    }
}

extension ReleasedViewTests {
    @Test("a kept subtree whose parent view changes gets its view in the new parent, and the old one is hidden")
    func keptSubtreeMovesToANewParentView() throws {
        let boxed = Ref(false)
        let host = ComponentHost { _ in
            boxed.value
                ? StackComponent(
                    view: ViewConfiguration(UIView.self, []),
                    size: ComponentSize(width: 200, height: 100),
                    children: [StableCardComponent()]
                )
                : StackComponent(children: [StableCardComponent()])
        }
        let root = makeRootView()
        host.mount(in: root)
        let first = try #require(root.subviews.first as? UILabel)
        #expect(first.text == "card")

        boxed.value = true
        host.rebuild()
        #expect(first.isHidden, "the view in the root view is no longer used")
        let container = try #require(root.subviews.first { !($0 is UILabel) })
        let labels = container.subviews.compactMap { $0 as? UILabel }.filter { !$0.isHidden }
        #expect(labels.map(\.text) == ["card"])
    }
}

/// Shows a badge label while its state says so; nothing otherwise.
private final class BadgeToggleComponent: CompositeComponent, StatefulComponent {
    struct State: Sendable { var isShown = true }
    static var initialState: State { State() }
    init() { super.init(scope: "badge") }
    override func render() -> Component {
        guard state.isShown else { return Component() }
        return Component(
            view: ViewConfiguration(UILabel.self, [.text("badge")]),
            size: ComponentSize(width: 100, height: 20)
        )
    }
}

extension ReleasedViewTests {
    // After a state update the container keeps its view (it is not taken back from the pool), so the badge's view
    // is hidden as a released view whose parent is still in use, not as a leftover of a reused parent.
    @Test("a state update removing a view from a container that stays mounted hides that view")
    func stateUpdateRemovesAViewFromAMountedContainer() throws {
        let host = ComponentHost(asynchronousUpdateDelivery: .manual) { _ in
            StackComponent(
                view: ViewConfiguration(UIView.self, []),
                size: ComponentSize(width: 200, height: 100),
                children: [labelComponent("title"), BadgeToggleComponent()]
            )
        }
        let root = makeRootView()
        host.mount(in: root)
        let container = try #require(root.subviews.first)
        let badge = try #require(container.subviews.last as? UILabel)
        #expect(badge.text == "badge")

        let toggle = try #require((host.rootComponent as? StackComponent)?.children.last as? BadgeToggleComponent)
        toggle.updateState(mode: .synchronous) { $0.isShown = false }
        #expect(!container.isHidden)
        #expect(badge.isHidden)
        #expect(container.subviews.filter { !$0.isHidden }.compactMap { ($0 as? UILabel)?.text } == ["title"])
    }
}
