#if !canImport(UIKit)
    public import Foundation

    extension UIFont {
        /// A text style, the role a font plays (body text, a headline, a caption): UIKit's `UIFont.TextStyle`,
        /// with UIKit's raw values. The headless backend uses it only to make a ``UIFontMetrics``.
        public struct TextStyle: Hashable, RawRepresentable, Sendable {
            /// The style's name.
            public let rawValue: String
            /// The style called `rawValue`.
            public init(rawValue: String) { self.rawValue = rawValue }

            /// Body text.
            public static let body = Self(rawValue: "UICTFontTextStyleBody")
            /// Headlines.
            public static let headline = Self(rawValue: "UICTFontTextStyleHeadline")
            /// Subheadlines.
            public static let subheadline = Self(rawValue: "UICTFontTextStyleSubhead")
            /// Callouts.
            public static let callout = Self(rawValue: "UICTFontTextStyleCallout")
            /// Footnotes.
            public static let footnote = Self(rawValue: "UICTFontTextStyleFootnote")
            /// Standard captions.
            public static let caption1 = Self(rawValue: "UICTFontTextStyleCaption1")
            /// Alternate captions.
            public static let caption2 = Self(rawValue: "UICTFontTextStyleCaption2")
            /// First-level titles.
            public static let title1 = Self(rawValue: "UICTFontTextStyleTitle1")
            /// Second-level titles.
            public static let title2 = Self(rawValue: "UICTFontTextStyleTitle2")
            /// Third-level titles.
            public static let title3 = Self(rawValue: "UICTFontTextStyleTitle3")
            /// Large titles.
            public static let largeTitle = Self(rawValue: "UICTFontTextStyleTitle0")
        }
    }

    /// Scales fonts and lengths to the user's preferred text size: UIKit's `UIFontMetrics`.
    ///
    /// On the headless backend every text style scales as body text does on iOS: a font (or a length) is
    /// multiplied by the body size at the trait collection's ``UIContentSizeCategory`` over the body size at
    /// `.large` (17 points), from 14/17 at `.extraSmall` to 53/17 at `.accessibilityExtraExtraExtraLarge`, and
    /// rounded to whole points. An unspecified category is `.large`, the system's default.
    ///
    /// `@unchecked Sendable`, as UIKit's is: its only stored property is a `let` of a `Sendable` type.
    open class UIFontMetrics: NSObject, @unchecked Sendable {
        /// The text style whose scaling this applies.
        let textStyle: UIFont.TextStyle

        /// The metrics of body text.
        open class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

        /// The metrics of `textStyle`.
        public init(forTextStyle textStyle: UIFont.TextStyle) {
            self.textStyle = textStyle
            super.init()
        }

        /// `font` at the size the default text size (`.large`) asks for: unchanged.
        open func scaledFont(for font: UIFont) -> UIFont { scaledFont(for: font, compatibleWith: nil) }

        /// `font` scaled to `traitCollection`'s preferred text size (`.large` when `nil` or unspecified).
        open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
            scaledFont(for: font, maximumPointSize: 0, compatibleWith: traitCollection)
        }

        /// `font` scaled to the default text size, no larger than `maximumPointSize` (0: no limit).
        open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
            scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
        }

        /// `font` scaled to `traitCollection`'s preferred text size, no larger than `maximumPointSize` (0: no
        /// limit).
        open func scaledFont(
            for font: UIFont,
            maximumPointSize: CGFloat,
            compatibleWith traitCollection: UITraitCollection?
        ) -> UIFont {
            var size = scaledValue(for: font.pointSize, compatibleWith: traitCollection)
            if maximumPointSize > 0 { size = min(size, maximumPointSize) }
            guard size != font.pointSize else { return font }
            return UIFont(pointSize: size, isBold: font.isBold, name: font.fontName)
        }

        /// `value` at the default text size: unchanged.
        open func scaledValue(for value: CGFloat) -> CGFloat { scaledValue(for: value, compatibleWith: nil) }

        /// `value` scaled as body text is at `traitCollection`'s preferred text size, rounded to whole points.
        open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
            let category = traitCollection?.preferredContentSizeCategory ?? .unspecified
            let bodySize = Self.bodySizes[category] ?? 17
            guard bodySize != 17 else { return value }
            return (value * bodySize / 17).rounded()
        }

        /// The body text size iOS uses at each text size, in points.
        private static let bodySizes: [UIContentSizeCategory: CGFloat] = [
            .extraSmall: 14, .small: 15, .medium: 16, .large: 17, .extraLarge: 19, .extraExtraLarge: 21,
            .extraExtraExtraLarge: 23, .accessibilityMedium: 28, .accessibilityLarge: 33,
            .accessibilityExtraLarge: 40, .accessibilityExtraExtraLarge: 47, .accessibilityExtraExtraExtraLarge: 53,
        ]
    }
#endif
