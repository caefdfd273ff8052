/// A component whose content scrolls: its view is a ``ComponentScrollView``, its content is laid out without
/// bound along the scroll axis (and within the component's own range across it), and the content size is that
/// layout's size. Only the parts of the content that meet the visible rect (grown by `margin` on the axis) are
/// mounted; scrolling mounts what comes into view and unmounts what leaves it, as ComponentKit's incremental
/// mounting does. Components keep their scopes while unmounted, so state and controllers survive.
///
/// The component is as large as its size range allows, up to its content's size: give it a bounded range on
/// the scroll axis (a fixed ``ComponentSize``, a flex child that is stretched or grown) or it is as long as
/// its content and nothing scrolls.
///
/// Each scroll is reported up the responder chain (``EventName/scrollComponentDidScroll``), and when the end
/// of the content comes within `nearingEndThreshold` points, once per approach,
/// ``EventName/scrollComponentNearingEnd``; `onScroll` and `onNearingEnd` hear the same.
///
/// ```swift
/// ScrollComponent(axis: .horizontal, size: ComponentSize(height: 120)) {
///     FlexboxComponent(direction: .row, spacing: 8) {
///         for photo in photos { PhotoComponent(photo: photo) }
///     }
/// }
/// ```
public final class ScrollComponent: Component {
    /// The direction content scrolls in.
    public enum Axis: Sendable {
        /// Top to bottom.
        case vertical
        /// Leading to trailing.
        case horizontal
    }

    /// The direction content scrolls in.
    public let axis: Axis
    /// The content.
    public private(set) var content: Component
    /// How far beyond the visible rect, on the scroll axis, content is mounted ahead.
    public let margin: CGFloat
    /// How close to the end of the content (in points) scrolling must come to count as nearing it.
    public let nearingEndThreshold: CGFloat
    private let onScroll: (@MainActor (ScrollPosition) -> Void)?
    private let onNearingEnd: (@MainActor (ScrollPosition) -> Void)?

    /// Creates a scroll component.
    /// - Parameters:
    ///   - axis: the direction content scrolls in.
    ///   - size: the component's size; leave the scroll axis free only if its range is bounded.
    ///   - margin: how far beyond the visible rect content is mounted ahead, on the scroll axis.
    ///   - nearingEndThreshold: how close to the end of the content counts as nearing it.
    ///   - onScroll: called after each change of the content offset (on the main actor).
    ///   - onNearingEnd: called when the end of the content comes within `nearingEndThreshold`.
    ///   - content: the content, laid out without bound along `axis`.
    public init(
        axis: Axis = .vertical,
        size: ComponentSize = ComponentSize(),
        margin: CGFloat = 0,
        nearingEndThreshold: CGFloat = 0,
        onScroll: (@MainActor (ScrollPosition) -> Void)? = nil,
        onNearingEnd: (@MainActor (ScrollPosition) -> Void)? = nil,
        content: Component
    ) {
        self.axis = axis
        self.content = content
        self.margin = margin
        self.nearingEndThreshold = nearingEndThreshold
        self.onScroll = onScroll
        self.onNearingEnd = onNearingEnd
        super.init(view: ViewConfiguration(ComponentScrollView.self), size: size)
    }

    /// A scroll component whose content is written with ``ComponentBuilder`` (several lines make a column).
    public convenience init(
        axis: Axis = .vertical,
        size: ComponentSize = ComponentSize(),
        margin: CGFloat = 0,
        nearingEndThreshold: CGFloat = 0,
        onScroll: (@MainActor (ScrollPosition) -> Void)? = nil,
        onNearingEnd: (@MainActor (ScrollPosition) -> Void)? = nil,
        @ComponentBuilder content: () -> Component
    ) {
        self.init(
            axis: axis,
            size: size,
            margin: margin,
            nearingEndThreshold: nearingEndThreshold,
            onScroll: onScroll,
            onNearingEnd: onNearingEnd,
            content: content()
        )
    }

    /// The content.
    public override var childComponents: [Component] { [content] }

    override func copyForAnotherPlace() -> Component? {
        ScrollComponent(
            axis: axis,
            size: size,
            margin: margin,
            nearingEndThreshold: nearingEndThreshold,
            onScroll: onScroll,
            onNearingEnd: onNearingEnd,
            content: content
        )
    }

    override func replaceLayoutChild(at index: Int, with copy: Component) -> Bool {
        content = copy
        return true
    }

    /// The content laid out without bound on the axis and within `range` across it, at the origin; the
    /// component takes the range's size nearest its content's.
    public override func computeLayout(in range: SizeRange) -> ComponentLayout {
        let contentRange =
            switch axis {
            case .vertical:
                SizeRange(
                    min: CGSize(width: range.min.width, height: 0),
                    max: CGSize(width: range.max.width, height: .infinity)
                )
            case .horizontal:
                SizeRange(
                    min: CGSize(width: 0, height: range.min.height),
                    max: CGSize(width: .infinity, height: range.max.height)
                )
            }
        let contentLayout = content.layout(in: contentRange)
        return ComponentLayout(
            component: self,
            size: range.clamp(contentLayout.size),
            children: [ComponentLayout.Child(origin: .zero, layout: contentLayout)]
        )
    }

    /// Gives the view this component's settings before its content is mounted.
    public override func childrenMounting(in view: UIView?) -> ChildrenMounting {
        (view as? ComponentScrollView)?.show(self)
        return .intoComponentView
    }

    /// The scope this component's content belongs to: the nearest one declared at or above it.
    var nearestScopeFrame: ScopeFrame? {
        var component: Component? = self
        while let current = component {
            if let frame = current.scopeFrame { return frame }
            component = current.parent
        }
        return nil
    }

    /// Reports a scroll of `scrollView`: the event up the chain and to `onScroll`, then, if the end came near,
    /// the nearing-end event and `onNearingEnd`. The closures run as handlers of this component, as `.onTap { }`
    /// does: marked as the main actor's, with the description around the list as the one handling them, so
    /// that scoped state, typed state (`updateState`) and `send` in them reach its scope.
    @MainActor
    func didScroll(_ scrollView: ComponentScrollView) {
        let position = ScrollPosition(of: scrollView, axis: axis)
        routerEvent(name: .scrollComponentDidScroll, userInfo: position.userInfo)
        if let onScroll { DescriptionRendering.handling(self) { onScroll(position) } }
        let nearing = scrollView.nearingEnd.update(
            remaining: position.remaining,
            contentLength: position.contentLength(along: axis),
            threshold: nearingEndThreshold
        )
        guard nearing else { return }
        routerEvent(name: .scrollComponentNearingEnd, userInfo: position.userInfo)
        if let onNearingEnd { DescriptionRendering.handling(self) { onNearingEnd(position) } }
    }
}
