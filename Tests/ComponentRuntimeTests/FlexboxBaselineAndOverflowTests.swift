import ComponentRuntime
import Foundation
import Testing

@Suite("Flexbox: baseline functions and the overflow flag")
struct FlexboxBaselineAndOverflowTests {
    /// A content leaf of a fixed size whose baseline is `baseline` from its top.
    private func text(width: CGFloat, height: CGFloat, baseline: CGFloat) -> FlexNode {
        FlexNode(
            measure: { _, _, _, _ in CGSize(width: width, height: height) },
            baseline: { _, _ in baseline }
        )
    }

    @Test("a row aligned on baselines lines up the leaves' baselines, not their bottoms")
    func baselineFunction() {
        let row = flexNode(
            {
                $0.direction = .row
                $0.alignItems = .baseline
            },
            text(width: 30, height: 40, baseline: 30),
            text(width: 30, height: 20, baseline: 15),
            flexBox(width: 10, height: 10)
        )
        let frames = row.layout().childFrames
        // The deepest ascent is 30: the second leaf's baseline (15) goes to 30, the box's bottom (10) too.
        #expect(frames == [rect(0, 0, 30, 40), rect(30, 15, 30, 20), rect(60, 20, 10, 10)])
        #expect(row.layout().frame.height == 40)
    }

    @Test("the baseline function gets the leaf's laid-out size")
    func baselineGetsSize() {
        let sizes = MeasureLog()
        let leaf = FlexNode(
            style: FlexStyle(flexGrow: 1),
            measure: { _, _, _, _ in CGSize(width: 10, height: 10) },
            baseline: { width, height in
                sizes.record(width, .exactly, height, .exactly)
                return height
            }
        )
        _ = flexNode(
            {
                $0.direction = .row; $0.width = 50; $0.alignItems = .baseline
            },
            leaf
        ).layout()
        #expect(sizes.calls.contains("exactly 50 × exactly 10"))
    }

    @Test("two texts of different font sizes in a FlexboxComponent sit on one baseline")
    func textComponents() {
        let large = TextComponent(TextComponentAttributes(string: "Big", font: .systemFont(ofSize: 30)))
        let small = TextComponent(TextComponentAttributes(string: "small", font: .systemFont(ofSize: 10)))
        let row = FlexboxComponent(direction: .row, alignItems: .baseline) {
            large
            small
        }
        let layout = row.layout(in: SizeRange(min: .zero, max: CGSize(width: 300, height: 300)))
        let largeBaseline = layout.children[0].origin.y + large.firstBaseline(in: layout.children[0].layout.size)
        let smallBaseline = layout.children[1].origin.y + small.firstBaseline(in: layout.children[1].layout.size)
        // The small text moves down to the large one's baseline, rounded down to the pixel grid as text is.
        #expect(layout.children[0].origin.y == 0)
        #expect(layout.children[1].origin.y > 0)
        #expect(
            layout.children[1].origin.y
                == (largeBaseline - small.firstBaseline(in: layout.children[1].layout.size)).rounded(.down)
        )
        #expect(abs(largeBaseline - smallBaseline) < 1)
        // Aligned at the top instead, the baselines differ.
        let top = FlexboxComponent(direction: .row, alignItems: .flexStart) {
            TextComponent(TextComponentAttributes(string: "Big", font: .systemFont(ofSize: 30)))
            TextComponent(TextComponentAttributes(string: "small", font: .systemFont(ofSize: 10)))
        }
        #expect(top.layout(in: SizeRange(min: .zero, max: CGSize(width: 300, height: 300))).children[1].origin.y == 0)
    }

    @Test("a text's first baseline is its font's ascent, lower when the text is centred in a taller box")
    func textBaseline() {
        let text = TextComponent(TextComponentAttributes(string: "Hi", font: .systemFont(ofSize: 10)))
        let natural = text.layout(in: SizeRange(min: .zero, max: CGSize(width: 100, height: 100))).size
        let baseline = text.firstBaseline(in: natural)
        #expect(baseline > 0 && baseline < natural.height)
        #expect(text.firstBaseline(in: CGSize(width: natural.width, height: natural.height + 20)) == baseline + 10)
    }

    @Test("children that do not fit the main axis set the overflow flag, up the tree")
    func overflow() {
        let crowded = flexNode(
            {
                $0.direction = .row
                $0.width = 50
            },
            flexBox(width: 40, height: 10),
            flexBox(width: 40, height: 10)
        )
        let result = flexNode({ $0.width = 100 }, crowded).layout()
        #expect(result.children[0].hadOverflow)
        #expect(result.hadOverflow, "a child's overflow is its parent's")
        #expect(!result.children[0].children[0].hadOverflow)
    }

    @Test("children that fit, or shrink to fit, leave the flag clear")
    func noOverflow() {
        let fitting = flexNode(
            {
                $0.direction = .row
                $0.width = 100
            },
            flexBox(width: 40, height: 10),
            flexBox(width: 40, height: 10)
        )
        #expect(!fitting.layout().hadOverflow)
        let shrinking = flexNode(
            {
                $0.direction = .row
                $0.width = 50
            },
            flexBox(width: 40, height: 10) { $0.flexShrink = 1 },
            flexBox(width: 40, height: 10) { $0.flexShrink = 1 }
        )
        #expect(!shrinking.layout().hadOverflow)
        #expect(shrinking.layout().childFrames.map(\.width) == [25, 25])
        // Overflow on the cross axis is not overflow.
        let tall = flexNode(
            {
                $0.direction = .row; $0.width = 50; $0.height = 10
            },
            flexBox(width: 10, height: 40)
        )
        #expect(!tall.layout().hadOverflow)
    }
}
