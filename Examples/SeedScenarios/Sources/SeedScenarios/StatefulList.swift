import ComponentRuntime
import Foundation

// Scenario 6 (seed 003): a horizontally scrolling list as a stateful view. It keeps its offset when its cell
// leaves and comes back, the pool keeps at most two lists, and a controller playing "full screen" refuses to give
// its view up. The component ↔ controller pairing comes from ckgen. A stateful view component is a class by
// nature (its controller owns the view and answers the pool's questions), so this one is not a description; a
// description's body can hold it like any component.

public final class RecommendationsComponent: StatefulViewComponent {
    public let id: String

    public init(id: String) {
        self.id = id
        super.init(size: ComponentSize(width: 320, height: 120), scope: id)
    }
}

public final class RecommendationsComponentController: StatefulViewComponentController<
    RecommendationsComponent, UIScrollView
>
{
    public static var viewsMade = 0
    public var isFullScreen = false {
        didSet { canRelinquishStatefulViewDidChange() }
    }

    public override class func newStatefulView(_ context: Context) -> UIScrollView {
        viewsMade += 1
        let view = UIScrollView()
        view.contentSize = CGSize(width: 1_280, height: 120)
        return view
    }

    public override class func configureStatefulView(_ view: UIScrollView, for component: RecommendationsComponent) {
        view.accessibilityIdentifier = "recommendations-\(component.id)"
    }

    public override class func maximumPoolSize(_ context: Context) -> Int? { 2 }

    public override var canRelinquishStatefulView: Bool { !isFullScreen }
}
