import ComponentRuntime
import Foundation
import Testing

/// Layout components at their limits: the spacing a stack adds for 0, 1, 2 and 3 children, a column's cross-axis
/// alignment, a range smaller than the content, insets larger than the range (never a negative child range),
/// and the order background and overlay children are placed in (which decides which view is on top).
@MainActor
@Suite("Layout components at their limits")
struct LayoutBoundaryTests {
    private func leaf(_ width: CGFloat, _ height: CGFloat) -> Component {
        Component(size: ComponentSize(width: width, height: height))
    }

    private func frames(_ layout: ComponentLayout) -> [CGRect] {
        layout.children.map { CGRect(origin: $0.origin, size: $0.layout.size) }
    }

    @Test(
        "a column with n children adds the spacing n-1 times, never for none",
        arguments: [(0, CGFloat(0)), (1, 10), (2, 25), (3, 40)]
    )
    func stackSpacingCount(children: Int, height: CGFloat) {
        let stack = StackComponent(spacing: 5, children: (0..<children).map { _ in leaf(20, 10) })
        let layout = stack.layout(in: .unconstrained)
        #expect(layout.size == CGSize(width: children == 0 ? 0 : 20, height: height))
        #expect(layout.children.map(\.origin.y) == (0..<children).map { CGFloat($0) * 15 })
    }

    @Test(
        "a column aligns narrower children on the cross axis, within its widest child",
        arguments: [(StackComponent.Alignment.start, CGFloat(0)), (.center, 15), (.end, 30)]
    )
    func columnAlignment(alignment: StackComponent.Alignment, x: CGFloat) {
        let stack = StackComponent(alignment: alignment, children: [leaf(50, 10), leaf(20, 10)])
        let layout = stack.layout(in: .unconstrained)
        #expect(layout.size == CGSize(width: 50, height: 20))
        #expect(
            frames(layout) == [CGRect(x: 0, y: 0, width: 50, height: 10), CGRect(x: x, y: 10, width: 20, height: 10)]
        )
    }

    @Test("a row laid out in a range smaller than its content is clamped; its children keep their sizes")
    func rowClampedByRange() {
        let stack = StackComponent(direction: .horizontal, spacing: 10, children: [leaf(40, 10), leaf(40, 30)])
        let layout = stack.layout(in: SizeRange(min: .zero, max: CGSize(width: 60, height: 20)))
        #expect(layout.size == CGSize(width: 60, height: 20))
        #expect(
            frames(layout) == [CGRect(x: 0, y: 0, width: 40, height: 10), CGRect(x: 50, y: 0, width: 40, height: 30)]
        )
    }

    @Test(
        "an inset's child gets the range's minimum less the insets, never below zero",
        arguments: [
            (CGFloat(100), CGSize(width: 80, height: 80)), (21, CGSize(width: 1, height: 1)), (20, .zero), (19, .zero),
        ]
    )
    func insetMinimum(minimum: CGFloat, child: CGSize) {
        let inset = InsetComponent(insets: UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10), child: Component())
        let range = SizeRange(
            min: CGSize(width: minimum, height: minimum),
            max: CGSize(width: 500, height: 500)
        )
        let layout = inset.layout(in: range)
        #expect(layout.children.first?.layout.size == child)
        #expect(layout.children.first?.origin == CGPoint(x: 10, y: 10))
        #expect(layout.size == CGSize(width: max(minimum, child.width + 20), height: max(minimum, child.height + 20)))
    }

    @Test(
        "an inset's child gets the range's maximum less the insets, never below zero",
        arguments: [(CGFloat(30), CGFloat(10)), (21, 1), (20, 0), (15, 0)]
    )
    func insetMaximum(maximum: CGFloat, child: CGFloat) {
        let inset = InsetComponent(insets: UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10), child: leaf(50, 50))
        let layout = inset.layout(in: SizeRange(min: .zero, max: CGSize(width: maximum, height: maximum)))
        #expect(layout.children.first?.layout.size == CGSize(width: child, height: child))
        #expect(layout.size == CGSize(width: maximum, height: maximum), "the child plus the insets, clamped")
    }

    @Test("insets given edge by edge: an edge left out is 0")
    func insetEdges() {
        let inset = InsetComponent(top: 1, left: 2, child: leaf(10, 10))
        let layout = inset.layout(in: .unconstrained)
        #expect(layout.size == CGSize(width: 12, height: 11))
        #expect(layout.children.first?.origin == CGPoint(x: 2, y: 1))
    }

    @Test("a background sits under its component, an overlay over it, both at the component's size")
    func backgroundAndOverlayOrder() {
        let front = labelComponent("front", width: 40, height: 20)
        let background = Component(view: ViewConfiguration(UIView.self))
        let root = makeRootView()
        let host = ComponentHost { _ in BackgroundComponent(front, background: background) }
        host.mount(in: root)
        #expect(root.subviews.map { $0 is UILabel } == [false, true], "the background's view first, so beneath")
        #expect(root.subviews.map(\.frame) == Array(repeating: CGRect(x: 0, y: 0, width: 40, height: 20), count: 2))

        let overlayRoot = makeRootView()
        let overlayHost = ComponentHost { _ in
            OverlayComponent(
                labelComponent("base", width: 40, height: 20),
                overlay: Component(view: ViewConfiguration(UIView.self))
            )
        }
        overlayHost.mount(in: overlayRoot)
        #expect(overlayRoot.subviews.map { $0 is UILabel } == [true, false], "the overlay's view last, so on top")
        #expect(
            overlayRoot.subviews.map(\.frame) == Array(repeating: CGRect(x: 0, y: 0, width: 40, height: 20), count: 2)
        )
    }
}
