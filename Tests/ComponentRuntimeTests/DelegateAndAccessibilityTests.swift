import ComponentRuntime
import Foundation
import Testing

/// A feed whose scroll view forwards its delegate calls and whose row offers accessibility actions.
final class ScrollingFeedComponent: CompositeComponent {
    var events: [String] = []

    override func render() -> Component {
        StackComponent(
            view: ViewConfiguration(
                UIScrollView.self,
                // Content taller than the view, so a drag scrolls it, as in UIKit.
                [
                    .contentSize(CGSize(width: 100, height: 300)),
                    .scrollViewDelegate([.scrollViewDidScroll, .scrollViewDidEndDecelerating]),
                ]
            ),
            size: ComponentSize(width: 100, height: 100),
            children: [
                Component(
                    view: ViewConfiguration(
                        UILabel.self,
                        [
                            .text("row"),
                            .accessibilityCustomActions([
                                ComponentAccessibilityAction(name: "Like", selector: .likeRow),
                                ComponentAccessibilityAction(name: "Share", selector: .shareRow),
                            ]),
                        ]
                    ),
                    size: ComponentSize(width: 100, height: 20)
                )
            ]
        )
    }
}

extension ActionSelector {
    fileprivate static let likeRow = ActionSelector("likeRow:")
    fileprivate static let shareRow = ActionSelector("shareRow:")
}

extension ScrollingFeedComponent: ActionResponder {
    static let actionTable: AnyActionTable = ActionTable<ScrollingFeedComponent>([
        .scrollViewDidScroll: .withSender { (target, scrollView: UIScrollView) in
            target.events.append("didScroll \(Int(scrollView.contentOffset.y))")
        },
        .scrollViewDidEndDecelerating: .withSender { (target, _: UIScrollView) in target.events.append("stopped") },
        .likeRow: .withSender { (target, sender: Component) in target.events.append("like from \(type(of: sender))") },
        .shareRow: .withoutSender { target in target.events.append("share") },
    ])
}

@MainActor
@Suite("Delegate attributes and accessibility custom actions")
struct DelegateAndAccessibilityTests {
    @Test("a scroll view's delegate calls reach the component chain, only those asked for")
    func scrollViewDelegate() throws {
        let host = ComponentHost { _ in ScrollingFeedComponent() }
        let root = makeRootView()
        host.mount(in: root)
        let feed = try #require(host.rootComponent as? ScrollingFeedComponent)
        let scrollView = try #require(root.subviews.first as? UIScrollView)
        scrollView.simulateDrag(to: CGPoint(x: 0, y: 40))
        #expect(feed.events == ["didScroll 40", "stopped"], "willBeginDragging was not asked for")
        host.rebuild()
        scrollView.contentOffset = CGPoint(x: 0, y: 10)
        let rebuilt = try #require(host.rootComponent as? ScrollingFeedComponent)
        #expect(rebuilt.events == ["didScroll 10"], "one forwarder, reaching the latest component")
    }

    @Test("leaving the delegate attribute out unsets the delegate")
    func delegateUnapplied() throws {
        let forwards = Ref(true)
        let host = ComponentHost { _ in
            Component(
                view: ViewConfiguration(
                    UIScrollView.self,
                    forwards.value ? [.scrollViewDelegate([.scrollViewDidScroll])] : []
                ),
                size: ComponentSize(width: 10, height: 10)
            )
        }
        let root = makeRootView()
        host.mount(in: root)
        let scrollView = try #require(root.subviews.first as? UIScrollView)
        #expect(scrollView.delegate != nil)
        forwards.value = false
        host.rebuild()
        #expect(root.subviews.first === scrollView)
        #expect(scrollView.delegate == nil)
    }

    @Test("accessibility custom actions send their actions from the component that renders the view")
    func accessibilityActions() throws {
        let host = ComponentHost { _ in ScrollingFeedComponent() }
        let root = makeRootView()
        host.mount(in: root)
        let feed = try #require(host.rootComponent as? ScrollingFeedComponent)
        let row = try #require(root.subviews.first?.subviews.first as? UILabel)
        let actions = try #require(row.accessibilityCustomActions)
        #expect(actions.map(\.name) == ["Like", "Share"])
        for action in actions { #expect(action.actionHandler?(action) == true) }
        #expect(feed.events == ["like from Component", "share"])
    }
}
