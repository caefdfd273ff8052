import ComponentRuntime
import Foundation
import Testing

/// A view with a frame, for building trees by hand.
@MainActor
func view<V: UIView>(_ type: V.Type = UIView.self, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> V
{
    let view = V()
    view.frame = CGRect(x: x, y: y, width: width, height: height)
    return view
}

@MainActor
@Suite("Snapshots: the headless backend draws a mounted tree as SVG")
struct SnapshotSVGTests {
    @Test("the canvas is the root's size; views are rectangles at their absolute frames, filled or outlined")
    func framesAndBackgrounds() {
        let root = view(UIView.self, 50, 50, 100, 80)
        let card = view(UIView.self, 10, 20, 60, 30)
        card.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 0.5)
        let inner = view(UIView.self, 5, 5, 10, 10)
        card.addSubview(inner)
        root.addSubview(card)

        let svg = root.snapshotSVG()

        #expect(
            svg.hasPrefix(
                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"100\" height=\"80\" viewBox=\"0 0 100 80\""
            )
        )
        #expect(svg.contains("<rect x=\"0\" y=\"0\" width=\"100\" height=\"80\" fill=\"none\" stroke=\"#d0d0d0\""))
        #expect(
            svg.contains("<rect x=\"10\" y=\"20\" width=\"60\" height=\"30\" fill=\"#ff0000\" fill-opacity=\"0.5\"/>")
        )
        #expect(svg.contains("<rect x=\"15\" y=\"25\" width=\"10\" height=\"10\" fill=\"none\""), "nested: absolute")
        #expect(svg.hasSuffix("</svg>\n"))
    }

    @Test("hidden views and fully transparent views are left out with their subtrees; alpha becomes opacity")
    func hiddenAndAlpha() {
        let root = view(UIView.self, 0, 0, 100, 100)
        let hidden = view(UIView.self, 1, 1, 11, 11)
        hidden.isHidden = true
        hidden.addSubview(view(UIView.self, 2, 2, 22, 22))
        let clear = view(UIView.self, 3, 3, 33, 33)
        clear.alpha = 0
        let faded = view(UIView.self, 4, 4, 44, 44)
        faded.alpha = 0.25
        for child in [hidden, clear, faded] { root.addSubview(child) }

        let svg = root.snapshotSVG()

        #expect(!svg.contains("width=\"11\"") && !svg.contains("width=\"22\"") && !svg.contains("width=\"33\""))
        #expect(svg.contains("<g data-view=\"UIView\" opacity=\"0.25\">"))
        #expect(svg.contains("width=\"44\""))
    }

    @Test("a layer's corner radius rounds the rectangle; masksToBounds clips the subviews to it")
    func cornerRadiusAndClipping() {
        let root = view(UIView.self, 0, 0, 100, 100)
        let avatar = view(UIView.self, 10, 10, 40, 40)
        avatar.backgroundColor = .blue
        avatar.layer.cornerRadius = 8
        avatar.clipsToBounds = true
        avatar.addSubview(view(UIView.self, 0, 0, 60, 60))
        root.addSubview(avatar)

        let svg = root.snapshotSVG()

        #expect(svg.contains("<rect x=\"10\" y=\"10\" width=\"40\" height=\"40\" rx=\"8\" fill=\"#0000ff\"/>"))
        #expect(svg.contains("<clipPath id=\"clip1\">"))
        #expect(svg.contains("<g clip-path=\"url(#clip1)\">"))
        #expect(root.dump().contains("cornerRadius=8"), "the dump shows it too")
    }

    @Test("a label shows the lines the text measurer breaks at its width, centred vertically, aligned as set")
    func labelLines() {
        let root = view(UIView.self, 0, 0, 200, 100)
        let label = view(UILabel.self, 10, 10, 60, 40)
        label.text = "Hello brave new world"
        label.font = .systemFont(ofSize: 10)
        label.numberOfLines = 0
        label.textAlignment = .center
        label.textColor = .red
        root.addSubview(label)

        let svg = root.snapshotSVG()

        // 5 points a character: 12 characters a line at 60 points; two lines of 12 points, centred in 40.
        #expect(svg.contains(">Hello brave</text>"))
        #expect(svg.contains(">new world</text>"))
        #expect(svg.contains("<text x=\"40\" y=\"27.6\" font-size=\"10\" text-anchor=\"middle\" textLength=\"55\""))
        #expect(svg.contains("<text x=\"40\" y=\"39.6\" font-size=\"10\" text-anchor=\"middle\" textLength=\"45\""))
        #expect(svg.contains("fill=\"#ff0000\">new world</text>"))
    }

    @Test("text is escaped; images are labelled boxes; buttons show their title; switches their value")
    func contentOfStandardViews() {
        let root = view(UIView.self, 0, 0, 300, 100)
        let label = view(UILabel.self, 0, 0, 300, 20)
        label.text = "Tom & Jerry <3"
        let image = view(UIImageView.self, 0, 20, 40, 40)
        image.image = UIImage(named: "avatar", in: .module, compatibleWith: nil)
        let button = view(UIButton.self, 50, 20, 80, 30)
        button.setTitle("Follow", for: .normal)
        let toggle = view(UISwitch.self, 150, 20, 51, 31)
        toggle.isOn = true
        for child in [label, image, button, toggle] { root.addSubview(child) }

        let svg = root.snapshotSVG()

        #expect(svg.contains(">Tom &amp; Jerry &lt;3</text>"))
        #expect(svg.contains(">avatar</text>"))
        #expect(svg.contains("<line x1=\"0\" y1=\"20\" x2=\"40\" y2=\"60\""))
        #expect(svg.contains("fill=\"#007aff\">Follow</text>"))
        #expect(svg.contains("<circle cx=\"185.5\" cy=\"35.5\" r=\"13.5\" fill=\"#ffffff\"/>"), "knob on the right: on")
    }

    @Test("a scroll view's subviews move by its content offset")
    func scrollOffset() {
        let root = view(UIView.self, 0, 0, 100, 100)
        let scroll = view(UIScrollView.self, 10, 10, 80, 80)
        scroll.addSubview(view(UIView.self, 100, 5, 30, 30))
        scroll.contentOffset = CGPoint(x: 90, y: 0)
        root.addSubview(scroll)

        #expect(root.snapshotSVG().contains("<rect x=\"20\" y=\"15\" width=\"30\" height=\"30\""))
    }

    @Test("the same tree gives the same bytes; a one-point move changes them")
    func deterministic() {
        func tree(offset: CGFloat) -> UIView {
            let root = view(UIView.self, 0, 0, 100, 100)
            let label = view(UILabel.self, 10 + offset, 10, 80, 20)
            label.text = "Hi"
            root.addSubview(label)
            return root
        }
        #expect(tree(offset: 0).snapshotSVG() == tree(offset: 0).snapshotSVG())
        #expect(tree(offset: 0).snapshotSVG() != tree(offset: 1).snapshotSVG())
    }
}
