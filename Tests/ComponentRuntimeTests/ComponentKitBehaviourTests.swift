import ComponentRuntime
import Foundation
import Testing

/// A composite with a scope that counts its renders, keyed by name.
private final class TalliedComponent: CompositeComponent {
    let name: String
    init(name: String) {
        self.name = name
        super.init(scope: name)
    }

    override func render() -> Component {
        context[RenderCounterKey.self]?.renders[name, default: 0] += 1
        return Component(
            view: ViewConfiguration(UILabel.self, [.text(name)]),
            size: ComponentSize(width: 50, height: 10)
        )
    }
}

/// ComponentKit's view-context fixture: a 50 × 50 component without a view at (25, 25) in a 100 × 100 layout,
/// inside a view of its own (`view`) or not.
private func nestedLayout(_ subcomponent: Component, view: ViewConfiguration? = nil) -> Component {
    InsetComponent(view: view, top: 25, left: 25, bottom: 25, right: 25, child: subcomponent)
}

@MainActor
@Suite("Behaviours measured against ComponentKit's own tests")
struct ComponentKitBehaviourTests {
    // MARK: Reuse pools per root view (CKComponentViewManager, one per root view)

    @Test("a second host mounting into the same root view reuses the first one's views and last-applied values")
    func secondHostReusesViews() throws {
        let root = makeRootView()
        let first = ComponentHost { _ in labelComponent("same") }
        first.mount(in: root)
        let label = try #require(root.subviews.first as? UILabel)

        let second = ComponentHost { _ in labelComponent("same") }
        second.mount(in: root)
        #expect(first.mountedView == nil, "one tree per root view")
        #expect(second.statistics.viewsCreated == 0)
        #expect(second.statistics.viewsReused == 1)
        #expect(second.statistics.attributesApplied == 0, "the text the view shows is the one last applied")
        #expect(root.subviews.count == 1)
        #expect(root.subviews.first === label)
        #expect(!label.isHidden)
    }

    @Test("hosts mounted in different root views keep separate pools")
    func separateRootViewsSeparatePools() {
        let (rootA, rootB) = (makeRootView(), makeRootView())
        let first = ComponentHost { _ in labelComponent("a") }
        first.mount(in: rootA)
        first.unmount()
        let second = ComponentHost { _ in labelComponent("a") }
        second.mount(in: rootB)
        #expect(second.statistics.viewsCreated == 1)
        #expect(rootA.subviews.count == 1 && rootA.subviews.first?.isHidden == true, "left in the first root view")
    }

    // MARK: Render reuse off the dirty path (CKRenderComponentTests, faster state updates)

    @Test("a state update renders the updated scope only: components on other branches are reused without asking")
    func stateUpdateReusesOtherBranches() throws {
        let renders = RenderCounter()
        let host = ComponentHost(
            context: Context().with(RenderCounterKey.self, renders),
            asynchronousUpdateDelivery: .manual
        ) { _ in
            StackComponent(children: [
                CounterComponent(name: "a"), TalliedComponent(name: "b"), TalliedComponent(name: "c"),
            ])
        }
        let root = makeRootView()
        host.mount(in: root)
        #expect(renders.renders == ["a": 1, "b": 1, "c": 1])
        let counter = try #require((host.rootComponent as? StackComponent)?.children.first as? CounterComponent)
        counter.updateState(mode: .synchronous) { $0.values = [1] }
        #expect(renders.renders == ["a": 2, "b": 1, "c": 1], "b and c never said they may be reused, yet are")
        #expect(
            host.statistics.subtreesSkipped == 2,
            "the mount pass skipped the untouched branches: \(host.statistics)"
        )
    }

    // MARK: Controller events without a mount (CKComponentController, CKComponentScopeRoot announcements)

    @Test("a built but unmounted host announces new components and laid-out components to their controllers")
    func controllerEventsWithoutMount() throws {
        let log = EventLog()
        let names = Ref(["a"])
        let host = ComponentHost(context: Context().with(LogKey.self, log), asynchronousUpdateDelivery: .manual) {
            _ in counterList(names.value)
        }
        host.rebuild()
        #expect(log.entries.isEmpty, "a first build makes the controller; nothing is updated yet")
        host.rebuild()
        #expect(log.entries == ["a.willUpdateComponent"], "the scope has a new component, mounted or not")

        log.entries.removeAll()
        let layout = try #require(host.layoutTree(in: SizeRange(max: CGSize(width: 320, height: 480))))
        #expect(layout.size == CGSize(width: 100, height: 10))
        #expect(log.entries == ["a.didPrepareLayout 100x10"])
        host.layoutTree()
        #expect(log.entries == ["a.didPrepareLayout 100x10"], "the same layout is announced once")

        log.entries.removeAll()
        let root = makeRootView()
        host.mount(in: root)
        #expect(
            log.entries == ["a.willMount", "a.didMount", "a.didUpdateComponent"],
            "the update taken before the mount completes with it; the layout was announced already"
        )
    }

    @Test("a tree built off the main actor announces its layout even when it is not mounted")
    func backgroundBuildAnnouncesLayout() async throws {
        let log = EventLog()
        let host = ComponentHost.buildingAnywhere(context: Context().with(LogKey.self, log)) { _ in
            CounterComponent(name: "bg")
        }
        await host.rebuildInBackground()
        #expect(log.entries == ["bg.didPrepareLayout 100x10"])
    }

    // MARK: View context (CKComponentViewContextTests)

    @Test("a component with a view gives that view; one without gives the view it is mounted in, with its frame")
    func viewContext() throws {
        // testMountingComponentWithViewAndNestedComponentWithoutViewExposesViewContextWithSubcomponentFrameInOuterView
        let subcomponent = Component(size: ComponentSize(width: 50, height: 50))
        let root = makeRootView(width: 100, height: 100)
        let host = ComponentHost { _ in nestedLayout(subcomponent) }
        host.sizeRange = SizeRange(exactly: CGSize(width: 100, height: 100))
        host.mount(in: root)
        #expect(subcomponent.viewContext.view === root, "neither component made a view: the root view")
        #expect(subcomponent.viewContext.frame == CGRect(x: 25, y: 25, width: 50, height: 50))
        host.unmount()
        #expect(subcomponent.viewContext.view == nil)
        #expect(subcomponent.viewContext.frame.isNull)

        // testMountingComponentWithViewExposesViewContextWithTheCreatedView, and a child inside that view.
        let inner = Component(size: ComponentSize(width: 50, height: 50))
        let outer = nestedLayout(inner, view: ViewConfiguration(UIImageView.self))
        let otherRoot = makeRootView(width: 100, height: 100)
        let otherHost = ComponentHost { _ in outer }
        otherHost.sizeRange = SizeRange(exactly: CGSize(width: 100, height: 100))
        otherHost.mount(in: otherRoot)
        let created = try #require(otherRoot.subviews.first as? UIImageView)
        #expect(outer.viewContext.view === created)
        #expect(outer.viewContext.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(inner.viewContext.view === created, "mounted inside the outer component's view")
        #expect(inner.viewContext.frame == CGRect(x: 25, y: 25, width: 50, height: 50))
    }
}
