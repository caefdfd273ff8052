import ComponentRuntime

// Scenario 3 (seed 000, first approach): a component forwards an event to its screen's controller, which it finds
// through a weak reference in the context.

@MainActor
public final class ProfileScreenController: Responder {
    public private(set) var handledModels: [String] = []
    public override init() { super.init() }
    public func handleEvent(model: String) { handledModels.append(model) }
}

public enum ScreenControllerKey: ContextKey {
    public static var defaultValue: WeakReference<ProfileScreenController> { WeakReference(nil) }
}

public final class ProfileRowComponent: CompositeComponent {
    public let model: String

    public init(model: String) {
        self.model = model
        super.init()
    }

    public override func render() -> Component {
        Component(
            view: ViewConfiguration(UIButton.self, [.title(model), .controlAction(.handleControlTap)]),
            size: ComponentSize(width: 200, height: 44)
        )
    }

    /// @ck.action
    @MainActor
    func handleControlTap() {
        context[ScreenControllerKey.self].object?.handleEvent(model: model)
    }
}
