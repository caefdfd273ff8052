import ComponentRuntime
import Foundation
import Testing

/// A composite with state that declares a scope only when given an identifier.
private final class MaybeScopedCounter: CompositeComponent {
    struct State: Equatable { var count = 7 }
    var seenState: State??

    init(scope identifier: String?) {
        if let identifier { super.init(scope: identifier) } else { super.init() }
    }

    override func render() -> Component {
        seenState = .some(stateIfScoped)
        return Component(size: ComponentSize(width: 10, height: 10))
    }
}

extension MaybeScopedCounter: StatefulComponent {
    static var initialState: State { State() }
}

/// What renders saw, written from wherever the build runs.
private final class RenderLog: @unchecked Sendable {
    // @unchecked Sendable: `lines` is only touched while `lock` is held.
    private let lock = NSLock()
    private var lines: [String] = []
    func append(_ line: String) { lock.withLock { lines.append(line) } }
    var entries: [String] { lock.withLock { lines } }
    func removeAll() { lock.withLock { lines.removeAll() } }
}

/// A composite with a scope that records the scope stack while it renders, and renders `child`.
private final class StackRecordingComponent: CompositeComponent {
    let name: String
    let child: Component?
    let log: RenderLog

    init(_ name: String, scoped: Bool = true, log: RenderLog, child: Component? = nil) {
        self.name = name
        self.child = child
        self.log = log
        if scoped { super.init(scope: name) } else { super.init() }
    }

    override func render() -> Component {
        let names = CurrentScope.stack.map { ($0 as? StackRecordingComponent)?.name ?? "?" }
        log.append("\(name): \(names.joined(separator: " > "))")
        return child ?? Component(size: ComponentSize(width: 10, height: 10))
    }
}

@MainActor
@Suite("ComponentKit's behaviours for null values and identities")
struct ComponentKitNilAndIdentityTests {
    @Test("two actions made from one ActionBlock are equal, as CKActions made from one block are; others are not")
    func actionsFromOneBlock() {
        let log = EventLog()
        let block = ActionBlock<Int> { _, value in log.append("got \(value)") }
        let other = ActionBlock<Int> { _, value in log.append("got \(value)") }
        #expect(ComponentAction(block) == ComponentAction(block))
        #expect(ComponentAction(block) != ComponentAction(other), "another block, even with the same code")
        #expect(ComponentAction(block) != ComponentAction<Int>(.didTapFollow))
        let closureAction = ComponentAction<Int> { _, _ in }
        #expect(closureAction == closureAction, "a copy of an action made from a closure")
        #expect(ComponentAction<Int> { _, _ in } != ComponentAction<Int> { _, _ in })
        ComponentAction(block).send(from: Component(), 3)
        #expect(log.entries == ["got 3"])
    }

    @Test("a control action from one ActionBlock is not applied again when the tree is rebuilt")
    func blockActionAttributeKept() throws {
        let log = EventLog()
        let block = ActionBlock<Void> { _, _ in log.append("tapped") }
        let host = ComponentHost { _ in
            Component(
                view: ViewConfiguration(UIButton.self, [.controlAction(ComponentAction(block))]),
                size: ComponentSize(width: 10, height: 10)
            )
        }
        let root = makeRootView()
        host.mount(in: root)
        host.rebuild()
        #expect(host.statistics.attributesApplied == 0, "the same action: nothing to apply again")
        let button = try #require(root.subviews.first as? UIButton)
        button.sendActions(for: .touchUpInside)
        #expect(log.entries == ["tapped"])
    }

