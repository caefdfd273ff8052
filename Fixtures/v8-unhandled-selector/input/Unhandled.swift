import ComponentRuntime

extension ActionSelector {
    /// Handled by a responder in another module.
    static let openSettings = ActionSelector("openSettings")
}

/// Warnings only: the output is still generated.
final class SettingsRowComponent: CompositeComponent {
    override func render() -> Component {
        Component(
            view: ViewConfiguration(UIButton.self, [.controlAction(.openSettings), .controlAction(.toggle)]),
            size: ComponentSize(width: 100, height: 44)
        )
    }

    /// @ck.action
    func toggle() {}
}
