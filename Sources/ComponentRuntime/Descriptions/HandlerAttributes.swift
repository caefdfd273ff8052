// Closure handlers: a gesture or a control event runs a closure on the main actor, beside selector actions sent up
// the responder chain. Each is one attribute with a fixed identifier, so a view keeps one recognizer or one
// target per handler kind across remounts: the closure is replaced, not stacked, and a gesture's recognizer is
// kept (the new closure is installed on it), so a gesture whose handler changes state goes on after the render.

extension AttributeValue {
    /// Calls `handler` on the main actor when the view is tapped: a tap recognizer any view can carry.
    public static func onTap(_ handler: @escaping @MainActor () -> Void) -> Self {
        onGesture(UITapGestureRecognizer.self) { _ in handler() }
    }

    /// Calls `handler` with the recognizer on the main actor at each step of a pan (read its `state` and
    /// `translation(in:)`).
    public static func onPan(_ handler: @escaping @MainActor (UIPanGestureRecognizer) -> Void) -> Self {
        onGesture(UIPanGestureRecognizer.self, handler)
    }

    /// Calls `handler` with the recognizer on the main actor when a long press begins, changes and ends.
    public static func onLongPress(_ handler: @escaping @MainActor (UILongPressGestureRecognizer) -> Void) -> Self {
        onGesture(UILongPressGestureRecognizer.self, handler)
    }

    /// Calls `handler` with the recognizer on the main actor each time a recognizer of type `G` reports; `setup`
    /// configures a new recognizer (`{ $0.numberOfTapsRequired = 2 }`). One closure handler per recognizer type.
    public static func onGesture<G: UIGestureRecognizer>(
        _ recognizerType: G.Type,
        setup: (@MainActor (G) -> Void)? = nil,
        _ handler: @escaping @MainActor (G) -> Void
    ) -> Self {
        let action = ComponentAction<UIGestureRecognizer> { sender, recognizer in
            guard let recognizer = recognizer as? G else { return }
            DescriptionRendering.handling(sender) { handler(recognizer) }
        }
        return Self(
            box: GestureAttributeBox(
                binding: GestureBinding(
                    recognizerType: ObjectIdentifier(recognizerType),
                    recognizerName: "\(recognizerType)",
                    action: action,
                    delegateSelectors: []
                ),
                identifier: "ComponentRuntime.onGesture(\(recognizerType))"
            ) {
                let recognizer = G()
                setup?(recognizer)
                return recognizer
            }
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
