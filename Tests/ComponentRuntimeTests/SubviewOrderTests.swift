import ComponentRuntime
import Foundation
import Testing

/// A composite whose state decides whether it shows a view: flipping it on creates a view on a later pass.
final class AppearingComponent: CompositeComponent, StatefulComponent {
    struct State { var isShown = false }
    static var initialState: State { State() }

    init() { super.init(scope: "appearing") }

    override func render() -> Component {
        guard state.isShown else { return Component(size: ComponentSize(width: 10, height: 10)) }
        return Component(
            view: ViewConfiguration(UILabel.self, [.accessibilityIdentifier("appearing")]),
            size: ComponentSize(width: 10, height: 10)
        )
    }
}

@MainActor
@Suite("Subview order follows the component tree")
struct SubviewOrderTests {
    private func identified(_ name: String) -> Component {
        Component(
            view: ViewConfiguration(UILabel.self, [.accessibilityIdentifier(name)]),
            size: ComponentSize(width: 10, height: 10)
        )
    }

    private func labelled(_ name: String) -> Component {
        Component(
            view: ViewConfiguration(UILabel.self, [.accessibilityIdentifier(name), .text(name)]),
            size: ComponentSize(width: 10, height: 10)
        )
    }

    private func order(_ view: UIView) -> [String] {
        view.subviews.filter { !$0.isHidden }.compactMap(\.accessibilityIdentifier)
    }

    @Test("a remount that inserts a view before existing ones places it below them")
    func insertedBefore() {
        let root = makeRootView()
        let showsFirst = Ref(false)
        let host = ComponentHost { _ in
            StackComponent(
                direction: .horizontal,
                // "a" has its own reuse key (one more attribute), so no view of "b" or "c" can serve it: it is
                // made on the second pass, when "b" and "c" already have views.
                children: (showsFirst.value ? [self.labelled("a")] : []) + [self.identified("b"), self.identified("c")]
            )
        }
        host.mount(in: root)
        #expect(order(root) == ["b", "c"])
        showsFirst.value = true
        host.rebuild()
        #expect(host.statistics.viewsCreated == 1, "the new view is made on this later pass")
        #expect(order(root) == ["a", "b", "c"])
    }

    @Test("a view made for a re-rendered composite goes below the unchanged sibling after it, which is skipped")
    func skippedSiblingStaysAbove() throws {
        let root = makeRootView()
        let host = ComponentHost(asynchronousUpdateDelivery: .manual) { _ in
            StackComponent(direction: .horizontal, children: [AppearingComponent(), self.identified("after")])
        }
        host.mount(in: root)
        #expect(order(root) == ["after"])
        let appearing = try #require((host.rootComponent as? StackComponent)?.children.first as? AppearingComponent)
        appearing.updateState(mode: .synchronous) { $0.isShown = true }
        #expect(host.statistics.subtreesSkipped >= 1, "the sibling after it was not visited")
        #expect(order(root) == ["appearing", "after"])
    }

    @Test("a view taken back from the pool is moved to its place in the tree")
    func reusedViewIsReordered() {
        let root = makeRootView()
        let names = Ref(["a", "b"])
        let host = ComponentHost { _ in
            StackComponent(
                // Different attribute sets make different reuse keys, so each name keeps its own view.
                children: names.value.map { name in name == "a" ? self.labelled(name) : self.identified(name) }
            )
        }
        host.mount(in: root)
        names.value = ["b"]
        host.rebuild()
        #expect(order(root) == ["b"])
        names.value = ["b", "a"]
        host.rebuild()
        #expect(host.statistics.viewsReused >= 1)
        #expect(order(root) == ["b", "a"])
    }

    @Test("an unchanged remount moves nothing")
    func stableOrder() {
        let root = makeRootView()
        let host = ComponentHost { _ in
            StackComponent(children: ["x", "y", "z"].map { self.identified($0) })
        }
        host.mount(in: root)
        let before = root.subviews.map(ObjectIdentifier.init)
        host.rebuild()
        #expect(root.subviews.map(ObjectIdentifier.init) == before)
        #expect(order(root) == ["x", "y", "z"])
    }
}
