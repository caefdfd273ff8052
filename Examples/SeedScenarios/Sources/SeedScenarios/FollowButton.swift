import ComponentRuntime

// Scenario 2 (seed 000): the follow button. `isFetching` lives in the scope's state; the tap goes to the
// controller, which sets it, waits for the network, flips the model and clears it, reaching the description that
// is current then, however many times the tree was rebuilt in between. ckgen pairs the controller with the
// description by name.

public final class FollowModel {
    public let id: String
    public var isFollowing = false
    public init(id: String) { self.id = id }
}

/// A network whose requests complete when told to, so the tests decide when "later" is.
@MainActor
public final class FakeNetwork {
    private var pending: [() -> Void] = []
    public init() {}
    public var pendingCount: Int { pending.count }
    public func request(_ completion: @escaping () -> Void) { pending.append(completion) }
    public func completeAll() {
        let completions = pending
        pending.removeAll()
        for completion in completions { completion() }
    }
}

public enum NetworkKey: ContextKey {
    public static var defaultValue: FakeNetwork? { nil }
}

/// `Identifiable`: its scope, so its state and controller, follow the model's id. Its nested `State` is the
/// scope's typed state (ckgen writes the `DescribedStatefulComponent` conformance).
struct FollowButtonComponent: ComponentDescription, Identifiable {
    struct State { var isFetching = false }

    let model: FollowModel
    var id: String { model.id }

    var body: Component {
        // The attribute block runs on the main actor, so it captures the title, not the (non-Sendable) model.
        let title = state.isFetching ? "…" : (model.isFollowing ? "Following" : "Follow")
        ViewComponent<UIButton>(size: ComponentSize(width: 90, height: 30)) {
            [.title(title), .controlAction(.didTapFollow)]
        }
    }
}

/// The same controller as for a class component: `component.value` is the current description.
final class FollowButtonComponentController: ComponentController<DescribedComponent<FollowButtonComponent>> {
    /// @ck.action
    func didTapFollow(_ sender: Component) {
        updateState(mode: .asynchronous) { $0.isFetching = true }
        let model = component.value.model
        component.context[NetworkKey.self]?.request { [weak self] in
            model.isFollowing.toggle()
            self?.updateState(mode: .asynchronous) { $0.isFetching = false }
        }
    }
}
