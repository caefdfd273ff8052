import ComponentRuntime
import Foundation
import Testing

/// The stateful view reuse pool at its limits, and which view a controller takes: ComponentKit's
/// `CKStatefulViewReusePool` keeps at most the controller type's maximum per context and hands out the view already
/// in the requested container first. Else the runtime hands out the view pooled last (ComponentKit walks its
/// entries from the first): a component moved to a new container gives its view up and takes it straight back,
/// so the most recent view must come first for the view (and its state) to follow the component.
@MainActor
@Suite("Stateful view pool: the size limit at n-1, n, n+1, and which view is taken", .serialized)
struct StatefulViewPoolBoundaryTests {
    init() { StatefulViewReusePool.shared.removeAll() }

    private var pooled: Int { StatefulViewReusePool.shared.count(for: RecommendationsComponentController.self) }

    private func cell() -> UIView { makeRootView(width: 300, height: 120) }

    private func scrollView(in cell: UIView) -> UIScrollView? { cell.subviews.first?.subviews.first as? UIScrollView }

    @Test("with a maximum of 2, unmounting 1, 2 or 3 stateful views pools 1, 2 and 2", arguments: [1, 2, 3])
    func poolLimit(unmounted: Int) throws {
        defer { StatefulViewReusePool.shared.removeAll() }
        let hosts = (0..<unmounted).map { index in ComponentHost { _ in RecommendationsComponent(id: "\(index)") } }
        let cells = hosts.map { _ in cell() }
        for (host, cell) in zip(hosts, cells) { host.mount(in: cell) }
        #expect(pooled == 0, "mounted views are not in the pool")
        for host in hosts { host.unmount() }
        #expect(pooled == min(unmounted, 2))
    }

    @Test("a component in a new container takes the view pooled last, then the one before")
    func lastPooledFirst() throws {
        defer { StatefulViewReusePool.shared.removeAll() }
        let hosts = ["a", "b"].map { id in ComponentHost { _ in RecommendationsComponent(id: id) } }
        let cells = [cell(), cell()]
        for (host, cell) in zip(hosts, cells) { host.mount(in: cell) }
        let views = try cells.map { try #require(scrollView(in: $0)) }
        for host in hosts { host.unmount() }

        let made = RecommendationsComponentController.viewsMade
        let first = ComponentHost { _ in RecommendationsComponent(id: "c") }
        let firstCell = cell()
        first.mount(in: firstCell)
        #expect(scrollView(in: firstCell) === views[1], "b's view was pooled last")
        let second = ComponentHost { _ in RecommendationsComponent(id: "d") }
        let secondCell = cell()
        second.mount(in: secondCell)
        #expect(scrollView(in: secondCell) === views[0])
        #expect(RecommendationsComponentController.viewsMade == made, "no view made while the pool had one")
        #expect(pooled == 0)

        let third = ComponentHost { _ in RecommendationsComponent(id: "e") }
        let thirdCell = cell()
        third.mount(in: thirdCell)
        #expect(RecommendationsComponentController.viewsMade == made + 1, "the pool is empty: a new view")
        #expect(scrollView(in: thirdCell) !== views[0] && scrollView(in: thirdCell) !== views[1])
    }

    @Test("the view already in the container wins over the one pooled after it")
    func containerBeatsOrder() throws {
        defer { StatefulViewReusePool.shared.removeAll() }
        let hosts = ["a", "b"].map { id in ComponentHost { _ in RecommendationsComponent(id: id) } }
        let cells = [cell(), cell()]
        for (host, cell) in zip(hosts, cells) { host.mount(in: cell) }
        let views = try cells.map { try #require(scrollView(in: $0)) }
        // a's view is pooled first, b's last.
        hosts[0].unmount()
        hosts[1].unmount()
        // A new component in a's cell gets a's container back, with a's view in it.
        let newcomer = ComponentHost { _ in RecommendationsComponent(id: "c") }
        newcomer.mount(in: cells[0])
        #expect(scrollView(in: cells[0]) === views[0])
        #expect(pooled == 1)
        // The near miss: in a cell holding no pooled view, the order decides (only b's is left).
        let other = ComponentHost { _ in RecommendationsComponent(id: "d") }
        let otherCell = cell()
        other.mount(in: otherCell)
        #expect(scrollView(in: otherCell) === views[1])
    }

    @Test("a controller hears didAcquireStatefulView for a pooled view as for a new one, and willRelinquish once")
    func acquireCallbacks() throws {
        defer { StatefulViewReusePool.shared.removeAll() }
        let first = ComponentHost { _ in RecommendationsComponent(id: "a") }
        first.mount(in: cell())
        let firstController = try #require(first.rootComponent?.nextResponder as? RecommendationsComponentController)
        #expect(firstController.log == ["didAcquire"])
        first.unmount()
        #expect(firstController.log == ["didAcquire", "willRelinquish"])
        #expect(firstController.statefulView == nil)

        let second = ComponentHost { _ in RecommendationsComponent(id: "b") }
        second.mount(in: cell())
        let secondController = try #require(
            second.rootComponent?.nextResponder as? RecommendationsComponentController
        )
        #expect(secondController.log == ["didAcquire"], "a pooled view is new to this controller")
        #expect(firstController.log == ["didAcquire", "willRelinquish"], "the first controller hears nothing more")
    }

    @Test("a remount that keeps the container keeps the stateful view, without acquiring it again")
    func remountKeepsView() throws {
        defer { StatefulViewReusePool.shared.removeAll() }
        let host = ComponentHost { _ in RecommendationsComponent(id: "a") }
        let container = cell()
        host.mount(in: container)
        let controller = try #require(host.rootComponent?.nextResponder as? RecommendationsComponentController)
        let view = try #require(controller.statefulView)
        host.rebuild()
        host.rebuild()
        #expect(controller.statefulView === view)
        #expect(controller.log == ["didAcquire"])
        #expect(pooled == 0)
        #expect(container.subviews.first?.subviews.count == 1, "a container shows one stateful view")
    }

    @Test("a scope that leaves gives its view to the pool, once, however many passes follow")
    func leavingScopePoolsOnce() throws {
        defer { StatefulViewReusePool.shared.removeAll() }
        let ids = Ref(["a"])
        let host = ComponentHost { _ in
            StackComponent(children: ids.value.map { RecommendationsComponent(id: $0) })
        }
        let root = makeRootView(width: 300, height: 300)
        host.mount(in: root)
        let controller = try #require(
            (host.rootComponent as? StackComponent)?.children.first?.nextResponder
                as? RecommendationsComponentController
        )
        ids.value = []
        host.rebuild()
        host.rebuild()
        #expect(controller.isInvalidated)
        #expect(controller.log == ["didAcquire", "willRelinquish"])
        #expect(pooled == 1)
    }
}

