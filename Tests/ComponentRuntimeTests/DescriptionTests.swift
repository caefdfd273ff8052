import ComponentRuntime
import Foundation
import Testing

/// Struct descriptions (``ComponentDescription``): the tree they inflate into, scoped state and bindings, closure
/// and selector handlers, typed state, and mixing with class components.
@MainActor
@Suite("Struct descriptions")
struct DescriptionTests {
    private func mounted(@ComponentBuilder _ root: @escaping @MainActor () -> Component) -> (ComponentHost, UIView) {
        let host = ComponentHost(asynchronousUpdateDelivery: .manual, root: root)
        let view = makeRootView()
        host.mount(in: view)
        return (host, view)
    }

    private func buttons(in view: UIView) -> [UIButton] { allSubviews(of: view).compactMap { $0 as? UIButton } }

    private func tap(_ view: UIView) throws {
        if let control = view as? UIControl, !(control is UISwitch) {
            control.sendActions(for: .touchUpInside)
            return
        }
        let recognizer = try #require(view.gestureRecognizers?.compactMap { $0 as? UITapGestureRecognizer }.first)
        recognizer.simulateTaps()
    }

    @Test("a described tree mounts the same views, frames and dump as the class tree it stands for")
    func sameTreeAsClasses() {
        let (_, described) = mounted { ProfileRowDescription(name: "Ada", subtitle: "Engineer") }
        let (_, classes) = mounted { ProfileRowClassComponent(name: "Ada", subtitle: "Engineer") }
        #expect(described.dump() == classes.dump())
        #expect(allSubviews(of: described).count == 3)

        let (_, withoutSubtitle) = mounted { ProfileRowDescription(name: "Ada", subtitle: nil) }
        let (_, classWithout) = mounted { ProfileRowClassComponent(name: "Ada", subtitle: nil) }
        #expect(withoutSubtitle.dump() == classWithout.dump())
        #expect(allSubviews(of: withoutSubtitle).count == 2)
    }

