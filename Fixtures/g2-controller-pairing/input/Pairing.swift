import ComponentRuntime

final class ProfileComponent: CompositeComponent {
    init(id: Int) {
        super.init(scope: id)
    }

    override func render() -> Component {
        Component(view: ViewConfiguration(UILabel.self, [.text("profile")]), size: ComponentSize(width: 10, height: 10))
    }
}

final class ProfileComponentController: ComponentController<ProfileComponent> {
    override func didMount() {}
}

/// A stateful view component and its controller pair the same way.
final class CarouselComponent: StatefulViewComponent {
    init(id: String) {
        super.init(size: ComponentSize(width: 300, height: 100), scope: id)
    }
}

final class CarouselComponentController: StatefulViewComponentController<CarouselComponent, UIScrollView> {}

/// A component without a controller gets no pairing.
final class PlainComponent: CompositeComponent {}
