import ComponentRuntime
import Foundation
import Testing

/// CKSwift's Sombre quote: one hairline value placed above and below the quote.
private struct SombreQuote: ComponentDescription {
    let quote: String

    var body: Component {
        let hairline = ViewComponent<UIView> { .backgroundColor(.white) }.frame(height: 1)
        FlexboxComponent {
            hairline
            ViewComponent<UILabel>(size: ComponentSize(height: 40)) { .text(quote) }
            hairline
        }
    }
}

/// A counter made once and placed twice, wrapped in padding (a class instance around a description).
private struct TwoCounters: ComponentDescription {
    var body: Component {
        let counter = TapCounter().padding(4)
        FlexboxComponent(direction: .row) {
            counter
            counter
        }
    }
}

/// A button counting its taps in scoped state.
private struct TapCounter: ComponentDescription {
    @ScopedState var taps = 0

    var body: Component {
        ViewComponent<UIButton>(size: ComponentSize(width: 60, height: 30)) { .title("\(taps)") }
            .onTap { taps += 1 }
    }
}

/// A component class of the app's: the runtime cannot copy it.
private final class BadgeLeaf: Component {
    init() {
        super.init(
            view: ViewConfiguration(UIView.self, [.backgroundColor(.red)]),
            size: ComponentSize(width: 8, height: 8)
        )
    }
}

/// A layout of the app's whose children are its own stored properties: it cannot take a copy in a child's place.
private final class PairLayout: Component {
    let first: Component
    let second: Component

    init(_ first: Component, _ second: Component) {
        self.first = first
        self.second = second
        super.init()
    }

    override var childComponents: [Component] { [first, second] }

    override func computeLayout(in range: SizeRange) -> ComponentLayout {
        let one = first.layout(in: .unconstrained)
        let two = second.layout(in: .unconstrained)
        return ComponentLayout(
            component: self,
            size: CGSize(width: one.size.width + two.size.width, height: max(one.size.height, two.size.height)),
            children: [
                ComponentLayout.Child(origin: .zero, layout: one),
                ComponentLayout.Child(origin: CGPoint(x: one.size.width, y: 0), layout: two),
            ]
        )
    }
}

@MainActor
@Suite("One component value in several places")
struct ComponentPlacedTwiceTests {
    private func mount(
        width: CGFloat = 320,
        @ComponentBuilder _ root: @escaping @MainActor () -> Component
    ) -> (ComponentHost, UIView) {
        let host = ComponentHost(asynchronousUpdateDelivery: .manual) { root() }
        host.sizeRange = SizeRange(min: CGSize(width: width, height: 0), max: CGSize(width: width, height: 200))
        let view = makeRootView(width: width, height: 200)
        host.mount(in: view)
        return (host, view)
    }

    @Test("the hairline placed above and below a quote is laid out and mounted in both places")
    func hairlineTwice() throws {
        let (host, view) = mount { SombreQuote(quote: "Sombre") }
        let frames = view.subviews.filter { !$0.isHidden }.map(\.frame)
        #expect(
            frames == [
                CGRect(x: 0, y: 0, width: 320, height: 1), CGRect(x: 0, y: 1, width: 320, height: 40),
                CGRect(x: 0, y: 41, width: 320, height: 1),
            ]
        )
        let hairlines = view.subviews.filter { !($0 is UILabel) }
        #expect(hairlines.count == 2)
        #expect(hairlines.allSatisfy { $0.backgroundColor == .white })
        #expect(hairlines[0] !== hairlines[1], "two views, one per place")
        let dump = view.dump()
        #expect(dump.components(separatedBy: "UIView (0, 0, 320, 1)").count == 2, "\(dump)")
        #expect(dump.components(separatedBy: "UIView (0, 41, 320, 1)").count == 2, "\(dump)")

        let layout = try #require(host.rootComponent).layout(in: host.sizeRange)
        #expect(layout.viewFrames.count == 3)

