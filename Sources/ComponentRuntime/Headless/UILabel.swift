#if !canImport(UIKit)
    public import Foundation

    /// The headless backend's `UILabel`: a view that shows text, with UIKit's properties and defaults. It
    /// measures its text with ``TextComponent/measurer`` (``sizeThatFits(_:)``, ``intrinsicContentSize``), the
    /// measurer snapshots draw it with; the scaling, tightening and baseline properties are kept, not applied.
    ///
    /// For accessibility it is an element whose label is its text, with the `.staticText` trait (and
    /// `.notEnabled` while disabled), as in UIKit.
    @MainActor
    open class UILabel: UIView, UIContentSizeCategoryAdjusting, UILetterformAwareAdjusting {
        /// The text shown.
        open var text: String?
        /// Styled text shown; setting it sets ``text`` to its characters, as UIKit does.
        open var attributedText: NSAttributedString? {
            didSet { text = attributedText?.string }
        }
        /// The text colour (implicitly unwrapped, as in UIKit; black by default).
        open var textColor: UIColor! = .black
        /// The most lines shown; 0 means no limit.
        open var numberOfLines = 1
        /// The font (implicitly unwrapped, as in UIKit; the 17-point system font by default).
        open var font: UIFont! = .systemFont(ofSize: 17)
        /// How lines are aligned.
        open var textAlignment: NSTextAlignment = .natural
        /// How text that does not fit is broken or truncated.
        open var lineBreakMode: NSLineBreakMode = .byTruncatingTail

        /// Whether the label takes touches: `false` by default for a label, as in UIKit (a tap recognizer on a
        /// label needs it set).
        open override var isUserInteractionEnabled: Bool {
            get { labelTakesTouches }
            set { labelTakesTouches = newValue }
        }
        private var labelTakesTouches = false

        /// The colour of the text's shadow; `nil` (no shadow) by default.
        open var shadowColor: UIColor?
        /// How far the text's shadow is cast. (0, -1), one point up, by default.
        open var shadowOffset = CGSize(width: 0, height: -1)
        /// The text colour while ``isHighlighted``; `nil` (the ``textColor``) by default.
        open var highlightedTextColor: UIColor?
        /// Whether the label is highlighted (in a selected table row, say). `false` by default.
        open var isHighlighted = false
        /// Whether the label is drawn enabled; a disabled label is dimmed and `.notEnabled`. `true` by default.
        open var isEnabled = true
        /// Whether the font shrinks (down to ``minimumScaleFactor``) to fit the width. `false` by default.
        open var adjustsFontSizeToFitWidth = false
        /// How shrunk text is placed vertically. `.alignBaselines` by default.
        open var baselineAdjustment: UIBaselineAdjustment = .alignBaselines
        /// The smallest scale ``adjustsFontSizeToFitWidth`` may shrink the font to; 0 (the default) means the
        /// font's minimum.
        open var minimumScaleFactor: CGFloat = 0
        /// Whether characters are squeezed closer before the text is truncated. `false` by default.
        open var allowsDefaultTighteningForTruncation = false
        /// How lines are chosen where they break. `.standard` by default, as for UIKit's labels.
        open var lineBreakStrategy: NSParagraphStyle.LineBreakStrategy = .standard
        /// The width a multi-line label wraps at for its ``intrinsicContentSize``; 0 (the default) lets the
        /// text run to its full width.
        open var preferredMaxLayoutWidth: CGFloat = 0
        /// Whether truncated text shows in full on a long press. `false` by default.
        open var showsExpansionTextWhenTruncated = false
        /// Whether the font follows the user's text size. `false` by default.
        open var adjustsFontForContentSizeCategory = false
        /// What ``sizeThatFits(_:)`` makes room for: `.typographic` (the default) or tall scripts' `.oversize`.
        open var sizingRule: UILetterformAwareSizingRule = .typographic
        /// How vibrant the text is inside a vibrancy effect. `.none` by default.
        open var preferredVibrancy: UILabelVibrancy = .none

        /// The size the text needs within `size`: one line however wide when ``numberOfLines`` is 1 (as UIKit
        /// measures it), else lines wrapped at `size.width` (a width of 0 or less wraps nowhere). Zero when there
        /// is no text.
        open override func sizeThatFits(_ size: CGSize) -> CGSize {
            measuredSize(width: numberOfLines == 1 || size.width <= 0 ? .infinity : size.width)
        }

        /// The text's size on its own: lines wrapped at ``preferredMaxLayoutWidth`` when it is set and the label
        /// has more than one line, else at no width.
        open override var intrinsicContentSize: CGSize {
            measuredSize(width: numberOfLines != 1 && preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : .infinity)
        }

        /// Where the text is drawn inside `bounds`, with at most `numberOfLines` lines (0: no limit): a rectangle
        /// at the bounds' origin of the text's measured size, no larger than the bounds.
        open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
            let size = measuredSize(width: bounds.width > 0 ? bounds.width : .infinity, lines: numberOfLines)
            return CGRect(
                origin: bounds.origin,
                size: CGSize(width: min(size.width, bounds.width), height: min(size.height, bounds.height))
            )
        }

        /// Draws the text into `rect`. Does nothing; the headless backend never calls it.
        open func drawText(in rect: CGRect) {}

        /// The text measured by ``TextComponent/measurer`` at `width` in the label's font and line limit.
        private func measuredSize(width: CGFloat, lines: Int? = nil) -> CGSize {
            guard let text, !text.isEmpty else { return .zero }
            let attributes = TextComponentAttributes(
                string: text,
                font: font ?? .systemFont(ofSize: 17),
                alignment: textAlignment,
                maximumNumberOfLines: lines ?? numberOfLines,
                lineBreakMode: lineBreakMode
            )
            return TextComponent.measurer.measure(attributes, width: width).size
        }

        /// A label is an accessibility element.
        override var isAccessibilityElementByDefault: Bool { true }
        /// A label reads its text.
        override var accessibilityLabelByDefault: String? { text }
        /// Static text, not enabled while disabled.
        override var accessibilityTraitsByDefault: UIAccessibilityTraits {
            isEnabled ? .staticText : [.staticText, .notEnabled]
        }

        /// Adds the text to the dump.
        open override var dumpProperties: [String] {
            super.dumpProperties + (text.map { ["text=\"\($0)\""] } ?? [])
        }
    }

    /// How shrunk text sits vertically in a label: UIKit's `UIBaselineAdjustment`, with UIKit's raw values.
    public enum UIBaselineAdjustment: Int, Sendable {
        /// The baseline stays where it was.
        case alignBaselines = 0
        /// The text stays centred.
        case alignCenters = 1
        /// The text's top stays where it was.
        case none = 2
    }

    /// How vibrant a label's text is inside a vibrancy effect: UIKit's `UILabelVibrancy`.
    public enum UILabelVibrancy: Int, Sendable {
        /// Not vibrant.
        case none = 0
        /// Vibrant, as the system decides.
        case automatic = 1
    }

    /// What a view sizes itself to make room for: UIKit's `UILetterformAwareSizingRule`.
    public enum UILetterformAwareSizingRule: Int, Sendable {
        /// The font's line metrics, which align well.
        case typographic = 0
        /// The tallest letterforms of tall scripts.
        case oversize = 1
    }

    /// A view that can size itself to the letterforms of tall scripts: UIKit's `UILetterformAwareAdjusting`.
    @MainActor
    public protocol UILetterformAwareAdjusting: AnyObject {
        /// What the view's size makes room for.
        var sizingRule: UILetterformAwareSizingRule { get set }
    }
#endif
