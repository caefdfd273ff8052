import ComponentRuntime

/// Actions on a component, a controller and a plain responder: with a sender, without one, with a labelled
/// sender, a forwarded delegate question, and the same selector handled by two types.
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
    func send(_ sender: UIControl) {}

    /// @ck.action
    func textChanged(sender: UISwitch) {}

    /// @ck.action
    func showMenu(_ recognizer: UIGestureRecognizer) {}

    /// @ck.action
    func gestureShouldStart(_ recognizer: UIGestureRecognizer) -> Bool { true }
}

/// A screen-level responder that also handles `dismiss`.
final class ComposerScreen: Responder {
    /// @ck.action
    func dismiss() {}
}
