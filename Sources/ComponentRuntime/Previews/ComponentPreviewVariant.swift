public import Foundation

/// One environment a preview is shown and tested in: a screen width, a reading direction, a text size and light
/// or dark appearance. ``name`` is what snapshot files and generated test names carry.
///
/// ```swift
/// ComponentPreviewVariant(width: 320)                                       // "320"
/// ComponentPreviewVariant(width: 375, layoutDirection: .rightToLeft)        // "375-rtl"
/// ComponentPreviewVariant(preferredContentSizeCategory: .accessibilityLarge, userInterfaceStyle: .dark)
///                                                                           // "375-ax2-dark"
/// ```
public struct ComponentPreviewVariant: Hashable, Sendable, CustomStringConvertible {
    /// The screen's width in points; the preview is laid out exactly this wide, at any height.
    public var width: CGFloat
    /// The reading direction flexboxes lay out in (``FlexLayoutDirectionKey``).
    public var layoutDirection: FlexLayoutDirection
    /// The preferred text size text is scaled to.
    public var preferredContentSizeCategory: UIContentSizeCategory
    /// Light or dark appearance, which dynamic colours resolve for.
    public var userInterfaceStyle: UIUserInterfaceStyle

    /// A variant; by default an iPhone's 375 points, left to right, at the default text size, light.
    public init(
        width: CGFloat = 375,
        layoutDirection: FlexLayoutDirection = .leftToRight,
        preferredContentSizeCategory: UIContentSizeCategory = .large,
        userInterfaceStyle: UIUserInterfaceStyle = .light
    ) {
        self.width = width
        self.layoutDirection = layoutDirection
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.userInterfaceStyle = userInterfaceStyle
    }

    /// The appearance and text size, as the preview's context carries them.
    public var traits: ComponentTraits {
        ComponentTraits(
            userInterfaceStyle: userInterfaceStyle,
            preferredContentSizeCategory: preferredContentSizeCategory
        )
    }

    /// A short name made of the width and what differs from the defaults: `375`, `320-rtl`, `375-xxxl`,
    /// `375-ax3-dark`. Two variants with the same name are the same variant.
    public var name: String {
        var parts = [width.compactDescription]
        if layoutDirection == .rightToLeft { parts.append("rtl") }
        if preferredContentSizeCategory != .large && preferredContentSizeCategory != .unspecified {
            parts.append(Self.shortName(of: preferredContentSizeCategory))
        }
        if userInterfaceStyle == .dark { parts.append("dark") }
        return parts.joined(separator: "-")
    }

    /// The ``name``.
    public var description: String { name }

    /// The widths previews are tested at unless they say otherwise: a small iPhone, a standard one, a 6.1-inch
    /// one, the largest one, and an iPad in portrait.
    public static let standardWidths: [CGFloat] = [320, 375, 393, 430, 768]

    /// Each of ``standardWidths`` as it is, plus at 375 points right to left, at the largest text size without
    /// the accessibility sizes (`.extraExtraExtraLarge`), at an accessibility size (`.accessibilityExtraLarge`)
    /// and dark: nine variants, each changing one thing, so a failure says what caused it.
    public static var standard: [ComponentPreviewVariant] {
        standardWidths.map { ComponentPreviewVariant(width: $0) } + [
            ComponentPreviewVariant(layoutDirection: .rightToLeft),
            ComponentPreviewVariant(preferredContentSizeCategory: .extraExtraExtraLarge),
            ComponentPreviewVariant(preferredContentSizeCategory: .accessibilityExtraLarge),
            ComponentPreviewVariant(userInterfaceStyle: .dark),
        ]
    }

    /// Every combination of the values given, widths varying slowest: for a component that must hold up in each
    /// pairing (`combinations(widths: [320], userInterfaceStyles: [.light, .dark])`).
    public static func combinations(
        widths: [CGFloat] = [375],
        layoutDirections: [FlexLayoutDirection] = [.leftToRight],
        preferredContentSizeCategories: [UIContentSizeCategory] = [.large],
        userInterfaceStyles: [UIUserInterfaceStyle] = [.light]
    ) -> [ComponentPreviewVariant] {
        widths.flatMap { width in
            layoutDirections.flatMap { direction in
                preferredContentSizeCategories.flatMap { category in
                    userInterfaceStyles.map { style in
                        ComponentPreviewVariant(
                            width: width,
                            layoutDirection: direction,
                            preferredContentSizeCategory: category,
                            userInterfaceStyle: style
                        )
                    }
                }
            }
        }
    }

    /// `xs` … `xxxl` and `ax1` … `ax5`, as the size's name in Settings counts them; a category UIKit does not
    /// name keeps its raw value.
    static func shortName(of category: UIContentSizeCategory) -> String {
        let names: [UIContentSizeCategory: String] = [
            .extraSmall: "xs", .small: "s", .medium: "m", .large: "l", .extraLarge: "xl", .extraExtraLarge: "xxl",
            .extraExtraExtraLarge: "xxxl", .accessibilityMedium: "ax1", .accessibilityLarge: "ax2",
            .accessibilityExtraLarge: "ax3", .accessibilityExtraExtraLarge: "ax4",
            .accessibilityExtraExtraExtraLarge: "ax5",
        ]
        return names[category] ?? category.rawValue
    }
}
