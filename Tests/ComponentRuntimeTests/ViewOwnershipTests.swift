import ComponentRuntime
import Foundation
import Testing

/// What a view knows of the tree: the component that owns it now (none while it waits in the pool), and for a
/// root view the host mounted in it; and what a root view keeps across an unmount (its reuse pool).
@MainActor
@Suite("Views: their owning component and host, across passes")
struct ViewOwnershipTests {
    @Test("a view's owner is the latest component; a view no longer used has none until it is used again")
    func owningComponent() throws {
        let names = Ref(["a", "b"])
        let host = ComponentHost(asynchronousUpdateDelivery: .manual) { _ in
            StackComponent(children: names.value.map { labelComponent($0) })
        }
        let root = makeRootView()
        host.mount(in: root)
        let views = root.subviews
        try #require(views.count == 2)
        let firstChildren = try #require(host.rootComponent as? StackComponent).children
        let ownedByFirst = zip(views, firstChildren).allSatisfy { $0.owningComponent === $1 }
        #expect(ownedByFirst)

        host.rebuild()
        let rebuilt = try #require(host.rootComponent as? StackComponent).children
        #expect(views[0].owningComponent === rebuilt[0], "the new component of the same place")
        #expect(views[0].owningComponent !== firstChildren[0])

        names.value = ["a"]
        host.rebuild()
        #expect(views[1].isHidden)
        #expect(views[1].owningComponent == nil, "a view in the pool belongs to no component")
        #expect(views[0].owningComponent != nil)

        names.value = ["a", "c"]
        host.rebuild()
        #expect(!views[1].isHidden, "taken back from the pool")
        #expect(views[1].owningComponent === (host.rootComponent as? StackComponent)?.children[1])
    }

    @Test("a root view names its host while the tree is mounted in it, and none after an unmount")
    func mountedHost() {
        let host = ComponentHost(asynchronousUpdateDelivery: .manual) { _ in labelComponent("x") }
        let root = makeRootView()
        #expect(root.mountedComponentHost == nil)
        host.mount(in: root)
        #expect(root.mountedComponentHost === host)
        host.unmount()
        #expect(root.mountedComponentHost == nil)
        #expect(root.subviews.first?.owningComponent == nil)
    }

    @Test("a root view keeps its reuse pool across an unmount: mounting again makes no view")
    func poolSurvivesUnmount() {
        let host = ComponentHost(asynchronousUpdateDelivery: .manual) { _ in
            StackComponent(children: [labelComponent("a"), labelComponent("b")])
        }
        let root = makeRootView()
        host.mount(in: root)
        let views = root.subviews
        host.unmount()
        #expect(root.subviews.allSatisfy { $0.isHidden })
        host.mount(in: root)
        #expect(host.statistics.viewsCreated == 0)
        #expect(host.statistics.viewsReused == 2)
        #expect(root.subviews.count == 2)
        let sameViews = zip(root.subviews, views).allSatisfy { $0 === $1 }
        #expect(sameViews)
        #expect(root.subviews.allSatisfy { !$0.isHidden })

        // The near miss: another host, unmounted from its own root view, shares nothing with this one.
        let other = ComponentHost(asynchronousUpdateDelivery: .manual) { _ in labelComponent("c") }
        let otherRoot = makeRootView()
        other.mount(in: otherRoot)
        #expect(other.statistics.viewsCreated == 1)
    }
}
