import ComponentRuntime
import Foundation
import Testing

/// A box whose height is its state.
final class GrowingBoxComponent: CompositeComponent {
    struct State { var height: CGFloat = 10 }

    init(id: String) { super.init(scope: id) }

    override func render() -> Component {
        Component(view: ViewConfiguration(UIView.self), size: ComponentSize(width: 20, height: state.height))
    }
}

extension GrowingBoxComponent: StatefulComponent {
    static var initialState: State { State() }
}

@MainActor
@Suite("FlexboxComponent: its engine cache across layouts")
struct FlexboxComponentRelayoutTests {
    @Test("a child whose state changes its size is measured again, in a flexbox kept from the last build")
    func stateChangeReachesTheEngine() throws {
        let host = ComponentHost(asynchronousUpdateDelivery: .manual) { _ in
            FlexboxComponent {
                GrowingBoxComponent(id: "growing")
                Component(view: ViewConfiguration(UIView.self), size: ComponentSize(width: 20, height: 20))
            }
        }
        let root = makeRootView()
        host.mount(in: root)
        #expect(root.subviews.map(\.frame.minY) == [0, 10])
        let growing = try #require(root.subviews.first?.owningComponent?.parent as? GrowingBoxComponent)
        growing.updateState(mode: .synchronous) { $0.height = 30 }
        #expect(root.subviews.map(\.frame.minY) == [0, 30])
        #expect(root.subviews.first?.frame.height == 30)
    }

    @Test("measuring a flexbox and then laying it out at the size found gives the frames of a fresh layout")
    func measureThenLayOut() {
        func flexbox() -> FlexboxComponent {
            FlexboxComponent(direction: .row, alignItems: .baseline, wrap: .wrap) {
                for index in 0..<12 {
                    TextComponent(
                        TextComponentAttributes(
                            string: String(repeating: "word ", count: index % 4 + 1),
                            font: .systemFont(ofSize: CGFloat(10 + index % 3 * 4))
                        )
                    )
                    .flexShrink(1)
                }
            }
        }
        let measured = flexbox()
        let size = measured.layout(in: SizeRange(min: .zero, max: CGSize(width: 200, height: CGFloat.infinity))).size
        let exact = SizeRange(exactly: size)
        let relaidOut = measured.layout(in: exact)
        let fresh = flexbox().layout(in: exact)
        #expect(relaidOut.children.map { $0.origin } == fresh.children.map { $0.origin })
        #expect(relaidOut.children.map { $0.layout.size } == fresh.children.map { $0.layout.size })
        #expect(relaidOut.size == fresh.size)
    }
}
