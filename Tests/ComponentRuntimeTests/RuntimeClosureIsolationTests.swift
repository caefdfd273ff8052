import ComponentRuntime
import Dispatch
import Foundation
import Testing

/// A list of 40-point rows in a 200-point window whose nearing-end closure loads one more page of ten, in scoped
/// state: the way a feed asks for more.
private struct PagedFeed: ComponentDescription {
    @ScopedState var pages = 1

    var body: Component {
        FlexboxComponent {
            ViewComponent<UILabel>(size: ComponentSize(height: 20)) { .text("pages \(pages)") }
            ComponentRuntime.ListComponent(
                Array(0..<(pages * 10)),
                id: \.self,
                size: ComponentSize(height: 200),
                nearingEndThreshold: 40,
                onNearingEnd: { _ in pages += 1 }
            ) { row in
                ViewComponent<UILabel>(size: ComponentSize(height: 40)) { .text("row \(row)") }
            }
        }
    }
}

/// The same feed keeping its page count in a typed state, changed with `updateState` from `onScroll` and
/// `onNearingEnd`: those find the description's scope only when the list calls them as handlers.
private struct TypedPagedFeed: DescribedStatefulComponent {
    struct State: Sendable {
        var pages = 1
        var scrolls = 0
    }
    static var initialState: State { State() }

    var body: Component {
        FlexboxComponent {
            ViewComponent<UILabel>(size: ComponentSize(height: 20)) {
                .text("pages \(state.pages) scrolls \(state.scrolls)")
            }
            ScrollComponent(
                size: ComponentSize(height: 200),
                nearingEndThreshold: 40,
                onScroll: { _ in updateState { $0.scrolls += 1 } },
                onNearingEnd: { _ in updateState { $0.pages += 1 } }
            ) {
                for row in 0..<(state.pages * 10) {
                    ViewComponent<UILabel>(size: ComponentSize(height: 40)) { .text("row \(row)") }
                }
            }
        }
    }
}

/// A description whose state a test changes from off the main actor.
private struct Counter: ComponentDescription, Sendable {
    @ScopedState var count = 0

    var body: Component {
        ViewComponent<UILabel>(size: ComponentSize(width: 100, height: 20)) { .text("\(count)") }
    }
}

/// Runs `body` on a global queue, not the main one, and waits for it. `sync` runs it on this very thread (so the
/// diagnostics `RuntimeDiagnostics.collect` buffers for this task are still this task's), but off the main queue.
/// `@Sendable`, so that the closure is not the main actor's either (`#isolation` reads `nil` in it).
private func offTheMainQueue(_ body: @Sendable () -> Void) {
    DispatchQueue.global().sync { body() }
}

@MainActor
@Suite("Closures the runtime calls run on the main actor; state changes that cannot apply are reported")
struct RuntimeClosureIsolationTests {
    private func labels(in view: UIView) -> [String] {
        allSubviews(of: view).compactMap { ($0 as? UILabel)?.text }
    }

    @Test("a list's onNearingEnd that changes scoped state shows the change after the flush")
    func nearingEndChangesScopedState() throws {
        let host = ComponentHost(asynchronousUpdateDelivery: .manual) { PagedFeed() }
        let view = makeRootView(width: 200, height: 220)
        host.mount(in: view)
        let list = try #require(allSubviews(of: view).compactMap { $0 as? ComponentScrollView }.first)
        #expect(list.contentSize.height == 400)
        let reported = RuntimeDiagnostics.collect {
            list.simulateScroll(to: CGPoint(x: 0, y: 180), steps: 2)
        }
        #expect(reported.isEmpty, "the change applies: nothing is reported")
        host.flush()
        #expect(labels(in: view).first == "pages 2")
        #expect(list.contentSize.height == 800, "the second page is in the list")
    }

