import ComponentRuntime
import Foundation
import Testing

/// Incremental mounting at the edge of the mounting rect: a child is mounted when its frame overlaps the visible
/// rect grown by the margin, strictly, so a frame that only touches the rect's edge is not mounted. Each edge is
/// shown one point before, at, and one point past the touch.
@MainActor
@Suite("Scroll component: the edges of the mounting rect")
struct ScrollMountingBoundaryTests {
    /// A scroll view 150 × 100 over a column of ten 100 × 40 labels: label n spans n×40 … n×40+40.
    private func mount(margin: CGFloat) throws -> (ComponentHost, UIView, ComponentScrollView) {
        let host = ComponentHost(asynchronousUpdateDelivery: .manual) { _ in
            ScrollComponent(
                size: ComponentSize(width: 150, height: 100),
                margin: margin,
                content: StackComponent(children: (0..<10).map { labelComponent("\($0)", height: 40) })
            )
        }
        let view = makeRootView(width: 200, height: 400)
        host.mount(in: view)
        let scrollView = try #require(view.subviews.first as? ComponentScrollView)
        return (host, view, scrollView)
    }

    private func shown(_ view: UIView) -> [String] { shownSubviews(of: view).compactMap { ($0 as? UILabel)?.text } }

    @Test(
        "the bottom edge: label 3 starts at 120, so a margin of 19 or 20 leaves it out and 21 mounts it",
        arguments: [(19, ["0", "1", "2"]), (20, ["0", "1", "2"]), (21, ["0", "1", "2", "3"])] as [(CGFloat, [String])]
    )
    func bottomEdge(margin: CGFloat, expected: [String]) throws {
        let (_, view, _) = try mount(margin: margin)
        #expect(shown(view) == expected)
    }

    @Test(
        "the top edge: label 0 ends at 40, so an offset of 39 keeps it, 40 and 41 let it go",
        arguments: [(39, ["0", "1", "2", "3"]), (40, ["1", "2", "3"]), (41, ["1", "2", "3"])] as [(CGFloat, [String])]
    )
    func topEdge(offset: CGFloat, expected: [String]) throws {
        let (host, view, scrollView) = try mount(margin: 0)
        scrollView.contentOffset = CGPoint(x: 0, y: offset)
        #expect(shown(view) == expected)
        #expect(host.statistics.subtreesCulled == (expected.first == "0" ? 0 : 1))
    }

    /// A horizontal scroll view 150 × 40 over a row of ten 40 × 40 labels: label n spans n×40 … n×40+40 along x.
    private func mountRow(margin: CGFloat) throws -> (UIView, ComponentScrollView) {
        let host = ComponentHost(asynchronousUpdateDelivery: .manual) { _ in
            ScrollComponent(
                axis: .horizontal,
                size: ComponentSize(width: 150, height: 40),
                margin: margin,
                content: StackComponent(
                    direction: .horizontal,
                    children: (0..<10).map { labelComponent("\($0)", width: 40, height: 40) }
                )
            )
        }
        let view = makeRootView(width: 200, height: 100)
        host.mount(in: view)
        return (view, try #require(view.subviews.first as? ComponentScrollView))
    }

    @Test(
        "the left edge: label 0 ends at x = 40, so an offset of 39 keeps it, 40 and 41 let it go (label 4 is in view)",
        arguments: [(39, ["0", "1", "2", "3", "4"]), (40, ["1", "2", "3", "4"]), (41, ["1", "2", "3", "4"])]
            as [(CGFloat, [String])]
    )
    func leftEdge(offset: CGFloat, expected: [String]) throws {
        let (view, scrollView) = try mountRow(margin: 0)
        scrollView.contentOffset = CGPoint(x: offset, y: 0)
        #expect(shown(view) == expected)
    }

    @Test(
        "the right edge: label 4 starts at x = 160, so a margin of 9 or 10 leaves it out and 11 mounts it",
        arguments: [(9, ["0", "1", "2", "3"]), (10, ["0", "1", "2", "3"]), (11, ["0", "1", "2", "3", "4"])]
            as [(CGFloat, [String])]
    )
    func rightEdge(margin: CGFloat, expected: [String]) throws {
        let (view, _) = try mountRow(margin: margin)
        #expect(shown(view) == expected)
    }

    @Test("scrolling back mounts what comes into the rect again, in tree order")
    func scrollBack() throws {
        let (_, view, scrollView) = try mount(margin: 0)
        scrollView.contentOffset = CGPoint(x: 0, y: 200)
        #expect(shown(view) == ["5", "6", "7"])
        scrollView.contentOffset = CGPoint(x: 0, y: 0)
        #expect(shown(view) == ["0", "1", "2"])
    }
}
