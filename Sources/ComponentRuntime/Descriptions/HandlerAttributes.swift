// Closure handlers: a tap or a control event runs a closure on the main actor, beside selector actions sent up
// the responder chain. Each is one attribute with a fixed identifier, so a view keeps one recognizer or one
// target per handler kind across remounts (the closure is replaced, not stacked).

extension AttributeValue {
    /// Calls `handler` on the main actor when the view is tapped: a tap recognizer any view can carry.
    public static func onTap(_ handler: @escaping @MainActor () -> Void) -> Self {
        Self(
            box: GestureAttributeBox(
                binding: GestureBinding(
                    recognizerType: ObjectIdentifier(UITapGestureRecognizer.self),
                    recognizerName: "UITapGestureRecognizer",
                    action: ComponentAction { sender, _ in DescriptionRendering.handling(sender) { handler() } },
                    delegateSelectors: []
                ),
                identifier: "ComponentRuntime.onTap"
            ) { UITapGestureRecognizer() }
        )
    }
}

extension AttributeValue where V: UIControl {
    /// Calls `handler` with the control on the main actor when it reports one of `events`.
    public static func onControlEvent(_ events: UIControl.Event, _ handler: @escaping @MainActor (V) -> Void) -> Self {
        let action = ComponentAction<Void> { sender, _ in
            guard let control = sender.viewContext.view as? V else { return }
            DescriptionRendering.handling(sender) { handler(control) }
        }
        return Self(
            box: ControlActionBox(
                ControlActionBinding(action: action, events: events),
                identifier: "ComponentRuntime.onControlEvent(\(events.rawValue))"
            )
        )
    }
}

extension ComponentInflatable {
    /// This component inside a plain view that calls `handler` on the main actor when tapped. On a
    /// ``ViewComponent`` use its own `onTap`, which adds no view.
    public func onTap(_ handler: @escaping @MainActor () -> Void) -> Component {
        ViewComponent<UIView>(attributes: { .onTap(handler) }, content: { self })
            .inflate()
    }
}
