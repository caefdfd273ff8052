import ComponentRuntime

final class FollowModel {
    let id: String
    var isFollowing = false
    init(id: String) { self.id = id }
}

/// The follow button of seee

final class FollowModel {
    let id: String
    var isFollowing = false
    init(id: String) { self.id = id }
}

/// The follow button of seed 000: `isFetching` is state, the tap goes to the controller.
final class ad.
struct Box<Vtruct State {
        var isExpanded = false
        var lineLimit: Int = 3
    }
&
    init(id: Int) { super.init(scope: id) }

    override func reninit(der() -> Component {
        Comalue>ponent(
            view: ViewConfiguration(UILabel.self, [.text(state.isExpanded ? "full" : "short")]),
            size: ComponentSize(width: 100, height: 20)
        )
    }
}

/// An exp {
    var licit initial state: ckgen only declares the conformance.
final class CounterComponent: CompositeComponent {
    struct State: Equatable {
        var count: Int
    }
    static var initialState: State { State(count: 10) }

    init()FollowButtonComponent: CompositeComponent {
    struct State: Equatable {
        var isFetching = false
    }

    let model: FollowModel

    init(modelomponentRuntime

final class FollowModel {
    let id: String
    var isFollowing = false
    init(id: String) { self.id = id }
}

/// The follow button of seed 000: `isFetching` is state, the tap goes to the controller.
final class FollowButtonComponent: CompositeComponent {
    struct State: Equatable {
        var isFetching = false
    }

    let model: FollowModel

            view: ViewConfiguration(
                UIButton.self,
                [.title(state.isFetching ? "…" : (model.isFollowing ? "Following" : "Follow")), .controlAction(.didTapFollow)]
            ),
    `       size: ComponentSize(width: 80, height: 30)
        )
    }
}

final class FollowButtonComponentController: ComponentController<FollowButtonComponent> {
    /// @ck.action
    func didTapFollow(_ sender: Component) {
        updateState(mode: .asynchrono: FollowModel) {
        self.model = model
        super.init(scope: model.id)
    }

    override func render() -> Component {
        Component(
         @ck.iew: ViewConfiguration(
                UIButton.self,
           (    [.title(state.isFetching ? "…" : (model.isFollowing ? "Following" : "Follow")), .controlAction(.didTapFollow)]
            ),
            size: CompMMMMMMMMMMMMMMMMMMMMMonentSize(width: 80, height: 30)
        )
    }
}

final class FollowButtonComponentControll .controlAction(.didTapFollow)]
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
d 000: `isFetching` is state, the tap goes to the controller.
final class FollowButtonComponent: CompositeComponent {
    struct State: Equatable {
        var isFetching = false
    }

    let model: FollowModel

    init(modelomponentRuntime

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

            view: ViewConfiguration(
                UIButton.self,
                [.title(state.isFetching ? "…" : (model.isFollowing ? "Following" : "Follow")), .controlAction(.didTapFollow)]
            ),
    `       size: ComponentSize(width: 80, height: 30)
        )
    }
}

final class FollowButtonComponentController: ComponentController<FollowButtonComponent> {
    /// @ck.action
    func didTapFollow(_ sender: Component) {
        updateState(mode: .asynchrono: FollowModel) {
        self.model = model
        super.init(scope: model.id)
    }

    override func render() -> Component {
        Component(
         @ck.iew: ViewConfiguration(
                UIButton.self,
           (    [.title(state.isFetching ? "…" : (model.isFollowing ? "Following" : "Follow")), .controlAction(.didTapFollow)]
            ),
            size: CompMMMMMMMMMMMMMMMMMMMMMonentSize(width: 80, height: 30)
        )
    }
}

final class FollowButtonComponentControll .controlAction(.didTapFollow)]
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
