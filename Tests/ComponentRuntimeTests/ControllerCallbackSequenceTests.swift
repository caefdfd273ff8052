import ComponentRuntime
import Foundation
import Testing

/// A scoped composite with a view of its own (so its controller hears about views), whose label shows a
/// number kept in its state.
final class FramedCounterComponent: CompositeComponent, StatefulComponent {
    struct State { var number = 0 }
    static var initialState: State { State() }

    let name: String
    init(name: String, usesButton: Bool = false) {
        self.name = name
        super.init(
            view: usesButton ? ViewConfiguration(UIButton.self) : ViewConfiguration(UIView.self),
            size: ComponentSize(width: 100, height: 20),
            scope: name
        )
    }

    override func render() -> Component {
        Component(
            view: ViewConfiguration(UILabel.self, [.text("\(name) \(state.number)")]),
            size: ComponentSize(width: 100, height: 20)
        )
    }
}

/// Records its callbacks, named after its component, into the log in the context.
@MainActor
final class FramedCounterComponentController: ComponentController<FramedCounterComponent> {
    private func record(_ name: String) { component.context[LogKey.self]?.append("\(component.name).\(name)") }

    override func willMount() { record("willMount") }
    override func didMount() { record("didMount") }
    override func willRemount() { record("willRemount") }
    override func didRemount() { record("didRemount") }
    override func willUnmount() { record("willUnmount") }
    override func didUnmount() { record("didUnmount") }
    override func willUpdateComponent() { record("willUpdate") }
    override func didUpdateComponent() { record("didUpdate") }
    override func componentDidAcquireView() { record("acquire") }
    override func componentWillRelinquishView() { record("relinquish") }
    override func invalidateController() { record("invalidate") }
    override func componentTreeWillAppear() { record("willAppear") }
    override func componentTreeDidDisappear() { record("didDisappear") }
}

extension FramedCounterComponent: ControllerProviding {
    static func makeController(for component: FramedCounterComponent) -> AnyComponentController {
        FramedCounterComponentController(component: component)
    }
}

/// The exact order of controller callbacks in the passes ComponentKit defines them for, including what must
/// not be called (a relinquish before any view, an invalidation on a plain unmount, a second invalidation).
@MainActor
@Suite("Controller callbacks: full sequences, and what is not called")
struct ControllerCallbackSequenceTests {
    private func makeHost(_ names: Ref<[String]>, log: EventLog, buttons: Ref<Set<String>> = Ref([])) -> ComponentHost {
        ComponentHost(context: Context().with(LogKey.self, log), asynchronousUpdateDelivery: .manual) { _ in
            StackComponent(
                children: names.value.map { FramedCounterComponent(name: $0, usesButton: buttons.value.contains($0)) }
            )
        }
    }

    private func controller(_ host: ComponentHost, _ index: Int) throws -> FramedCounterComponentController {
        let children = try #require(host.rootComponent as? StackComponent).children
        return try #require(children[index].nextResponder as? FramedCounterComponentController)
    }

    @Test("a first mount: willMount, then the view is acquired, then didMount; nothing relinquished")
    func firstMount() throws {
        let log = EventLog()
        let host = makeHost(Ref(["a"]), log: log)
        let root = makeRootView()
        host.mount(in: root)
        #expect(log.entries == ["a.willMount", "a.acquire", "a.didMount"])
    }

    @Test("each mount pass calls every will before any did, in tree order")
    func willsBeforeDids() throws {
        let log = EventLog()
        let host = makeHost(Ref(["a", "b"]), log: log)
        let root = makeRootView()
        host.mount(in: root)
        #expect(log.entries == ["a.willMount", "a.acquire", "b.willMount", "b.acquire", "a.didMount", "b.didMount"])
    }

