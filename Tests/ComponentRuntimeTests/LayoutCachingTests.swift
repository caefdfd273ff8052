import ComponentRuntime
import Foundation
import Synchronization
import Testing

/// Counts how often components of this type are laid out.
final class LayoutTally: Sendable {
    private let storage = Mutex(0)
    var count: Int {
        get { storage.withLock { $0 } }
        set { storage.withLock { $0 = newValue } }
    }
}

private enum LayoutTallyKey: ContextKey {
    static var defaultValue: LayoutTally? { nil }
}

/// A leaf that counts its layouts (it reads the tally from the context it was built with).
final class CountingLeafComponent: CompositeComponent {
    let tally: LayoutTally
    init(tally: LayoutTally, id: String) {
        self.tally = tally
        super.init(scope: id)
    }
    override func render() -> Component {
        Component(view: ViewConfiguration(UIView.self), size: ComponentSize(width: 10, height: 10))
    }
    override func computeLayout(in range: SizeRange) -> ComponentLayout {
        tally.count += 1
        return super.computeLayout(in: range)
    }
}

@MainActor
@Suite("Layout caching across remounts")
struct LayoutCachingTests {
    @Test("after a state change, only the changed part of the tree is laid out again")
    func stateChangeRelaysOutOnlyWhatChanged() throws {
        let tally = LayoutTally()
        let host = ComponentHost(asynchronousUpdateDelivery: .manual) { _ in
            FlexboxComponent(children: [
                .init(CountingLeafComponent(tally: tally, id: "a")),
                .init(CountingLeafComponent(tally: tally, id: "b")),
                .init(CounterComponent(name: "c")),
            ])
        }
        let root = makeRootView()
        host.mount(in: root)
        let firstCount = tally.count
        #expect(firstCount >= 2)
        let counters = root.subviews.compactMap { $0.owningComponent?.parent as? CounterComponent }
        let counter = try #require(counters.first)
        counter.updateState(mode: .synchronous) { $0.values = [1] }
        #expect(tally.count == firstCount, "the unchanged siblings kept their layouts")
        #expect((root.subviews.last as? UILabel)?.text == "c: 1")
    }
}
