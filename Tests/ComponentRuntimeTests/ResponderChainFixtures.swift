import ComponentRuntime
import Foundation

// A small screen for the responder-chain and router-event tests (seeds 002 and 004):
// FeedScreen (owns the root view, hands events to its FeedEventProxy) → root view → FeedComponent →
// StackComponent → CellComponent → CellComponentController → PanelView → inner UIView → UISwitch / UIImageView.

extension EventName {
    static let customButtonEvent = EventName("CustomButtonEvent")
    static let customSwitchEvent = EventName("CustomSwitchEvent")
    static let customImageViewEvent = EventName("CustomImageViewEvent")
    static let unknownEvent = EventName("UnknownEvent")
}

extension ActionSelector {
    static let didTapPanel = ActionSelector("didTapPanel:")
}

/// A custom view with plain subviews that no component renders: the leaf views of seed 002.
@MainActor
final class PanelView: UIView {
    let inner = UIView()
    let toggle = UISwitch()
    let button = UIButton()
    let image = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(inner)
        inner.addSubview(toggle)
        inner.addSubview(button)
        inner.addSubview(image)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }
}

final class FeedComponent: CompositeComponent {
    override func render() -> Component {
        StackComponent(children: [CellComponent(id: 1)])
    }
}

final class CellComponent: CompositeComponent {
    init(id: Int) { super.init(scope: id) }
    override func render() -> Component {
        Component(view: ViewConfiguration(PanelView.self), size: ComponentSize(width: 200, height: 44))
    }
}

/// Decorates every router event with the cell it came from, then passes it on (seed 002's Decorator remark).
@MainActor
final class CellComponentController: ComponentController<CellComponent> {
    var handledActions: [String] = []

    override func routerEvent(name: EventName, userInfo: UserInfo) {
        super.routerEvent(name: name, userInfo: userInfo.adding("cell", 1))
    }
}

extension CellComponent: ControllerProviding {
    static func makeController(for component: CellComponent) -> AnyComponentController {
        CellComponentController(component: component)
    }
}

extension CellComponentController: ActionResponder {
    static let actionTable: AnyActionTable = ActionTable<CellComponentController>([
        .didTapPanel: .withSender { (target, sender: UIView) in target.handledActions.append("\(type(of: sender))") }
    ])
}

/// Seed 002's EventProxy, with the strategy map ckgen writes for `@ck.eventProxy`.
@MainActor
final class FeedEventProxy {
    var handled: [String] = []
    func buttonTapped(_ userInfo: UserInfo) { handled.append("button \(userInfo)") }
    func switchChanged(_ userInfo: UserInfo) { handled.append("switch \(userInfo)") }
    func imageTapped(_ userInfo: UserInfo) { handled.append("image \(userInfo)") }
}

extension FeedEventProxy: EventProxy {
    static let eventStrategies: EventStrategyMap<FeedEventProxy> = [
        .customButtonEvent: { proxy, userInfo in proxy.buttonTapped(userInfo) },
        .customImageViewEvent: { proxy, userInfo in proxy.imageTapped(userInfo) },
        .customSwitchEvent: { proxy, userInfo in proxy.switchChanged(userInfo) },
    ]

    @discardableResult
    func handleEvent(name: EventName, userInfo: UserInfo) -> Bool {
        FeedEventProxy.eventStrategies.handle(name, userInfo: userInfo, on: self)
    }
}

/// The screen: a view controller whose root view hosts the tree; it hands every event to its proxy, then
/// passes it on (to the application-level responder at the end of the chain).
@MainActor
final class FeedScreen: UIViewController, RouterEventHandler {
    let proxy = FeedEventProxy()
    let host = ComponentHost { _ in FeedComponent() }

    override func loadView() {
        view = makeRootView()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        host.mount(in: view)
    }

    func handleRouterEvent(name: EventName, userInfo: UserInfo) -> UserInfo? {
        proxy.handleEvent(name: name, userInfo: userInfo)
        return userInfo
    }

    var panel: PanelView? { view.subviews.first as? PanelView }
}

/// A screen that handles every router event and passes none on.
@MainActor
final class StoppingScreen: UIViewController, RouterEventHandler {
    var caught: [String] = []
    func handleRouterEvent(name: EventName, userInfo: UserInfo) -> UserInfo? {
        caught.append("\(name) \(userInfo)")
        return nil
    }
}

/// The application-level catch-all (seed 002's AppDelegate).
@MainActor
final class AppResponder: Responder {
    var caught: [String] = []
    override func routerEvent(name: EventName, userInfo: UserInfo) {
        caught.append("\(name) \(userInfo)")
    }
}
