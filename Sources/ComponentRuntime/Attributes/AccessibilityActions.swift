/// A custom action that assistive technologies offer on a component's view (VoiceOver's actions rotor):
/// ComponentKit's accessibility custom actions. Performing it sends `action` from the component.
public struct ComponentAccessibilityAction: Equatable {
    /// The name read to the user.
    public let name: String
    /// What performing it sends, from the component that renders the view; `nil` for a null action
    /// (ComponentKit's default-constructed `CKAction`), which is not offered to assistive technologies.
    public let action: ComponentAction<Void>?

    /// An action called `name` that sends `action`; with a `nil` action it is not offered.
    public init(name: String, action: ComponentAction<Void>?) {
        self.name = name
        self.action = action
    }

    /// An action called `name` that sends `selector` up the component chain.
    public init(name: String, selector: ActionSelector) {
        self.init(name: name, action: ComponentAction(selector))
    }
}

extension AttributeValue {
    /// Offers `actions` to assistive technologies on the view; performing one sends its action from the
    /// component that renders the view.
    public static func accessibilityCustomActions(_ actions: [ComponentAccessibilityAction]) -> Self {
        Self(
            ViewAttribute(
                "ComponentRuntime.UIView.accessibilityCustomActions",
                unapply: { view, _ in view.accessibilityCustomActions = nil }
            ) { view, actions in
                view.accessibilityCustomActions = actions.compactMap { custom in
                    guard let action = custom.action else { return nil }
                    return UIAccessibilityCustomAction(name: custom.name) { [weak view] _ in
                        guard let view, let component = ViewBookkeeping.component(of: view) else { return false }
                        action.send(from: component, (), behavior: .startAtSender)
                        return true
                    }
                }
            },
            actions
        )
    }
}
