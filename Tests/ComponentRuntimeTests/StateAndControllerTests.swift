import ComponentRuntime
import Foundation
import Testing

@MainActor
@Suite("Scopes, state and controllers (R9, R10)")
struct StateAndControllerTests {
    @Test("the follow button: the tap reaches the controller, and the completion reaches the current component")
    func followButton() throws {
        let model = FollowModel(id: "user-42")
        let network = FakeNetwork()
        let root = makeRootView()
        let host = ComponentHost(context: Context().with(NetworkKey.self, network), asynchronousUpdateDelivery: .manual)
        {
            _ in FollowButtonComponent(model: model)
        }
        host.mount(in: root)
        let button = try #require(root.subviews.first as? UIButton)
        #expect(button.currentTitle == "Follow")
        weak let tapped = host.rootComponent as? FollowButtonComponent
        let controller = try #require(tapped?.nextResponder as? FollowButtonComponentController)

        button.sendActions(for: .touchUpInside)
        #expect(button.currentTitle == "Follow", "asynchronous: nothing changes before the flush")
        host.flush()
        #expect(button.currentTitle == "…")
        #expect(network.pendingCount == 1)

        // The tree is regenerated several times while the request is in flight: the component that was
        // tapped is gone (the seed's "self is nil"), the controller is not.
        for _ in 0..<3 { host.rebuild() }
        #expect(tapped == nil, "the tapped component no longer exists")
        let current = try #require(host.rootComponent as? FollowButtonComponent)
        #expect(controller.component === current, "the controller always points at the latest component")
        #expect(current.nextResponder === controller, "one controller for the scope, across rebuilds")
        #expect(button.currentTitle == "…", "state survived the rebuilds")

        network.completeAll()
        host.flush()
        #expect(model.isFollowing)
        #expect(controller.component.state.isFetching == false)
        #expect(button.currentTitle == "Following")
        #expect(root.subviews.first === button, "the same button view throughout")
    }

    @Test("asynchronous updates apply at the next run-loop turn without an explicit flush")
    func asynchronousDeliveryOnRunLoop() async throws {
        let model = FollowModel(id: "user-7")
        let root = makeRootView()
        let host = ComponentHost { _ in FollowButtonComponent(model: model) }
        host.mount(in: root)
        let component = try #require(host.rootComponent as? FollowButtonComponent)
        component.updateState { $0.isFetching = true }
        #expect(host.hasPendingUpdates)
        for _ in 0..<100 where host.hasPendingUpdates { await Task.yield() }
        #expect(!host.hasPendingUpdates)
        #expect((root.subviews.first as? UIButton)?.currentTitle == "…")
    }

    @Test("synchronous updates re-render before returning; asynchronous ones coalesce, in order")
    func syncAndAsyncOrdering() throws {
        let renders = RenderCounter()
        let host = ComponentHost(
            context: Context().with(RenderCounterKey.self, renders),
            asynchronousUpdateDelivery: .manual
        ) {
            _ in CounterComponent(name: "a")
        }
        let root = makeRootView()
        host.mount(in: root)
        let counter = try #require(host.rootComponent as? CounterComponent)
        let label = try #require(root.subviews.first as? UILabel)
        #expect(renders.renders["a"] == 1)

        counter.updateState { $0.values.append(1) }
        counter.updateState { $0.values.append(2) }
        counter.updateState { $0.values.append(3) }
        #expect(renders.renders["a"] == 1, "queued, not rendered")
        host.flush()
        #expect(renders.renders["a"] == 2, "three updates, one render")
        #expect(label.text == "a: 1,2,3")

        counter.updateState(mode: .synchronous) { $0.values.append(4) }
        #expect(renders.renders["a"] == 3)
        #expect(label.text == "a: 1,2,3,4")

        counter.updateState { $0.values.append(5) }
        counter.updateState(mode: .synchronous) { $0.values.append(6) }
        #expect(label.text == "a: 1,2,3,4,5,6", "a queued update goes first")
        #expect(renders.renders["a"] == 4)
        #expect(!host.hasPendingUpdates)
    }

    @Test("state survives rebuilds; a state update re-renders only its own scope")
    func partialRerender() throws {
        let renders = RenderCounter()
        let names = (0..<100).map { "c\($0)" }
        let host = ComponentHost(
            context: Context().with(RenderCounterKey.self, renders),
            asynchronousUpdateDelivery: .manual
        ) {
            _ in counterList(names)
        }
        let root = makeRootView()
        host.mount(in: root)
        let stack = try #require(host.rootComponent as? StackComponent)
        let target = try #require(stack.children[42] as? CounterComponent)

        target.updateState(mode: .synchronous) { $0.values = [7] }
        #expect(renders.renders["c42"] == 2)
        #expect(renders.renders.filter { $0.value > 1 }.count == 1, "no other counter rendered again")
        #expect(host.statistics.attributesApplied == 1)
        #expect(host.statistics.viewsCreated == 0)
        #expect(host.statistics.subtreesSkipped == 99)
        #expect((root.subviews[42] as? UILabel)?.text == "c42: 7")

        host.rebuild()
        #expect((root.subviews[42] as? UILabel)?.text == "c42: 7", "state kept across a full rebuild")
        #expect(host.statistics.attributesApplied == 0)
    }

