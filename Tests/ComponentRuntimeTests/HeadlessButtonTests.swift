import ComponentRuntime
import Foundation
import Testing

/// Records the actions it receives.
@MainActor
private final class TapRecorder: HeadlessActionTarget {
    var selectedWhenTapped: [Bool] = []
    func performHeadlessAction(_ action: Selector, sender: Any) {
        if let button = sender as? UIButton { selectedWhenTapped.append(button.isSelected) }
    }
}

/// A button that puts its title in a rectangle of its own, as legacy UIKit subclasses do.
@MainActor
private final class TopTitleButton: UIButton {
    override func titleRect(forContentRect contentRect: CGRect) -> CGRect {
        CGRect(x: contentRect.minX, y: contentRect.minY, width: contentRect.width, height: 10)
    }
}

@MainActor
@Suite("Headless backend: buttons with UIKit's properties, subviews, measurement and accessibility")
struct HeadlessButtonTests {
    @Test("a button has UIKit's defaults; init(type:) sets its type, init(frame:) makes a custom one")
    func defaults() {
        let button = UIButton(type: .system)
        #expect(button.buttonType == .system)
        #expect(UIButton().buttonType == .custom)
        #expect(UIButton.ButtonType.roundedRect == .system)
        #expect(button.contentEdgeInsets == .zero && button.titleEdgeInsets == .zero)
        #expect(button.imageEdgeInsets == .zero)
        #expect(button.adjustsImageWhenHighlighted && button.adjustsImageWhenDisabled)
        #expect(!button.showsTouchWhenHighlighted && !button.reversesTitleShadowWhenHighlighted)
        #expect(button.role == .normal)
        #expect(!button.changesSelectionAsPrimaryAction)
        #expect(button.preferredBehavioralStyle == .automatic && button.behavioralStyle == .pad)
        #expect(button.automaticallyUpdatesConfiguration && button.configurationUpdateHandler == nil)
        #expect(button.subviews.isEmpty, "the title label and image view are made when asked for")
        #expect(button.currentTitleColor == button.tintColor, "a system button's title is tinted")
        #expect(UIButton().currentTitleColor == .white, "a custom button's title is white")
    }

    @Test("titles, styled titles, images and background images per state, with the normal state's as fallback")
    func perState() {
        let button = UIButton(type: .custom)
        button.setTitle("Follow", for: .normal)
        button.setTitle("Following", for: .selected)
        button.setImage(UIImage(systemName: "plus"), for: .normal)
        button.setBackgroundImage(UIImage(systemName: "pill"), for: .normal)
        button.setTitleColor(.red, for: .normal)
        button.setTitleShadowColor(.gray, for: .normal)
        #expect(button.currentTitle == "Follow")
        #expect(button.currentImage == UIImage(systemName: "plus"))
        #expect(button.currentBackgroundImage == UIImage(systemName: "pill"))
        #expect(button.currentTitleColor == .red && button.currentTitleShadowColor == .gray)
        button.isSelected = true
        #expect(button.currentTitle == "Following")
        #expect(button.backgroundImage(for: .selected) == UIImage(systemName: "pill"), "falls back to normal")
        button.setAttributedTitle(NSAttributedString(string: "Styled"), for: .selected)
        #expect(button.currentAttributedTitle?.string == "Styled")
        #expect(button.currentTitle == "Styled", "the styled title is what shows")
    }