extension StatefulViewPoolBoundaryTests {
    @Test("a mounted stateful view follows its component into a new container and stays the controller's")
    func movesToNewContainer() throws {
        defer { StatefulViewReusePool.shared.removeAll() }
        let wrapped = Ref(false)
        let host = ComponentHost { _ in
            StackComponent(
                view: wrapped.value ? ViewConfiguration(UIView.self) : nil,
                children: [RecommendationsComponent(id: "a")]
            )
        }
        let root = makeRootView(width: 300, height: 300)
        host.mount(in: root)
        let controller = try #require(
            (host.rootComponent as? StackComponent)?.children.first?.nextResponder
                as? RecommendationsComponentController
        )
        let view = try #require(controller.statefulView)
        let firstContainer = try #require(view.superview)
        // Another view waits in the pool, pooled before the move: the component must still get its own back.
        let other = ComponentHost { _ in RecommendationsComponent(id: "other") }
        other.mount(in: cell())
        other.unmount()
        #expect(pooled == 1)
        wrapped.value = true
        host.rebuild()
        #expect(controller.statefulView === view, "the same stateful view")
        #expect(view.superview !== firstContainer)
        #expect(view.superview is StatefulViewContainer)
        #expect(view.superview?.isHidden == false)
        #expect(firstContainer.isHidden, "the old container is no longer used")
        #expect(pooled == 1, "its view is not left in the pool; the other one still is")
        #expect(view.accessibilityIdentifier == "recommendations-a")
    }
}

extension StatefulViewPoolBoundaryTests {
    @Test("a controller that kept its view while its component was away shows it again without acquiring it anew")
    func keptViewIsNotAcquiredAgain() throws {
        defer { StatefulViewReusePool.shared.removeAll() }
        let host = ComponentHost { _ in RecommendationsComponent(id: "video") }
        let container = cell()
        host.mount(in: container)
        let controller = try #require(host.rootComponent?.nextResponder as? RecommendationsComponentController)
        let view = try #require(controller.statefulView)
        controller.isFullScreen = true
        host.unmount()
        host.mount(in: container)
        #expect(controller.statefulView === view)
        #expect(controller.log == ["didAcquire"], "acquired once, when it was made")
    }

    @Test("a purge fills the pool up to its maximum of 2 and drops the pending views past it")
    func purgeStopsAtMaximum() throws {
        defer { StatefulViewReusePool.shared.removeAll() }
        let hosts = ["a", "b", "c"].map { id in ComponentHost { _ in RecommendationsComponent(id: id) } }
        let cells = hosts.map { _ in cell() }
        for (host, cell) in zip(hosts, cells) { host.mount(in: cell) }
        let controllers = try hosts.map {
            try #require($0.rootComponent?.nextResponder as? RecommendationsComponentController)
        }
        hosts[0].unmount()
        #expect(pooled == 1)
        for controller in controllers[1...] { controller.isFullScreen = true }
        for host in hosts[1...] { host.unmount() }
        #expect(StatefulViewReusePool.shared.pendingCount(for: RecommendationsComponentController.self) == 2)
        for controller in controllers[1...] { controller.setFullScreenQuietly(false) }
        StatefulViewReusePool.shared.purgePendingViews()
        #expect(pooled == 2, "one more fits; the last is dropped")
        #expect(StatefulViewReusePool.shared.pendingCount(for: RecommendationsComponentController.self) == 0)
    }
}
