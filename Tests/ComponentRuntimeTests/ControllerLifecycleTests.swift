import ComponentRuntime
import Foundation
import Testing

/// A component that carries a dependency for its controller, and the controller that takes it when it is made.
final class InjectedComponent: CompositeComponent {
    let service: String
    init(service: String) {
        self.service = service
        super.init(scope: "injected")
    }
}

@MainActor
final class InjectedComponentController: ComponentController<InjectedComponent> {
    let service: String

    required init(component: Component) {
        // Dependency injection without globals: the first component hands the controller what it needs.
        service = (component as? InjectedComponent)?.service ?? "none"
        super.init(component: component)
    }
}

extension InjectedComponent: ControllerProviding {
    static func makeController(for component: InjectedComponent) -> AnyComponentController {
        InjectedComponentController(component: component)
    }
}

@MainActor
@Suite("Controller lifecycle: creation with the first component, layout, appearance, teardown")
struct ControllerLifecycleTests {
    @Test("a controller is made with its scope's first component and keeps what it took from it")
    func madeWithFirstComponent() throws {
        let service = Ref("first")
        let host = ComponentHost { _ in InjectedComponent(service: service.value) }
        let root = makeRootView()
        host.mount(in: root)
        let controller = try #require(host.rootComponent?.nextResponder as? InjectedComponentController)
        #expect(controller.service == "first")
        service.value = "second"
        host.rebuild()
        #expect(host.rootComponent?.nextResponder === controller, "the same controller")
        #expect(controller.service == "first", "made once, with the first component")
        #expect(controller.component.service == "second", "while `component` is the latest")
    }

    @Test("didPrepareLayout comes for components laid out anew only, before the pass mounts anything")
    func didPrepareLayoutOnlyForChanged() throws {
        let log = EventLog()
        let host = ComponentHost(context: Context().with(LogKey.self, log), asynchronousUpdateDelivery: .manual) {
            _ in counterList(["a", "b"])
        }
        let root = makeRootView()
        host.mount(in: root)
        #expect(
            log.entries == [
                "a.didPrepareLayout 100x10", "b.didPrepareLayout 100x10", "a.willMount", "b.willMount", "a.didMount",
                "b.didMount",
            ]
        )
        log.entries.removeAll()
        let b = try #require((host.rootComponent as? StackComponent)?.children.last as? CounterComponent)
        b.updateState(mode: .synchronous) { $0.values = [2] }
        #expect(
            log.entries == ["b.didPrepareLayout 100x10", "b.willRemount", "b.didRemount"],
            "a was not laid out again"
        )
    }

    @Test("the tree's appearance reaches every live controller")
    func appearance() throws {
        let log = EventLog()
        let host = ComponentHost(context: Context().with(LogKey.self, log)) { _ in counterList(["a", "b"]) }
        let root = makeRootView()
        host.mount(in: root)
        log.entries.removeAll()
        host.treeWillAppear()
        host.treeDidDisappear()
        #expect(log.entries == ["a.treeWillAppear", "b.treeWillAppear", "a.treeDidDisappear", "b.treeDidDisappear"])
    }

    @Test("controllers are invalidated when their host is released")
    func invalidatedWithHost() throws {
        let log = EventLog()
        var host: ComponentHost? = ComponentHost(context: Context().with(LogKey.self, log)) { _ in
            counterList(["a"])
        }
        host?.rebuild()
        #expect(!log.entries.contains("a.invalidate"))
        host = nil
        #expect(log.entries.last == "a.invalidate")
    }

    @Test("a root view keeps its host alive; when the view goes, so do the host and its controllers")
    func invalidatedWithRootView() throws {
        let log = EventLog()
        weak var weakHost: ComponentHost?
        var root: UIView? = makeRootView()
        do {
            let host = ComponentHost(context: Context().with(LogKey.self, log)) { _ in counterList(["a"]) }
            host.mount(in: try #require(root))
            weakHost = host
        }
        #expect(weakHost != nil, "kept alive by the root view")
        #expect(!log.entries.contains("a.invalidate"))
        root = nil
        #expect(weakHost == nil)
        #expect(log.entries.last == "a.invalidate")
    }
}
