public import Foundation

/// What a text component shows, and how: ComponentKit's label/text component attributes.
public struct TextComponentAttributes: Equatable {
    /// The text.
    public var string: String
    /// Styled text, shown instead of ``string`` when set (its characters are what is measured, in ``font``, on
    /// the headless backend; the system measures its own attributes on UIKit).
    public var attributedString: NSAttributedString?
    /// The font.
    public var font: UIFont
    /// The text colour.
    public var color: UIColor
    /// How lines are aligned.
    public var alignment: NSTextAlignment
    /// The most lines shown; 0 for no limit.
    public var maximumNumberOfLines: Int
    /// How text that does not fit is broken or truncated.
    public var lineBreakMode: NSLineBreakMode
    /// Whether the font follows the user's preferred text size (``ComponentTraits/preferredContentSizeCategory``
    /// in the context), scaled as body text is: UIKit's `adjustsFontForContentSizeCategory`. On by default; turn
    /// it off for text that must keep its size (a badge's count in a fixed circle).
    public var adjustsFontForContentSizeCategory = true

    /// The font text is shown in when none is given: UIKit's default label font, the 17-point system font.
    public static var defaultFont: UIFont { .systemFont(ofSize: 17) }

    /// Text attributes; the defaults are a 17-point system font (also for a `nil` font, so that
    /// `UIFont(name:size:)` can be passed as it is), black (also for `nil`), natural alignment, no line limit and
    /// truncation at the end.
    public init(
        string: String,
        font: UIFont? = nil,
        color: UIColor? = nil,
        alignment: NSTextAlignment = .natural,
        maximumNumberOfLines: Int = 0,
        lineBreakMode: NSLineBreakMode = .byTruncatingTail
    ) {
        self.string = string
        self.attributedString = nil
        self.font = font ?? Self.defaultFont
        self.color = color ?? .black
        self.alignment = alignment
        self.maximumNumberOfLines = maximumNumberOfLines
        self.lineBreakMode = lineBreakMode
    }

    /// These attributes as shown for `traits`: the font scaled to the preferred text size, unless
    /// ``adjustsFontForContentSizeCategory`` is off.
    public func scaled(for traits: ComponentTraits) -> TextComponentAttributes {
        let category = traits.preferredContentSizeCategory
        guard adjustsFontForContentSizeCategory, category != .large, category != .unspecified else { return self }
        var scaled = self
        scaled.font = traits.scaledFont(font)
        return scaled
    }
}

/// A text laid out at a width: its size and (where the measurer knows them) its lines.
public struct TextMeasurement: Equatable, Sendable {
    /// The size the text needs, rounded up to whole points.
    public var size: CGSize
    /// The lines as shown, truncation included; empty when the measurer does not report lines.
    public var lines: [String]

    /// A measurement.
    public init(size: CGSize, lines: [String]) {
        self.size = size
        self.lines = lines
    }
}

/// Measures text for layout: the system's text measurement on UIKit, a deterministic measurer on the headless
/// backend (``HeadlessTextMeasurer``). Replace ``TextComponent/measurer`` to measure otherwise.
///
/// Layout runs wherever the tree is built, so a measurer must be safe to call from any thread.
public protocol TextMeasuring: Sendable {
    /// The size `text` needs when lines may be at most `width` wide (`.infinity`: one line per paragraph).
    func measure(_ text: TextComponentAttributes, width: CGFloat) -> TextMeasurement
}

/// Shows text, sized by measuring it at the width its parent allows: ComponentKit's `CKLabelComponent` and
/// `CKTextComponent`, rendered by a `UILabel`.
///
/// ```swift
/// TextComponent("Hello")                                             // 17-point system font, black
/// TextComponent(quote.text, font: UIFont(name: "Cochin", size: 20), color: .white, alignment: .center)
/// TextComponent("New") {                                             // attributes of the label's own view
///     .backgroundColor(.systemBlue)
///     (\.layer.cornerRadius, 4)
/// }
/// ```
/// The attribute block sets the label's own view, as ``ViewComponent``'s does, so a background, corner radius or
/// accessibility label costs no view of its own. The text, font, colour, alignment, line limit and line break
/// mode come from the text's attributes: the block does not set them (a repeat is reported as
/// ``RuntimeDiagnostic/Kind/duplicateAttribute``, and the text's own value is kept).
public final class TextComponent: Component {
    /// The measurer every text component uses.
    public static var measurer: any TextMeasuring {
        get { currentMeasurer.current }
        set { currentMeasurer.withLock { $0 = newValue } }
    }
    private static let currentMeasurer = Locked<any TextMeasuring>(PlatformTextMeasurer())

