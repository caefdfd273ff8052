import ComponentRuntime
import Foundation
import Testing

@MainActor
@Suite("Headless backend: labels and image views with UIKit's properties, defaults and accessibility")
struct HeadlessLabelAndImageViewTests {
    @Test("a new label has UIKit's documented defaults")
    func labelDefaults() {
        let label = UILabel()
        #expect(label.text == nil && label.attributedText == nil)
        #expect(label.textColor == .black)
        #expect(label.font == .systemFont(ofSize: 17))
        #expect(label.numberOfLines == 1)
        #expect(label.textAlignment == .natural)
        #expect(label.lineBreakMode == .byTruncatingTail)
        #expect(!label.isUserInteractionEnabled, "a label takes no touches unless told to")
        #expect(label.shadowColor == nil)
        #expect(label.shadowOffset == CGSize(width: 0, height: -1))
        #expect(label.highlightedTextColor == nil && !label.isHighlighted)
        #expect(label.isEnabled)
        #expect(!label.adjustsFontSizeToFitWidth && label.minimumScaleFactor == 0)
        #expect(label.baselineAdjustment == .alignBaselines)
        #expect(!label.allowsDefaultTighteningForTruncation)
        #expect(label.lineBreakStrategy == .standard)
        #expect(label.preferredMaxLayoutWidth == 0)
        #expect(!label.showsExpansionTextWhenTruncated)
        #expect(!label.adjustsFontForContentSizeCategory)
        #expect(label.sizingRule == .typographic)
        #expect(label.preferredVibrancy == .none)
        let adjusting: any UIContentSizeCategoryAdjusting = label
        adjusting.adjustsFontForContentSizeCategory = true
        #expect(label.adjustsFontForContentSizeCategory)
    }

    @Test("a label is an accessibility element reading its text, static text, not enabled while disabled")
    func labelAccessibility() {
        let label = UILabel()
        label.text = "Hello"
        #expect(label.isAccessibilityElement)
        #expect(label.accessibilityLabel == "Hello")
        #expect(label.accessibilityTraits == .staticText)
        label.isEnabled = false
        #expect(label.accessibilityTraits == [.staticText, .notEnabled])
        label.attributedText = NSAttributedString(string: "Styled")
        #expect(label.accessibilityLabel == "Styled", "styled text sets the text")
        label.accessibilityLabel = "Override"
        #expect(label.accessibilityLabel == "Override")
    }

    @Test("a label measures its text with the text measurer: one line however wide, or wrapped lines")
    func labelMeasurement() {
        let label = UILabel()
        #expect(label.sizeThatFits(CGSize(width: 100, height: 100)) == .zero, "no text, no size")
        label.text = "Hello brave new world"
        label.font = .systemFont(ofSize: 10)
        // 5 points a character, 12-point lines.
        #expect(label.sizeThatFits(CGSize(width: 60, height: 0)) == CGSize(width: 105, height: 12), "one line")
        label.numberOfLines = 0
        #expect(label.sizeThatFits(CGSize(width: 60, height: 0)) == CGSize(width: 55, height: 24))
        #expect(label.intrinsicContentSize == CGSize(width: 105, height: 12), "no preferred width: one line")
        label.preferredMaxLayoutWidth = 60
        #expect(label.intrinsicContentSize == CGSize(width: 55, height: 24))
        let rect = label.textRect(forBounds: CGRect(x: 0, y: 0, width: 60, height: 100), limitedToNumberOfLines: 1)
        #expect(rect == CGRect(x: 0, y: 0, width: 60, height: 12), "one line, truncated: \"Hello brave…\"")
    }

    @Test("a new image view has UIKit's documented defaults; it shows its highlighted image while highlighted")
    func imageViewDefaults() {
        let normal = UIImage(systemName: "star")
        let highlighted = UIImage(systemName: "star.fill")
        let view = UIImageView(image: normal, highlightedImage: highlighted)
        #expect(view.image == normal && view.highlightedImage == highlighted)
        #expect(!view.isHighlighted)
        #expect(!view.isUserInteractionEnabled, "an image view takes no touches unless told to")
        #expect(view.animationImages == nil && view.highlightedAnimationImages == nil)
        #expect(view.animationDuration == 0 && view.animationRepeatCount == 0)
        #expect(view.preferredSymbolConfiguration == nil)
        #expect(view.preferredImageDynamicRange == .unspecified)
        #expect(!view.adjustsImageSizeForAccessibilityContentSizeCategory)
        view.isHighlighted = true
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.frame = root.bounds
        root.addSubview(view)
        #expect(root.snapshotSVG().contains(">star.fill</text>"), "the highlighted image is drawn")
        view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 20, weight: .bold)
        #expect(view.preferredSymbolConfiguration == UIImage.SymbolConfiguration(pointSize: 20, weight: .bold))
        #expect(view.preferredSymbolConfiguration != UIImage.SymbolConfiguration(scale: .large))
    }

    @Test("an image view animates only with images to play, until stopped")
    func imageViewAnimation() {
        let view = UIImageView(image: nil)
        view.startAnimating()
        #expect(!view.isAnimating, "nothing to play")
        view.animationImages = [UIImage(systemName: "a"), UIImage(systemName: "b")].compactMap { $0 }
        view.startAnimating()
        #expect(view.isAnimating)
        view.stopAnimating()
        #expect(!view.isAnimating)
    }

    @Test("an image view has the image trait but is not an accessibility element by default, as in UIKit")
    func imageViewAccessibility() {
        let view = UIImageView(image: UIImage(systemName: "photo"))
        #expect(!view.isAccessibilityElement)
        #expect(view.accessibilityTraits == .image)
        view.isAccessibilityElement = true
        view.accessibilityLabel = "A photo"
        #expect(view.isAccessibilityElement && view.accessibilityLabel == "A photo")
    }

    @Test("UIKit's settable label and image view properties are reachable by writable key path")
    func keyPaths() {
        let paths: [AnyKeyPath] = [
            \UILabel.shadowOffset as ReferenceWritableKeyPath<UILabel, CGSize>,
            \UILabel.highlightedTextColor as ReferenceWritableKeyPath<UILabel, UIColor?>,
            \UILabel.lineBreakStrategy as ReferenceWritableKeyPath<UILabel, NSParagraphStyle.LineBreakStrategy>,
            \UILabel.baselineAdjustment as ReferenceWritableKeyPath<UILabel, UIBaselineAdjustment>,
            \UIImageView.animationImages as ReferenceWritableKeyPath<UIImageView, [UIImage]?>,
            \UIImageView.preferredSymbolConfiguration
                as ReferenceWritableKeyPath<UIImageView, UIImage.SymbolConfiguration?>,
        ]
        #expect(paths.count == 6)
    }
}
