import ComponentRuntime
import Foundation
import Testing

/// A leaf of a fixed size with a view, for layout tests.
@MainActor
private func leaf(_ width: CGFloat?, _ height: CGFloat?) -> Component {
    Component(view: ViewConfiguration(UIView.self), size: ComponentSize(width: width, height: height))
}

/// Layout components and sizes laid out as ComponentKit lays them out (issue 31, item 3), each case with a near
/// miss.
@MainActor
@Suite("ComponentKit's layout semantics")
struct ComponentKitLayoutSemanticsTests {
    // MARK: InsetComponent (CKInsetComponent.mm, computeLayoutThatFits:restrictedToSize:relativeToParentSize:)

    @Test("infinite insets on both sides of an axis center the child along it")
    func insetInfiniteOnBothSidesCenters() {
        let inset = InsetComponent(top: .infinity, left: 0, bottom: .infinity, right: 0, child: leaf(20, 10))
        let layout = inset.layout(in: SizeRange(exactly: CGSize(width: 100, height: 50)))
        #expect(layout.size == CGSize(width: 100, height: 50))
        #expect(layout.viewFrames == [CGRect(x: 0, y: 20, width: 100, height: 10)])

        let horizontal = InsetComponent(top: 4, left: .infinity, bottom: 0, right: .infinity, child: leaf(20, 10))
        #expect(
            horizontal.layout(in: SizeRange(exactly: CGSize(width: 100, height: 50))).viewFrames == [
                CGRect(x: 40, y: 4, width: 20, height: 46)
            ]
        )
    }

    @Test("an infinite inset on one side only pushes the child against the other side")
    func insetInfiniteOnOneSidePins() {
        let top = InsetComponent(top: .infinity, left: 0, bottom: 5, right: 0, child: leaf(20, 10))
        #expect(
            top.layout(in: SizeRange(exactly: CGSize(width: 100, height: 50))).viewFrames == [
                CGRect(x: 0, y: 35, width: 100, height: 10)
            ]
        )
        let bottom = InsetComponent(top: 5, left: 0, bottom: .infinity, right: 0, child: leaf(20, 10))
        #expect(
            bottom.layout(in: SizeRange(exactly: CGSize(width: 100, height: 50))).viewFrames == [
                CGRect(x: 0, y: 5, width: 100, height: 10)
            ]
        )
    }

    @Test("along an axis with an infinite inset the component takes the range's maximum, else the child's size")
    func insetInfiniteSizing() {
        let inset = InsetComponent(top: 0, left: .infinity, bottom: 0, right: .infinity, child: leaf(20, 10))
        let bounded = inset.layout(in: SizeRange(max: CGSize(width: 100, height: 50)))
        #expect(bounded.size == CGSize(width: 100, height: 10))
        #expect(bounded.viewFrames == [CGRect(x: 40, y: 0, width: 20, height: 10)])
        // Unbounded: ComponentKit asserts (a NaN parent size); here the child's size, centered on nothing.
        let unbounded = inset.layout(in: .unconstrained)
        #expect(unbounded.size == CGSize(width: 20, height: 10))
        #expect(unbounded.viewFrames == [CGRect(x: 0, y: 0, width: 20, height: 10)])
    }
}

/// A leaf that ignores the range it is given (as a custom layout might).
private final class LargeLeafComponent: Component {
    override func computeLayout(in range: SizeRange) -> ComponentLayout {
        ComponentLayout(component: self, size: CGSize(width: 500, height: 500))
    }
}

/// A composite around a child larger than any range, with the size it is given.
private final class SizedCompositeComponent: CompositeComponent {
    init(_ size: ComponentSize) { super.init(size: size) }
    override func render() -> Component { LargeLeafComponent() }
}

/// Laid out as the root of a host, so a composite renders its child.
@MainActor
private func laidOutRoot(_ make: @escaping @MainActor () -> Component, in range: SizeRange) throws -> ComponentLayout {
    let host = ComponentHost { _ in make() }
    host.sizeRange = range
    host.mount(in: makeRootView())
    return try #require(host.rootComponent).layout(in: range)
}

// MARK: ComponentSize (RCComponentSize::resolve, -[CKComponent computeLayoutThatFits:restrictedToSize:…])

@MainActor
@Suite("ComponentKit's component sizes")
struct ComponentKitComponentSizeTests {
    private let upTo200 = SizeRange(max: CGSize(width: 200, height: 200))

