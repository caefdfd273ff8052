import ComponentRuntime
import Foundation
import Testing

/// A form whose text field is bound to its scoped state, with a label that shows the state and a button that
/// clears it: the two-way binding SwiftUI users expect from `TextField(text: $name)`.
private struct NameFormDescription: ComponentDescription {
    let counter: BodyRenderCounter
    @ScopedState var name = ""

    var body: Component {
        counter.renders += 1
        return FlexboxComponent(children: parts)
    }

    @ComponentBuilder
    private var parts: [FlexboxComponent.Child] {
        ViewComponent<UITextField>(size: ComponentSize(width: 200, height: 30)) { .text($name) }
        LabelDescription(text: "Hello, \(name)")
        ViewComponent<UIButton>(size: ComponentSize(width: 80, height: 30)) { .title("Clear") }
            .onTap { name = "" }
    }
}

/// A slider bound with the modifier form, and a label showing the value as a percentage.
private struct VolumeDescription: ComponentDescription {
    @ScopedState var volume: Float = 0.5

    var body: Component {
        FlexboxComponent(children: parts)
    }

    @ComponentBuilder
    private var parts: [FlexboxComponent.Child] {
        ViewComponent<UISlider>(size: ComponentSize(width: 200, height: 30)).value($volume)
        LabelDescription(text: "\(Int((volume * 100).rounded()))%")
    }
}

/// One of each other bound control, and a label that shows every bound value.
private struct SettingsDescription: ComponentDescription {
    @ScopedState var isMuted = false
    @ScopedState var count = 1.0
    @ScopedState var tab = 0
    @ScopedState var page = 0
    @ScopedState var notes = "draft"

    var body: Component {
        FlexboxComponent(children: parts)
    }

    @ComponentBuilder
    private var parts: [FlexboxComponent.Child] {
        ViewComponent<UISwitch>(size: ComponentSize(width: 50, height: 30)).isOn($isMuted)
        ViewComponent<UIStepper>(size: ComponentSize(width: 90, height: 30)).value($count)
        ViewComponent<UISegmentedControl>(
            .factory("Tests.tabs") { UISegmentedControl(items: ["Day", "Week", "Month"]) },
            size: ComponentSize(width: 200, height: 30)
        ) { .selectedSegmentIndex($tab) }
        ViewComponent<UIPageControl>(
            .factory("Tests.fourPages") {
                let pages = UIPageControl()
                pages.numberOfPages = 4
                return pages
            },
            size: ComponentSize(width: 100, height: 20)
        ) { .currentPage($page) }
        ViewComponent<UITextView>(size: ComponentSize(width: 200, height: 60)).text($notes)
        LabelDescription(text: "muted=\(isMuted) count=\(count) tab=\(tab) page=\(page) notes=\(notes)", width: 400)
    }
}

/// Two-way bindings in descriptions: a bound control shows the state, and the user's edit writes the state back
/// and re-renders, through one listener per view however often it renders.
@MainActor
@Suite("Control bindings in descriptions")
struct ControlBindingTests {
    private func mounted(@ComponentBuilder _ root: @escaping @MainActor () -> Component) -> (ComponentHost, UIView) {
        let host = ComponentHost(asynchronousUpdateDelivery: .manual, root: root)
        let view = makeRootView(width: 500)
        host.mount(in: view)
        return (host, view)
    }

    private func first<V: UIView>(_ type: V.Type, in view: UIView) throws -> V {
        try #require(allSubviews(of: view).compactMap { $0 as? V }.first)
    }

