import ComponentRuntime
import Foundation
import Testing

/// A counter of another type than ``CounterComponent`` with the same state: a scope is keyed by its type too.
final class OtherCounterComponent: CompositeComponent, StatefulComponent {
    struct State { var values: [Int] = [] }
    static var initialState: State { State() }

    init(scope identifier: some Hashable & Sendable) { super.init(scope: identifier) }

    override func render() -> Component {
        Component(
            view: ViewConfiguration(UILabel.self, [.text("other: \(state.values.map(String.init).joined())")]),
            size: ComponentSize(width: 100, height: 10)
        )
    }
}

/// A scoped section holding counters: the parent scope of the counters inside it.
final class CounterSectionComponent: CompositeComponent {
    let names: [String]
    init(id: String, names: [String]) {
        self.names = names
        super.init(scope: id)
    }
    override func render() -> Component { StackComponent(children: names.map { CounterComponent(name: $0) }) }
}

/// A scope is matched across builds by three things: its parent scope, its component type and its identifier
/// (then, among siblings equal in all three, by order: ComponentKit's tree-node key). Each part is shown to
/// matter by a pair of trees that differ in that part only.
@MainActor
@Suite("What keys a scope: parent, type, identifier, order")
struct ScopeKeyPartsTests {
    private func stackChildren(_ host: ComponentHost) throws -> [Component] {
        try #require(host.rootComponent as? StackComponent).children
    }

    @Test("the same identifier on two component types: two scopes, no warning, separate states")
    func typeIsPartOfTheKey() throws {
        let host = ComponentHost(asynchronousUpdateDelivery: .manual) { _ in
            StackComponent(children: [CounterComponent(name: "x"), OtherCounterComponent(scope: "x")])
        }
        let root = makeRootView()
        let mounted = RuntimeDiagnostics.collect { host.mount(in: root) }
        #expect(mounted.isEmpty, "different types never collide")
        let counter = try #require(try stackChildren(host)[0] as? CounterComponent)
        let other = try #require(try stackChildren(host)[1] as? OtherCounterComponent)
        counter.updateState(mode: .synchronous) { $0.values = [1] }
        other.updateState(mode: .synchronous) { $0.values = [2] }
        let rebuilt = RuntimeDiagnostics.collect { host.rebuild() }
        #expect(rebuilt.isEmpty)
        #expect((try stackChildren(host)[0] as? CounterComponent)?.state.values == [1])
        #expect((try stackChildren(host)[1] as? OtherCounterComponent)?.state.values == [2])
    }

    @Test("the same type and identifier under two parent scopes: no warning, separate states")
    func parentIsPartOfTheKey() throws {
        let host = ComponentHost(asynchronousUpdateDelivery: .manual) { _ in
            StackComponent(children: [
                CounterSectionComponent(id: "s1", names: ["same"]),
                CounterSectionComponent(id: "s2", names: ["same"]),
            ])
        }
        let root = makeRootView()
        let mounted = RuntimeDiagnostics.collect { host.mount(in: root) }
        #expect(mounted.isEmpty, "siblings only collide under the same parent scope")
        func counters() throws -> [CounterComponent] {
            try stackChildren(host).map { section in
                let list = try #require((section as? CounterSectionComponent)?.renderedChildForTests as? StackComponent)
                return try #require(list.children.first as? CounterComponent)
            }
        }
        try counters()[0].updateState(mode: .synchronous) { $0.values = [1] }
        try counters()[1].updateState(mode: .synchronous) { $0.values = [2] }
        host.rebuild()
        #expect(try counters().map(\.state.values) == [[1], [2]])
    }

    @Test("colliding siblings are counted per parent scope: one warning under each parent")
    func occurrencesCountedPerParent() throws {
        let host = ComponentHost(asynchronousUpdateDelivery: .manual) { _ in
            StackComponent(children: [
                CounterSectionComponent(id: "s1", names: ["same", "same"]),
                CounterSectionComponent(id: "s2", names: ["same", "same"]),
            ])
        }
        let mounted = RuntimeDiagnostics.collect { host.mount(in: makeRootView()) }
        #expect(mounted.map(\.kind) == [.scopeCollision, .scopeCollision])
        #expect(mounted.first?.message.contains("under 'CounterSectionComponent(s1)'") == true)
        #expect(mounted.last?.message.contains("under 'CounterSectionComponent(s2)'") == true)
    }

