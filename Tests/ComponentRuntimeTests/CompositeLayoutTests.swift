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

/// A composite is as large as its child, within its own size and the range it is given.
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
        #expect(root.layout(in: SizeRange(max: CGSize(width: 80, height: 40))).size == CGSize(width: 100, height: 50))
    }
}