    @Test("typing into a bound text field writes the state, which re-renders the label")
    func textFieldBinding() throws {
        let counter = BodyRenderCounter()
        let (host, view) = mounted { NameFormDescription(counter: counter) }
        let field = try first(UITextField.self, in: view)
        #expect(field.text == "")
        #expect(counter.renders == 1)
        field.simulateTyping("Ada")
        #expect(host.hasPendingUpdates)
        host.flush()
        #expect(try first(UILabel.self, in: view).text == "Hello, Ada")
        #expect(counter.renders == 2, "one re-render for the three edits, delivered together")
        #expect(try first(UITextField.self, in: view) === field, "the same field, still editing")
        #expect(field.text == "Ada" && field.isFirstResponder)
        field.simulateDeleteBackward()
        host.flush()
        #expect(try first(UILabel.self, in: view).text == "Hello, Ad")
        field.resignFirstResponder()
    }

    @Test("a state change from elsewhere shows in the bound field, and sends it no events")
    func stateToField() throws {
        let (host, view) = mounted { NameFormDescription(counter: BodyRenderCounter()) }
        let field = try first(UITextField.self, in: view)
        field.simulateTyping("Grace")
        host.flush()
        let recorder = ControlEventRecorder(field)
        try first(UIButton.self, in: view).sendActions(for: .touchUpInside)
        host.flush()
        #expect(field.text == "")
        #expect(try first(UILabel.self, in: view).text == "Hello, ")
        #expect(recorder.events.isEmpty, "writing the state into the field is not a user edit")
        field.resignFirstResponder()
    }

    @Test("a binding keeps one listener on its control however often the tree renders")
    func oneListener() throws {
        let (host, view) = mounted { NameFormDescription(counter: BodyRenderCounter()) }
        let field = try first(UITextField.self, in: view)
        host.rebuild()
        host.rebuild()
        var handlers = 0
        field.enumerateEventHandlers { _, _, events, _ in if events.contains(.editingChanged) { handlers += 1 } }
        #expect(handlers == 1)
        field.simulateTyping("x")
        host.flush()
        #expect(try first(UILabel.self, in: view).text == "Hello, x")
        field.resignFirstResponder()
    }

    @Test("sliding a bound slider writes the state, which re-renders the label")
    func sliderBinding() throws {
        let (host, view) = mounted { VolumeDescription() }
        let slider = try first(UISlider.self, in: view)
        #expect(slider.value == 0.5)
        #expect(try first(UILabel.self, in: view).text == "50%")
        slider.simulateSlide(to: 0.8, steps: 3)
        host.flush()
        #expect(try first(UILabel.self, in: view).text == "80%")
        #expect(slider.value == 0.8)
        slider.accessibilityIncrement()
        host.flush()
        #expect(try first(UILabel.self, in: view).text == "90%")
    }

    @Test("switch, stepper, segmented control, page control and text view write their values back")
    func otherBindings() throws {
        let (host, view) = mounted { SettingsDescription() }
        let label = { try self.first(UILabel.self, in: view).text }
        #expect(try label() == "muted=false count=1.0 tab=0 page=0 notes=draft")
        let tabs = try first(UISegmentedControl.self, in: view)
        let textView = try first(UITextView.self, in: view)
        #expect(tabs.selectedSegmentIndex == 0 && textView.text == "draft")
        #expect(try first(UIStepper.self, in: view).value == 1)

        try first(UISwitch.self, in: view).simulateFlip(to: true)
        try first(UIStepper.self, in: view).simulateIncrement()
        tabs.simulateSelect(segment: 2)
        try first(UIPageControl.self, in: view).simulateTap(toPage: 3)
        textView.simulateTyping("!")
        host.flush()
        #expect(try label() == "muted=true count=2.0 tab=2 page=3 notes=draft!")
        textView.resignFirstResponder()
    }

    @Test("a text view's binding hears only its own text view")
    func textViewListensToItsOwn() throws {
        let (host, view) = mounted { SettingsDescription() }
        let stranger = UITextView()
        stranger.simulateTyping("elsewhere")
        #expect(!host.hasPendingUpdates)
        stranger.resignFirstResponder()
        let textView = try first(UITextView.self, in: view)
        textView.simulateDeleteBackward()
        host.flush()
        #expect(try first(UILabel.self, in: view).text?.hasSuffix("notes=draf") == true)
        textView.resignFirstResponder()
    }
}
