import ComponentRuntime
import Foundation
import Testing

extension ActionSelector {
    fileprivate static let didPing = ActionSelector("didPing:")
}

/// Handles `didPing:` and records every ping with its argument.
private final class PingRecorder: Responder, ActionResponder {
    var pings: [String] = []
    static let actionTable: AnyActionTable = ActionTable<PingRecorder>([
        .didPing: .withArgument { (target, _: Component, word: String) in target.pings.append(word) }
    ])
}

/// A scoped composite whose render asks a helper for an action scoped to "the component rendering".
private final class HelperUsingComponent: CompositeComponent {
    private(set) var madeAction: ComponentAction<String>?
    init() { super.init(scope: "helper") }

    override func render() -> Component {
        madeAction = pingAction()
        return Component(size: ComponentSize(width: 10, height: 10))
    }

    /// A helper that knows nothing of the component it is called for.
    private func pingAction() -> ComponentAction<String>? { .scopedToCurrentScope(.didPing) }
}

private enum NameKey: ContextKey {
    static var defaultValue: String { "" }
}

private enum CountKey: ContextKey {
    static var defaultValue: Int { 0 }
}

/// A stateful view controller whose pool context becomes invalid when the test says so.
private final class VideoComponent: StatefulViewComponent {
    let video: String
    init(video: String) {
        self.video = video
        super.init(size: ComponentSize(width: 40, height: 40), scope: "video")
    }
}

@MainActor
private final class VideoComponentController: StatefulViewComponentController<VideoComponent, UIView> {
    static var deletedVideos: Set<String> = []
    override class func contextForNewStatefulView(_ component: VideoComponent) -> AnyHashable? { component.video }
    override class func isContextValid(_ context: AnyHashable?) -> Bool {
        !(context.flatMap { $0 as? String }.map(deletedVideos.contains) ?? false)
    }
}

extension VideoComponent: ControllerProviding {
    static func makeController(for component: VideoComponent) -> AnyComponentController {
        VideoComponentController(component: component)
    }
}

@MainActor
@Suite("ComponentKit APIs: null and adapted actions, the current scope, paused updates, invalidation, contexts")
struct ComponentKitAPITests {
    // MARK: Null actions

    @Test("a nil control action installs nothing and takes the action off a reused control")
    func nullControlAction() throws {
        let action = Ref<ComponentAction<Void>?>(ComponentAction(.didPing))
        let host = ComponentHost(asynchronousUpdateDelivery: .manual) { _ in
            Component(
                view: ViewConfiguration(UIButton.self, [.controlAction(action.value)]),
                size: ComponentSize(width: 10, height: 10)
            )
        }
        let root = makeRootView()
        host.mount(in: root)
        let button = try #require(root.subviews.first as? UIButton)
        #expect(button.componentActions(for: .touchUpInside) == [.didPing])
        action.value = nil
        host.rebuild()
        #expect(root.subviews.first === button, "the control is reused")
        #expect(button.componentActions(for: .allEvents).isEmpty, "the null action took the old one off, added none")
    }

    @Test("a nil gesture action installs no recognizer; a nil accessibility action is not offered")
    func nullGestureAndAccessibilityActions() throws {
        let host = ComponentHost { _ in
            Component(
                view: ViewConfiguration(
                    UIView.self,
                    [
                        .tapGesture(nil as ComponentAction<UIGestureRecognizer>?),
                        .gesture(UIPanGestureRecognizer.self, action: nil as ComponentAction<UIGestureRecognizer>?),
                        .accessibilityCustomActions([
                            ComponentAccessibilityAction(name: "Like", selector: .didPing),
                            ComponentAccessibilityAction(name: "Nothing", action: nil),
                        ]),
                    ]
                ),
                size: ComponentSize(width: 10, height: 10)
            )
        }
        let root = makeRootView()
        host.mount(in: root)
        let view = try #require(root.subviews.first)
        #expect(view.gestureRecognizers == nil)
        #expect(view.accessibilityCustomActions?.map(\.name) == ["Like"])
    }

    // MARK: Promoted, demoted and combined actions

    @Test("demoting supplies the missing argument; promoting drops the extra one; nil adapts to nil")
    func promotedAndDemoted() throws {
        let recorder = PingRecorder()
        let sender = Component()
        let ping = ComponentAction<String>(.didPing, target: recorder)

        let shout = try #require(
            ComponentAction<Int>.demoted(from: ping) { count in String(repeating: "!", count: count) }
        )
        shout.send(from: sender, 3)
        let fromTap = try #require(ComponentAction<UIGestureRecognizer>.promoted(from: ping) { _ in "tap" })
        fromTap.send(from: sender, UITapGestureRecognizer())
        #expect(recorder.pings == ["!!!", "tap"])

