import ComponentRuntime

final class SearchComponent: CompositeComponent {
    init() { super.init(scope: "search") }
}

/// A typo: one 'l'.
final class SearchComponentControler: ComponentController<SearchComponent> {}

/// The component's name without 'Component'.
final class ProfileController: ComponentController<ProfileComponent> {}

final class ProfileComponent: CompositeComponent {
    init() { super.init(scope: "profile") }
}

/// A controller for a component that does not exist (a near miss of 'SearchComponent').
final class SerchComponentController: ComponentController<SerchComponent> {}

/// A component with a controller but no scope: the controller would never be made.
final class UnscopedComponent: CompositeComponent {
    init(title: String) {
        super.init()
    }
}

final class UnscopedComponentController: ComponentController<UnscopedComponent> {}
