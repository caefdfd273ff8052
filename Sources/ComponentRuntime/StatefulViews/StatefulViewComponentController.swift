import Foundation

/// The controller of a ``StatefulViewComponent``: ComponentKit's `CKStatefulViewComponentController`. It owns
/// the stateful view of type `V`: it takes one from the reuse pool (or makes one with ``newStatefulView(_:)``)
/// when its component gets a container, configures it, moves it when the component moves to another
/// container, and gives it back to the pool when the component goes away, unless ``canRelinquishStatefulView``
/// says it must be kept (a video playing full screen).
///
/// Subclasses that override the view callbacks (`componentDidAcquireView`, `componentWillRelinquishView`,
/// `didRemount`, `invalidateController`) must call `super`.
@MainActor
open class StatefulViewComponentController<C: StatefulViewComponent, V: UIView>: ComponentController<C>,
    StatefulViewManaging
{
    /// The stateful view, while the controller holds one.
    public private(set) var statefulView: V?

    /// Makes a new stateful view. The default makes `V()`.
    open class func newStatefulView(_ context: Context) -> V { V() }

    /// What splits the reuse pool for this controller type: views are reused only between components with
    /// equal contexts (ComponentKit's `contextForNewStatefulView:`). `nil` by default: one pool per type.
    open class func contextForNewStatefulView(_ component: C) -> AnyHashable? { nil }

    /// Configures `view` for `component`, before the view is shown and each time it is reused or the component
    /// changes. The default does nothing.
    open class func configureStatefulView(_ view: V, for component: C) {}

    /// How many views of this controller type the reuse pool keeps; `nil` (the default) keeps any number.
    open class func maximumPoolSize(_ context: Context) -> Int? { nil }

    /// Whether views pooled under `context` (``contextForNewStatefulView(_:)``) may still be reused:
    /// ComponentKit's `isContextValid:`. Return `false` only once the context can never come back (a video
    /// that was deleted); the pool then drops those views. Invalidity must be for good. `true` by default.
    open class func isContextValid(_ context: AnyHashable?) -> Bool { true }

    /// After the controller got a stateful view (new or from the pool), before it is shown.
    open func didAcquireStatefulView(_ view: V) {}

    /// Whether the controller may give up its stateful view when its component goes away. Return `false`
    /// to keep it (and its state); call ``canRelinquishStatefulViewDidChange()`` when the answer changes.
    open var canRelinquishStatefulView: Bool { true }

    /// Before the stateful view goes back to the reuse pool.
    open func willRelinquishStatefulView(_ view: V) {}

    /// Call when ``canRelinquishStatefulView`` changes: a view kept while the component is gone is then
    /// given back to the pool.
    public final func canRelinquishStatefulViewDidChange() {
        if view == nil, canRelinquishStatefulView { relinquishStatefulView() }
    }

    /// Puts the stateful view into the component's new container.
    open override func componentDidAcquireView() {
        super.componentDidAcquireView()
        guard let container = view else { return }
        let statefulView: V
        var isNew = false
        if let held = self.statefulView {
            // Kept while it could not be given up: it is no longer pending.
            StatefulViewReusePool.shared.removePending(held)
            statefulView = held
        } else if let pooled = StatefulViewReusePool.shared.dequeue(
            for: Self.self,
            context: Self.contextForNewStatefulView(component),
            preferringSuperview: container
        ) as? V {
            statefulView = pooled
            isNew = true
        } else {
            statefulView = Self.newStatefulView(component.context)
            isNew = true
        }
        self.statefulView = statefulView
        statefulView.frame = CGRect(origin: .zero, size: container.frame.size)
        statefulView.isHidden = false
        // A container shows one stateful view: one left in it by an earlier user goes (it stays in its pool).
        for other in container.subviews where other !== statefulView { other.removeFromSuperview() }
        if statefulView.superview !== container { container.addSubview(statefulView) }
        Self.configureStatefulView(statefulView, for: component)
        if isNew { didAcquireStatefulView(statefulView) }
    }

    /// Gives the stateful view back to the pool when the component gives up its container (the view stays in
    /// it until another container takes it), unless the controller must keep it: then it leaves the container.
    open override func componentWillRelinquishView() {
        super.componentWillRelinquishView()
        guard let statefulView else { return }
        if canRelinquishStatefulView {
            relinquishStatefulView()
        } else {
            statefulView.removeFromSuperview()
            // Pending, as in ComponentKit: a controller that needs a view may take it once this one lets it go,
            // even if nobody called `canRelinquishStatefulViewDidChange()`.
            StatefulViewReusePool.shared.enqueuePending(
                statefulView,
                for: Self.self,
                context: poolContext,
                maximum: Self.maximumPoolSize(latestComponent?.context ?? Context())
            ) { [weak self] in self?.givePendingViewUp() ?? false }
        }
    }

    /// ComponentKit's `mayRelinquishBlock`: gives the kept view up if the component is still gone and the
    /// controller now allows it.
    private func givePendingViewUp() -> Bool {
        guard let statefulView, view == nil, canRelinquishStatefulView else { return false }
        willRelinquishStatefulView(statefulView)
        self.statefulView = nil
        return true
    }

    /// What splits the pool for the latest component.
    private var poolContext: AnyHashable? {
        latestComponent.flatMap { ($0 as? C).map(Self.contextForNewStatefulView) } ?? nil
    }

    /// Configures the stateful view again for the latest component.
    open override func didRemount() {
        super.didRemount()
        guard let statefulView else { return }
        // The component's size may have changed: the stateful view fills its container.
        if let container = view, statefulView.frame.size != container.frame.size {
            statefulView.frame = CGRect(origin: .zero, size: container.frame.size)
        }
        Self.configureStatefulView(statefulView, for: component)
    }

    /// Gives the stateful view back to the pool: nothing else can use it once the scope is gone.
    open override func invalidateController() {
        super.invalidateController()
        relinquishStatefulView()
    }

    private func relinquishStatefulView() {
        guard let statefulView else { return }
        StatefulViewReusePool.shared.removePending(statefulView)
        willRelinquishStatefulView(statefulView)
        // Left where it is, as ComponentKit does: a new stateful component in the same container takes it back
        // without moving it (the pool prefers a view already in the requested container).
        self.statefulView = nil
        let maximum = Self.maximumPoolSize(latestComponent?.context ?? Context())
        let context = poolContext
        StatefulViewReusePool.shared.enqueue(
            statefulView,
            for: Self.self,
            context: context,
            maximum: maximum,
            isContextValid: { Self.isContextValid(context) }
        )
    }
}