    @Test("onScroll and onNearingEnd run as handlers: typed updateState in them reaches the description's scope")
    func scrollClosuresUpdateTypedState() throws {
        let host = ComponentHost(asynchronousUpdateDelivery: .manual) { TypedPagedFeed() }
        let view = makeRootView(width: 200, height: 220)
        host.mount(in: view)
        let scrollView = try #require(allSubviews(of: view).compactMap { $0 as? ComponentScrollView }.first)
        let reported = RuntimeDiagnostics.collect {
            scrollView.simulateScroll(to: CGPoint(x: 0, y: 180), steps: 2)
        }
        #expect(reported.isEmpty, "\(reported)")
        host.flush()
        #expect(labels(in: view).first == "pages 2 scrolls 2")
    }

    @Test("code on the main actor may change state outside any handler, wherever the main queue runs")
    func mainActorIsRecognised() throws {
        // Swift Testing on Linux runs main-actor tests on the thread draining the main queue, not the main thread.
        let host = ComponentHost(asynchronousUpdateDelivery: .manual) { Counter() }
        let view = makeRootView()
        host.mount(in: view)
        let counter = try #require(host.rootComponent as? DescribedComponent<Counter>).value
        let reported = RuntimeDiagnostics.collect { counter.count = 3 }
        #expect(reported.isEmpty, "\(reported)")
        host.flush()
        #expect(labels(in: view) == ["3"])
    }

    @Test("a scoped state changed off the main actor is dropped and reported as a warning naming its declaration")
    func offMainScopedStateChange() throws {
        let host = ComponentHost(asynchronousUpdateDelivery: .manual) { Counter() }
        let view = makeRootView()
        host.mount(in: view)
        let counter = try #require(host.rootComponent as? DescribedComponent<Counter>).value
        let reported = RuntimeDiagnostics.collect { offTheMainQueue { counter.count = 5 } }
        #expect(reported.map(\.kind) == [.stateUpdateOffMainActor])
        #expect(reported.first?.isFault == false, "a warning: it never stops the program")
        #expect(
            reported.first?.message.contains("RuntimeClosureIsolationTests.swift:57") == true,
            "names where the property is declared: \(reported)"
        )
        host.flush()
        #expect(labels(in: view) == ["0"], "dropped")
    }

    @Test("a binding set off the main actor is reported at the line that set it")
    func offMainBindingChange() throws {
        let host = ComponentHost(asynchronousUpdateDelivery: .manual) { Counter() }
        host.mount(in: makeRootView())
        let binding = try #require(host.rootComponent as? DescribedComponent<Counter>).value.$count
        let line = #line + 1
        let reported = RuntimeDiagnostics.collect { offTheMainQueue { binding.set(7) } }
        #expect(reported.map(\.kind) == [.stateUpdateOffMainActor])
        #expect(reported.first?.message.contains("RuntimeClosureIsolationTests.swift:\(line)") == true, "\(reported)")
    }

    @Test("with no handler installed, a dropped state change is logged and the program goes on")
    func offMainChangeIsLoggedNotFatal() throws {
        let host = ComponentHost(asynchronousUpdateDelivery: .manual) { Counter() }
        host.mount(in: makeRootView())
        let counter = try #require(host.rootComponent as? DescribedComponent<Counter>).value
        let previousHandler = RuntimeDiagnostics.handler
        let previousLog = RuntimeDiagnostics.log
        var logged: [String] = []
        RuntimeDiagnostics.handler = nil
        RuntimeDiagnostics.log = { logged.append($0) }
        defer {
            RuntimeDiagnostics.handler = previousHandler
            RuntimeDiagnostics.log = previousLog
        }
        // Buffered while `collect`'s body runs, then delivered with the handler it installed; here the same
        // buffer is delivered with no handler, as a change from a background task would be.
        let buffered = RuntimeDiagnostics.collect { offTheMainQueue { counter.count = 9 } }
        RuntimeDiagnostics.handler = nil
        for diagnostic in buffered { RuntimeDiagnostics.report(diagnostic.kind, diagnostic.message) }
        #expect(logged.count == 1)
        #expect(logged.first?.contains("stateUpdateOffMainActor") == true)
    }
}