    @Test("the state listener names the nth colliding sibling's scope with #n, and the first with none")
    func collidingScopeNames() throws {
        let host = ComponentHost(asynchronousUpdateDelivery: .manual) { _ in
            counterList(["same", "same", "same", "other"])
        }
        var heard: [String] = []
        host.stateUpdateListener = { heard.append($0.scope) }
        _ = RuntimeDiagnostics.collect { host.mount(in: makeRootView()) }
        for child in try stackChildren(host) {
            (child as? CounterComponent)?.updateState(mode: .enqueued) { $0.values = [0] }
        }
        #expect(
            heard == [
                "CounterComponent(same)", "CounterComponent(same)#2", "CounterComponent(same)#3",
                "CounterComponent(other)",
            ]
        )
    }

    @Test("a scope declared without identifier is named by its type alone")
    func noIdentifierName() throws {
        let host = ComponentHost(asynchronousUpdateDelivery: .manual) { _ in
            OtherCounterComponent(scope: .noIdentifier)
        }
        var heard: [String] = []
        host.stateUpdateListener = { heard.append($0.scope) }
        host.mount(in: makeRootView())
        (host.rootComponent as? OtherCounterComponent)?.updateState(mode: .enqueued) { $0.values = [1] }
        #expect(heard == ["OtherCounterComponent()"])
    }

    @Test("siblings told apart by order: when the last of three leaves, the first two keep their states")
    func lastCollidingSiblingLeaves() throws {
        let count = Ref(3)
        let log = EventLog()
        let host = ComponentHost(context: Context().with(LogKey.self, log), asynchronousUpdateDelivery: .manual) {
            _ in counterList(Array(repeating: "same", count: count.value))
        }
        _ = RuntimeDiagnostics.collect { host.mount(in: makeRootView()) }
        let controllers = try stackChildren(host).map { try #require($0.nextResponder as? CounterComponentController) }
        for (index, child) in try stackChildren(host).enumerated() {
            (child as? CounterComponent)?.updateState(mode: .synchronous) { $0.values = [index + 1] }
        }
        count.value = 2
        _ = RuntimeDiagnostics.collect { host.rebuild() }
        #expect(try stackChildren(host).compactMap { ($0 as? CounterComponent)?.state.values } == [[1], [2]])
        #expect(controllers.map(\.isInvalidated) == [false, false, true], "the third scope ended, not another")
        #expect(try stackChildren(host).map { $0.nextResponder === controllers[0] } == [true, false])
    }

    @Test("a third colliding sibling that appears gets the initial state; the first two keep theirs")
    func thirdCollidingSiblingAppears() throws {
        let count = Ref(2)
        let host = ComponentHost(asynchronousUpdateDelivery: .manual) { _ in
            counterList(Array(repeating: "same", count: count.value))
        }
        _ = RuntimeDiagnostics.collect { host.mount(in: makeRootView()) }
        for (index, child) in try stackChildren(host).enumerated() {
            (child as? CounterComponent)?.updateState(mode: .synchronous) { $0.values = [index + 1] }
        }
        count.value = 3
        _ = RuntimeDiagnostics.collect { host.rebuild() }
        #expect(try stackChildren(host).compactMap { ($0 as? CounterComponent)?.state.values } == [[1], [2], []])
    }

    @Test("siblings with distinct identifiers keep their states when they swap places")
    func distinctIdentifiersFollowTheirScope() throws {
        let names = Ref(["a", "b", "c"])
        let host = ComponentHost(asynchronousUpdateDelivery: .manual) { _ in counterList(names.value) }
        host.mount(in: makeRootView())
        for (index, child) in try stackChildren(host).enumerated() {
            (child as? CounterComponent)?.updateState(mode: .synchronous) { $0.values = [index + 1] }
        }
        names.value = ["c", "a", "b"]
        host.rebuild()
        #expect(try stackChildren(host).compactMap { ($0 as? CounterComponent)?.state.values } == [[3], [1], [2]])
    }
}

extension CompositeComponent {
    /// The child of the last render, found through the layout (the runtime keeps it internal).
    @MainActor
    var renderedChildForTests: Component? { layout(in: .unconstrained).children.first?.layout.component }
}
