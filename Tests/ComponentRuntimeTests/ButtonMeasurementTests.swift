import ComponentRuntime
import Foundation
import Testing

// An unsized button is measured as ComponentKit's CKButtonComponent measures one: the title on one line in its
// font, the image beside it, the content edge insets around both, moved into the size range. The headless text
// measurer advances 0.5 × the point size per character, and a line is 1.2 × the point size (rounded up), so
// "Follow" in the default 17-point font is 6 × 8.5 = 51 points wide and 21 tall.

@Suite("Button measurement: an unsized button takes its title's and image's size")
@MainActor
struct ButtonMeasurementTests {
    /// The size of the tree `content` builds, laid out in a main-actor pass (as a mount lays it out) within
    /// 0...`width` × 0...`height`: a view component's attribute block is read there.
    private func size(
        width: CGFloat? = nil,
        height: CGFloat? = nil,
        of content: @escaping @MainActor () -> Component
    ) -> CGSize {
        ComponentTreeHosting { _ in content() }.sizeThatFits(width: width, height: height)
    }

    private func badge() throws -> UIImage {
        // Resources/badge@3x.png: 60 × 30 pixels, 20 × 10 points on the 3× main screen.
        try #require(UIImage(named: "badge", in: .module, compatibleWith: nil))
    }

    @Test("a title in the default font: the title's measured size")
    func title() {
        #expect(size { ViewComponent<UIButton> { .title("Follow") }.inflate() } == CGSize(width: 51, height: 21))
    }

    @Test("a title plus content edge insets, in the title font given")
    func titleAndInsets() {
        let insets = UIEdgeInsets(top: 4, left: 8, bottom: 6, right: 12)
        let button = Component(
            view: ViewConfiguration(
                UIButton.self,
                [.title("Follow"), .titleFont(.systemFont(ofSize: 10)), .contentEdgeInsets(insets)]
            )
        )
        #expect(button.layout(in: .unconstrained).size == CGSize(width: 30 + 20, height: 12 + 10))
    }

    @Test("a title and an image: side by side, as tall as the taller")
    func titleAndImage() throws {
        let image = try badge()
        let insets = UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 2)
        let buttonSize = size {
            ViewComponent<UIButton> { [.title("Follow"), .image(image), .contentEdgeInsets(insets)] }.inflate()
        }
        #expect(buttonSize == CGSize(width: 51 + 20 + 4, height: 21 + 4))

        let imageOnly = Component(view: ViewConfiguration(UIButton.self, [.image(image)]))
        #expect(imageOnly.layout(in: .unconstrained).size == CGSize(width: 20, height: 10), "laid out anywhere")
    }

    @Test("the title of the state the button is in: selected, else normal")
    func stateTitle() {
        let selected = size {
            ViewComponent<UIButton> {
                [.title("Follow"), .title("Following", for: .selected), .selected(true)]
            }.inflate()
        }
        #expect(selected == CGSize(width: 77, height: 21), "9 × 8.5, rounded up")

        let disabled = size {
            ViewComponent<UIButton> {
                [.title("Follow"), .title("Following", for: .selected), .enabled(false)]
            }.inflate()
        }
        #expect(disabled == CGSize(width: 51, height: 21), "no disabled title: the normal one")
    }

    @Test("a sized button keeps its size; a size in one dimension keeps that one; the range clamps the rest")
    func sizedButton() {
        let sized = size {
            ViewComponent<UIButton>(size: ComponentSize(width: 80, height: 30)) { .title("Follow") }.inflate()
        }
        #expect(sized == CGSize(width: 80, height: 30))

        let wide = size { ViewComponent<UIButton>(size: ComponentSize(width: 100)) { .title("Follow") }.inflate() }
        #expect(wide == CGSize(width: 100, height: 21))

        let narrow = size(width: 40) { ViewComponent<UIButton> { .title("Follow") }.inflate() }
        #expect(narrow == CGSize(width: 40, height: 21))
    }

    @Test("a button in a stack is mounted at its measured size, with its title font")
    func mountedInStack() throws {
        let host = ComponentHost { _ in
            StackComponent(
                direction: .horizontal,
                children: [
                    ViewComponent<UIButton> { [.title("Follow"), .titleFont(.systemFont(ofSize: 10))] }.inflate()
                ]
            )
        }
        let root = UIView()
        root.frame = CGRect(x: 0, y: 0, width: 320, height: 100)
        host.mount(in: root)
        let button = try #require(root.subviews.first as? UIButton)
        #expect(button.frame.size == CGSize(width: 30, height: 12))
        #expect(button.titleLabel?.font == .systemFont(ofSize: 10))
        #expect(button.titleLabel?.text == "Follow")
    }

    @Test("a view that is not a button is still the range's minimum")
    func otherViews() {
        let range = SizeRange(min: CGSize(width: 5, height: 6), max: CGSize(width: 50, height: 60))
        let view = Component(view: ViewConfiguration(UIView.self, [.backgroundColor(.red)]))
        #expect(view.layout(in: range).size == CGSize(width: 5, height: 6))
        #expect(size { ViewComponent<UIView> { .backgroundColor(.red) }.inflate() } == .zero)
    }
}
