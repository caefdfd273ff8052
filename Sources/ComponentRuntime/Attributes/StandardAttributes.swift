public import Foundation

// Attributes for the headless backend's own views, in the form ckgen writes for yours.

extension AttributeValue {
    /// Sets ``View/backgroundColor``.
    public static func backgroundColor(_ color: Color?) -> Self {
        Self(
            ViewAttribute("ComponentRuntime.View.backgroundColor") { view, value in view.backgroundColor = value },
            color
        )
    }

    /// Sets ``View/alpha``.
    public static func alpha(_ alpha: Double) -> Self {
        Self(ViewAttribute("ComponentRuntime.View.alpha") { view, value in view.alpha = value }, alpha)
    }

    /// Sets ``View/accessibilityIdentifier``.
    public static func accessibilityIdentifier(_ identifier: String?) -> Self {
        Self(
            ViewAttribute("ComponentRuntime.View.accessibilityIdentifier") { view, value in
                view.accessibilityIdentifier = value
            },
            identifier
        )
    }

    /// Sets ``View/isUserInteractionEnabled``.
    public static func userInteractionEnabled(_ enabled: Bool) -> Self {
        Self(
            ViewAttribute("ComponentRuntime.View.isUserInteractionEnabled") { view, value in
                view.isUserInteractionEnabled = value
            },
            enabled
        )
    }
}

extension AttributeValue where V: Label {
    /// Sets ``Label/text``.
    public static func text(_ text: String?) -> Self {
        Self(ViewAttribute("ComponentRuntime.Label.text") { view, value in view.text = value }, text)
    }

    /// Sets ``Label/textColor``.
    public static func textColor(_ color: Color) -> Self {
        Self(ViewAttribute("ComponentRuntime.Label.textColor") { view, value in view.textColor = value }, color)
    }
}

extension AttributeValue where V: ImageView {
    /// Sets ``ImageView/image``.
    public static func image(_ image: Image?) -> Self {
        Self(ViewAttribute("ComponentRuntime.ImageView.image") { view, value in view.image = value }, image)
    }
}

/// The value of a two-argument setter, as ckgen generates for `setTitle(_:for:)`: one attribute whose value
/// is an `Equatable` pair.
public struct ButtonTitleForState: Equatable, Sendable {
    /// The title.
    public var title: String?
    /// The state it is shown in.
    public var state: ControlState
}

extension AttributeValue where V: Button {
    /// Calls ``Button/setTitle(_:for:)``. Each state is its own attribute, so a button can carry several.
    public static func title(_ title: String?, for state: ControlState = .normal) -> Self {
        Self(
            ViewAttribute("ComponentRuntime.Button.setTitle(_:for:).\(state)") { view, value in
                view.setTitle(value.title, for: value.state)
            },
            ButtonTitleForState(title: title, state: state)
        )
    }
}

extension AttributeValue where V: Control {
    /// Sets ``Control/isEnabled``.
    public static func enabled(_ enabled: Bool) -> Self {
        Self(ViewAttribute("ComponentRuntime.Control.isEnabled") { view, value in view.isEnabled = value }, enabled)
    }

    /// Sets ``Control/isSelected``.
    public static func selected(_ selected: Bool) -> Self {
        Self(ViewAttribute("ComponentRuntime.Control.isSelected") { view, value in view.isSelected = value }, selected)
    }
}

extension AttributeValue where V: Switch {
    /// Sets ``Switch/isOn`` without sending actions.
    public static func on(_ on: Bool) -> Self {
        Self(ViewAttribute("ComponentRuntime.Switch.isOn") { view, value in view.isOn = value }, on)
    }
}

extension AttributeValue where V: ScrollView {
    /// Sets ``ScrollView/contentSize``.
    public static func contentSize(_ size: CGSize) -> Self {
        Self(ViewAttribute("ComponentRuntime.ScrollView.contentSize") { view, value in view.contentSize = value }, size)
    }
}
