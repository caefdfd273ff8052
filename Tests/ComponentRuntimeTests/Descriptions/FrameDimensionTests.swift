import ComponentRuntime
import Foundation
import Testing

/// A leaf with a view and no size of its own.
@MainActor
private func leaf() -> Component {
    Component(view: ViewConfiguration(UIView.self))
}

@MainActor
@Suite("Layout modifiers: .frame takes numbers held in variables as well as literals and percentages")
struct FrameDimensionTests {
    private let range = SizeRange(min: .zero, max: CGSize(width: 300, height: 300))

    @Test("a CGFloat, Double, Float or Int variable is a length in points, an optional one nil for none")
    func variables() {
        let scale: CGFloat = 2
        let width: Double = 120
        let height: Float = 30
        let minimum = 50
        #expect(leaf().frame(width: width, height: 1 / scale).layout(in: range).size == CGSize(width: 120, height: 0.5))
        #expect(leaf().frame(width: minimum, height: height).layout(in: range).size == CGSize(width: 50, height: 30))
        #expect(leaf().frame(minWidth: minimum).layout(in: range).size.width == 50)
        #expect(leaf().frame(width: scale * 100, maxWidth: width).layout(in: range).size.width == 120)
        let unset: CGFloat? = nil
        let set: CGFloat? = 40
        #expect(leaf().frame(width: set, height: unset).layout(in: range).size == CGSize(width: 40, height: 0))
    }

    @Test("literals, percentages and LayoutDimension values read as before, mixed freely with variables")
    func literalsAndDimensions() {
        let height: CGFloat = 20
        #expect(leaf().frame(width: 100).layout(in: range).size == CGSize(width: 100, height: 0))
        #expect(leaf().frame(width: 1.5, height: 2).layout(in: range).size == CGSize(width: 1.5, height: 2))
        let half = leaf().frame(width: .percent(50), height: height)
        #expect(half.layout(in: range).size == CGSize(width: 150, height: 20))
        #expect(leaf().frame(width: LayoutDimension.auto, height: .points(8)).layout(in: range).size.height == 8)
        let dimension: LayoutDimension = .percent(10)
        #expect(leaf().frame(width: dimension).layout(in: range).size.width == 30)
        #expect(LayoutDimension.percent(5) == .percent(5), "LayoutDimension.percent still names the enum's case")
    }

    @Test("a description's hairline one screen pixel high, as CKSwift's WildeGuess writes it")
    func hairline() {
        let scale: CGFloat = 3
        let hairline = ViewComponent<UIView> { .backgroundColor(.lightGray) }.frame(height: 1 / scale)
        #expect(abs(hairline.layout(in: range).size.height - 1.0 / 3.0) < 0.0001)
    }
}
