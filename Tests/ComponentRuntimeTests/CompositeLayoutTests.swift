import ComponentRuntime
import Foundation
import Testing

/// A leaf that ignores the range it is given (as a custom layout might).
private final class OversizeComponent: Component {
    override func computeLayout(in range: SizeRange) -> ComponentLayout {
        ComponentLayout(component: self, size: CGSize(width: 500, height: 500))
    }
}

/// A composite of a fixed size around its child.
private final class FixedCompositeComponent: CompositeComponent {
    init() { super.init(size: ComponentSize(width: 100, height: 50)) }
    override func render() -> Component { OversizeComponent() }
}

/// A composite is as large as its child, within the range it is given restricted to its own size (the range
/// wins where they do not overlap, as in ComponentKit).
@MainActor
@Suite("Composite layout")
struct CompositeLayoutTests {
    @Test("a child larger than the composite's size does not make the composite larger")
    func clampsToItsSize() throws {
        let host = ComponentHost { _ in FixedCompositeComponent() }
        host.sizeRange = SizeRange(max: CGSize(width: 320, height: 480))
        host.mount(in: makeRootView())
        let root = try #require(host.rootComponent)
        #expect(root.layout(in: host.sizeRange).size == CGSize(width: 100, height: 50))
        // A range that excludes the size wins, as `CKSizeRange::intersect` lets it in ComponentKit.
        #expect(root.layout(in: SizeRange(max: CGSize(width: 80, height: 40))).size == CGSize(width: 80, height: 40))
    }

    @Test("an exact range wins over the composite's size; a range that includes the size gives the size")
    func exactRangeWins() throws {
        let host = ComponentHost { _ in FixedCompositeComponent() }
        host.sizeRange = SizeRange(exactly: CGSize(width: 320, height: 60))
        host.mount(in: makeRootView())
        let composite = try #require(host.rootComponent)
        #expect(composite.layout(in: host.sizeRange).size == CGSize(width: 320, height: 60))
        // Near miss: a range around the size leaves it as it is.
        let around = SizeRange(min: CGSize(width: 90, height: 40), max: CGSize(width: 320, height: 60))
        #expect(composite.layout(in: around).size == CGSize(width: 100, height: 50))
    }
}