    @Test("scoped state changes from a closure handler, re-renders, and survives a rebuild")
    func scopedStateSurvivesRebuild() throws {
        let (host, view) = mounted { CounterDescription(step: 2) }
        let label = try #require(allSubviews(of: view).compactMap { $0 as? UILabel }.first)
        #expect(label.text == "count 0")
        try tap(try #require(buttons(in: view).first))
        #expect(host.hasPendingUpdates)
        host.flush()
        #expect(allSubviews(of: view).compactMap { $0 as? UILabel }.first?.text == "count 2")
        host.rebuild()
        #expect(allSubviews(of: view).compactMap { $0 as? UILabel }.first?.text == "count 2")
    }

    @Test("a handler reads its own writes before the update applies")
    func readsOwnWrites() throws {
        let (host, view) = mounted { ReadBackDescription() }
        try tap(try #require(buttons(in: view).first))
        #expect(ReadBackDescription.seen == [1, 2])
        host.flush()
        #expect(buttons(in: view).first?.title(for: .normal) == "2")
    }

    @Test("siblings without an id keep their state by position")
    func stateByPosition() throws {
        let ids = TestInput(["a", "b"])
        let (host, view) = mounted { CounterListDescription(ids: ids.value, identified: false) }
        try tap(buttons(in: view)[1])
        host.flush()
        #expect(buttons(in: view).map { $0.title(for: .normal) } == ["a 0", "b 1"])
        ids.value = ["b", "a"]
        host.rebuild()
        // The second position keeps the count, whatever label it now shows.
        #expect(buttons(in: view).map { $0.title(for: .normal) } == ["b 0", "a 1"])
    }

    @Test("identified siblings keep their state when they move")
    func stateByIdentifier() throws {
        let ids = TestInput(["a", "b", "c"])
        let (host, view) = mounted { CounterListDescription(ids: ids.value, identified: true) }
        try tap(buttons(in: view)[1])
        try tap(buttons(in: view)[1])
        host.flush()
        #expect(buttons(in: view).map { $0.title(for: .normal) } == ["a 0", "b 2", "c 0"])
        ids.value = ["c", "b", "a"]
        host.rebuild()
        #expect(buttons(in: view).map { $0.title(for: .normal) } == ["c 0", "b 2", "a 0"])
        ids.value = ["c", "a"]
        host.rebuild()
        ids.value = ["b", "c", "a"]
        host.rebuild()
        // "b" left the tree, so it starts again.
        #expect(buttons(in: view).map { $0.title(for: .normal) } == ["b 0", "c 0", "a 0"])
    }

    @Test("a binding passed down lets the child change the parent's state")
    func bindingPassedDown() throws {
        let (host, view) = mounted { DisclosureParentDescription() }
        let toggle = try #require(allSubviews(of: view).compactMap { $0 as? UISwitch }.first)
        #expect(allSubviews(of: view).compactMap { $0 as? UILabel }.first?.text == "closed")
        toggle.simulateFlip(to: true)
        host.flush()
        #expect(allSubviews(of: view).compactMap { $0 as? UILabel }.first?.text == "open")
        #expect(allSubviews(of: view).compactMap { $0 as? UISwitch }.first?.isOn == true)
    }

    @Test("pan and long-press closure handlers get their recognizer and change scoped state")
    func gestureClosures() throws {
        let (host, view) = mounted { DraggableCardDescription() }
        let label = try #require(view.subviews.first as? UILabel)
        let pan = try #require(label.gestureRecognizers?.compactMap { $0 as? UIPanGestureRecognizer }.first)
        let press = try #require(label.gestureRecognizers?.compactMap { $0 as? UILongPressGestureRecognizer }.first)
        pan.simulatePan(through: [CGPoint(x: 5, y: 0), CGPoint(x: 30, y: 2)])
        press.simulateLongPress()
        host.flush()
        #expect((view.subviews.first as? UILabel)?.text == "30.0 1")
        // Remounting replaces each closure handler's recognizer rather than stacking another.
        host.rebuild()
        #expect(view.subviews.first?.gestureRecognizers?.count == 2)
    }

    @Test("typed state changes from a closure handler of the description")
    func typedState() throws {
        let (host, view) = mounted { TypedStateDescription() }
        try tap(try #require(buttons(in: view).first))
        try tap(try #require(buttons(in: view).first))
        host.flush()
        #expect(buttons(in: view).first?.title(for: .normal) == "taps 2")
    }

    @Test("a description's controller reads the current description and changes its typed state")
    func controllerOfDescription() throws {
        let title = TestInput("Follow")
        let (host, view) = mounted { FetchingDescription(title: title.value) }
        let component = try #require(host.rootComponent as? DescribedComponent<FetchingDescription>)
        let controller = try #require(component.nextResponder as? FetchingDescriptionController)
        controller.finishFetch(fetching: true)
        host.flush()
        #expect(controller.state.isFetching)
        #expect(allSubviews(of: view).compactMap { $0 as? UILabel }.first?.text == "…")
        title.value = "Unfollow"
        controller.finishFetch(fetching: false)
        host.rebuild()
        #expect(controller.component.value.title == "Unfollow")
        #expect(allSubviews(of: view).compactMap { $0 as? UILabel }.first?.text == "Unfollow")
    }

    @Test("an Equatable description equal to the previous one is not rendered again")
    func equatableReuse() {
        let counter = BodyRenderCounter()
        let title = TestInput("one")
        let (host, view) = mounted { CountingDescription(id: "x", title: title.value, counter: counter) }
        #expect(counter.renders == 1)
        host.rebuild()
        #expect(counter.renders == 1)
        title.value = "two"
        host.rebuild()
        #expect(counter.renders == 2)
        #expect(allSubviews(of: view).compactMap { $0 as? UILabel }.first?.text == "two")
    }

    @Test("a class's render may return a description, and a description's body may hold a class")
    func mixesBothWays() throws {
        let (host, view) = mounted { ClassAroundDescription() }
        try tap(try #require(buttons(in: view).first))
        host.flush()
        #expect(allSubviews(of: view).compactMap { $0 as? UILabel }.first?.text == "count 1")

        let (_, described) = mounted { DescriptionAroundClass() }
        let (_, classes) = mounted { ProfileRowClassComponent(name: "Ada", subtitle: nil) }
        #expect(described.dump() == classes.dump())
    }

    @Test("a description with a dispatch table handles a selector sent from a control in its body")
    func selectorHandledByDescription() throws {
        let log = ActionLog()
        let (_, view) = mounted { SelectorHandlingDescription(log: log) }
        try tap(try #require(buttons(in: view).first))
        #expect(log.entries == ["description got Component"])
    }

    @Test("key-path attributes in a body apply on mount, skip when unchanged, and match a class's render")
    func keyPathAttributesInBody() throws {
        let radius = TestInput<CGFloat>(8)
        let (host, view) = mounted { RoundedCardDescription(radius: radius.value) }
        let card = try #require(view.subviews.first)
        #expect(card.clipsToBounds)
        #expect(card.layer.cornerRadius == 8)
        let before = host.statistics
        host.rebuild()
        #expect(host.statistics.attributesSkipped - before.attributesSkipped == 3)
        radius.value = 12
        host.rebuild()
        #expect(view.subviews.first === card)
        #expect(card.layer.cornerRadius == 12)

        let (_, classes) = mounted { RoundedCardComponent(radius: 12) }
        #expect(classes.subviews.first?.layer.cornerRadius == 12)
        #expect(classes.subviews.first?.clipsToBounds == true)
        #expect(classes.dump() == view.dump())
    }

    @Test("a description sends an action from its handler, and .context passes a value to a subtree")
    func sendAndContext() throws {
        let log = ActionLog()
        let (_, view) = mounted { SwatchPickerComponent(log: log) }
        let label = try #require(allSubviews(of: view).compactMap { $0 as? UILabel }.first)
        #expect(label.text == "dark")
        let (_, outside) = mounted { ThemedLabelDescription() }
        #expect(allSubviews(of: outside).compactMap { $0 as? UILabel }.first?.text == "light")
        let swatch = try #require(allSubviews(of: view).first { !($0 is UILabel) && $0.gestureRecognizers != nil })
        try tap(swatch)
        #expect(log.entries == ["picked from DescribedComponent<ColorSwatchDescription>"])
        // Outside a handler there is no component to send from: reported, not sent.
        let diagnostics = RuntimeDiagnostics.collect { ColorSwatchDescription().send(.didChooseColor) }
        #expect(diagnostics.map(\.kind) == [.unhandledAction])
        #expect(log.entries.count == 1)
    }

    @Test("builders take if, if-else, switch, optionals and loops")
    func builderControlFlow() {
        let (_, view) = mounted { ControlFlowDescription(count: 3, mode: .b, flag: false, optional: nil) }
        #expect(
            allSubviews(of: view).compactMap { ($0 as? UILabel)?.text } == ["item 0", "item 1", "item 2", "b", "off"]
        )
        let (_, other) = mounted { ControlFlowDescription(count: 0, mode: .a, flag: true, optional: "x") }
        #expect(allSubviews(of: other).compactMap { ($0 as? UILabel)?.text } == ["a", "on", "x"])
    }

    @Test("scope names in diagnostics use the description's own type name")
    func diagnosticsNameTheDescription() {
        let diagnostics = RuntimeDiagnostics.collect {
            let (_, _) = mounted { SiblingCollisionDescription() }
        }
        let collision = diagnostics.first { $0.kind == .scopeCollision }
        #expect(collision?.message.contains("'AnonymousCounterDescription'") == true)
    }
}

/// Writes its state twice in one handler and records what it read after each write.
struct ReadBackDescription: ComponentDescription {
    @MainActor static var seen: [Int] = []
    @ScopedState var count = 0

    var body: Component {
        ViewComponent<UIButton>(size: ComponentSize(width: 80, height: 30)) { .title("\(count)") }
            .onTap {
                count += 1
                Self.seen.append(count)
                count += 1
                Self.seen.append(count)
            }
    }
}

/// Every kind of control flow in one builder.
struct ControlFlowDescription: ComponentDescription {
    enum Mode { case a, b }
    let count: Int
    let mode: Mode
    let flag: Bool
    let optional: String?

    var body: Component { FlexboxComponent(children: children) }

    @ComponentBuilder
    private var children: [FlexboxComponent.Child] {
        for index in 0..<count { LabelDescription(text: "item \(index)") }
        switch mode {
        case .a: LabelDescription(text: "a")
        case .b: LabelDescription(text: "b")
        }
        if flag { LabelDescription(text: "on") } else { LabelDescription(text: "off") }
        if let optional { LabelDescription(text: optional) }
        optional.map { _ in LabelDescription(text: "never") }.flatMap { _ in nil as LabelDescription? }
    }
}

/// Two anonymous counters of the same type side by side: told apart by order, with a warning.
struct SiblingCollisionDescription: ComponentDescription {
    var body: Component {
        FlexboxComponent(children: pair)
    }

    @ComponentBuilder
    private var pair: [FlexboxComponent.Child] {
        AnonymousCounterDescription(label: "one")
        AnonymousCounterDescription(label: "two")
    }
}

/// An input a test changes between rebuilds.
@MainActor
final class TestInput<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}