        host.rebuild()
        #expect(view.subviews.filter { !$0.isHidden }.map(\.frame) == frames, "a rebuild keeps both")
        #expect(host.statistics.viewsCreated == 0, "and reuses their views")
    }

    @Test("a stateful value placed twice gets a scope in each place: each keeps its own state")
    func statefulValueTwice() throws {
        var reported: [RuntimeDiagnostic] = []
        let collected = RuntimeDiagnostics.collect {
            let (host, view) = mount { TwoCounters() }
            let buttons = allSubviews(of: view).compactMap { $0 as? UIButton }
            #expect(buttons.map(\.frame.origin.x) == [4, 72])
            buttons[1].sendActions(for: .touchUpInside)
            buttons[1].sendActions(for: .touchUpInside)
            host.flush()
            #expect(buttons.map { $0.title(for: .normal) } == ["0", "2"])
            reported = RuntimeDiagnostics.collect { buttons[0].sendActions(for: .touchUpInside) }
            host.flush()
            #expect(buttons.map { $0.title(for: .normal) } == ["1", "2"])
        }
        #expect(reported.isEmpty)
        // Two counters side by side with no identifier are told apart by their order, as if written twice.
        #expect(collected.allSatisfy { $0.kind == .scopeCollision }, "\(collected)")
    }

    @Test("a class component placed under two different parents is mounted under each")
    func classComponentUnderTwoParents() {
        let (_, view) = mount {
            let label = TextComponent("twice")
            return FlexboxComponent(direction: .row) {
                label
                label.padding(10)
                StackComponent(children: [label])
            }
        }
        let labels = allSubviews(of: view).compactMap { $0 as? UILabel }
        #expect(labels.count == 3)
        #expect(labels.allSatisfy { $0.text == "twice" })
        #expect(Set(labels.map(\.frame.origin.x)).count == 3, "each at its own place: \(labels.map(\.frame))")
    }

    @Test("a class of the app's placed twice is a fault naming it; the first place is mounted")
    func appClassTwiceIsReported() {
        var view: UIView?
        let reported = RuntimeDiagnostics.collect {
            let (_, mounted) = mount {
                let badge = BadgeLeaf()
                return FlexboxComponent(direction: .row) {
                    badge
                    badge
                }
            }
            view = mounted
        }
        #expect(reported.map(\.kind) == [.componentPlacedTwice])
        #expect(reported.first?.isFault == true)
        #expect(reported.first?.message.contains("'BadgeLeaf'") == true, "\(reported)")
        #expect(reported.first?.message.contains("'FlexboxComponent'") == true, "\(reported)")
        #expect(view.map { allSubviews(of: $0).count } == 1)
    }

    @Test("a layout of the app's holding one child twice is a fault naming the layout")
    func appLayoutCannotTakeCopy() {
        let reported = RuntimeDiagnostics.collect {
            _ = mount {
                let dot = Component(view: ViewConfiguration(UIView.self, []), size: ComponentSize(width: 4, height: 4))
                return PairLayout(dot, dot)
            }
        }
        #expect(reported.map(\.kind) == [.componentPlacedTwice])
        #expect(reported.first?.message.contains("'PairLayout' cannot take a copy") == true, "\(reported)")
    }
}

/// One counter value written twice in a body (no class instance in between): two inflations of one value.
private struct CounterValueTwice: ComponentDescription {
    var body: Component {
        let counter = TapCounter()
        FlexboxComponent(direction: .row) {
            counter
            counter
        }
    }
}

@MainActor
@Suite("One description value in several places")
struct DescriptionValuePlacedTwiceTests {
    @Test("a description value written twice keeps a state for each place, read and changed where it is handled")
    func descriptionValueTwice() throws {
        let host = ComponentHost(asynchronousUpdateDelivery: .manual) { CounterValueTwice() }
        let view = makeRootView()
        _ = RuntimeDiagnostics.collect { host.mount(in: view) }
        let buttons = allSubviews(of: view).compactMap { $0 as? UIButton }
        #expect(buttons.count == 2)
        buttons[0].sendActions(for: .touchUpInside)
        host.flush()
        #expect(buttons.map { $0.title(for: .normal) } == ["1", "0"])
        buttons[1].sendActions(for: .touchUpInside)
        buttons[1].sendActions(for: .touchUpInside)
        host.flush()
        #expect(buttons.map { $0.title(for: .normal) } == ["1", "2"])
    }
}
