import ComponentRuntime

/// Actions on a component, a controller and a plain responder: with a sender, without one, with a labelled
/// sender, with a sender and a typed argument, a forwarded delegate question, and the same selector handled by
/// two types. Control and gesture actions are sent from the component that rendered the view; gestures pass
/// their recognizer as the argument.
final class ComposerComponent: CompositeComponent {
    init() { super.init(scope: "composer") }

    override func render() -> Component {
        StackComponent(children: [
            Component(
                view: ViewConfiguration(UIButton.self, [.controlAction(.send), .controlAction(.textChanged, for: .valueChanged)]),
                size: ComponentSize(width: 60, height: 30)
            ),
            Component(
                view: ViewConfiguration(UIView.self, [.tapGesture(.dismiss), .longPressGesture(.showMenu)]),
                size: ComponentSize(width: 60, height: 30)
            ),
        ])
    }

    /// @ck.action
    func dismiss() {}
}

final class ComposerComponentController: ComponentController<ComposerComponent> {
    /// @ck.action
    func send(_ sender: Component) {}

    /// @ck.action
    func textChanged(sender: Component) {}

    /// @ck.action
    func showMenu(_ sender: Component, recognizer: UIGestureRecognizer) {}

    /// @ck.action
    func select(_ sender: Component, _ item: (row: Int, title: String)) {}

    /// @ck.action
    func gestureShouldStart(_ recognizer: UIGestureRecognizer) -> Bool { true }
}

/// A screen-level responder that also handles `dismiss`.
final class ComposerScreen: Responder {
    /// @ck.action
    func dismiss() {}
}