    @Test("a leaf is the smallest size its minimum and the range allow")
    func leafMinimum() {
        let leaf = Component(size: ComponentSize(height: 10, minWidth: 50, maxWidth: 80))
        #expect(leaf.layout(in: upTo200).size == CGSize(width: 50, height: 10))
        // Near miss: without a minimum, the range's minimum.
        #expect(Component(size: ComponentSize(height: 10, maxWidth: 80)).layout(in: upTo200).size.width == 0)
    }

    @Test("a composite's child is laid out within the maximum, a percentage of the parent's size")
    func compositeMaximum() throws {
        let size = ComponentSize(SizeConstraints(maxWidth: 80, maxHeight: .percent(50)))
        let layout = try laidOutRoot({ SizedCompositeComponent(size) }, in: upTo200)
        #expect(layout.size == CGSize(width: 80, height: 100))
        // Near miss: a percentage of an unbounded parent limits nothing.
        let unbounded = try laidOutRoot(
            { SizedCompositeComponent(size) },
            in: SizeRange(max: CGSize(width: 200, height: CGFloat.infinity))
        )
        #expect(unbounded.size == CGSize(width: 80, height: 500))
    }

    @Test("an exact percentage resolves against the range's maximum")
    func exactPercentage() {
        let half = Component(size: ComponentSize(SizeConstraints(width: .percent(50), height: 10)))
        #expect(half.layout(in: SizeRange(max: CGSize(width: 300, height: 100))).size == CGSize(width: 150, height: 10))
        #expect(half.layout(in: .unconstrained).size == CGSize(width: 0, height: 10))
    }

    @Test("where the size and the range do not overlap, the range's nearest end wins")
    func rangeWinsWithoutOverlap() {
        let wide = Component(size: ComponentSize(minWidth: 150))
        #expect(wide.layout(in: SizeRange(max: CGSize(width: 100, height: 100))).size.width == 100)
        let narrow = Component(size: ComponentSize(maxWidth: 50))
        #expect(
            narrow.layout(in: SizeRange(min: CGSize(width: 80, height: 0), max: CGSize(width: 200, height: 0))).size
                .width
                == 80
        )
        // Near miss: overlapping, the size's minimum.
        #expect(wide.layout(in: upTo200).size.width == 150)
    }

    @Test("the minimum wins over the maximum, and the maximum over the exact size, as in CSS")
    func minimumWinsOverMaximum() {
        let clash = Component(size: ComponentSize(width: 120, minWidth: 100, maxWidth: 50))
        #expect(clash.layout(in: upTo200).size.width == 100)
        let clipped = Component(size: ComponentSize(width: 120, maxWidth: 90))
        #expect(clipped.layout(in: upTo200).size.width == 90)
        // Near miss: an exact size within the limits.
        #expect(Component(size: ComponentSize(width: 70, maxWidth: 90)).layout(in: upTo200).size.width == 70)
    }

    @Test("a flexbox child's minimum becomes its flex style's, as CKFlexboxComponent applies the node's size")
    func flexboxChildMinimum() {
        var row = FlexStyle()
        row.direction = .row
        let withMinimum = FlexboxComponent(
            style: row,
            children: [
                .init(Component(view: ViewConfiguration(UIView.self), size: ComponentSize(height: 10, minWidth: 60)))
            ]
        )
        #expect(withMinimum.layout(in: upTo200).viewFrames == [CGRect(x: 0, y: 0, width: 60, height: 10)])
        let without = FlexboxComponent(
            style: row,
            children: [.init(Component(view: ViewConfiguration(UIView.self), size: ComponentSize(height: 10)))]
        )
        #expect(without.layout(in: upTo200).viewFrames == [CGRect(x: 0, y: 0, width: 0, height: 10)])
    }

    @Test("ComponentSize(width:height:) reads back its points; a percentage reads as nil")
    func pointAccessors() {
        var size = ComponentSize(width: 40, height: nil)
        #expect(size.width == 40 && size.height == nil)
        size.height = 12
        #expect(size.constraints.height == .points(12))
        #expect(ComponentSize(SizeConstraints(width: .percent(10))).width == nil)
        #expect(ComponentSize(CGSize(width: 3, height: 4)) == ComponentSize(width: 3, height: 4))
    }
}

