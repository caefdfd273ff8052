import Foundation

/// The size of a leaf whose view is a button, worked out from the attribute values it carries as ComponentKit's
/// `CKButtonComponent` works out its intrinsic size: the title measured on one line in the title font
/// (``TextComponent/measurer``; a 17-point system font when no ``AttributeValue/titleFont(_:)`` is given), the
/// image's size beside it, and the content edge insets around both:
///
///     width  = title width + image width + left and right insets
///     height = max(title height, image height) + top and bottom insets
///
/// The title and image are those of the state the attributes put the button in (selected, disabled), else the
/// normal state's, as UIKit shows them. ``Component/computeLayout(in:)`` moves the size into the range, so a button
/// with a size of its own keeps it.
struct ButtonMeasurement {
    private var titles: [UInt: String] = [:]
    private var images: [UInt: UIImage] = [:]
    private var font: UIFont?
    private var insets: UIEdgeInsets?
    private var isEnabled = true
    private var isSelected = false

    /// The measurement of `attributes`, or `nil` when none of them is a button's title, image, title font or
    /// content insets (the view is not a button, or carries nothing to measure).
    init?(_ attributes: [AnyAttributeBox]) {
        var isButton = false
        for box in attributes {
            if let title = box.value(as: ButtonTitleForState.self) {
                titles[title.state.rawValue] = title.title
                isButton = true
            } else if let image = box.value(as: ButtonImageForState.self) {
                images[image.state.rawValue] = image.image
                isButton = true
            } else if box.identifier == ButtonAttributeIdentifier.titleFont {
                font = box.value(as: UIFont.self)
                isButton = true
            } else if box.identifier == ButtonAttributeIdentifier.contentEdgeInsets {
                insets = box.value(as: UIEdgeInsets.self)
                isButton = true
            } else if box.identifier == ControlAttributeIdentifier.isEnabled {
                isEnabled = box.value(as: Bool.self) ?? true
            } else if box.identifier == ControlAttributeIdentifier.isSelected {
                isSelected = box.value(as: Bool.self) ?? false
            }
        }
        guard isButton else { return nil }
    }

    /// The content size described above.
    var size: CGSize {
        var state: UIControl.State = isSelected ? .selected : .normal
        if !isEnabled { state.insert(.disabled) }
        let title = titles[state.rawValue] ?? titles[UIControl.State.normal.rawValue]
        let image = images[state.rawValue] ?? images[UIControl.State.normal.rawValue]
        var titleSize = CGSize.zero
        if let title, !title.isEmpty {
            let text = TextComponentAttributes(string: title, font: font ?? .systemFont(ofSize: 17))
            titleSize = TextComponent.measurer.measure(text, width: .infinity).size
        }
        let imageSize = image?.size ?? .zero
        let insets = insets ?? .zero
        return CGSize(
            width: titleSize.width.rounded(.up) + imageSize.width + insets.left + insets.right,
            height: max(titleSize.height.rounded(.up), imageSize.height) + insets.top + insets.bottom
        )
    }
}
