import ComponentRuntime
import Foundation
import Testing

/// A description with a label whose own view carries a background, a corner radius and an accessibility label.
private struct BadgeLabel: ComponentDescription {
    let title: String
    var body: Component {
        TextComponent(title, font: .boldSystemFont(ofSize: 12), color: .white, alignment: .center) {
            .backgroundColor(.red)
            (\.layer.cornerRadius, 4)
            (\.accessibilityLabel, "Badge: \(title)")
        }
    }
}

@MainActor
@Suite("Text: the label shorthand, its default font and attributes of the label's own view")
struct TextComponentShorthandTests {
    /// The labels mounted under `root`, depth first.
    private func labels(in view: UIView) -> [UILabel] {
        view.subviews.flatMap { ($0 as? UILabel).map { [$0] } ?? [] + labels(in: $0) }
    }

    /// Mounts `root` in a 320-point-wide view and returns that view.
    private func mount(_ root: @escaping @MainActor () -> Component) -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let host = ComponentHost { _ in root() }
        host.sizeRange = SizeRange(width: 320)
        host.mount(in: view)
        return view
    }

    @Test("TextComponent(\"Hello\") shows the text in UIKit's default label font, the 17-point system font, in black")
    func shorthandDefaults() throws {
        let text = TextComponent("Hello")
        #expect(text.attributes.font == UIFont.systemFont(ofSize: 17))
        #expect(text.attributes.font == TextComponentAttributes.defaultFont)
        #expect(text.attributes.color == .black)
        let label = try #require(labels(in: mount { TextComponent("Hello") }).first)
        #expect(label.text == "Hello")
        #expect(label.font == UIFont.systemFont(ofSize: 17))
    }

    @Test("a font that may be nil, as UIFont(name:size:) returns, is taken as it is: nil is the default font")
    func optionalFont() {
        // What `UIFont(name:size:)` returns for a font the system does not have (the headless backend makes one).
        let missing: UIFont? = nil
        #expect(TextComponent("Quote", font: missing).attributes.font == TextComponentAttributes.defaultFont)
        let given: UIFont? = .boldSystemFont(ofSize: 20)
        let text = TextComponent("Quote", font: given, color: .white, alignment: .center, maximumNumberOfLines: 2)
        #expect(text.attributes.font == .boldSystemFont(ofSize: 20))
        #expect(text.attributes.color == .white)
        #expect(text.attributes.alignment == .center)
        #expect(text.attributes.maximumNumberOfLines == 2)
        #expect(TextComponentAttributes(string: "a", font: nil, color: nil).font == TextComponentAttributes.defaultFont)
    }

    @Test("the shorthand measures as the attributes form does")
    func shorthandMeasures() {
        let range = SizeRange(min: .zero, max: CGSize(width: 60, height: CGFloat.infinity))
        let short = TextComponent("Hello brave new world", font: .systemFont(ofSize: 10)).layout(in: range).size
        let attributes = TextComponentAttributes(string: "Hello brave new world", font: .systemFont(ofSize: 10))
        let long = TextComponent(attributes).layout(in: range).size
        #expect(short == long)
    }

    @Test("a label's attribute block sets its own view: one view carries the text, background, corner and label")
    func viewAttributesOnTheLabel() throws {
        let root = mount { BadgeLabel(title: "New").inflate() }
        let found = labels(in: root)
        #expect(found.count == 1)
        let label = try #require(found.first)
        #expect(label.subviews.isEmpty, "no extra view for the background")
        #expect(label.text == "New")
        #expect(label.textColor == .white)
        #expect(label.textAlignment == .center)
        #expect(label.backgroundColor == .red)
        #expect(label.layer.cornerRadius == 4)
        #expect(label.accessibilityLabel == "Badge: New")
    }

    @Test("the block cannot replace the text's own attributes: a repeat is reported and the text's value kept")
    func blockRepeatingTheText() throws {
        var label: UILabel?
        let diagnostics = RuntimeDiagnostics.collect {
            let root = mount { TextComponent("Kept") { .text("Replaced") } }
            label = labels(in: root).first
        }
        #expect(label?.text == "Kept")
        #expect(diagnostics.map(\.kind) == [.duplicateAttribute])
    }

    @Test("a label with an attribute block placed twice keeps its block in both places")
    func placedTwice() {
        let root = mount {
            let badge = TextComponent("Twice") { .backgroundColor(.blue) }
            return FlexboxComponent {
                badge
                badge
            }
        }
        let found = labels(in: root)
        #expect(found.count == 2)
        #expect(found.allSatisfy { $0.backgroundColor == .blue && $0.text == "Twice" })
    }
}