    @Test("a scope that leaves while another stays: the leaver unmounts first, and is invalidated last")
    func leaverAndStayer() throws {
        let log = EventLog()
        let names = Ref(["a", "b"])
        let host = makeHost(names, log: log)
        let root = makeRootView()
        host.mount(in: root)
        let leaver = try controller(host, 1)
        log.entries.removeAll()
        names.value = ["a"]
        host.rebuild()
        #expect(
            log.entries == [
                "a.willUpdate", "b.willUnmount", "b.relinquish", "a.willRemount", "b.didUnmount", "a.didRemount",
                "a.didUpdate", "b.invalidate",
            ]
        )
        #expect(leaver.isInvalidated)
        #expect(leaver.view == nil, "the view it gave up is no longer its view")
    }

    @Test("an unmount: willUnmount, relinquish, didUnmount, and no invalidation; a new mount starts again")
    func unmountIsNotInvalidation() throws {
        let log = EventLog()
        let host = makeHost(Ref(["a"]), log: log)
        let root = makeRootView()
        host.mount(in: root)
        let controller = try controller(host, 0)
        log.entries.removeAll()
        host.unmount()
        #expect(log.entries == ["a.willUnmount", "a.relinquish", "a.didUnmount"])
        #expect(!controller.isInvalidated)
        #expect(controller.view == nil)
        log.entries.removeAll()
        host.unmount()
        #expect(log.entries.isEmpty, "a second unmount has nothing to unmount")
        host.mount(in: root)
        #expect(log.entries == ["a.willMount", "a.acquire", "a.didMount"], "a first mount again, not a remount")
        #expect(try self.controller(host, 0) === controller, "the same controller: the scope stayed")
    }

    @Test("a state update re-rendering the same component: a remount without view or update callbacks")
    func stateUpdateRemount() throws {
        let log = EventLog()
        let host = makeHost(Ref(["a", "b"]), log: log)
        let root = makeRootView()
        host.mount(in: root)
        log.entries.removeAll()
        let b = try #require((host.rootComponent as? StackComponent)?.children[1] as? FramedCounterComponent)
        b.updateState(mode: .synchronous) { $0.number = 5 }
        #expect(log.entries == ["b.willRemount", "b.didRemount"], "a is not remounted, b keeps its view")
        #expect(allSubviews(of: root).compactMap { ($0 as? UILabel)?.text } == ["a 0", "b 5"])
    }

    @Test("a rebuild whose component changes its view class: relinquish the old view, then acquire the new one")
    func viewClassChange() throws {
        let log = EventLog()
        let buttons = Ref<Set<String>>([])
        let host = makeHost(Ref(["a", "b"]), log: log, buttons: buttons)
        let root = makeRootView()
        host.mount(in: root)
        let b = try controller(host, 1)
        let oldView = try #require(b.view)
        log.entries.removeAll()
        buttons.value = ["b"]
        host.rebuild()
        #expect(
            log.entries == [
                "a.willUpdate", "b.willUpdate", "a.willRemount", "b.willRemount", "b.relinquish", "b.acquire",
                "a.didRemount", "a.didUpdate", "b.didRemount", "b.didUpdate",
            ]
        )
        #expect(b.view is UIButton)
        #expect(b.view !== oldView)
        #expect(oldView.isHidden, "the old view is no longer used")
    }

    @Test("invalidating the host: the tree unmounts, each controller is invalidated once, a rebuild starts afresh")
    func hostInvalidation() throws {
        let log = EventLog()
        let host = makeHost(Ref(["a"]), log: log)
        let root = makeRootView()
        host.mount(in: root)
        let first = try controller(host, 0)
        (host.rootComponent as? StackComponent)?.children.first.flatMap { $0 as? FramedCounterComponent }?
            .updateState(mode: .synchronous) { $0.number = 3 }
        log.entries.removeAll()
        host.invalidate()
        #expect(log.entries == ["a.willUnmount", "a.relinquish", "a.didUnmount", "a.invalidate"])
        #expect(first.isInvalidated)
        log.entries.removeAll()
        host.invalidate()
        #expect(log.entries.isEmpty, "nothing is left to invalidate")
        host.mount(in: root)
        let second = try controller(host, 0)
        #expect(second !== first, "a new scope, with a new controller")
        #expect(
            (host.rootComponent as? StackComponent)?.children.first.flatMap { $0 as? FramedCounterComponent }?
                .state.number == 0,
            "and the initial state"
        )
        #expect(log.entries == ["a.willMount", "a.acquire", "a.didMount"])
    }

    @Test("appearance reaches live controllers sorted by scope name, not by tree order; never a left scope")
    func appearanceOrder() throws {
        let log = EventLog()
        let names = Ref(["c", "a", "b"])
        let host = makeHost(names, log: log)
        let root = makeRootView()
        host.treeWillAppear()
        #expect(log.entries.isEmpty, "nothing built, no controller")
        host.mount(in: root)
        log.entries.removeAll()
        host.treeWillAppear()
        #expect(log.entries == ["a.willAppear", "b.willAppear", "c.willAppear"])
        names.value = ["c", "b"]
        host.rebuild()
        log.entries.removeAll()
        host.treeDidDisappear()
        #expect(log.entries == ["b.didDisappear", "c.didDisappear"])
    }
}

extension ControllerCallbackSequenceTests {
    @Test("a build that returns the same component instance again announces no new component")
    func sameInstanceIsNoUpdate() throws {
        let log = EventLog()
        let kept = FramedCounterComponent(name: "kept")
        let host = ComponentHost(context: Context().with(LogKey.self, log), asynchronousUpdateDelivery: .manual) {
            _ in kept
        }
        let root = makeRootView()
        host.mount(in: root)
        log.entries.removeAll()
        host.rebuild()
        #expect(!log.entries.contains("kept.willUpdate"))
        #expect(!log.entries.contains("kept.didUpdate"))
        #expect(log.entries == ["kept.willRemount", "kept.didRemount"])
    }
}
