import ComponentRuntime
import Foundation
import Synchronization

// The follow button of seed 000: `isFetching` lives in the scope's state; the tap goes to the controller,
// which sets it, waits for a (fake) network call, flips the model and clears it.

final class FollowModel: Sendable {
    let id: String
    private let following = Mutex(false)
    var isFollowing: Bool {
        get { following.withLock { $0 } }
        set { following.withLock { $0 = newValue } }
    }
    init(id: String) { self.id = id }
}

/// A network whose requests complete when the test says so.
@MainActor
final class FakeNetwork {
    private var pending: [() -> Void] = []
    var pendingCount: Int { pending.count }
    func request(completion: @escaping () -> Void) { pending.append(completion) }
    func completeAll() {
        let completions = pending
        pending.removeAll()
        for completion in completions { completion() }
    }
}

enum NetworkKey: ContextKey {
    static var defaultValue: FakeNetwork? { nil }
}

extension ActionSelector {
    static let didTapFollow = ActionSelector("didTapFollow:")
}

final class FollowButtonComponent: CompositeComponent {
    struct State: Equatable { var isFetching = false }
    let model: FollowModel

    init(model: FollowModel) {
        self.model = model
        super.init(scope: model.id)
    }

    var title: String { state.isFetching ? "…" : (model.isFollowing ? "Following" : "Follow") }

    override func render() -> Component {
        Component(
            view: ViewConfiguration(UIButton.self, [.title(title), .controlAction(.didTapFollow)]),
            size: ComponentSize(width: 80, height: 30)
        )
    }
}

extension FollowButtonComponent: StatefulComponent {
    static var initialState: State { State() }
}

@MainActor
final class FollowButtonComponentController: ComponentController<FollowButtonComponent> {
    func didTapFollow(_ sender: Component) {
        updateState(mode: .asynchronous) { $0.isFetching = true }
        let model = component.model
        component.context[NetworkKey.self]?.request { [weak self] in
            model.isFollowing.toggle()
            // The controller outlives every component of its scope: this reaches the current one.
            self?.updateState(mode: .asynchronous) { $0.isFetching = false }
        }
    }
}

extension FollowButtonComponent: ControllerProviding {
    static func makeController(for component: FollowButtonComponent) -> AnyComponentController {
        FollowButtonComponentController(component: component)
    }
}

extension FollowButtonComponentController: ActionResponder {
    static let actionTable: AnyActionTable = ActionTable<FollowButtonComponentController>([
        .didTapFollow: .withSender { (target, sender: Component) in target.didTapFollow(sender) }
    ])
}

// A counter whose state records the order updates arrive in, and how often it rendered.

final class RenderCounter: Sendable {
    private let storage = Mutex<[String: Int]>([:])
    var renders: [String: Int] {
        get { storage.withLock { $0 } }
        set { storage.withLock { $0 = newValue } }
    }
}

enum RenderCounterKey: ContextKey {
    static var defaultValue: RenderCounter? { nil }
}

final class CounterComponent: CompositeComponent {
    struct State { var values: [Int] = [] }
    let name: String

    init(name: String) {
        self.name = name
        super.init(scope: name)
    }

    override func render() -> Component {
        context[RenderCounterKey.self]?.renders[name, default: 0] += 1
        return Component(
            view: ViewConfiguration(
                UILabel.self,
                [.text("\(name): \(state.values.map(String.init).joined(separator: ","))")]
            ),
            size: ComponentSize(width: 100, height: 10)
        )
    }
}

extension CounterComponent: StatefulComponent {
    static var initialState: State { State() }
}

/// Records its lifecycle callbacks into the log in the context.
@MainActor
final class CounterComponentController: ComponentController<CounterComponent> {
    var log: EventLog? { latestLog }
    private var latestLog: EventLog? { component.context[LogKey.self] }
    private func record(_ name: String) { log?.append("\(component.name).\(name)") }

    override func willMount() { record("willMount") }
    override func didMount() { record("didMount") }
    override func willRemount() { record("willRemount") }
    override func didRemount() { record("didRemount") }
    override func willUnmount() { record("willUnmount") }
    override func didUnmount() { record("didUnmount") }
    override func willUpdateComponent() { record("willUpdateComponent") }
    override func didUpdateComponent() { record("didUpdateComponent") }
    override func componentDidAcquireView() { record("didAcquireView") }
    override func componentWillRelinquishView() { record("willRelinquishView") }
    override func invalidateController() { record("invalidate") }
    override func didPrepareLayout(size: CGSize) { record("didPrepareLayout \(Int(size.width))x\(Int(size.height))") }
    override func componentTreeWillAppear() { record("treeWillAppear") }
    override func componentTreeDidDisappear() { record("treeDidDisappear") }
}

extension CounterComponent: ControllerProviding {
    static func makeController(for component: CounterComponent) -> AnyComponentController {
        CounterComponentController(component: component)
    }
}

/// A list of counters, by name.
@MainActor
func counterList(_ names: [String]) -> Component {
    StackComponent(children: names.map { CounterComponent(name: $0) })
}
