import ComponentRuntime
import Foundation
import Testing

/// How much one mount pass visits: a state update mounts its scope's component and what is above it, and
/// skips each unchanged sibling subtree whole, whatever its position among the siblings.
@MainActor
@Suite("Mount passes: what a state update visits")
struct MountPassCountTests {
    @Test(
        "updating the first, middle or last of three counters mounts the stack and that counter, skipping two",
        arguments: [0, 1, 2]
    )
    func oneOfThree(index: Int) throws {
        let host = ComponentHost(asynchronousUpdateDelivery: .manual) { _ in counterList(["a", "b", "c"]) }
        let root = makeRootView()
        host.mount(in: root)
        #expect(host.statistics.componentsMounted == 7, "the stack, and each counter with its label")
        #expect(host.statistics.subtreesSkipped == 0)
        let counters = try #require(host.rootComponent as? StackComponent).children.compactMap {
            $0 as? CounterComponent
        }
        counters[index].updateState(mode: .synchronous) { $0.values = [9] }
        #expect(host.statistics.componentsMounted == 3, "the stack, the counter and its new label")
        #expect(host.statistics.subtreesSkipped == 2)
        #expect(host.statistics.attributesApplied == 1, "only the changed text")
        #expect(host.statistics.viewsCreated == 0)
        let texts = root.subviews.filter { !$0.isHidden }.compactMap { ($0 as? UILabel)?.text }
        #expect(
            texts == ["a", "b", "c"].enumerated().map { $0.offset == index ? "\($0.element): 9" : "\($0.element): " }
        )
    }

    @Test("a rebuild with equal inputs mounts every new component and applies nothing")
    func rebuildMountsAll() {
        let host = ComponentHost(asynchronousUpdateDelivery: .manual) { _ in counterList(["a", "b"]) }
        let root = makeRootView()
        host.mount(in: root)
        host.rebuild()
        #expect(host.statistics.componentsMounted == 5)
        #expect(host.statistics.subtreesSkipped == 0)
        #expect(host.statistics.attributesApplied == 0)
        #expect(host.statistics.attributesSkipped == 2)
        #expect(host.statistics.viewsCreated == 0)
        #expect(host.statistics.viewsHidden == 0)
        #expect(root.subviews.count == 2)
    }
}
