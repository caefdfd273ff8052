/// The view a ``ScrollComponent`` renders: a scroll view whose content size is its content's layout, and
/// which has the runtime mount only the components meeting its visible rect (grown by the component's margin)
/// each time it scrolls, then reports the scroll to its component. Its `delegate` is left to the app.
///
/// It hears scrolling by overriding `contentOffset` (UIKit sets it on every frame of a drag or an animated
/// scroll) and, on UIKit, `layoutSubviews`, which runs when the bounds change size.
@MainActor
public final class ComponentScrollView: UIScrollView, IncrementalMountingView {
    /// The axis the content scrolls along; set by the component on each mount.
    var axis: ScrollComponent.Axis = .vertical
    /// How far beyond the visible rect components are mounted, before and after it on the axis.
    var margin: CGFloat = 0
    /// When the end of the content counts as near.
    var nearingEnd = NearingEndTracker()
    private var remount: (@MainActor () -> Void)?
    private var lastMountingRect: CGRect = .null
    /// The scope the content shown belongs to (see ``show(_:)``), and whether the offset is being restored.
    private weak var owner: ScopeFrame?
    private var isRestoringOffset = false

    /// How far the content is scrolled; setting it mounts what comes into view and reports the scroll.
    public override var contentOffset: CGPoint {
        didSet { if contentOffset != oldValue { visibleRectDidChange(scrolled: true) } }
    }

    /// Mounts what a change of size brought into view.
    public override func layoutSubviews() {
        super.layoutSubviews()
        visibleRectDidChange(scrolled: false)
    }

    var mountingRect: CGRect {
        let visible = CGRect(origin: contentOffset, size: bounds.size)
        return switch axis {
        case .vertical: visible.insetBy(dx: 0, dy: -margin)
        case .horizontal: visible.insetBy(dx: -margin, dy: 0)
        }
    }

    func willMountChildren(_ children: [ComponentLayout.Child], remount: @escaping @MainActor () -> Void) {
        var size = CGSize.zero
        for child in children {
            size.width = max(size.width, child.origin.x + child.layout.size.width)
            size.height = max(size.height, child.origin.y + child.layout.size.height)
        }
        if contentSize != size { contentSize = size }
        self.remount = remount
        lastMountingRect = mountingRect
    }

    private func visibleRectDidChange(scrolled: Bool) {
        guard !isRestoringOffset else { return }
        let rect = mountingRect
        if rect != lastMountingRect, let remount {
            lastMountingRect = rect
            remount()
        }
        if scrolled, let component = owningComponent as? ScrollComponent { component.didScroll(self) }
    }

    /// Takes `component`'s settings before its content is mounted. The view is reused (a row scrolled out of
    /// a list gives its scroll view to one scrolled in), so the offset belongs to the content, not the view:
    /// when the component comes from another scope than the last one shown, the offset is kept for that
    /// scope and the new scope's is put back (zero for one never shown).
    func show(_ component: ScrollComponent) {
        axis = component.axis
        margin = component.margin
        let scope = component.nearestScopeFrame
        guard scope !== owner else { return }
        if let owner { ScrollOffsets.save(contentOffset, for: owner) }
        owner = scope
        nearingEnd = NearingEndTracker()
        isRestoringOffset = true
        contentOffset = scope.flatMap(ScrollOffsets.offset(for:)) ?? .zero
        isRestoringOffset = false
    }
}

/// The offsets of scroll components whose views went to other content, by scope, until the scope comes back
/// or ends.
@MainActor
private enum ScrollOffsets {
    private struct Saved {
        weak var scope: ScopeFrame?
        let offset: CGPoint
    }

    private static var saved: [ObjectIdentifier: Saved] = [:]

    static func save(_ offset: CGPoint, for scope: ScopeFrame) {
        saved = saved.filter { $0.value.scope != nil }
        saved[ObjectIdentifier(scope)] = Saved(scope: scope, offset: offset)
    }

    static func offset(for scope: ScopeFrame) -> CGPoint? {
        guard let entry = saved.removeValue(forKey: ObjectIdentifier(scope)), entry.scope === scope else { return nil }
        return entry.offset
    }
}
