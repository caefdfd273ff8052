import ComponentRuntime
import Foundation
import Synchronization
import Testing

/// Items and a selection kept in state; a render that finds the selected item gone replaces the state, as
/// ComponentKit's `replaceState` is meant for.
private final class SelectionComponent: CompositeComponent, StatefulComponent {
    struct State: Sendable { var selected: String? }
    static var initialState: State { State(selected: "a") }
    let items: [String]
    let tally: RenderTally?
    init(items: [String], tally: RenderTally? = nil) {
        self.items = items
        self.tally = tally
        super.init(scope: "selection")
    }
    override func render() -> Component {
        tally?.renders["selection", default: 0] += 1
        if let selected = state.selected, !items.contains(selected) { replaceState(State(selected: nil)) }
        return Component(
            view: ViewConfiguration(UILabel.self, [.text("selected \(state.selected ?? "none")")]),
            size: ComponentSize(width: 100, height: 20)
        )
    }
}

/// The same with `@ScopedState`, and a child given the selection as a binding.
private struct SelectionDescription: ComponentDescription {
    let items: [String]
    let counter: BodyRenderCounter
    @ScopedState var selected: String? = "a"

    var body: Component {
        counter.renders += 1
        if let selected, !items.contains(selected) { $selected.replace(with: nil) }
        return FlexboxComponent {
            LabelDescription(text: "selected \(selected ?? "none")")
            SelectionChildDescription(selected: $selected)
        }
    }
}

/// Tries to replace its parent's state from its own body, which is not the build of that scope.
private struct SelectionChildDescription: ComponentDescription {
    @ScopedBinding var selected: String?
    var body: Component {
        if selected == "child" { $selected.replace(with: "replaced by the child") }
        return LabelDescription(text: "child sees \(selected ?? "none")").inflate()
    }
}

/// A typed state replaced from `body`.
private struct TypedSelectionDescription: DescribedStatefulComponent {
    struct State: Sendable { var selected: String? = "a" }
    static var initialState: State { State() }
    let items: [String]
    var body: Component {
        if let selected = state.selected, !items.contains(selected) { replaceState(State(selected: nil)) }
        return LabelDescription(text: "selected \(state.selected ?? "none")").inflate()
    }
}

/// Items a build off the main actor reads.
private final class ItemsBox: Sendable {
    private let storage: Mutex<[String]>
    init(_ items: [String]) { storage = Mutex(items) }
    var value: [String] {
        get { storage.withLock { $0 } }
        set { storage.withLock { $0 = newValue } }
    }
}

@MainActor
@Suite("Replacing state while building (ComponentKit's replaceState)")
struct StateReplacementTests {
    private func labels(_ root: UIView) -> [String] {
        allSubviews(of: root).compactMap { ($0 as? UILabel)?.text }
    }

    @Test("the replaced state is what the rest of the render and later builds read; no other build follows")
    func replacedStateInRender() throws {
        let items = Ref(["a", "b"])
        let tally = RenderTally()
        let host = ComponentHost(asynchronousUpdateDelivery: .manual) { _ in
            SelectionComponent(items: items.value, tally: tally)
        }
        let root = makeRootView()
        host.mount(in: root)
        #expect(labels(root) == ["selected a"])

        items.value = ["b"]
        let diagnostics = RuntimeDiagnostics.collect { host.rebuild() }
        #expect(diagnostics.isEmpty)
        #expect(labels(root) == ["selected none"], "read in the same render, after the replacement")
        #expect(tally.renders["selection"] == 2, "one render per build: the replacement renders nothing again")
        #expect(host.buildCount == 2)
        #expect(!host.hasPendingUpdates, "no state update was queued")
        let component = try #require(host.rootComponent as? SelectionComponent)
        #expect(component.state.selected == nil)

        items.value = ["a", "b"]
        host.rebuild()
        #expect(labels(root) == ["selected none"], "the next build reads the replaced state, not the initial one")
    }

