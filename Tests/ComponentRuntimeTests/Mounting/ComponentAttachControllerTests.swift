import ComponentRuntime
import Foundation
import Testing

/// Attaching trees to root views and detaching them, one or all at once, as ComponentKit's
/// `CKComponentAttachController` does, and each root view's layout asked of its own tree.
@MainActor
@Suite("Attach controller: detaching every root view at once, and each root view's own layout")
struct ComponentAttachControllerTests {
    /// A host whose tree is one counter named `name` (100 × 20), logging its controller's callbacks into `log`.
    private func makeHost(_ name: String, log: EventLog) -> ComponentHost {
        ComponentHost(context: Context().with(LogKey.self, log), asynchronousUpdateDelivery: .manual) { _ in
            FramedCounterComponent(name: name)
        }
    }

    @Test("detachAll unmounts every attached tree and frees every view; the trees' controllers hear it")
    func detachAllDetachesEveryTree() {
        let log = EventLog()
        let (first, second) = (makeHost("a", log: log), makeHost("b", log: log))
        let (firstView, secondView) = (makeRootView(), makeRootView())
        let attachments = ComponentAttachController()
        attachments.attach(first, to: firstView)
        attachments.attach(second, to: secondView)
        #expect(attachments.attachedHosts.count == 2)
        #expect(attachments.layoutProvider(for: firstView) === first)
        #expect(attachments.layoutProvider(for: secondView) === second)
        log.entries.removeAll()

        attachments.detachAll()
        #expect(attachments.attachedHosts.isEmpty)
        #expect(attachments.layoutProvider(for: firstView) == nil)
        #expect(attachments.layoutProvider(for: secondView) == nil)
        #expect(attachments.attachedView(of: first) == nil)
        #expect(firstView.mountedComponentHost == nil && secondView.mountedComponentHost == nil)
        #expect(first.mountedView == nil && second.mountedView == nil)
        #expect(log.entries.filter { $0.hasSuffix("didUnmount") }.sorted() == ["a.didUnmount", "b.didUnmount"])
        #expect(!log.entries.contains { $0.hasSuffix("invalidate") }, "detached, not thrown away: state stays")
    }

    @Test("a tree attached to a second view leaves the first; a second tree attached to a view replaces the first")
    func oneTreePerViewAndOneViewPerTree() {
        let log = EventLog()
        let (first, second) = (makeHost("a", log: log), makeHost("b", log: log))
        let (firstView, secondView) = (makeRootView(), makeRootView())
        let attachments = ComponentAttachController()
        attachments.attach(first, to: firstView)
        attachments.attach(first, to: secondView)
        #expect(attachments.attachedView(of: first) === secondView)
        #expect(firstView.mountedComponentHost == nil)
        #expect(attachments.layoutProvider(for: firstView) == nil)

        attachments.attach(second, to: secondView)
        #expect(attachments.attachedView(of: first) == nil, "the tree in the view was detached")
        #expect(first.mountedView == nil)
        #expect(attachments.attachedHosts.map { ObjectIdentifier($0) } == [ObjectIdentifier(second)])
        #expect(attachments.layoutProvider(for: secondView) === second)
    }

    @Test("detaching one tree leaves the others; a tree moved elsewhere since is left where it is")
    func detachOneAndMovedTrees() {
        let log = EventLog()
        let (first, second) = (makeHost("a", log: log), makeHost("b", log: log))
        let (firstView, secondView, elsewhere) = (makeRootView(), makeRootView(), makeRootView())
        let attachments = ComponentAttachController()
        attachments.attach(first, to: firstView)
        attachments.attach(second, to: secondView)
        attachments.detach(first)
        #expect(first.mountedView == nil)
        #expect(second.mountedView === secondView)

        second.mount(in: elsewhere)
        #expect(attachments.attachedView(of: second) == nil, "no longer where it was attached")
        attachments.detachAll()
        #expect(second.mountedView === elsewhere, "mounted elsewhere by its owner, so not detached from there")
    }

    @Test("each root view asks its own tree for its layout, again after a rebuild, and none once detached")
    func perViewLayout() {
        let log = EventLog()
        let first = makeHost("a", log: log)
        let height = Ref<CGFloat>(60)
        let second = ComponentHost(asynchronousUpdateDelivery: .manual) { _ in
            Component(view: ViewConfiguration(UIView.self), size: ComponentSize(width: 40, height: height.value))
        }
        let (firstView, secondView) = (makeRootView(), makeRootView())
        let attachments = ComponentAttachController()
        attachments.attach(first, to: firstView)
        attachments.attach(second, to: secondView)
        #expect(firstView.mountedLayout?.size == CGSize(width: 100, height: 20))
        #expect(firstView.mountedLayout?.component === first.rootComponent)
        #expect(secondView.mountedLayout?.size == CGSize(width: 40, height: 60))

        height.value = 90
        second.rebuild()
        #expect(secondView.mountedLayout?.size == CGSize(width: 40, height: 90), "asked again, not remembered")
        #expect(secondView.mountedLayout?.component === second.rootComponent)
        #expect(firstView.mountedLayout?.size == CGSize(width: 100, height: 20), "the other view keeps its own")

        attachments.detach(first)
        #expect(firstView.mountedLayout == nil)
        #expect(first.mountedLayout == nil)
    }

    @Test("an attach controller that goes away detaches what it attached")
    func goingAwayDetaches() {
        let log = EventLog()
        let host = makeHost("a", log: log)
        let view = makeRootView()
        var attachments: ComponentAttachController? = ComponentAttachController()
        attachments?.attach(host, to: view)
        #expect(view.mountedComponentHost === host)
        attachments = nil
        #expect(view.mountedComponentHost == nil)
        #expect(host.mountedView == nil)
    }
}
