import ComponentRuntime
import Foundation
import Testing

/// The host's state-update queue at its edges: what a flush does when nothing (or nothing live) waits, which
/// pause changes apply what waited, in which order waiting updates apply, and what a second mount into the
/// same view does. Each rule is shown with its near miss.
@MainActor
@Suite("Host: state-update queue edges and repeated mounts")
struct HostUpdateEdgeTests {
    private func counters(_ host: ComponentHost) throws -> [CounterComponent] {
        try #require(host.rootComponent as? StackComponent).children.compactMap { $0 as? CounterComponent }
    }

    /// The labels shown (a view no longer used stays, hidden, for reuse).
    private func labels(_ root: UIView) -> [String] {
        root.subviews.filter { !$0.isHidden }.compactMap { ($0 as? UILabel)?.text }
    }

    @Test("a flush with nothing waiting, or only updates for scopes that left, renders nothing")
    func flushWithoutLiveUpdates() throws {
        let names = Ref(["a", "b"])
        let host = ComponentHost(asynchronousUpdateDelivery: .manual) { _ in counterList(names.value) }
        let root = makeRootView()
        host.mount(in: root)
        let builds = host.buildCount
        host.flush()
        #expect(host.buildCount == builds, "nothing waited")

        let b = try counters(host)[1]
        names.value = ["a"]
        host.rebuild()
        let afterRebuild = host.buildCount
        b.updateState(mode: .enqueued) { $0.values = [1] }
        #expect(host.hasPendingUpdates)
        _ = RuntimeDiagnostics.collect { host.flush() }
        #expect(host.buildCount == afterRebuild, "only a stale update: no render")
        #expect(host.ignoredStateUpdateCount == 1)
        #expect(!host.hasPendingUpdates)

        // The near miss: one live update beside a stale one renders once.
        b.updateState(mode: .enqueued) { $0.values = [2] }
        try counters(host)[0].updateState(mode: .enqueued) { $0.values = [3] }
        _ = RuntimeDiagnostics.collect { host.flush() }
        #expect(host.buildCount == afterRebuild + 1)
        #expect(host.ignoredStateUpdateCount == 2)
        #expect(labels(root) == ["a: 3"])
    }

    @Test("setting pausesStateUpdates to false when it was already false applies nothing")
    func unpausingOnlyFromPaused() throws {
        let host = ComponentHost(asynchronousUpdateDelivery: .manual) { _ in counterList(["a"]) }
        let root = makeRootView()
        host.mount(in: root)
        try counters(host)[0].updateState(mode: .enqueued) { $0.values = [1] }
        host.pausesStateUpdates = false
        #expect(host.hasPendingUpdates, "not paused before: nothing to resume")
        #expect(labels(root) == ["a: "])
        host.pausesStateUpdates = true
        host.pausesStateUpdates = true
        #expect(host.hasPendingUpdates)
        host.pausesStateUpdates = false
        #expect(!host.hasPendingUpdates, "resumed: what waited applies")
        #expect(labels(root) == ["a: 1"])
    }

    @Test("a synchronous update applies after the updates queued before it, in the order they were made")
    func synchronousAfterQueued() throws {
        let host = ComponentHost(asynchronousUpdateDelivery: .manual) { _ in counterList(["a", "b"]) }
        let root = makeRootView()
        host.mount(in: root)
        let builds = host.buildCount
        try counters(host)[0].updateState(mode: .enqueued) { $0.values.append(1) }
        try counters(host)[0].updateState(mode: .asynchronous) { $0.values.append(2) }
        try counters(host)[1].updateState(mode: .enqueued) { $0.values.append(4) }
        try counters(host)[0].updateState(mode: .synchronous) { $0.values.append(3) }
        #expect(labels(root) == ["a: 1,2,3", "b: 4"])
        #expect(host.buildCount == builds + 1, "one render for all four")
        #expect(!host.hasPendingUpdates)
    }

    @Test("a rebuild applies waiting updates and builds once")
    func rebuildAppliesWaiting() throws {
        let host = ComponentHost(asynchronousUpdateDelivery: .manual) { _ in counterList(["a"]) }
        let root = makeRootView()
        host.mount(in: root)
        let builds = host.buildCount
        try counters(host)[0].updateState(mode: .asynchronous) { $0.values = [7] }
        host.rebuild()
        #expect(!host.hasPendingUpdates)
        #expect(host.buildCount == builds + 1)
        #expect(labels(root) == ["a: 7"])
        #expect(try counters(host)[0].state.values == [7])
    }

    @Test("mounting an unchanged tree again into its view changes nothing; into another view, it moves")
    func mountTwiceSameView() throws {
        let log = EventLog()
        let host = ComponentHost(context: Context().with(LogKey.self, log), asynchronousUpdateDelivery: .manual) {
            _ in FramedCounterComponent(name: "a")
        }
        let root = makeRootView()
        host.mount(in: root)
        let view = try #require(root.subviews.first)
        log.entries.removeAll()
        host.mount(in: root)
        #expect(log.entries.isEmpty, "no callback: nothing changed")
        #expect(host.statistics.subtreesSkipped == 1)
        #expect(host.statistics.componentsMounted == 0)
        #expect(root.subviews.first === view)
        #expect(!view.isHidden)
        #expect(host.mountedView === root)

        log.entries.removeAll()
        let other = makeRootView()
        host.mount(in: other)
        #expect(
            log.entries == ["a.willUnmount", "a.relinquish", "a.didUnmount", "a.willMount", "a.acquire", "a.didMount"]
        )
        #expect(view.isHidden, "the view in the first root is no longer used")
        #expect(host.mountedView === other)
    }
}
