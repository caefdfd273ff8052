import ComponentRuntime

// Scenario 4 (seed 002): router events from a leaf view through views, components and controllers to an
// EventProxy with three events, one responder decorating the user info, and an app-level catch-all.

/// A custom view whose subviews no component renders: the seed's `CustomView` with a button, a switch and an
/// image view.
public final class ProductPanelView: UIView {
    public let inner = UIView()
    public let button = UIButton()
    public let toggle = UISwitch()
    public let image = UIImageView()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(inner)
        inner.addSubview(button)
        inner.addSubview(toggle)
        inner.addSubview(image)
        // Laid out by hand for the component's 300 × 60, as the seed's nib did.
        inner.frame = CGRect(x: 0, y: 0, width: 300, height: 60)
        image.frame = CGRect(x: 8, y: 8, width: 44, height: 44)
        image.image = UIImage(systemName: "cart")  // an SF Symbol: no image file to ship
        button.frame = CGRect(x: 60, y: 15, width: 80, height: 30)
        button.setTitle("Buy", for: .normal)
        button.backgroundColor = UIColor(red: 0.9, green: 0.95, blue: 1, alpha: 1)
        button.layer.cornerRadius = 6
        toggle.frame = CGRect(x: 241, y: 14, width: 51, height: 31)
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    /// What the seed's IBActions do: send a router event from the leaf view.
    public func tapButton() {
        button.routerEvent(name: .customButtonEvent, userInfo: ["btnKey": .string(button.currentTitle ?? "Buy")])
    }
    public func flipSwitch() {
        toggle.setOn(!toggle.isOn, animated: false)
        toggle.routerEvent(name: .customSwitchEvent, userInfo: ["mySwitchKey": .bool(toggle.isOn)])
    }
    public func tapImage() { image.routerEvent(name: .customImageViewEvent, userInfo: [:]) }
}

struct ProductComponent: ComponentDescription {
    var body: Component {
        StackComponent { ProductCellComponent(id: 7) }
    }
}

struct ProductCellComponent: ComponentDescription, Identifiable {
    let id: Int

    var body: Component {
        ViewComponent<ProductPanelView>(size: ComponentSize(width: 300, height: 60))
    }
}

/// Decorates every event with the product it came from, then passes it on (the seed's Decorator remark).
final class ProductCellComponentController: ComponentController<DescribedComponent<ProductCellComponent>> {
    override func routerEvent(name: EventName, userInfo: UserInfo) {
        super.routerEvent(name: name, userInfo: userInfo.adding("product", .int(component.value.id)))
    }
}

/// The seed's EventProxy: a strategy map instead of an if/else ladder. ckgen writes the map.
/// @ck.eventProxy
public final class ProductEventProxy {
    public private(set) var handled: [String] = []
    public init() {}

    /// @ck.event("CustomButtonEvent")
    func customViewButtonClick(_ userInfo: UserInfo) { handled.append("button \(userInfo)") }

    /// @ck.event("CustomSwitchEvent")
    func customViewSwitchValueChange(_ userInfo: UserInfo) { handled.append("switch \(userInfo)") }

    /// @ck.event("CustomImageViewEvent")
    func customViewImageViewTap(_ userInfo: UserInfo) { handled.append("image \(userInfo)") }
}

/// The screen: a view controller whose root view hosts the tree. It hands every event to its proxy, then
/// passes it on ("MVCE"); at the end of the chain, events reach ``Application/responder``.
public final class ProductScreen: UIViewController, RouterEventHandler {
    public let proxy = ProductEventProxy()
    public let host = ComponentHost { ProductComponent() }

    public override func viewDidLoad() {
        super.viewDidLoad()
        host.mount(in: view)
    }

    public func handleRouterEvent(name: EventName, userInfo: UserInfo) -> UserInfo? {
        proxy.handleEvent(name: name, userInfo: userInfo)
        return userInfo
    }

    public var panel: ProductPanelView? { view.subviews.first as? ProductPanelView }
}

/// The application-level catch-all (the seed's AppDelegate).
public final class AppEventCatcher: Responder {
    public private(set) var caught: [String] = []
    public override init() { super.init() }
    public override func routerEvent(name: EventName, userInfo: UserInfo) { caught.append("\(name) \(userInfo)") }
}