    @Test("replacing state outside the build of its scope is reported, and changes nothing")
    func replacingOutsideABuildIsRejected() throws {
        let host = ComponentHost(asynchronousUpdateDelivery: .manual) { _ in SelectionComponent(items: ["a"]) }
        let root = makeRootView()
        host.mount(in: root)
        let component = try #require(host.rootComponent as? SelectionComponent)

        let diagnostics = RuntimeDiagnostics.collect { component.replaceState(SelectionComponent.State(selected: "z")) }
        #expect(diagnostics.map(\.kind) == [.stateReplacedOutsideBuild])
        #expect(diagnostics.first?.message.contains("'SelectionComponent'") == true)
        #expect(component.state.selected == "a")
        #expect(!host.hasPendingUpdates)
        host.rebuild()
        #expect(labels(root) == ["selected a"])
    }

    @Test("a build off the main actor replaces state too")
    func replacedStateInABackgroundBuild() async throws {
        let items = ItemsBox(["a"])
        let host = ComponentHost.buildingAnywhere(asynchronousUpdateDelivery: .manual) { _ in
            SelectionComponent(items: items.value)
        }
        let root = makeRootView()
        host.mount(in: root)
        items.value = ["b"]
        await host.rebuildInBackground()
        #expect(labels(root) == ["selected none"])
        #expect(host.buildCount == 2)
    }

    @Test("@ScopedState: $value.replace(with:) in body; from a child's body or a handler it is rejected")
    func scopedStateReplacement() throws {
        let items = Ref(["a", "b"])
        let counter = BodyRenderCounter()
        let host = ComponentHost(asynchronousUpdateDelivery: .manual) {
            SelectionDescription(items: items.value, counter: counter)
        }
        let root = makeRootView()
        host.mount(in: root)
        #expect(labels(root) == ["selected a", "child sees a"])

        items.value = ["b"]
        let diagnostics = RuntimeDiagnostics.collect { host.rebuild() }
        #expect(diagnostics.isEmpty)
        #expect(labels(root) == ["selected none", "child sees none"])
        #expect(counter.renders == 2)
        #expect(!host.hasPendingUpdates)
        items.value = ["a", "b"]
        host.rebuild()
        #expect(labels(root) == ["selected none", "child sees none"])

        // The child's body is not the build of its parent's scope.
        items.value = ["child"]
        host.rebuild()
        let rootDescription = try #require(host.rootComponent as? DescribedComponent<SelectionDescription>)
        let rejected = RuntimeDiagnostics.collect { rootDescription.value.$selected.set("child", mode: .synchronous) }
        #expect(rejected.map(\.kind) == [.stateReplacedOutsideBuild])
        #expect(labels(root) == ["selected child", "child sees child"])

        // Nor is a handler, or a test, on the main actor after the build.
        let outside = RuntimeDiagnostics.collect { rootDescription.value.$selected.replace(with: "z") }
        #expect(outside.map(\.kind) == [.stateReplacedOutsideBuild])
        #expect(rootDescription.value.selected == "child")
        let unscoped = RuntimeDiagnostics.collect { ScopedBinding<Int>.constant(1).replace(with: 2) }
        #expect(unscoped.map(\.kind) == [.stateReplacedOutsideBuild])
    }

    @Test("a description's typed state is replaced from body with replaceState(_:)")
    func typedStateReplacement() throws {
        let items = Ref(["a"])
        let host = ComponentHost(asynchronousUpdateDelivery: .manual) { TypedSelectionDescription(items: items.value) }
        let root = makeRootView()
        host.mount(in: root)
        #expect(labels(root) == ["selected a"])
        items.value = ["b"]
        host.rebuild()
        #expect(labels(root) == ["selected none"])
        #expect(!host.hasPendingUpdates)
        items.value = ["a"]
        host.rebuild()
        #expect(labels(root) == ["selected none"])
        let outside = RuntimeDiagnostics.collect { TypedSelectionDescription(items: []).replaceState(.init()) }
        #expect(outside.map(\.kind) == [.stateReplacedOutsideBuild])
    }
}
