import ComponentRuntime
import Foundation
import Testing

@MainActor
@Suite("Text: the component and the headless measurer")
struct TextComponentTests {
    private let measurer = HeadlessTextMeasurer()

    @Test("the headless measurer: 0.5 × point size per character, 1.2 × per line, greedy word wrap")
    func measurerRules() {
        let text = TextComponentAttributes(string: "Hello brave new world", font: .systemFont(ofSize: 10))
        // 5 points per character, 12 per line.
        #expect(
            measurer.measure(text, width: .infinity)
                == TextMeasurement(size: CGSize(width: 105, height: 12), lines: ["Hello brave new world"])
        )
        #expect(
            measurer.measure(text, width: 60)
                == TextMeasurement(size: CGSize(width: 55, height: 24), lines: ["Hello brave", "new world"])
        )
        #expect(measurer.measure(text, width: 30).lines == ["Hello", "brave", "new", "world"])
        let long = TextComponentAttributes(string: "abcdefghij", font: .systemFont(ofSize: 10))
        #expect(measurer.measure(long, width: 20).lines == ["abcd", "efgh", "ij"], "a word wider than a line breaks")
        let paragraphs = TextComponentAttributes(string: "a\nbb", font: .systemFont(ofSize: 10))
        #expect(measurer.measure(paragraphs, width: .infinity).lines == ["a", "bb"])
    }

    @Test("a line limit truncates the last line shown with an ellipsis")
    func truncation() {
        let text = TextComponentAttributes(
            string: "Hello brave new world",
            font: .systemFont(ofSize: 10),
            maximumNumberOfLines: 2
        )
        let measured = measurer.measure(text, width: 30)
        #expect(measured.lines == ["Hello", "brave…"])
        #expect(measured.size == CGSize(width: 30, height: 24))
    }

    @Test("a text component wraps at the width its parent gives it, and its label shows the text")
    func componentInFlexbox() throws {
        var row = FlexStyle()
        row.direction = .row
        row.alignItems = .flexStart
        var grow = FlexStyle()
        grow.flexGrow = 1
        grow.flexShrink = 1
        let host = ComponentHost { _ in
            FlexboxComponent(
                style: row,
                children: [
                    .init(Component(view: ViewConfiguration(UIView.self), size: ComponentSize(width: 40, height: 40))),
                    .init(
                        TextComponent(
                            TextComponentAttributes(string: "Hello brave new world", font: .systemFont(ofSize: 10))
                        ),
                        style: grow
                    ),
                ]
            )
        }
        host.sizeRange = SizeRange(
            min: CGSize(width: 100, height: 0),
            max: CGSize(width: 100, height: CGFloat.infinity)
        )
        let root = makeRootView()
        host.mount(in: root)
        let label = try #require(root.subviews.last as? UILabel)
        #expect(label.frame == CGRect(x: 40, y: 0, width: 60, height: 24), "two lines at 60 points")
        #expect(label.text == "Hello brave new world")
        #expect(label.font == .systemFont(ofSize: 10))
        #expect(label.numberOfLines == 0)
    }

    @Test("an attributed string is shown as such and measured by its characters")
    func attributed() throws {
        let styled = NSAttributedString(string: "Bold move")
        let host = ComponentHost { _ in
            TextComponent(attributedString: styled, font: .systemFont(ofSize: 10))
        }
        let root = makeRootView()
        host.mount(in: root)
        let label = try #require(root.subviews.first as? UILabel)
        #expect(label.attributedText == styled)
        #expect(label.text == "Bold move")
        #expect(label.frame.size == CGSize(width: 45, height: 12))
    }
}
