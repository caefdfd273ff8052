// Attributes of UIKit's UIButton (the headless backend's on Linux). A leaf component whose view carries the title,
// image, title font or content insets below is measured from them (``ButtonMeasurement``), as ComponentKit's
// CKButtonComponent measures its options.

/// The value of a two-argument setter, as ckgen generates for `setTitle(_:for:)`: one attribute whose value
/// is an `Equatable` pair.
public struct ButtonTitleForState: Equatable, Sendable {
    /// The title.
    public var title: String?
    /// The state it is shown in.
    public var state: UIControl.State
}

/// The value of `setTitleColor(_:for:)`: a title colour and the state it is used in.
public struct ButtonTitleColorForState: Equatable, Sendable {
    /// The colour.
    public var color: UIColor?
    /// The state it is used in.
    public var state: UIControl.State
}

/// The value of `setImage(_:for:)`: an image and the state it is shown in.
public struct ButtonImageForState: Equatable, Sendable {
    /// The image.
    public var image: UIImage?
    /// The state it is shown in.
    public var state: UIControl.State
}

/// The identifiers of the button attributes whose values are not told apart by their type.
enum ButtonAttributeIdentifier {
    static let titleFont = "ComponentRuntime.UIButton.titleLabel.font"
    static let contentEdgeInsets = "ComponentRuntime.UIButton.contentEdgeInsets"
}

extension AttributeValue where V: UIButton {
    /// Calls ``UIButton/setTitle(_:for:)``. Each state is its own attribute, so a button can carry several.
    public static func title(_ title: String?, for state: UIControl.State = .normal) -> Self {
        Self(
            ViewAttribute("ComponentRuntime.UIButton.setTitle(_:for:).\(state.rawValue)") { view, value in
                view.setTitle(value.title, for: value.state)
            },
            ButtonTitleForState(title: title, state: state)
        )
    }

    /// Calls ``UIButton/setTitleColor(_:for:)``. Each state is its own attribute, as for ``title(_:for:)``.
    public static func titleColor(_ color: UIColor?, for state: UIControl.State = .normal) -> Self {
        Self(
            ViewAttribute("ComponentRuntime.UIButton.setTitleColor(_:for:).\(state.rawValue)") { view, value in
                view.setTitleColor(value.color, for: value.state)
            },
            ButtonTitleColorForState(color: color, state: state)
        )
    }

    /// Calls ``UIButton/setImage(_:for:)``. Each state is its own attribute, as for ``title(_:for:)``.
    public static func image(_ image: UIImage?, for state: UIControl.State = .normal) -> Self {
        Self(
            ViewAttribute("ComponentRuntime.UIButton.setImage(_:for:).\(state.rawValue)") { view, value in
                view.setImage(value.image, for: value.state)
            },
            ButtonImageForState(image: image, state: state)
        )
    }

    /// Sets the title label's font (`titleLabel?.font`), which the button's measurement uses too.
    public static func titleFont(_ font: UIFont) -> Self {
        Self(ViewAttribute(ButtonAttributeIdentifier.titleFont) { view, value in view.titleLabel?.font = value }, font)
    }

    /// Sets `contentEdgeInsets`, the space around the title and image, which the button's measurement adds.
    /// Deprecated on iOS as UIKit's property is: a button with a `UIButton.Configuration` ignores it.
    @available(iOS, deprecated: 15.0, message: "UIKit ignores contentEdgeInsets for a button with a configuration")
    public static func contentEdgeInsets(_ insets: UIEdgeInsets) -> Self {
        Self(
            ViewAttribute(ButtonAttributeIdentifier.contentEdgeInsets) { view, value in
                view.contentEdgeInsets = value
            },
            insets
        )
    }
}
