import ComponentRuntime

// Scenario 3 (seed 000, first approach): a component forwards an event to its screen's controller, which it finds
// through a weak reference in the context. The row is a struct description with an `@ck.action` method: ckgen
// writes its dispatch table, so the component it inflates into handles the button's action.

@MainActor
public final class ProfileScreenController: Responder {
    public private(set) var handledModels: [String] = []
    public override init() { super.init() }
    public func handleEvent(model: String) { handledModels.append(model) }
}

public enum ScreenControllerKey: ContextKey {
    public static var defaultValue: WeakReference<ProfileScreenController> { WeakReference(nil) }
}

struct ProfileRowComponent: ComponentDescription {
    let model: String

    var body: Component {
        ViewComponent<UIButton>(size: ComponentSize(width: 200, height: 44)) {
            [.title(model), .controlAction(.handleControlTap)]
        }
    }

    /// Runs on the current description, on the main actor, where `context` is its component's.
    /// @ck.action
    @MainActor
    func handleControlTap() {
        context[ScreenControllerKey.self].object?.handleEvent(model: model)
    }
}
