import ComponentRuntime
import Foundation
import Testing

/// A view that records when it enters and leaves the reuse pool.
@MainActor
final class PoolWatchingView: UIView, ReusePoolObserver {
    var events: [String] = []
    func didEnterReusePool() { events.append("enter") }
    func willLeaveReusePool() { events.append("leave") }
}

@MainActor
@Suite("Reuse, ComponentKit's rules: unapplicators, one tree per view, outermost hiding, pool notifications")
struct ReuseTests {
    private func badge(tint: UIColor?) -> Component {
        Component(
            view: ViewConfiguration(.badge(style: "x"), tint.map { [.count(1), .tint($0)] } ?? [.count(1)]),
            size: ComponentSize(width: 10, height: 10)
        )
    }

    @Test("an attribute with an unapplicator is not part of the reuse key; leaving it out unapplies it")
    func unapplicatorOutsideReuseKey() throws {
        let tinted = Ref(true)
        let host = ComponentHost { _ in self.badge(tint: tinted.value ? .red : nil) }
        let root = makeRootView()
        host.mount(in: root)
        let view = try #require(root.subviews.first as? BadgeView)
        tinted.value = false
        host.rebuild()
        #expect(host.statistics.viewsCreated == 0, "the same view serves the configuration without the tint")
        #expect(root.subviews.first === view)
        #expect(view.tint == nil)
        #expect(view.log.last == "unapply #ff0000")
        #expect(host.statistics.attributesUnapplied == 1)
    }

    @Test("mounting a second tree into a root view detaches the first")
    func secondTreeDetachesFirst() throws {
        let root = makeRootView()
        let first = ComponentHost { _ in labelComponent("first") }
        let second = ComponentHost { _ in labelComponent("second") }
        first.mount(in: root)
        second.mount(in: root)
        #expect(first.mountedView == nil)
        #expect(root.mountedComponentHost === second)
        #expect(root.subviews.filter { !$0.isHidden }.compactMap { ($0 as? UILabel)?.text } == ["second"])
    }

    @Test("when a parent view is no longer used, only it is hidden; its unused subviews are hidden once it is reused")
    func outermostHiding() throws {
        let withChild = Ref(true)
        let showsParent = Ref(true)
        let host = ComponentHost { _ in
            guard showsParent.value else { return Component() }
            return StackComponent(
                view: ViewConfiguration(UIView.self, [.accessibilityIdentifier("parent")]),
                size: ComponentSize(width: 50, height: 50),
                children: withChild.value ? [labelComponent("child", width: 10, height: 10)] : []
            )
        }
        let root = makeRootView()
        host.mount(in: root)
        let parent = try #require(root.subviews.first)
        let child = try #require(parent.subviews.first as? UILabel)

        showsParent.value = false
        host.rebuild()
        #expect(parent.isHidden)
        #expect(!child.isHidden, "inside a hidden view, the child keeps its flag")
        #expect(host.statistics.viewsHidden == 1)

        showsParent.value = true
        withChild.value = false
        host.rebuild()
        #expect(!parent.isHidden && root.subviews.first === parent, "the parent view is reused")
        #expect(child.isHidden, "its unused child is hidden now that the parent shows again")
    }

    @Test("views hear when they enter and leave the reuse pool, also through a hidden ancestor")
    func poolNotifications() throws {
        let shows = Ref(true)
        let host = ComponentHost { _ in
            guard shows.value else { return Component() }
            return StackComponent(
                view: ViewConfiguration(UIView.self, [.accessibilityIdentifier("outer")]),
                size: ComponentSize(width: 50, height: 50),
                children: [
                    Component(
                        view: ViewConfiguration(PoolWatchingView.self),
                        size: ComponentSize(width: 10, height: 10)
                    )
                ]
            )
        }
        let root = makeRootView()
        host.mount(in: root)
        let watcher = try #require(root.subviews.first?.subviews.first as? PoolWatchingView)
        #expect(watcher.events.isEmpty)
        shows.value = false
        host.rebuild()
        #expect(watcher.events == ["enter"], "its ancestor was hidden")
        #expect(!watcher.isHidden)
        shows.value = true
        host.rebuild()
        #expect(watcher.events == ["enter", "leave"])
    }
}