// MARK: RatioComponent (CKRatioLayoutComponent.mm, computeLayoutThatFits:)

@MainActor
@Suite("ComponentKit's ratio layout")
struct ComponentKitRatioTests {
    @Test("the size nearest the ratio among the maximum width and the maximum height, child at that size")
    func nearestRatio() {
        let ratio = RatioComponent(ratio: 0.5, child: leaf(nil, nil))
        let layout = ratio.layout(in: SizeRange(max: CGSize(width: 200, height: 50)))
        #expect(layout.size == CGSize(width: 100, height: 50))
        #expect(layout.viewFrames == [CGRect(x: 0, y: 0, width: 100, height: 50)])
        // Near miss: the height unbounded, the width decides.
        #expect(
            ratio.layout(in: SizeRange(max: CGSize(width: 200, height: CGFloat.infinity))).size
                == CGSize(width: 200, height: 100)
        )
    }

    @Test("with no finite maximum the child is laid out within the range and gives the size")
    func unboundedPassesTheRangeThrough() {
        let ratio = RatioComponent(ratio: 0.5, child: leaf(80, 20))
        let layout = ratio.layout(in: .unconstrained)
        #expect(layout.size == CGSize(width: 80, height: 20))
        #expect(layout.viewFrames == [CGRect(x: 0, y: 0, width: 80, height: 20)])
    }

    @Test("a size restricts the range the ratio is taken in")
    func size() {
        let limited = RatioComponent(ratio: 1, size: ComponentSize(maxWidth: 100), child: leaf(nil, nil))
        let range = SizeRange(max: CGSize(width: 300, height: 300))
        #expect(limited.layout(in: range).size == CGSize(width: 100, height: 100))
        // Near miss: without the size, the whole range.
        #expect(
            RatioComponent(ratio: 1, child: leaf(nil, nil)).layout(in: range).size == CGSize(width: 300, height: 300)
        )
    }

    @Test("a ratio that is not positive is 1")
    func nonPositiveRatio() {
        #expect(RatioComponent(ratio: 0, child: leaf(nil, nil)).ratio == 1)
        #expect(RatioComponent(ratio: -2, child: leaf(nil, nil)).ratio == 1)
        #expect(RatioComponent(ratio: 2, child: leaf(nil, nil)).ratio == 2)
    }
}

// MARK: CenterComponent (CKCenterLayoutComponent.mm, computeLayoutThatFits:)

@MainActor
@Suite("ComponentKit's center layout and the range's minimum")
struct ComponentKitCenterTests {
    private let atLeast40High = SizeRange(
        min: CGSize(width: 0, height: 40),
        max: CGSize(width: 100, height: CGFloat.infinity)
    )

    @Test("on an axis it does not center on, the child gets the range's minimum, in a range that is not exact")
    func minimumOnTheOtherAxis() {
        let centerX = CenterComponent(centering: .x, child: leaf(20, 10))
        let layout = centerX.layout(in: atLeast40High)
        #expect(layout.size == CGSize(width: 100, height: 40))
        #expect(layout.viewFrames == [CGRect(x: 40, y: 0, width: 20, height: 40)])
        // Near miss: centered on that axis, the child keeps its size and the component still meets the minimum.
        let centerY = CenterComponent(centering: .y, child: leaf(20, 10))
        let centered = centerY.layout(in: atLeast40High)
        #expect(centered.size == CGSize(width: 100, height: 40))
        #expect(centered.viewFrames == [CGRect(x: 0, y: 15, width: 20, height: 10)])
    }

    @Test("the sizing options shrink the component to the child, but not below the range's minimum")
    func sizingStopsAtTheMinimum() {
        let center = CenterComponent(sizing: .minimumXY, child: leaf(20, 10))
        let range = SizeRange(min: CGSize(width: 50, height: 40), max: CGSize(width: 100, height: 100))
        let layout = center.layout(in: range)
        #expect(layout.size == CGSize(width: 50, height: 40))
        #expect(layout.viewFrames == [CGRect(x: 15, y: 15, width: 20, height: 10)])
        // Near miss: with no minimum, the child's size.
        let free = center.layout(in: SizeRange(max: CGSize(width: 100, height: 100)))
        #expect(free.size == CGSize(width: 20, height: 10))
        #expect(free.viewFrames == [CGRect(x: 0, y: 0, width: 20, height: 10)])
    }
}
