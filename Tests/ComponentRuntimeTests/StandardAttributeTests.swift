import ComponentRuntime
import Foundation
import Testing

/// Each built-in attribute sets its own property (and, for per-state button attributes, its own state), with
/// an identifier of its own, so any two can be listed together.
@MainActor
@Suite("Built-in attributes: each sets its property")
struct StandardAttributeTests {
    private func mount<V: UIView>(_ type: V.Type, _ attributes: [AttributeValue<V>]) throws -> (V, [RuntimeDiagnostic])
    {
        let host = ComponentHost(asynchronousUpdateDelivery: .manual) { _ in
            Component(view: ViewConfiguration(type, attributes), size: ComponentSize(width: 10, height: 10))
        }
        let root = makeRootView()
        let diagnostics = RuntimeDiagnostics.collect { host.mount(in: root) }
        return (try #require(root.subviews.first as? V), diagnostics)
    }

    @Test("the UIView attributes, all on one view, each set their property")
    func viewAttributes() throws {
        let (view, diagnostics) = try mount(
            UIView.self,
            [
                .backgroundColor(.red), .alpha(0.5), .accessibilityIdentifier("id"),
                .userInteractionEnabled(false),
            ]
        )
        #expect(diagnostics.isEmpty, "four identifiers, no duplicate")
        #expect(view.backgroundColor == .red)
        #expect(view.alpha == 0.5)
        #expect(view.accessibilityIdentifier == "id")
        #expect(!view.isUserInteractionEnabled)
    }

    @Test("the near miss: user interaction set to true stays enabled")
    func userInteractionEnabled() throws {
        let (view, _) = try mount(UIView.self, [.userInteractionEnabled(true)])
        #expect(view.isUserInteractionEnabled)
    }

    @Test("label text and colour")
    func labelAttributes() throws {
        let (label, diagnostics) = try mount(UILabel.self, [.text("hi"), .textColor(.blue)])
        #expect(diagnostics.isEmpty)
        #expect(label.text == "hi")
        #expect(label.textColor == .blue)
    }

    @Test("button titles and title colours are kept per state; the states do not collide")
    func buttonPerState() throws {
        let (button, diagnostics) = try mount(
            UIButton.self,
            [
                .title("normal"), .title("selected", for: .selected), .titleColor(.red),
                .titleColor(.blue, for: .highlighted), .enabled(false), .selected(true),
            ]
        )
        #expect(diagnostics.isEmpty, "one identifier per attribute and state")
        #expect(button.title(for: .normal) == "normal")
        #expect(button.title(for: .selected) == "selected")
        #expect(button.titleColor(for: .normal) == .red)
        #expect(button.titleColor(for: .highlighted) == .blue)
        #expect(!button.isEnabled)
        #expect(button.isSelected)
    }

    @Test("the near miss: enabled and not selected")
    func controlDefaults() throws {
        let (button, _) = try mount(UIButton.self, [.enabled(true), .selected(false)])
        #expect(button.isEnabled)
        #expect(!button.isSelected)
    }

    @Test("a switch's state, a scroll view's content size and an image view's image")
    func otherViews() throws {
        let (toggle, _) = try mount(UISwitch.self, [.on(true)])
        #expect(toggle.isOn)
        let (scrollView, _) = try mount(UIScrollView.self, [.contentSize(CGSize(width: 300, height: 40))])
        #expect(scrollView.contentSize == CGSize(width: 300, height: 40))
        let image = try #require(UIImage(systemName: "star"))
        let (imageView, _) = try mount(UIImageView.self, [.image(image)])
        #expect(imageView.image === image)
    }

    @Test("a changed value is applied again on the same view")
    func changedValue() throws {
        let on = Ref(true)
        let host = ComponentHost(asynchronousUpdateDelivery: .manual) { _ in
            Component(
                view: ViewConfiguration(UISwitch.self, [.on(on.value)]),
                size: ComponentSize(width: 10, height: 10)
            )
        }
        let root = makeRootView()
        host.mount(in: root)
        let toggle = try #require(root.subviews.first as? UISwitch)
        on.value = false
        host.rebuild()
        #expect(root.subviews.first === toggle)
        #expect(!toggle.isOn)
    }
}
