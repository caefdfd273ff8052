import ComponentRuntime
import Testing

@testable import Fixture_d1_description_actions
@testable import Fixture_d2_description_controller
@testable import Fixture_d3_description_state

/// Issue 30, item 6, at run time: what ckgen writes for struct descriptions (`d1`–`d3`) does what it is for.
@MainActor
@Suite("Generated code for descriptions at run time")
struct DescriptionDispatchTests {
    private func mount(_ build: @escaping @MainActor () -> Component) -> (ComponentHost, UIView) {
        let host = ComponentHost(asynchronousUpdateDelivery: .manual) { _ in build() }
        let view = UIView()
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        host.mount(in: view)
        return (host, view)
    }

    private func views<V: UIView>(_ type: V.Type, in view: UIView) -> [V] {
        view.subviews.flatMap { [$0] + views(UIView.self, in: $0) }.compactMap { $0 as? V }
    }

    @Test("an action sent from a control in a description's body reaches the description's @ck.action method")
    func controlActionReachesDescription() throws {
        let log = QuoteLog()
        let (_, view) = mount { QuoteComponent(quote: Quote(text: "Be brief", author: "Ada"), log: log).inflate() }
        try #require(views(UIButton.self, in: view).first).sendActions(for: .touchUpInside)
        #expect(log.entries == ["quote 'Be brief' from Component"])
    }

    @Test("a gesture action reaches a description's method that takes no sender")
    func gestureReachesDescription() throws {
        let log = QuoteLog()
        let (_, view) = mount { QuoteComponent(quote: Quote(text: "Be brief", author: "Ada"), log: log).inflate() }
        let label = try #require(views(UILabel.self, in: view).first)
        let recognizer = try #require(label.gestureRecognizers?.compactMap { $0 as? UITapGestureRecognizer }.first)
        recognizer.simulateTaps()
        #expect(log.entries == ["author Ada"])
    }

    @Test("the action runs on the current description: after a rebuild, the new one's values")
    func actionRunsOnCurrentDescription() throws {
        let log = QuoteLog()
        let text = Input("first")
        let (host, view) = mount { QuoteComponent(quote: Quote(text: text.value, author: "Ada"), log: log).inflate() }
        text.value = "second"
        host.rebuild()
        try #require(views(UIButton.self, in: view).first).sendActions(for: .touchUpInside)
        #expect(log.entries == ["quote 'second' from Component"])
    }

    @Test("the dispatch tables list each description's actions, under their own #if")
    func tables() {
        func selectors(_ type: any ActionResponder.Type) -> [String] { type.actionTable.selectors.map(\.name) }
        var quote = ["didShareQuote:quote:", "didTapAuthor", "didTapQuote:", "shouldBeginQuotePress:"]
        #if DEBUG
            quote.insert("didTapDebugInfo", at: 2)
        #endif
        #expect(selectors(DescribedComponent<QuoteComponent>.self) == quote)
        #expect(selectors(DescribedComponent<AttributionBanner>.self) == ["didTapAttribution:"])
        #expect(selectors(DescribedComponent<Cards.Tag>.self) == ["didTapTag"])
    }

    @Test("a controller is made for a paired description, once per scope, and handles the body's action")
    func controllerForDescription() throws {
        let name = Input("Ada")
        let (host, view) = mount { ProfileComponent(name: name.value).inflate() }
        let controller = try #require(ProfileComponentController.made.last)
        #expect(controller.component.value.name == "Ada")
        let made = ProfileComponentController.made.count

        name.value = "Grace"
        host.rebuild()
        #expect(ProfileComponentController.made.count == made, "the scope keeps its controller")
        try #require(views(UIButton.self, in: view).first).sendActions(for: .touchUpInside)
        #expect(controller.taps == ["Grace"], "the controller reads the current description")
    }

    @Test("a paired description through the module-qualified names gets its controller too")
    func qualifiedPairing() {
        let component = DescribedComponent(BadgeComponent())
        #expect(DescribedComponent<BadgeComponent>.makeController(for: component) is BadgeComponentController)
    }

    @Test("typed state: an @ck.action's update reaches the description's scope and re-renders it")
    func typedStateUpdateRerenders() throws {
        let (host, view) = mount { CounterComponent(step: 2).inflate() }
        let button = { try #require(self.views(UIButton.self, in: view).first) }
        #expect(try button().title(for: .normal) == "count 0")
        try button().sendActions(for: .touchUpInside)
        #expect(host.hasPendingUpdates)
        host.flush()
        #expect(try button().title(for: .normal) == "count 2")
        try button().sendActions(for: .touchUpInside)
        host.flush()
        host.rebuild()
        #expect(try button().title(for: .normal) == "count 4", "the state survives a rebuild")
    }

    @Test("typed state with a declared initial state, updated synchronously")
    func declaredInitialState() throws {
        let (_, view) = mount { SwitchComponent().inflate() }
        let button = { try #require(self.views(UIButton.self, in: view).first) }
        #expect(try button().title(for: .normal) == "on")
        try button().sendActions(for: .touchUpInside)
        #expect(try button().title(for: .normal) == "off")
    }
}

/// A value the tests change between builds of a tree.
@MainActor
final class Input<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}