    @Test(
        "sibling scopes with the same type and identifier are told apart by order, keep their state, and are warned about"
    )
    func scopeCollision() throws {
        let host = ComponentHost(asynchronousUpdateDelivery: .manual) { _ in counterList(["same", "same"]) }
        let root = makeRootView()
        let diagnostics = RuntimeDiagnostics.collect { host.mount(in: root) }
        #expect(diagnostics.map(\.kind) == [.scopeCollision])
        #expect(diagnostics.first?.message.contains("'CounterComponent' with identifier 'same'") == true)
        #expect(diagnostics.first?.isFault == false, "legal, as in ComponentKit: a warning")
        func counters() throws -> [CounterComponent] {
            let stack = try #require(host.rootComponent as? StackComponent)
            return stack.children.compactMap { $0 as? CounterComponent }
        }
        try counters()[0].updateState(mode: .synchronous) { $0.values = [1] }
        try counters()[1].updateState(mode: .synchronous) { $0.values = [2] }
        #expect(try counters().map(\.state.values) == [[1], [2]])
        _ = RuntimeDiagnostics.collect { host.rebuild() }
        #expect(try counters().map(\.state.values) == [[1], [2]], "each keeps its own state across generations")
    }

    @Test("an update to a scope that left the tree is ignored, counted and reported")
    func staleScopeUpdate() throws {
        let names = Ref(["a", "b"])
        let host = ComponentHost(asynchronousUpdateDelivery: .manual) { _ in counterList(names.value) }
        let root = makeRootView()
        host.mount(in: root)
        let stack = try #require(host.rootComponent as? StackComponent)
        let b = try #require(stack.children[1] as? CounterComponent)
        let controller = try #require(b.nextResponder as? CounterComponentController)

        names.value = ["a"]
        host.rebuild()
        #expect(controller.isInvalidated)
        let diagnostics = RuntimeDiagnostics.collect {
            b.updateState(mode: .synchronous) { $0.values = [1] }
            controller.updateState { $0.values = [2] }
            host.flush()
        }
        #expect(host.ignoredStateUpdateCount == 2)
        #expect(diagnostics.map(\.kind) == [.staleStateUpdate, .staleStateUpdate])
        #expect(
            diagnostics.first?.message
                == "state update for scope CounterComponent(b) ignored: the scope is no longer in the tree"
        )
    }

    @Test("controller lifecycle callbacks come in the documented order")
    func lifecycleOrder() throws {
        let log = EventLog()
        let names = Ref(["a"])
        let host = ComponentHost(context: Context().with(LogKey.self, log), asynchronousUpdateDelivery: .manual) {
            _ in counterList(names.value)
        }
        let root = makeRootView()
        host.mount(in: root)
        // A composite without a view of its own gets no view callbacks (see the stateful view tests for those).
        #expect(log.entries == ["a.didPrepareLayout 100x10", "a.willMount", "a.didMount"])

        log.entries.removeAll()
        let first = try #require((host.rootComponent as? StackComponent)?.children.first as? CounterComponent)
        first.updateState(mode: .synchronous) { $0.values = [1] }
        #expect(
            log.entries == ["a.didPrepareLayout 100x10", "a.willRemount", "a.didRemount"],
            "same component, same view"
        )

        log.entries.removeAll()
        host.rebuild()
        // As ComponentKit's scope root: the new component is announced when the host takes the built tree,
        // before the pass lays it out and mounts it.
        #expect(
            log.entries == [
                "a.willUpdateComponent", "a.didPrepareLayout 100x10", "a.willRemount", "a.didRemount",
                "a.didUpdateComponent",
            ]
        )

        log.entries.removeAll()
        names.value = []
        host.rebuild()
        #expect(log.entries == ["a.willUnmount", "a.didUnmount", "a.invalidate"])
    }

    @Test("a controller is made once per scope, with the first component")
    func controllerCreatedOnce() throws {
        let host = ComponentHost(asynchronousUpdateDelivery: .manual) { _ in CounterComponent(name: "x") }
        host.mount(in: makeRootView())
        let controller = try #require(host.rootComponent?.nextResponder as? CounterComponentController)
        for _ in 0..<5 { host.rebuild() }
        #expect(host.rootComponent?.nextResponder === controller)
        #expect(controller.component === host.rootComponent)
    }

    @Test("a component with a controller but no scope is reported")
    func missingScope() {
        final class Unscoped: CompositeComponent, ControllerProviding {
            static func makeController(for component: Unscoped) -> AnyComponentController {
                AnyComponentController(component: component)
            }
        }
        let host = ComponentHost { _ in Unscoped() }
        let diagnostics = RuntimeDiagnostics.collect { host.mount(in: makeRootView()) }
        #expect(diagnostics.map(\.kind) == [.missingScope])
        #expect(
            host.rootComponent?.nextResponder == nil || !(host.rootComponent?.nextResponder is AnyComponentController)
        )
    }
}
