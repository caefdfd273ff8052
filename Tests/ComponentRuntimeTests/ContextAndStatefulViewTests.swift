import ComponentRuntime
import Foundation
import Testing

@MainActor
@Suite("Context (R12)")
struct ContextTests {
    @Test("a component forwards an event to the screen controller it finds in the context")
    func forwardsThroughContext() throws {
        let screen = ProfileScreenController()
        let root = makeRootView()
        let host = ComponentHost(context: Context().with(ScreenControllerKey.self, WeakReference(screen))) { _ in
            ProfileRowComponent(model: "ada")
        }
        host.mount(in: root)
        try #require(root.subviews.first as? UIButton).sendActions(for: .touchUpInside)
        #expect(screen.handledModels == ["ada"])
    }

    @Test("the context holds the screen controller weakly, and a subtree can be handed another one")
    func weakAndOverridable() throws {
        var screen: ProfileScreenController? = ProfileScreenController()
        let inner = ProfileScreenController()
        let context = Context().with(ScreenControllerKey.self, WeakReference(screen))
        #expect(context[ScreenControllerKey.self].object === screen)
        screen = nil
        #expect(context[ScreenControllerKey.self].object == nil, "not kept alive by the context")

        let root = makeRootView()
        let host = ComponentHost(context: context) { _ in OverridingSection(screen: inner) }
        host.mount(in: root)
        try #require(root.subviews.first as? UIButton).sendActions(for: .touchUpInside)
        #expect(inner.handledModels == ["inner"])
    }

    @Test("a key that was never set reads its default")
    func defaults() {
        #expect(Context()[ScreenControllerKey.self].object == nil)
    }
}

@MainActor
@Suite("Stateful view components (R11), seed 003", .serialized)
struct StatefulViewTests {
    init() { StatefulViewReusePool.shared.removeAll() }

    private func cell() -> UIView { makeRootView(width: 300, height: 120) }

    private func scrollView(in cell: UIView) -> UIScrollView? {
        cell.subviews.first { !$0.isHidden }?.subviews.first as? UIScrollView
    }

    @Test("the list keeps its offset when its cell leaves and it re-enters in another cell")
    func keepsOffsetAcrossCells() throws {
        let host = ComponentHost { _ in RecommendationsComponent(id: "recs") }
        let cell1 = cell()
        let cell2 = cell()
        host.mount(in: cell1)
        let list = try #require(scrollView(in: cell1))
        #expect(list.accessibilityIdentifier == "recommendations-recs")
        #expect(list.frame.size == CGSize(width: 300, height: 120))
        list.contentOffset = CGPoint(x: 240, y: 0)  // the user scrolls

        host.unmount()  // the cell goes off screen
        #expect(list.superview?.isHidden == true, "pooled, left in its hidden container until taken")
        #expect(StatefulViewReusePool.shared.count(for: RecommendationsComponentController.self) == 1)
        host.mount(in: cell2)  // it comes back in another cell
        let again = try #require(scrollView(in: cell2))
        #expect(again === list)
        #expect(again.contentOffset == CGPoint(x: 240, y: 0))
    }

    @Test("while full screen, the controller keeps its view; afterwards the view goes to the pool")
    func refusesToRelinquishWhileFullScreen() throws {
        let host = ComponentHost { _ in RecommendationsComponent(id: "video") }
        let firstCell = cell()
        host.mount(in: firstCell)
        let controller = try #require(host.rootComponent?.nextResponder as? RecommendationsComponentController)
        let view = try #require(controller.statefulView)
        controller.isFullScreen = true

        host.unmount()
        #expect(controller.statefulView === view, "kept")
        #expect(StatefulViewReusePool.shared.count(for: RecommendationsComponentController.self) == 0)

        // Another list meanwhile gets a view of its own, not the kept one.
        let other = ComponentHost { _ in RecommendationsComponent(id: "other") }
        let otherCell = cell()
        other.mount(in: otherCell)
        #expect(scrollView(in: otherCell) !== view)

        controller.isFullScreen = false
        #expect(controller.statefulView == nil)
        #expect(StatefulViewReusePool.shared.count(for: RecommendationsComponentController.self) == 1)
        #expect(controller.log == ["didAcquire", "willRelinquish"])
    }

    @Test("the reuse pool keeps at most maximumPoolSize views, and reconfigures a reused one")
    func poolLimit() throws {
        let hosts = ["a", "b", "c"].map { id in ComponentHost { _ in RecommendationsComponent(id: id) } }
        let cells = hosts.map { _ in cell() }
        for (host, cell) in zip(hosts, cells) { host.mount(in: cell) }
        for host in hosts { host.unmount() }
        #expect(StatefulViewReusePool.shared.count(for: RecommendationsComponentController.self) == 2)

        let made = RecommendationsComponentController.viewsMade
        let newcomer = ComponentHost { _ in RecommendationsComponent(id: "d") }
        let newCell = cell()
        newcomer.mount(in: newCell)
        #expect(RecommendationsComponentController.viewsMade == made, "taken from the pool, not made")
        #expect(scrollView(in: newCell)?.accessibilityIdentifier == "recommendations-d", "reconfigured")
        #expect(StatefulViewReusePool.shared.count(for: RecommendationsComponentController.self) == 1)
    }

    @Test("the pool is unlimited by default")
    func unlimitedByDefault() {
        #expect(
            StatefulViewComponentController<RecommendationsComponent, UIScrollView>.maximumPoolSize(Context()) == nil
        )
    }

    @Test("a stateful view component without its controller is reported")
    func missingController() {
        final class Lonely: StatefulViewComponent {}
        let host = ComponentHost { _ in Lonely(size: ComponentSize(width: 1, height: 1), scope: "x") }
        let diagnostics = RuntimeDiagnostics.collect { host.mount(in: makeRootView()) }
        #expect(diagnostics.map(\.kind) == [.missingStatefulViewController])
    }
}
