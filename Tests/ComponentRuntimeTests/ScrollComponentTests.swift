import ComponentRuntime
import Foundation
import Testing

/// A column of `count` 100 × 40 labels.
@MainActor
private func labelColumn(_ count: Int) -> Component {
    StackComponent(direction: .vertical, children: (0..<count).map { labelComponent("label \($0)", height: 40) })
}

/// The texts of the labels that show, in tree order.
@MainActor
private func shownLabels(in view: UIView) -> [String] {
    shownSubviews(of: view).compactMap { ($0 as? UILabel)?.text }
}

/// A description holding a vertical scroll component with a tap counter in it.
private struct ScrollingCounterDescription: ComponentDescription {
    var body: Component {
        ScrollComponent(size: ComponentSize(width: 200, height: 100), margin: 20) {
            for index in 0..<10 { IdentifiedCounterDescription(id: "counter \(index)") }
        }
    }
}

@MainActor
@Suite("Scroll component")
struct ScrollComponentTests {
    private func mount(_ root: @escaping @MainActor () -> Component) -> (ComponentHost, UIView) {
        let host = ComponentHost(asynchronousUpdateDelivery: .manual) { _ in root() }
        let view = makeRootView(width: 200, height: 400)
        host.mount(in: view)
        return (host, view)
    }

    @Test("its size comes from the range, its content size from the content's layout, unbounded on the axis")
    func sizes() throws {
        let (_, view) = mount {
            ScrollComponent(size: ComponentSize(width: 150, height: 100), content: labelColumn(10))
        }
        let scrollView = try #require(view.subviews.first as? ComponentScrollView)
        #expect(scrollView.frame == CGRect(x: 0, y: 0, width: 150, height: 100))
        #expect(scrollView.contentSize == CGSize(width: 150, height: 400), "the content fills the width")

        let (_, horizontal) = mount {
            ScrollComponent(axis: .horizontal, size: ComponentSize(width: 150)) {
                StackComponent(direction: .horizontal, children: (0..<5).map { labelComponent("\($0)", height: 30) })
            }
        }
        let row = try #require(horizontal.subviews.first as? ComponentScrollView)
        #expect(row.frame.size == CGSize(width: 150, height: 30), "as tall as its content across the axis")
        #expect(row.contentSize == CGSize(width: 500, height: 30))
        #expect(shownLabels(in: horizontal) == ["0", "1"])
    }

    @Test("only the children meeting the visible rect and margin are mounted, and scrolling changes which")
    func incrementalMounting() throws {
        let (host, view) = mount {
            ScrollComponent(size: ComponentSize(width: 150, height: 100), margin: 30, content: labelColumn(10))
        }
        let scrollView = try #require(view.subviews.first as? ComponentScrollView)
        #expect(shownLabels(in: view) == (0..<4).map { "label \($0)" }, "0…100 and 30 more")
        scrollView.contentOffset = CGPoint(x: 0, y: 200)
        #expect(shownLabels(in: view) == (4..<9).map { "label \($0)" }, "170…330")
        #expect(host.statistics.subtreesCulled == 4)
        #expect(host.statistics.viewsCreated == 1, "three of the four views that left are taken again")
    }

    @Test("state in a description inside a scroll component survives scrolling out and back")
    func stateSurvivesScrolling() throws {
        let (host, view) = mount { ScrollingCounterDescription().inflate() }
        let scrollView = try #require(view.subviews.first as? ComponentScrollView)
        let first = try #require(shownSubviews(of: view).compactMap { $0 as? UIButton }.first)
        first.sendActions(for: .touchUpInside)
        host.flush()
        #expect(shownButtonTitles(in: view).first == "counter 0 1")
        scrollView.contentOffset = CGPoint(x: 0, y: 200)
        #expect(!shownButtonTitles(in: view).contains("counter 0 1"))
        scrollView.contentOffset = .zero
        #expect(shownButtonTitles(in: view).first == "counter 0 1")
    }

    @Test("controllers of children that leave the visible rect unmount, and mount again when they come back")
    func controllersFollowVisibility() throws {
        let log = EventLog()
        let host = ComponentHost(context: Context().with(LogKey.self, log)) { _ in
            ScrollComponent(
                size: ComponentSize(width: 100, height: 20),
                content: counterList(["a", "b", "c", "d", "e"])
            )
        }
        let view = makeRootView()
        host.mount(in: view)
        let scrollView = try #require(view.subviews.first as? ComponentScrollView)
        #expect(log.entries.filter { $0.hasSuffix(".didMount") } == ["a.didMount", "b.didMount"])

        log.entries.removeAll()
        scrollView.contentOffset = CGPoint(x: 0, y: 30)
        let calls = log.entries.filter { !$0.contains("Layout") && !$0.contains("View") }
        #expect(
            calls == [
                "d.willMount", "e.willMount", "a.willUnmount", "b.willUnmount", "a.didUnmount", "b.didUnmount",
                "d.didMount", "e.didMount",
            ]
        )

        log.entries.removeAll()
        scrollView.contentOffset = CGPoint(x: 0, y: 25)
        #expect(log.entries.filter { $0.hasSuffix("Mount") || $0.hasSuffix("mount") } == ["c.willMount", "c.didMount"])
    }

    @Test("unmounting the host takes the content out; scrolling the hidden view then mounts nothing")
    func unmountedScrollViewMountsNothing() throws {
        let (host, view) = mount {
            ScrollComponent(size: ComponentSize(width: 150, height: 100), content: labelColumn(10))
        }
        let scrollView = try #require(view.subviews.first as? ComponentScrollView)
        host.unmount()
        scrollView.contentOffset = CGPoint(x: 0, y: 200)
        #expect(shownLabels(in: view).isEmpty)
    }
}
