import ComponentRuntime
import Foundation
import Testing

/// A tree unmounted and mounted again: its controllers hear a first mount again (the unmount ended the
/// previous one), not a remount.
@MainActor
@Suite("Mounting again after an unmount")
struct ControllerRemountTests {
    @Test("unmount then mount: willUnmount/didUnmount, then willMount/didMount again")
    func mountAfterUnmount() {
        let log = EventLog()
        let host = ComponentHost(context: Context().with(LogKey.self, log)) { _ in counterList(["a"]) }
        let root = makeRootView()
        host.mount(in: root)
        host.unmount()
        host.mount(in: root)
        let mountEvents = log.entries.filter { $0.contains("ount") }
        #expect(
            mountEvents == [
                "a.willMount", "a.didMount", "a.willUnmount", "a.didUnmount", "a.willMount", "a.didMount",
            ]
        )
    }

    @Test("mount into another view: the tree leaves the first view and mounts anew in the second")
    func mountElsewhere() {
        let log = EventLog()
        let host = ComponentHost(context: Context().with(LogKey.self, log)) { _ in counterList(["a"]) }
        let first = makeRootView()
        let second = makeRootView()
        host.mount(in: first)
        host.mount(in: second)
        let lastFour = Array(log.entries.filter { $0.contains("ount") }.suffix(4))
        #expect(lastFour == ["a.willUnmount", "a.didUnmount", "a.willMount", "a.didMount"])
        #expect(second.subviews.filter { !$0.isHidden }.count == 1)
    }
}