    /// What it shows.
    public let attributes: TextComponentAttributes
    /// The attributes of the label's own view (background, corner radius, accessibility, ...), listed on the
    /// main actor.
    private let viewAttributes: (@MainActor () -> [AttributeValue<UILabel>])?

    /// Text with `attributes`; `size` may fix a dimension (the other comes from the text).
    public init(_ attributes: TextComponentAttributes, size: ComponentSize = ComponentSize()) {
        self.attributes = attributes
        self.viewAttributes = nil
        super.init(view: Self.labelConfiguration(attributes, viewAttributes: nil), size: size)
    }

    /// Text with `attributes`, its label's view also carrying the attributes `viewAttributes` lists (typed ones,
    /// `.backgroundColor(.white)`, and key-path pairs, `(\.layer.cornerRadius, 4)`); the block runs on the main
    /// actor, as ``ViewComponent``'s does.
    public init(
        _ attributes: TextComponentAttributes,
        size: ComponentSize = ComponentSize(),
        @ViewAttributeBuilder<UILabel> attributes viewAttributes: @escaping @MainActor () -> [AttributeValue<UILabel>]
    ) {
        self.attributes = attributes
        self.viewAttributes = viewAttributes
        super.init(view: Self.labelConfiguration(attributes, viewAttributes: viewAttributes), size: size)
    }

    /// The label's configuration. Its attributes are listed when the label is mounted, as part of the component,
    /// so that the font is scaled for the traits in the component's context (which the build sets after this
    /// initializer ran).
    private static func labelConfiguration(
        _ attributes: TextComponentAttributes,
        viewAttributes: (@MainActor () -> [AttributeValue<UILabel>])?
    ) -> ViewConfiguration {
        let label = ViewClass.type(UILabel.self)
        // The attributes are immutable values, read only on the main actor, where the block runs.
        nonisolated(unsafe) let attributes = attributes
        return ViewConfiguration(viewClass: label.identifier, makeView: label.make) {
            let traits = DescriptionRendering.current?.context.traits ?? ComponentTraits()
            let text = labelAttributes(attributes.scaled(for: traits)).map(\.box)
            return text + (viewAttributes?().map(\.box) ?? [])
        }
    }

    private static func labelAttributes(_ attributes: TextComponentAttributes) -> [AttributeValue<UILabel>] {
        [
            attributes.attributedString.map { .attributedText($0) } ?? .text(attributes.string),
            .textColor(attributes.color), .font(attributes.font),
            .textAlignment(attributes.alignment), .numberOfLines(attributes.maximumNumberOfLines),
            .lineBreakMode(attributes.lineBreakMode),
        ]
    }

    override func copyForAnotherPlace() -> Component? {
        guard let viewAttributes else { return TextComponent(attributes, size: size) }
        return TextComponent(attributes, size: size, attributes: viewAttributes)
    }

    /// `string`, in `font` (the 17-point system font when `nil`) and `color` (black when `nil`): the label
    /// shorthand, CKSwift's `LabelComponent(text:font:color:…)`.
    public convenience init(
        _ string: String,
        font: UIFont? = nil,
        color: UIColor? = nil,
        alignment: NSTextAlignment = .natural,
        maximumNumberOfLines: Int = 0,
        lineBreakMode: NSLineBreakMode = .byTruncatingTail,
        size: ComponentSize = ComponentSize()
    ) {
        self.init(
            TextComponentAttributes(
                string: string,
                font: font,
                color: color,
                alignment: alignment,
                maximumNumberOfLines: maximumNumberOfLines,
                lineBreakMode: lineBreakMode
            ),
            size: size
        )
    }

