// The few things the accessibility tree and audit read differently on the two backends, gathered in one file so
// that each can switch to the shared UIKit name once the headless backend has it. Everything else they read is
// UIKit's public accessibility and view API, which both backends have.

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
    /// Whether VoiceOver reads `view`'s children right to left. On iOS: the view's effective layout direction
    /// (its `semanticContentAttribute` resolved against the app's language). The headless backend has no
    /// `semanticContentAttribute` yet, so it reads left to right; use UIKit's property here once it has one.
    static func readsRightToLeft(_ view: UIView) -> Bool {
        #if canImport(UIKit)
            return view.effectiveUserInterfaceLayoutDirection == .rightToLeft
        #else
            return false
        #endif
    }

    /// Whether `font` is bold. On iOS: its descriptor's bold trait; on the headless backend, the weight it was
    /// made with (`boldSystemFont(ofSize:)`, or a name containing "Bold").
    static func isBold(_ font: UIFont) -> Bool {
        #if canImport(UIKit)
            return font.fontDescriptor.symbolicTraits.contains(.traitBold)
        #else
            return font.isBold
        #endif
    }

    /// The font a button draws its title in: its title label's on iOS. The headless `UIButton` has no title
    /// label, so there the font is unknown (and the caller assumes UIKit's 17-point regular).
    static func titleFont(of button: UIButton) -> UIFont? {
        #if canImport(UIKit)
            return button.titleLabel?.font
        #else
            return nil
        #endif
    }

    /// The colour a button draws its title in now: UIKit's `currentTitleColor` on iOS. The headless `UIButton`
    /// has no such property: there it is the title colour for the button's state, else the tint colour, as the
    /// headless snapshot draws it.
    static func currentTitleColor(of button: UIButton) -> UIColor {
        #if canImport(UIKit)
            return button.currentTitleColor
        #else
            return button.titleColor(for: button.state) ?? button.tintColor
        #endif
    }

    /// The text `view` draws and how, for the contrast check: a `UILabel`'s text in its text colour and font, a
    /// `UIButton`'s current title in its current title colour. `nil` for any other view, for empty text, and for
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
                color: currentTitleColor(of: button),
                pointSize: font?.pointSize ?? 17,
                isBold: font.map(isBold) ?? false,
                fontIsAssumed: font == nil
            )
        }
        return nil
    }

    /// An element of an `accessibilityElements` list that is not a view, read as VoiceOver reads it, or `nil`
    /// when `item` is not one. On iOS: any object with UIKit's accessibility properties (a
    /// `UIAccessibilityElement` above all) whose `isAccessibilityElement` is true; its frame is its
    /// `accessibilityFrameInContainerSpace` (in `container`'s coordinates) when set, else its
    /// `accessibilityFrame` (in screen coordinates). The headless backend has no `UIAccessibilityElement` yet:
    /// such items are skipped there; reading them goes here when it has one.
    static func nonViewElement(
        _ item: Any,
        index: Int,
        container: UIView,
        geometry: AccessibilityTreeGeometry
    ) -> AccessibilityTreeElement? {
        #if canImport(UIKit)
            guard let object = item as? NSObject, !(object is UIView), object.isAccessibilityElement else {
                return nil
            }
            var frame = geometry.screenRectInRoot(object.accessibilityFrame)
            if let element = object as? UIAccessibilityElement, element.accessibilityFrameInContainerSpace != .zero {
                frame = geometry.rect(element.accessibilityFrameInContainerSpace, in: container)
            }
            let identifier = (object as? any UIAccessibilityIdentification)?.accessibilityIdentifier
            let typeName = String(describing: type(of: object))
            var path = geometry.path(of: container) + " > \(typeName)[\(index)]"
            if let identifier, !identifier.isEmpty { path += "#\(identifier)" }
            return AccessibilityTreeElement(
                label: object.accessibilityLabel,
                value: object.accessibilityValue,
                hint: object.accessibilityHint,
                traits: object.accessibilityTraits,
                frame: frame,
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
