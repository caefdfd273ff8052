import ComponentRuntime
import Foundation
import Testing

/// A stateful view component whose controller can be told to keep its view (a player pinned on screen).
final class PinnablePlayerComponent: StatefulViewComponent {
    init() { super.init(size: ComponentSize(width: 100, height: 50), scope: "pinnable") }
}

@MainActor
final class PinnablePlayerComponentController: StatefulViewComponentController<PinnablePlayerComponent, UIView> {
    var log: [String] = []
    var isPinned = false {
        didSet { canRelinquishStatefulViewDidChange() }
    }

    override var canRelinquishStatefulView: Bool { !isPinned }
    override func willRelinquishStatefulView(_ view: UIView) { log.append("willRelinquish") }
}

extension PinnablePlayerComponent: ControllerProviding {
    static func makeController(for component: PinnablePlayerComponent) -> AnyComponentController {
        PinnablePlayerComponentController(component: component)
    }
}

/// `canRelinquishStatefulViewDidChange()` gives the stateful view up only when the component no longer shows it:
/// while it is mounted, the view stays whatever the flag says.
@MainActor
@Suite("Stateful views: when a changed canRelinquishStatefulView gives the view up", .serialized)
struct StatefulViewRelinquishTests {
    private var pooled: Int { StatefulViewReusePool.shared.count(for: PinnablePlayerComponentController.self) }

    @Test("while mounted, pinning and unpinning keeps the view where it is")
    func mountedKeepsView() throws {
        let host = ComponentHost { _ in PinnablePlayerComponent() }
        let root = makeRootView()
        host.mount(in: root)
        // Counted once mounted: the mount may have taken a view an earlier test left in the pool.
        let before = pooled
        let controller = try #require(host.rootComponent?.nextResponder as? PinnablePlayerComponentController)
        let view = try #require(controller.statefulView)
        controller.isPinned = true
        controller.isPinned = false
        #expect(controller.statefulView === view)
        #expect(view.superview != nil, "still in its container")
        #expect(controller.log.isEmpty)
        #expect(pooled == before)
        host.unmount()
    }

    @Test("the near miss: unmounted while pinned, the view is kept, and unpinning gives it to the pool")
    func unmountedGivesViewUpWhenUnpinned() throws {
        let host = ComponentHost { _ in PinnablePlayerComponent() }
        let root = makeRootView()
        host.mount(in: root)
        // Counted once mounted: the mount may have taken a view an earlier test left in the pool.
        let before = pooled
        let controller = try #require(host.rootComponent?.nextResponder as? PinnablePlayerComponentController)
        let view = try #require(controller.statefulView)
        controller.isPinned = true
        host.unmount()
        #expect(controller.statefulView === view, "pinned: kept")
        #expect(pooled == before)
        controller.isPinned = false
        #expect(controller.statefulView == nil)
        #expect(controller.log == ["willRelinquish"])
        #expect(pooled == before + 1)
    }
}
