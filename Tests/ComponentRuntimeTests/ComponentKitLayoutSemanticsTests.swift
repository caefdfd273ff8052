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
