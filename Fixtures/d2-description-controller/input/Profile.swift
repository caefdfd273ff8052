import ComponentRuntime

/// A profile row described by a struct. Its controller is paired by name, as a class component's is: ckgen writes
/// the `DescribedControllerProviding` conformance, and the row gets a scope because it has a controller.
struct ProfileComponent: ComponentDescription {
    let name: String

    var body: Component {
        Component(
            view: ViewConfiguration(UIButton.self, [.title(name), .controlAction(.didTapProfile)]),
            size: ComponentSize(width: 120, height: 40)
        )
    }
}

/// Made once per `ProfileComponent` scope; reads the current description as `component.value`, and handles the
/// row's action (the controller is the next responder after the row's component).
final class ProfileComponentController: ComponentController<DescribedComponent<ProfileComponent>> {
    /// Every controller made, in order (the behaviour tests look for theirs).
    static var made: [ProfileComponentController] = []

    /// The names the row showed when it was tapped.
    private(set) var taps: [String] = []

    required init(component: Component) {
        super.init(component: component)
        Self.made.append(self)
    }

    /// @ck.action
    func didTapProfile(_ sender: Component) {
        taps.append(component.value.name)
    }
}

/// A description and controller that name the runtime through its module.
struct BadgeComponent: ComponentRuntime.ComponentDescription {
    var body: Component { Component() }
}

final class BadgeComponentController: ComponentRuntime.ComponentController<
    ComponentRuntime.DescribedComponent<BadgeComponent>
>
{}
