// The few things the accessibility tree and audit read differently on the two backends, gathered in one file.
// Everything else they read is UIKit's public accessibility and view API, which both backends have (views,
// `UIAccessibilityElement`, `semanticContentAttribute` and the layout direction, a button's current title colour).

/// The text colour, font and state of a view that draws text, as the contrast check needs them.
struct AccessibilityTextAppearance {
    /// The text shown.
    var text: String
    /// The colour the text is drawn in.
    var color: UIColor
    /// The font's size in points.
    var pointSize: CGFloat
    /// Whether the font is bold.
    var isBold: Bool
    /// Whether the font was not known and a 17-point regular font was assumed.
    var fontIsAssumed: Bool
}

@MainActor
enum AccessibilityPlatformReading {
    /// Whether `font` is bold. On iOS: its descriptor's bold trait; on the headless backend, the weight it was
    /// made with (`boldSystemFont(ofSize:)`, or a name containing "Bold").
    static func isBold(_ font: UIFont) -> Bool {
        #if canImport(UIKit)
            return font.fontDescriptor.symbolicTraits.contains(.traitBold)
        #else
            return font.isBold
        #endif
    }

    /// The font a button draws its title in: its title label's. On iOS that is `titleLabel`; the headless
    /// `titleLabel` makes the label (a new subview) when first asked for, so there the font is read only from a
    /// title label already made, and is unknown otherwise (the caller then assumes UIKit's 17-point regular).
    static func titleFont(of button: UIButton) -> UIFont? {
        #if canImport(UIKit)
            return button.titleLabel?.font
        #else
            return button.contentSubviews.lazy.compactMap { $0 as? UILabel }.first?.font
        #endif
    }

    /// The text `view` draws and how, for the contrast check: a `UILabel`'s text in its text colour and font, a
    /// `UIButton`'s current title in its `currentTitleColor`. `nil` for any other view, for empty text, and for
    /// a label inside a button (the button's title, which the button reports).
    static func textAppearance(of view: UIView) -> AccessibilityTextAppearance? {
        if let label = view as? UILabel {
            guard !(label.superview is UIButton), let text = label.text, !text.isEmpty else { return nil }
            let font: UIFont? = label.font
            return AccessibilityTextAppearance(
                text: text,
                color: label.textColor ?? .black,
                pointSize: font?.pointSize ?? 17,
                isBold: font.map(isBold) ?? false,
                fontIsAssumed: font == nil
            )
        }
        if let button = view as? UIButton {
            guard let text = button.currentTitle, !text.isEmpty else { return nil }
            let font = titleFont(of: button)
            return AccessibilityTextAppearance(
                text: text,
                color: button.currentTitleColor,
                pointSize: font?.pointSize ?? 17,
                isBold: font.map(isBold) ?? false,
                fontIsAssumed: font == nil
            )
        }
        return nil
    }

    /// An object in an `accessibilityElements` list that is neither a view nor a `UIAccessibilityElement` (the
    /// tree reads those two itself), read as VoiceOver reads it, or `nil` when it is not an element. On iOS: any
    /// object with UIKit's informal accessibility properties whose `isAccessibilityElement` is true, at its
    /// `accessibilityFrame` (in screen coordinates). On the headless backend only views and
    /// `UIAccessibilityElement`s have those properties, so there such an object is never an element.
    static func otherElement(
        _ item: Any,
        path: String,
        container: UIView,
        geometry: AccessibilityTreeGeometry
    ) -> AccessibilityTreeElement? {
        #if canImport(UIKit)
            guard let object = item as? NSObject, !(object is UIView), !(object is UIAccessibilityElement),
                object.isAccessibilityElement
            else { return nil }
            let identifier = (object as? any UIAccessibilityIdentification)?.accessibilityIdentifier
            var path = path
            if let identifier, !identifier.isEmpty { path += "#\(identifier)" }
            return AccessibilityTreeElement(
                label: object.accessibilityLabel,
                value: object.accessibilityValue,
                hint: object.accessibilityHint,
                traits: object.accessibilityTraits,
                frame: geometry.screenRectInRoot(object.accessibilityFrame),
                customActionNames: object.accessibilityCustomActions?.map(\.name) ?? [],
                path: path,
                identifier: identifier,
                view: nil,
                container: container,
                listingContainer: container
            )
        #else
            return nil
        #endif
    }
}
