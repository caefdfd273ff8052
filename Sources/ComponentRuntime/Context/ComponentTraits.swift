public import Foundation

/// The environment a tree is built for, as far as it changes what components look like: light or dark
/// appearance and the user's preferred text size. It travels in the ``Context`` (``Context/traits``), so every
/// component of a tree, built on any thread, reads the same values; ``TextComponent`` scales its font with it.
///
/// On iOS it comes from the trait collection of the view a tree is shown in
/// (``ComponentHost/updateTraits(from:)``, from `traitCollectionDidChange(_:)` or a trait change registration);
/// a preview variant sets it directly (``ComponentPreviewVariant``).
public struct ComponentTraits: Sendable, Equatable {
    /// Light or dark appearance; `.unspecified` reads as light.
    public var userInterfaceStyle: UIUserInterfaceStyle
    /// The user's preferred text size; `.unspecified` reads as `.large`, the system's default.
    public var preferredContentSizeCategory: UIContentSizeCategory

    /// Traits: light appearance and the default text size unless given.
    public init(
        userInterfaceStyle: UIUserInterfaceStyle = .light,
        preferredContentSizeCategory: UIContentSizeCategory = .large
    ) {
        self.userInterfaceStyle = userInterfaceStyle
        self.preferredContentSizeCategory = preferredContentSizeCategory
    }

    /// The appearance and text size `traitCollection` specifies.
    public init(_ traitCollection: UITraitCollection) {
        self.init(
            userInterfaceStyle: traitCollection.userInterfaceStyle,
            preferredContentSizeCategory: traitCollection.preferredContentSizeCategory
        )
    }

    /// Whether the appearance is dark.
    public var isDark: Bool { userInterfaceStyle == .dark }

    /// `font` at the preferred text size, scaled as body text is (`UIFontMetrics.default`): unchanged at
    /// `.large`, larger above it, smaller below.
    public func scaledFont(_ font: UIFont) -> UIFont {
        UIFontMetrics.default.scaledFont(for: font, compatibleWith: textSizeTraits)
    }

    /// A length (a padding, an icon's size) scaled as body text is at the preferred text size, for layouts that
    /// grow with the text.
    public func scaledValue(_ value: CGFloat) -> CGFloat {
        UIFontMetrics.default.scaledValue(for: value, compatibleWith: textSizeTraits)
    }

    /// `color` as it shows in this appearance: a dynamic colour (`UIColor(dynamicProvider:)`, `.label`, ...)
    /// resolved, any other colour itself. Views resolve the colours set on them on their own; use this for a
    /// colour a component computes with, or hands to a layer.
    public func resolvedColor(_ color: UIColor) -> UIColor {
        color.resolvedColor(with: UITraitCollection(userInterfaceStyle: isDark ? .dark : .light))
    }

    /// A trait collection with the text size alone: what `UIFontMetrics` reads. (One trait per collection:
    /// combining them takes an API deprecated in iOS 17 or one introduced in it.)
    private var textSizeTraits: UITraitCollection {
        UITraitCollection(
            preferredContentSizeCategory: preferredContentSizeCategory == .unspecified
                ? .large : preferredContentSizeCategory
        )
    }
}

/// The key of ``ComponentTraits`` in a ``Context``; read and set them through ``Context/traits``.
public enum ComponentTraitsKey: ContextKey {
    /// Light appearance at the default text size.
    public static var defaultValue: ComponentTraits { ComponentTraits() }
}

extension Context {
    /// The appearance and text size the tree is built for (``ComponentTraits``); light at the default text size
    /// unless set.
    public var traits: ComponentTraits {
        get { self[ComponentTraitsKey.self] }
        set { self[ComponentTraitsKey.self] = newValue }
    }
}
