import ComponentRuntime

// Scenario 2 (seed 000): the follow button. `isFetching` lives in the scope's state; the tap goes to the
// controller, which sets it, waits for the network, flips the model and clears it, reaching the component that
// is current then, however many times the tree was rebuilt in between.

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

public final class FollowButtonComponent: CompositeComponent {
    public struct State: Equatable, Sendable {
        public var isFetching = false
    }

    public let model: FollowModel

    public init(model: FollowModel) {
        self.model = model
        super.init(scope: model.id)
    }

    public var title: String { state.isFetching ? "…" : (model.isFollowing ? "Following" : "Follow") }

    public override func render() -> Component {
        Component(
            view: ViewConfiguration(UIButton.self, [.title(title), .controlAction(.didTapFollow)]),
            size: ComponentSize(width: 90, height: 30)
        )
    }
}

public final class FollowButtonComponentController: ComponentController<FollowButtonComponent> {
    /// @ck.action
    func didTapFollow(_ sender: Component) {
        updateState(mode: .asynchronous) { $0.isFetching = true }
        let model = component.model
        component.context[NetworkKey.self]?.request { [weak self] in
            model.isFollowing.toggle()
            self?.updateState(mode: .asynchronous) { $0.isFetching = false }
        }
    }
}
