public import Foundation

// Attributes for UIKit's standard views (the headless backend's on Linux), in the form ckgen writes for yours.

extension AttributeValue {
    /// Sets ``UIView/backgroundColor``.
    public static func backgroundColor(_ color: UIColor?) -> Self {
        Self(
            ViewAttribute("ComponentRuntime.UIView.backgroundColor") { view, value in view.backgroundColor = value },
            color
        )
    }

    /// Sets ``UIView/alpha``.
    public static func alpha(_ alpha: CGFloat) -> Self {
        Self(ViewAttribute("ComponentRuntime.UIView.alpha") { view, value in view.alpha = value }, alpha)
    }

    /// Sets ``UIView/accessibilityIdentifier``.
    public static func accessibilityIdentifier(_ identifier: String?) -> Self {
        Self(
            ViewAttribute("ComponentRuntime.UIView.accessibilityIdentifier") { view, value in
                view.accessibilityIdentifier = value
            },
            identifier
        )
    }

    /// Sets ``UIView/isUserInteractionEnabled``.
    public static func userInteractionEnabled(_ enabled: Bool) -> Self {
        Self(
            ViewAttribute("ComponentRuntime.UIView.isUserInteractionEnabled") { view, value in
                view.isUserInteractionEnabled = value
            },
            enabled
        )
    }
}

extension AttributeValue where V: UILabel {
    /// Sets ``UILabel/text``.
    public static func text(_ text: String?) -> Self {
        Self(ViewAttribute("ComponentRuntime.UILabel.text") { view, value in view.text = value }, text)
    }

    /// Sets ``UILabel/textColor``.
    public static func textColor(_ color: UIColor) -> Self {
        Self(ViewAttribute("ComponentRuntime.UILabel.textColor") { view, value in view.textColor = value }, color)
    }
}

extension AttributeValue where V: UIImageView {
    /// Sets ``UIImageView/image``.
    public static func image(_ image: UIImage?) -> Self {
        Self(ViewAttribute("ComponentRuntime.UIImageView.image") { view, value in view.image = value }, image)
    }
}

/// The identifiers of the control attributes a button's measurement reads (``ButtonMeasurement``).
enum ControlAttributeIdentifier {
    static let isEnabled = "ComponentRuntime.UIControl.isEnabled"
    static let isSelected = "ComponentRuntime.UIControl.isSelected"
}

extension AttributeValue where V: UIControl {
    /// Sets ``UIControl/isEnabled``.
    public static func enabled(_ enabled: Bool) -> Self {
        Self(ViewAttribute(ControlAttributeIdentifier.isEnabled) { view, value in view.isEnabled = value }, enabled)
    }

    /// Sets ``UIControl/isSelected``.
    public static func selected(_ selected: Bool) -> Self {
        Self(
            ViewAttribute(ControlAttributeIdentifier.isSelected) { view, value in view.isSelected = value },
            selected
        )
    }
}

extension AttributeValue where V: UISwitch {
    /// Sets ``UISwitch/isOn`` without sending actions.
    public static func on(_ on: Bool) -> Self {
        Self(ViewAttribute("ComponentRuntime.UISwitch.isOn") { view, value in view.isOn = value }, on)
    }
}

extension AttributeValue where V: UIScrollView {
    /// Sets ``UIScrollView/contentSize``.
    public static func contentSize(_ size: CGSize) -> Self {
        Self(
            ViewAttribute("ComponentRuntime.UIScrollView.contentSize") { view, value in view.contentSize = value },
            size
        )
    }
}