    @Test("a nil recognizer class installs nothing, as CKComponentGestureAttribute with Nil; a class value its own")
    func nilRecognizerClass() throws {
        let chosen: UIGestureRecognizer.Type? = nil
        let dynamic: UIGestureRecognizer.Type = UIPanGestureRecognizer.self
        let host = ComponentHost { _ in
            StackComponent(children: [
                Component(
                    view: ViewConfiguration(UIView.self, [.gesture(chosen, action: ComponentAction(.handleGesture))]),
                    size: ComponentSize(width: 10, height: 10)
                ),
                Component(
                    view: ViewConfiguration(UIView.self, [.gesture(dynamic, action: ComponentAction(.handleGesture))]),
                    size: ComponentSize(width: 10, height: 10)
                ),
            ])
        }
        let root = makeRootView()
        let reports = RuntimeDiagnostics.collect { host.mount(in: root) }
        #expect(reports.isEmpty)
        #expect((root.subviews[0].gestureRecognizers ?? []).isEmpty)
        let installed = try #require(root.subviews[1].gestureRecognizers?.first)
        #expect(type(of: installed) == UIPanGestureRecognizer.self)
    }

    @Test("a nil selector finds no target and no responder performs it, as in ComponentKit's lookups")
    func nilSelectorLookup() {
        let host = ComponentHost { _ in ActionsDemoComponent() }
        host.mount(in: makeRootView())
        let demo = host.rootComponent
        #expect(demo?.target(forAction: nil, withSender: nil) == nil)
        #expect(demo?.canPerformAction(nil, withSender: nil) == false)
        #expect(demo?.target(forAction: .handleGesture, withSender: nil) === demo, "a selector still finds its handler")
        let responder = Responder()
        #expect(responder.target(forAction: nil, withSender: nil) == nil)
        #expect(responder.canPerformAction(nil, withSender: nil) == false)
    }

    @Test("a stateful component built without a scope reads nil state, as in ComponentKit, without a report")
    func stateWithoutScope() throws {
        let unscoped = MaybeScopedCounter(scope: nil)
        let scoped = MaybeScopedCounter(scope: "counter")
        let reports = RuntimeDiagnostics.collect {
            ComponentHost { _ in unscoped }.mount(in: makeRootView())
            ComponentHost { _ in scoped }.mount(in: makeRootView())
        }
        #expect(reports.isEmpty)
        #expect(unscoped.seenState == .some(nil))
        #expect(scoped.seenState == .some(MaybeScopedCounter.State(count: 7)))
    }

    @Test("the scopes a build is inside are visible, outermost first, to the component being built")
    func scopeStack() {
        let log = RenderLog()
        let tree = StackRecordingComponent(
            "outer",
            log: log,
            child: StackRecordingComponent(
                "plain",
                scoped: false,
                log: log,
                child: StackComponent(children: [
                    StackRecordingComponent("inner", log: log),
                    StackRecordingComponent("sibling", log: log),
                ])
            )
        )
        ComponentHost { _ in tree }.mount(in: makeRootView())
        #expect(
            log.entries == [
                "outer: outer", "plain: outer", "inner: outer > inner", "sibling: outer > sibling",
            ]
        )
        #expect(CurrentScope.stack.isEmpty, "nothing is left on the stack after the build")
    }

    @Test("a state update renders again with the scopes above the updated one on the stack")
    func scopeStackOnStateUpdate() throws {
        let log = RenderLog()
        let inner = StatefulStackRecorder(log: log)
        let host = ComponentHost(asynchronousUpdateDelivery: .manual) { _ in
            StackRecordingComponent("outer", log: log, child: inner)
        }
        host.mount(in: makeRootView())
        log.removeAll()
        inner.updateState(mode: .synchronous) { $0 += 1 }
        #expect(log.entries == ["stateful: outer > stateful"])
    }
}

/// A stateful composite with a scope that records the scope stack while it renders.
private final class StatefulStackRecorder: CompositeComponent {
    let log: RenderLog
    init(log: RenderLog) {
        self.log = log
        super.init(scope: "stateful")
    }
    override func render() -> Component {
        let names = CurrentScope.stack.map {
            ($0 as? StackRecordingComponent)?.name ?? ($0 is StatefulStackRecorder ? "stateful" : "?")
        }
        log.append("stateful: \(names.joined(separator: " > "))")
        return Component(size: ComponentSize(width: 10, height: 10))
    }
}

extension StatefulStackRecorder: StatefulComponent {
    static var initialState: Int { 0 }
}