        var cleared = 0
        let clear = ComponentAction<Void> { _, _ in cleared += 1 }
        clear.promoted(to: String.self).send(from: sender, "ignored")
        #expect(cleared == 1)

        #expect(ComponentAction<Int>.demoted(from: nil as ComponentAction<String>?) { "\($0)" } == nil)
        #expect(ComponentAction<Int>.promoted(from: nil as ComponentAction<Void>?) { _ in () } == nil)
    }

    @Test("a combined action sends each action in order; nil ones are left out")
    func combined() throws {
        let recorder = PingRecorder()
        let sender = Component()
        let first = ComponentAction<String>(.didPing, target: recorder)
        let second = ComponentAction<String> { _, word in recorder.pings.append("block \(word)") }
        let both = try #require(ComponentAction.combined(first, nil, second))
        both.send(from: sender, "hi")
        #expect(recorder.pings == ["hi", "block hi"])
        #expect(ComponentAction<String>.combined(nil, nil) == nil)
        #expect(ComponentAction.combined(first) == first, "one action stays itself")
    }

    // MARK: The current scope

    @Test("a helper called from render makes an action scoped to the component rendering")
    func currentScope() throws {
        let component = HelperUsingComponent()
        let host = ComponentHost(asynchronousUpdateDelivery: .manual) { _ in component }
        let root = makeRootView()
        host.mount(in: root)
        let action = try #require(component.madeAction)
        #expect(action == ComponentAction<String>(.didPing, scopedTo: component))
        #expect(CurrentScope.component == nil, "outside a render there is none")

        var made: ComponentAction<String>?
        let diagnostics = RuntimeDiagnostics.collect { made = .scopedToCurrentScope(.didPing) }
        #expect(made == nil)
        #expect(diagnostics.map(\.kind) == [.missingScope])
    }

    // MARK: Pausing state updates

    @Test("paused, updates of every mode wait; resuming applies them in order with one render")
    func pausedStateUpdates() throws {
        let renders = RenderCounter()
        let host = ComponentHost(context: Context().with(RenderCounterKey.self, renders)) { _ in
            CounterComponent(name: "a")
        }
        let root = makeRootView()
        host.mount(in: root)
        let counter = try #require(host.rootComponent as? CounterComponent)
        host.pausesStateUpdates = true
        counter.updateState(mode: .synchronous) { $0.values.append(1) }
        counter.updateState(mode: .asynchronous) { $0.values.append(2) }
        host.flush()
        host.rebuild()
        #expect(host.hasPendingUpdates)
        #expect((root.subviews.first as? UILabel)?.text == "a: ", "nothing applied while paused")
        let rendersBefore = renders.renders["a"]
        host.pausesStateUpdates = false
        #expect(!host.hasPendingUpdates)
        #expect((root.subviews.first as? UILabel)?.text == "a: 1,2")
        #expect(renders.renders["a"] == rendersBefore.map { $0 + 1 }, "one render for both")
    }

    // MARK: Announcing invalidation

    @Test("invalidating a host unmounts its tree, invalidates every controller and starts new scopes after")
    func invalidation() throws {
        let log = EventLog()
        let host = ComponentHost(context: Context().with(LogKey.self, log), asynchronousUpdateDelivery: .manual) {
            _ in counterList(["a", "b"])
        }
        let root = makeRootView()
        host.mount(in: root)
        let counter = try #require((host.rootComponent as? StackComponent)?.children.first as? CounterComponent)
        counter.updateState(mode: .synchronous) { $0.values = [7] }
        log.entries.removeAll()

        host.invalidate()
        #expect(
            log.entries == [
                "a.willUnmount", "b.willUnmount", "a.didUnmount", "b.didUnmount", "a.invalidate", "b.invalidate",
            ]
        )
        #expect(host.rootComponent == nil)
        #expect(host.mountedView == nil)

        host.mount(in: root)
        let fresh = try #require((host.rootComponent as? StackComponent)?.children.first as? CounterComponent)
        #expect(fresh.state.values.isEmpty, "a new scope, with the initial state")
        counter.updateState(mode: .synchronous) { $0.values = [8] }
        #expect(host.ignoredStateUpdateCount == 1, "the old scope is gone")
    }

    // MARK: Listing a context's values

    @Test("a context lists the values set in it, by key, sorted by the key's name")
    func contextEntries() {
        let context = Context().with(NameKey.self, "feed").with(CountKey.self, 3)
        let entries = context.entries
        #expect(entries.count == 2)
        #expect(entries.map { "\($0.key)" } == ["CountKey", "NameKey"])
        #expect(entries.first?.value as? Int == 3)
        #expect(entries.last?.value as? String == "feed")
        #expect(Context().entries.isEmpty)
    }

    // MARK: The stateful view pool's context check

    @Test("the pool drops stateful views whose context became invalid instead of reusing them")
    func statefulViewContextValidity() throws {
        StatefulViewReusePool.shared.removeAll()
        VideoComponentController.deletedVideos = []
        defer { StatefulViewReusePool.shared.removeAll() }
        let video = Ref<String?>("cat")
        let host = ComponentHost(asynchronousUpdateDelivery: .manual) { _ in
            video.value.map { VideoComponent(video: $0) } ?? Component()
        }
        let root = makeRootView()
        host.mount(in: root)
        video.value = nil
        host.rebuild()
        #expect(StatefulViewReusePool.shared.count(for: VideoComponentController.self, context: "cat") == 1)

        VideoComponentController.deletedVideos = ["cat"]
        StatefulViewReusePool.shared.dropViewsWithInvalidContext()
        #expect(StatefulViewReusePool.shared.count(for: VideoComponentController.self, context: "cat") == 0)
    }
}

