import ComponentRuntime

// Issue 19, item 11: a class and its subclasses each with actions of their own.
class BaseCardComponent: CompositeComponent {
    /// @ck.action
    func didTap() {}

    /// @ck.action
    func didShare(_ sender: Component) {}
}

class CardComponent: BaseCardComponent {
    /// @ck.action
    func didExpand() {}

    /// @ck.action
    override func didShare(_ sender: Component) {}
}

final class WideCardComponent: CardComponent {
    /// @ck.action
    func didWiden(_ sender: Component, width: Double) {}
}

/// Has no actions of its own: answers with its superclass's table.
final class PlainCardComponent: BaseCardComponent {}

// Issue 19, item 6: a per-state setter.
/// @ck.view
final class TintButton: UIControl {
    func setTint(_ color: UIColor?, for state: UIControl.State) {}
}
