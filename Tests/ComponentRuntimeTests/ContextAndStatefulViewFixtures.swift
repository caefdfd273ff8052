import ComponentRuntime
import Foundation

// Seed 000's first approach: the component forwards an event to the screen's controller, which it finds
// through a weak reference in the context.

@MainActor
final class ProfileScreenController: Responder {
    var handledModels: [String] = []
    func handleEvent(model: String) { handledModels.append(model) }
}

enum ScreenControllerKey: ContextKey {
    static var defaultValue: WeakReference<ProfileScreenController> { WeakReference(nil) }
}

extension ActionSelector {
    static let handleControlTap = ActionSelector("handleControlTap")
}

final class ProfileRowComponent: CompositeComponent {
    let model: String
    init(model: String) {
        self.model = model
        super.init()
    }
    override func render() -> Component {
        Component(
            view: ViewConfiguration(UIButton.self, [.title(model), .controlAction(.handleControlTap)]),
            size: ComponentSize(width: 100, height: 20)
        )
    }
    @MainActor
    func handleControlTap() {
        context[ScreenControllerKey.self].object?.handleEvent(model: model)
    }
}

extension ProfileRowComponent: ActionResponder {
    static let actionTable: AnyActionTable = ActionTable<ProfileRowComponent>([
        .handleControlTap: .withoutSender { target in target.handleControlTap() }
    ])
}

/// A section that hands its children a context naming a different screen controller.
final class OverridingSection: CompositeComponent {
    let screen: ProfileScreenController
    init(screen: ProfileScreenController) {
        self.screen = screen
        super.init()
    }
    override func childContext(_ inherited: Context) -> Context {
        inherited.with(ScreenControllerKey.self, WeakReference(screen))
    }
    override func render() -> Component { ProfileRowComponent(model: "inner") }
}

// Seed 003's stateful view: a horizontally scrolling list that keeps its offset.

final class RecommendationsComponent: StatefulViewComponent {
    let id: String
    init(id: String) {
        self.id = id
        super.init(size: ComponentSize(width: 300, height: 120), scope: id)
    }
}

@MainActor
final class RecommendationsComponentController: StatefulViewComponentController<RecommendationsComponent, UIScrollView>
{
    static var viewsMade = 0
    var log: [String] = []
    var isFullScreen = false {
        didSet { if !changesQuietly { canRelinquishStatefulViewDidChange() } }
    }
    private var changesQuietly = false

    /// Changes ``isFullScreen`` without telling the runtime, as an app that forgets to would.
    func setFullScreenQuietly(_ value: Bool) {
        changesQuietly = true
        isFullScreen = value
        changesQuietly = false
    }

    override class func newStatefulView(_ context: Context) -> UIScrollView {
        viewsMade += 1
        let view = UIScrollView()
        view.contentSize = CGSize(width: 1_200, height: 120)
        return view
    }

    override class func configureStatefulView(_ view: UIScrollView, for component: RecommendationsComponent) {
        view.accessibilityIdentifier = "recommendations-\(component.id)"
    }

    override class func maximumPoolSize(_ context: Context) -> Int? { 2 }

    override var canRelinquishStatefulView: Bool { !isFullScreen }

    override func didAcquireStatefulView(_ view: UIScrollView) { log.append("didAcquire") }
    override func willRelinquishStatefulView(_ view: UIScrollView) { log.append("willRelinquish") }
}

extension RecommendationsComponent: ControllerProviding {
    static func makeController(for component: RecommendationsComponent) -> AnyComponentController {
        RecommendationsComponentController(component: component)
    }
}