@MainActor
@Suite("The stateful view pool's pending list", .serialized)
struct StatefulViewPendingTests {
    init() { StatefulViewReusePool.shared.removeAll() }

    private func cell() -> UIView { makeRootView(width: 300, height: 120) }

    @Test("a view kept while it cannot be given up is pending; another component takes it once it may go")
    func pendingViewIsTakenOnceItMayGo() throws {
        defer { StatefulViewReusePool.shared.removeAll() }
        let host = ComponentHost { _ in RecommendationsComponent(id: "video") }
        let firstCell = cell()
        host.mount(in: firstCell)
        let controller = try #require(host.rootComponent?.nextResponder as? RecommendationsComponentController)
        let view = try #require(controller.statefulView)
        controller.isFullScreen = true
        host.unmount()
        let pool = StatefulViewReusePool.shared
        #expect(pool.pendingCount(for: RecommendationsComponentController.self) == 1)
        #expect(pool.count(for: RecommendationsComponentController.self) == 0)

        // Full screen ends without the controller saying so: the next component that needs a view asks.
        controller.setFullScreenQuietly(false)
        let other = ComponentHost { _ in RecommendationsComponent(id: "other") }
        let otherCell = cell()
        other.mount(in: otherCell)
        #expect(controller.statefulView == nil, "given up when asked")
        #expect(otherCell.subviews.first?.subviews.first === view)
        #expect(pool.pendingCount(for: RecommendationsComponentController.self) == 0)
    }

    @Test("a purge pools the pending views that may go and forgets those their controllers keep")
    func purge() throws {
        defer { StatefulViewReusePool.shared.removeAll() }
        let hosts = ["a", "b"].map { id in ComponentHost { _ in RecommendationsComponent(id: id) } }
        let cells = [cell(), cell()]
        for (host, cell) in zip(hosts, cells) { host.mount(in: cell) }
        let controllers = try hosts.map {
            try #require($0.rootComponent?.nextResponder as? RecommendationsComponentController)
        }
        for controller in controllers { controller.isFullScreen = true }
        for host in hosts { host.unmount() }
        controllers[0].setFullScreenQuietly(false)
        let pool = StatefulViewReusePool.shared
        pool.purgePendingViews()
        #expect(pool.count(for: RecommendationsComponentController.self) == 1, "a's view")
        #expect(pool.pendingCount(for: RecommendationsComponentController.self) == 0)
        #expect(controllers[0].statefulView == nil)
        #expect(controllers[1].statefulView != nil, "b keeps its view")
    }

    @Test("a controller whose component comes back keeps its pending view")
    func remountKeepsPendingView() throws {
        defer { StatefulViewReusePool.shared.removeAll() }
        let host = ComponentHost { _ in RecommendationsComponent(id: "video") }
        let firstCell = cell()
        host.mount(in: firstCell)
        let controller = try #require(host.rootComponent?.nextResponder as? RecommendationsComponentController)
        let view = try #require(controller.statefulView)
        controller.isFullScreen = true
        host.unmount()
        host.mount(in: firstCell)
        #expect(controller.statefulView === view)
        #expect(StatefulViewReusePool.shared.pendingCount(for: RecommendationsComponentController.self) == 0)
    }
}
