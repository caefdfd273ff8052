import ComponentRuntime

extension ActionSelector {
    /// Declared by hand, as for selectors another module handles, so that the fixture compiles.
    static let didTapHelp = ActionSelector("didTapHelp")
    static let didTapReset = ActionSelector("didTapReset")
}

/// Warnings only: the output is still generated. A description's body is read as a class's `render()` is: the
/// selectors its attributes send are checked against every responder of the module, descriptions included.
struct SettingsRowComponent: ComponentDescription {
    var body: Component {
        Component(
            view: ViewConfiguration(
                UIButton.self,
                [.controlAction(.didTapSettings), .controlAction(.didTapHelp), .controlAction(.didTapReset)]
            ),
            size: ComponentSize(width: 100, height: 44)
        )
    }

    /// Handled here.
    /// @ck.action
    func didTapSettings() {}

    /// Written, but not annotated: the warning points here, and its fix-it adds the annotation.
    func didTapHelp() {}
}

/// A class component sends to a description's action: handled, as between classes.
final class SettingsScreenComponent: CompositeComponent {
    override func render() -> Component {
        Component(
            view: ViewConfiguration(UIButton.self, [.controlAction(.didTapSettings)]),
            size: ComponentSize(width: 100, height: 44)
        )
    }
}
