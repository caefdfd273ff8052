import ComponentRuntime
import Foundation
import Testing

/// A view with a content view inside it, which its component mounts children into.
@MainActor
final class CardView: UIView {
    let contentView = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(contentView)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }
}

/// A card that lays out its children but mounts them into its view's content view, or not at all when folded.
final class FoldingCardComponent: CompositeComponent {
    let isFolded: Bool
    let content: Component

    init(isFolded: Bool, content: Component) {
        self.isFolded = isFolded
        self.content = content
        super.init(view: ViewConfiguration(CardView.self), size: ComponentSize(width: 100, height: 100))
    }

    override func render() -> Component { content }

    override func childrenMounting(in view: UIView?) -> ChildrenMounting {
        if isFolded { return .declined }
        guard let card = view as? CardView else { return .intoComponentView }
        return .into(card.contentView)
    }
}

@MainActor
@Suite("Components that mount their own children")
struct ChildrenMountingTests {
    @Test("a component can mount its children into a view it manages, and decline to mount them")
    func managedViewAndDeclining() throws {
        let log = EventLog()
        let folded = Ref(false)
        let host = ComponentHost(context: Context().with(LogKey.self, log)) { _ in
            FoldingCardComponent(isFolded: folded.value, content: labelComponent("inside", width: 50, height: 20))
        }
        let root = makeRootView()
        host.mount(in: root)
        let card = try #require(root.subviews.first as? CardView)
        #expect(card.subviews.count == 1, "nothing mounted beside the content view")
        let label = try #require(card.contentView.subviews.first as? UILabel)
        #expect(label.text == "inside" && !label.isHidden)

        folded.value = true
        host.rebuild()
        #expect(label.isHidden, "declined: what was mounted below goes")
        #expect(card.contentView.subviews.filter { !$0.isHidden }.isEmpty)

        folded.value = false
        host.rebuild()
        #expect(card.contentView.subviews.filter { !$0.isHidden }.compactMap { ($0 as? UILabel)?.text } == ["inside"])
    }

    @Test("controllers below a component that declines are unmounted")
    func declinedControllersUnmount() throws {
        let log = EventLog()
        let folded = Ref(false)
        let host = ComponentHost(context: Context().with(LogKey.self, log), asynchronousUpdateDelivery: .manual) { _ in
            FoldingCardComponent(isFolded: folded.value, content: CounterComponent(name: "c"))
        }
        let root = makeRootView()
        host.mount(in: root)
        log.entries.removeAll()
        folded.value = true
        host.rebuild()
        #expect(log.entries.contains("c.willUnmount") && log.entries.contains("c.didUnmount"))
        #expect(!log.entries.contains("c.invalidate"), "its scope is still in the tree")
    }
}
