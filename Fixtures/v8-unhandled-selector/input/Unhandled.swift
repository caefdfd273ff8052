import ComponentRuntime

extension Selector {
    /// Handled by a responder in another module.
    static let openSettings = Selector("openSettings")
}

/// Warnings only: the output is still generated.
final class SettingsRowComponent: CompositeComponent {
    override func render() -> Component {
        Component(
            view: ViewConfiguration(Button.self, [.controlAction(.openSettings), .controlAction(.toggle)]),
            size: ComponentSize(width: 100, height: 44)
        )
    }

    /// @ck.action
    func toggle() {}
}
