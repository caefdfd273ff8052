/// The attribute a null action makes (`.controlAction(nil)`, `.tapGesture(nil)`): ComponentKit's no-op action
/// attribute. It installs nothing, so a reused view loses the action it carried, and its identifier stays
/// stable whatever the action was.
final class NullActionBox: AnyAttributeBox {
    override func isEqual(to other: AnyAttributeBox) -> Bool { other is NullActionBox }
    // Left out of the reuse key, as the action attributes it stands for are.
    override var hasUnapplicator: Bool { true }
}

extension AttributeValue {
    /// Sends `action` (a selector, a target or scoped action, or a block) when the control reports one of
    /// `events`, from the component that rendered the control. A `nil` action is ComponentKit's null action:
    /// the control sends nothing (and a reused control loses the action it had).
    public static func controlAction(
        _ action: ComponentAction<Void>?,
        for events: UIControl.Event = .touchUpInside
    ) -> Self {
        guard let action else {
            return Self(box: NullActionBox(identifier: "ComponentRuntime.controlAction(no-op, \(events.rawValue))"))
        }
        return Self(box: ControlActionBox(ControlActionBinding(action: action, events: events)))
    }

    /// Installs a tap recognizer that sends `action` (a selector, target, scoped or block action); a `nil`
    /// action installs none (ComponentKit's null action).
    public static func tapGesture(_ action: ComponentAction<UIGestureRecognizer>?) -> Self {
        guard let action else { return Self(box: NullActionBox(identifier: "ComponentRuntime.gesture(no-op)")) }
        return gesture(UITapGestureRecognizer.self, action: action)
    }

    /// Installs a recognizer of any class that sends `action`; a `nil` action installs none (ComponentKit's
    /// null action, for which `CKComponentGestureAttribute` makes a no-op attribute).
    public static func gesture<G: UIGestureRecognizer>(
        _ recognizerType: G.Type,
        setup: (@MainActor (G) -> Void)? = nil,
        action: ComponentAction<UIGestureRecognizer>?,
        delegateSelectors: [ActionSelector] = []
    ) -> Self {
        guard let action else {
            return Self(box: NullActionBox(identifier: "ComponentRuntime.gesture(\(recognizerType), no-op)"))
        }
        return gesture(recognizerType, setup: setup, action: action, delegateSelectors: delegateSelectors)
    }

    /// Installs a recognizer of a class chosen at run time, made with its plain initializer, that sends `action`;
    /// a `nil` class or action installs none: `CKComponentGestureAttribute` given `Nil` for the class makes the
    /// same no-op attribute as for a null action. (With a class known at compile time, the generic form also takes
    /// a setup closure typed for it.)
    public static func gesture(
        _ recognizerType: UIGestureRecognizer.Type?,
        action: ComponentAction<UIGestureRecognizer>?,
        delegateSelectors: [ActionSelector] = []
    ) -> Self {
        guard let recognizerType, let action else {
            let name = recognizerType.map { "\($0)" } ?? "nil"
            return Self(box: NullActionBox(identifier: "ComponentRuntime.gesture(\(name), no-op)"))
        }
        let binding = GestureBinding(
            recognizerType: ObjectIdentifier(recognizerType),
            recognizerName: "\(recognizerType)",
            action: action,
            delegateSelectors: delegateSelectors
        )
        return Self(box: GestureAttributeBox(binding: binding) { recognizerType.init() })
    }
}
