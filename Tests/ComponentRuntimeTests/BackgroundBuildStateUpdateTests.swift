import ComponentRuntime
import Foundation
import Testing

// In the serialized suite of BackgroundBuildTests: these builds block a thread while they wait at the gate.
extension BackgroundBuildTests {
    @Test("a state update made while a tree is built in the background, with no rebuild asked for, applies after it")
    func updateDuringABackgroundBuildApplies() async throws {
        let (host, root, counter, gate) = try mountGatedCounter()

        let building = Task { await host.rebuildInBackground() }
        while gate.arrivals < 2 { await Task.yield() }
        counter.updateState(mode: .synchronous) { $0.count = 3 }
        #expect((root.subviews.first as? UILabel)?.text == "count 0", "the update waits for the build")
        gate.open()
        await building.value
        #expect(host.hasPendingUpdates == false)
        #expect((root.subviews.first as? UILabel)?.text == "count 3")
    }
}
