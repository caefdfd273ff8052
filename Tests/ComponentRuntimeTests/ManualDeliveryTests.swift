import ComponentRuntime
import Foundation
import Testing

/// With `.manual` delivery, asynchronous updates wait for ``ComponentHost/flush()``: nothing is scheduled on the
/// run loop, however many turns pass.
@MainActor
@Suite("Manual update delivery")
struct ManualDeliveryTests {
    @Test("an asynchronous update under manual delivery waits for flush()")
    func waitsForFlush() async throws {
        let host = ComponentHost(asynchronousUpdateDelivery: .manual) { _ in counterList(["a"]) }
        let root = makeRootView()
        host.mount(in: root)
        let counter = try #require((host.rootComponent as? StackComponent)?.children.first as? CounterComponent)
        let label = try #require(root.subviews.first as? UILabel)

        counter.updateState(mode: .asynchronous) { $0.values.append(1) }
        for _ in 0..<20 { await Task.yield() }
        try await Task.sleep(for: .milliseconds(20))
        #expect(host.hasPendingUpdates)
        #expect(label.text == "a: ")

        host.flush()
        #expect(!host.hasPendingUpdates)
        #expect(label.text == "a: 1")
    }
}
