import ComponentRuntime

final class FollowModel {
    let id: String
    var isFollowing = false
    init(id: String) { self.id = id }
}

/// The follow button of seed 000: `isFetching` is state, the tap goes to the controller.
final class FollowButtonComponent: CompositeComponent {
    struct State: Equatable {
        var isFetching = false
    }

    let model: FollowModel

    init(model: FollowModel) {
        self.model = model
        super.init(scope: model.id)
    }

    override func render() -> Component {
        Component(
            view: ViewConfiguration(
                UIButton.self,
                [.title(state.isFetching ? "…" : (model.isFollowing ? "Following" : "Follow")), .controlAction(.didTapFollow)]
            ),
            size: ComponentSize(width: 80, height: 30)
        )
    }
}

final class FollowButtonComponentController: ComponentController<FollowButtonComponent> {
    /// @ck.action
    func didTapFollow(_ sender: Component) {
        updateState(mode: .asynchronous) { $0.isFetching = true }
    }
}