    /// The label shorthand with attributes of the label's own view: `TextComponent("New") { .backgroundColor(.red) }`.
    public convenience init(
        _ string: String,
        font: UIFont? = nil,
        color: UIColor? = nil,
        alignment: NSTextAlignment = .natural,
        maximumNumberOfLines: Int = 0,
        lineBreakMode: NSLineBreakMode = .byTruncatingTail,
        size: ComponentSize = ComponentSize(),
        @ViewAttributeBuilder<UILabel> attributes viewAttributes: @escaping @MainActor () -> [AttributeValue<UILabel>]
    ) {
        self.init(
            TextComponentAttributes(
                string: string,
                font: font,
                color: color,
                alignment: alignment,
                maximumNumberOfLines: maximumNumberOfLines,
                lineBreakMode: lineBreakMode
            ),
            size: size,
            attributes: viewAttributes
        )
    }

    /// Styled text; `font` is the base font (what the headless measurer uses; the 17-point system font when
    /// `nil`).
    public convenience init(
        attributedString: NSAttributedString,
        font: UIFont? = nil,
        maximumNumberOfLines: Int = 0
    ) {
        var attributes = TextComponentAttributes(
            string: attributedString.string,
            font: font,
            maximumNumberOfLines: maximumNumberOfLines
        )
        attributes.attributedString = attributedString
        self.init(attributes)
    }

    /// The attributes as shown: the font scaled for the traits in the component's context.
    public var shownAttributes: TextComponentAttributes { attributes.scaled(for: context.traits) }

    /// The text measured, in the font scaled for the context's traits, at the largest width the range allows (or
    /// the component's own width), then moved into the range.
    public override func computeLayout(in range: SizeRange) -> ComponentLayout {
        let width = size.width ?? range.max.width
        let measured = Self.measurer.measure(shownAttributes, width: width).size
        return ComponentLayout(
            component: self,
            size: range.clamp(CGSize(width: size.width ?? measured.width, height: size.height ?? measured.height))
        )
    }
}

extension AttributeValue where V: UILabel {
    /// Sets ``UILabel/attributedText``.
    public static func attributedText(_ text: NSAttributedString?) -> Self {
        Self(
            ViewAttribute("ComponentRuntime.UILabel.attributedText") { view, value in view.attributedText = value },
            text
        )
    }

    /// Sets ``UILabel/font``.
    public static func font(_ font: UIFont) -> Self {
        Self(ViewAttribute("ComponentRuntime.UILabel.font") { view, value in view.font = value }, font)
    }

    /// Sets ``UILabel/textAlignment``.
    public static func textAlignment(_ alignment: NSTextAlignment) -> Self {
        Self(
            ViewAttribute("ComponentRuntime.UILabel.textAlignment") { view, value in view.textAlignment = value },
            alignment
        )
    }

    /// Sets ``UILabel/numberOfLines``.
    public static func numberOfLines(_ lines: Int) -> Self {
        Self(
            ViewAttribute("ComponentRuntime.UILabel.numberOfLines") { view, value in view.numberOfLines = value },
            lines
        )
    }

    /// Sets ``UILabel/lineBreakMode``.
    public static func lineBreakMode(_ mode: NSLineBreakMode) -> Self {
        Self(
            ViewAttribute("ComponentRuntime.UILabel.lineBreakMode") { view, value in view.lineBreakMode = value },
            mode
        )
    }
}

extension TextComponent: BaselineProviding {
    /// The baseline of the first line: the font's ascent below the top of the text, which a label centres
    /// vertically when it is taller than the text.
    public func firstBaseline(in size: CGSize) -> CGFloat {
        let shown = shownAttributes
        let textHeight = Self.measurer.measure(shown, width: size.width).size.height
        return max(0, (size.height - textHeight) / 2) + Self.ascent(of: shown.font)
    }

    private static func ascent(of font: UIFont) -> CGFloat {
        #if canImport(UIKit)
            return font.ascender
        #else
            // Where the headless snapshots draw a line's baseline.
            return font.lineHeight * 0.8
        #endif
    }
}
