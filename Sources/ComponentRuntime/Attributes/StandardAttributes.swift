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
}

extension AttributeValue where V: UIControl {
    /// Sets ``UIControl/isEnabled``.
    public static func enabled(_ enabled: Bool) -> Self {
        Self(ViewAttribute("ComponentRuntime.UIControl.isEnabled") { view, value in view.isEnabled = value }, enabled)
    }

    /// Sets ``UIControl/isSelected``.
    public static func selected(_ selected: Bool) -> Self {
        Self(
            ViewAttribute("ComponentRuntime.UIControl.isSelected") { view, value in view.isSelected = value },
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