    @Test("the title label and image view are real subviews that follow the state and sit centred in the content")
    func subviews() throws {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
        button.setTitle("Go", for: .normal)
        button.setTitle("Gone", for: .disabled)
        let label = try #require(button.titleLabel)
        #expect(button.titleLabel === label, "made once")
        #expect(label.superview === button)
        #expect(label.text == "Go")
        // "Go": 2 × 8.5 = 17 points wide, 21 tall, centred in 200 × 50.
        #expect(label.frame == CGRect(x: 91.5, y: 14.5, width: 17, height: 21))
        button.isEnabled = false
        #expect(label.text == "Gone")
        #expect(label.frame.width == 34)
        let imageView = try #require(button.imageView)
        #expect(button.subviews.first === imageView, "the image view sits behind the title")
        button.setImage(UIImage(systemName: "icon"), for: .normal)
        #expect(imageView.image == UIImage(systemName: "icon"))
        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 0)
        #expect(label.frame.minX == 88, "insets move the title by half their difference: 83 + 5")
        #expect(label.textColor == button.currentTitleColor)
        #expect(button.dump().contains("UILabel"), "the dump shows the real subviews")
    }

    @Test("a subclass's title rectangle places the title label")
    func titleRectOverride() throws {
        let button = TopTitleButton(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        button.contentEdgeInsets = UIEdgeInsets(top: 4, left: 6, bottom: 4, right: 6)
        button.setTitle("Hi", for: .normal)
        let label = try #require(button.titleLabel)
        #expect(label.frame == CGRect(x: 6, y: 4, width: 88, height: 10))
    }

    @Test("a button measures its image beside its title, plus the content insets")
    func measurement() throws {
        let button = UIButton(type: .system)
        #expect(button.sizeThatFits(.zero) == .zero)
        button.setTitle("Follow", for: .normal)
        // 6 × 8.5 = 51 points wide, a 21-point line.
        #expect(button.sizeThatFits(.zero) == CGSize(width: 51, height: 21))
        button.contentEdgeInsets = UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
        #expect(button.sizeThatFits(.zero) == CGSize(width: 71, height: 31))
        #expect(button.intrinsicContentSize == CGSize(width: 71, height: 31))
        try #require(button.titleLabel).font = .systemFont(ofSize: 10)
        #expect(button.sizeThatFits(.zero) == CGSize(width: 50, height: 22), "the title label's font measures")
        button.sizeToFit()
        #expect(button.frame.size == CGSize(width: 50, height: 22))
    }

    @Test("a button is an accessibility element: a button reading its title, not enabled or selected by state")
    func accessibility() {
        let button = UIButton(type: .system)
        button.setTitle("Follow", for: .normal)
        #expect(button.isAccessibilityElement)
        #expect(button.accessibilityLabel == "Follow")
        #expect(button.accessibilityTraits.contains(.button))
        #expect(!button.accessibilityTraits.contains(.notEnabled))
        button.isEnabled = false
        #expect(button.accessibilityTraits.contains(.notEnabled))
        button.isEnabled = true
        button.isSelected = true
        #expect(button.accessibilityTraits.contains(.selected))
    }

    @Test("changesSelectionAsPrimaryAction toggles the selection before a tap's actions are sent")
    func selectionAsPrimaryAction() {
        let button = UIButton(type: .system)
        let recorder = TapRecorder()
        button.addTarget(recorder, action: Selector("tapped:"), for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(!button.isSelected && recorder.selectedWhenTapped == [false])
        button.changesSelectionAsPrimaryAction = true
        button.sendActions(for: .touchUpInside)
        #expect(button.isSelected && recorder.selectedWhenTapped == [false, true])
        button.sendActions(for: .touchUpInside)
        #expect(!button.isSelected)
    }

    @Test("the configuration update handler runs when the state changes")
    func configurationUpdateHandler() {
        let button = UIButton(type: .system)
        var updates = 0
        button.configurationUpdateHandler = { _ in updates += 1 }
        button.isHighlighted = true
        #expect(updates == 1)
        button.setNeedsUpdateConfiguration()
        #expect(updates == 2)
    }

    @Test("a configuration-based button shows the configuration's title and image, placed and padded")
    func configuration() throws {
        var configuration = UIButton.Configuration.filled()
        #expect(configuration.cornerStyle == .dynamic && configuration.buttonSize == .medium)
        #expect(configuration.imagePlacement == .leading && configuration.imagePadding == 0)
        #expect(configuration.titleLineBreakMode == .byWordWrapping && configuration.indicator == .automatic)
        #expect(configuration.automaticallyUpdateForSelection && !configuration.showsActivityIndicator)
        configuration.title = "Share"
        configuration.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)
        let button = UIButton(configuration: configuration)
        #expect(button.currentTitle == "Share")
        #expect(button.accessibilityLabel == "Share")
        #expect(button.currentTitleColor == .white, "filled: white on the tint colour")
        // 5 × 8.5 = 42.5, rounded up to 43; a 21-point line.
        #expect(button.sizeThatFits(.zero) == CGSize(width: 59, height: 29))
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 29)
        let label = try #require(button.titleLabel)
        #expect(label.text == "Share" && label.frame == CGRect(x: 28.5, y: 4, width: 43, height: 21))
        var styled = UIButton.Configuration.plain()
        styled.attributedTitle = AttributedString("Styled")
        button.configuration = styled
        #expect(button.currentTitle == "Styled" && label.text == "Styled")
        #expect(button.currentTitleColor == button.tintColor)
        #expect(button.dump().contains("configuration=plain"))
        #expect(UIButton.Configuration.plain() != UIButton.Configuration.gray())
    }

    @Test("a snapshot draws a button's title once, whether or not its title label was made")
    func snapshotUnchanged() throws {
        func tree(makeLabel: Bool) -> UIView {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
            let button = UIButton(frame: CGRect(x: 10, y: 5, width: 80, height: 30))
            button.setTitle("Follow", for: .normal)
            button.setImage(UIImage(systemName: "plus"), for: .normal)
            if makeLabel {
                _ = button.titleLabel
                _ = button.imageView
            }
            root.addSubview(button)
            return root
        }
        let plain = tree(makeLabel: false).snapshotSVG()
        #expect(tree(makeLabel: true).snapshotSVG() == plain)
        #expect(plain.components(separatedBy: ">Follow</text>").count == 2)
    }
}
