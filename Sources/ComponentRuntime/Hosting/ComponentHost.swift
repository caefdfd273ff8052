import Foundation

/// Owns one component tree: builds it from a closure, keeps its scopes (state and controllers) across
/// rebuilds, applies state updates, and mounts it into a view. ComponentKit's `CKComponentHostingView` and
/// scope root in one object.
///
/// ```swift
/// let host = ComponentHost { context in FeedComponent(model: model) }
/// host.mount(in: rootView)
/// model.title = "New"; host.rebuild()          // the model changed: build again, state kept
/// host.flush()                                 // apply queued asynchronous state updates now
/// print(rootView.dump())
/// ```
///
/// The host decides when: when state updates apply, when a build runs and where, when the tree mounts. A build
/// itself is a function of the previous scopes, the state updates and the build closure, as ComponentKit's
/// `CKBuildComponent` is, so the host, its background builds and lists all build the same way.
@MainActor
public final class ComponentHost {
    /// The range set through ``sizeRange``.
    var explicitSizeRange: SizeRange?

    /// Whether, while ``sizeRange`` is not set, the root is laid out exactly as wide as the view it is mounted in
    /// and at any height, as ComponentKit's flexible-height size range provider (what apps give a hosting view)
    /// does: a screen spans its view and grows downwards. A view of zero width, or no view (before the first
    /// mount, after ``unmount()``), leaves the range unconstrained. The width is read at every mount and remount
    /// (``mount(in:)``, ``rebuild()``, a state update), not when the view resizes: after the view's width
    /// changes, call ``mount(in:)`` again (from `layoutSubviews`, say).
    ///
    /// Off by default: a root that takes its own size is what existing screens and their snapshots were made
    /// with.
    public var followsViewWidth = false

    /// Called with every state update the host receives, before it is applied (ComponentKit's state listener):
    /// an owner can decide when to ``flush()`` updates queued with ``UpdateMode/enqueued``.
    public var stateUpdateListener: (@MainActor (StateUpdateNotice) -> Void)?

    /// While `true`, state updates wait, whatever their mode, and a ``rebuild()`` leaves them waiting:
    /// ComponentKit's data source `shouldPauseStateUpdates` (pause while a list animates, say). Setting it
    /// back to `false` applies what waited, in order, with one re-render. The state listener still hears each
    /// update as it is made.
    public var pausesStateUpdates = false {
        didSet { if oldValue && !pausesStateUpdates { flush() } }
    }

    /// The values every component of the tree can read (``Component/context``). Changing it takes effect at
    /// the next ``rebuild()``.
    public var context: Context
    /// When asynchronous state updates apply.
    public var asynchronousUpdateDelivery: AsynchronousUpdateDelivery

    /// The root of the current tree, once built.
    public var rootComponent: Component? { tree.root }
    /// The view the tree is mounted in, if it is mounted.
    public private(set) weak var mountedView: UIView?
    /// Whether the tree is mounted: set by ``mount(in:)``, cleared by ``unmount()`` (the view may go away
    /// in between).
    private var isTreeMounted = false
    /// What the last mount pass did.
    public var statistics: MountStatistics { mounter.statistics }
    /// How many state updates were ignored because their scope had left the tree.
    public var ignoredStateUpdateCount: Int { updates.ignoredCount }
    /// Whether asynchronous updates are waiting for ``flush()``.
    public var hasPendingUpdates: Bool { !updates.isEmpty }
    /// How many times the tree was built or partly re-rendered.
    public var buildCount: Int { tree.buildCount }

    /// Makes the root component, for every full build.
    let factory: RootFactory
    /// The tree and its scopes between builds.
    lazy var tree = HostedTree(host: self)
    /// The state updates received and not yet applied.
    let updates = StateUpdateQueue()
    /// A flush on the next turn of the run loop is on its way.
    var flushScheduled = false
    /// A build off the main actor is under way (``rebuildInBackground()``); builds asked for meanwhile wait.
    var isBuildingInBackground = false
    var rebuildAfterBackgroundBuild = false
    /// Told on the main actor whenever the host took a new or partly re-rendered tree (a list learns that an
    /// item's state update may have changed its size).
    var treeDidChange: (@MainActor () -> Void)?
    /// The mounter of the root view the tree is mounted in (``ViewBookkeeping/rootMounter(of:)``), so hosts
    /// that mount in the same view share its reuse pools, as ComponentKit's are per root view. The items of a
    /// list share the list's instead (``sharesGivenMounter``): a cell reused for another item reuses the views
    /// already in it.
    private var mounter: Mounter
    private let sharesGivenMounter: Bool

    /// Creates a host. Nothing is built until ``mount(in:)`` or ``rebuild()``.
    /// - Parameters:
    ///   - context: values passed down the tree.
    ///   - asynchronousUpdateDelivery: when asynchronous state updates apply.
    ///   - build: makes the root component; called again by ``rebuild()``.
    public convenience init(
        context: Context = Context(),
        asynchronousUpdateDelivery: AsynchronousUpdateDelivery = .nextRunLoopTurn,
        build: @escaping @MainActor (Context) -> Component
    ) {
        self.init(
            context: context,
            asynchronousUpdateDelivery: asynchronousUpdateDelivery,
            factory: .onMainActor(build)
        )
    }

    /// A host whose tree may be built off the main actor (``rebuildInBackground()``), so `build` must not touch
    /// main-actor state: it gets everything it needs from the context or its captures, which are `Sendable`.
    /// Nothing is built until ``mount(in:)``, ``rebuild()`` or ``rebuildInBackground()``.
    public static func buildingAnywhere(
        context: Context = Context(),
        asynchronousUpdateDelivery: AsynchronousUpdateDelivery = .nextRunLoopTurn,
        _ build: @escaping @Sendable (Context) -> Component
    ) -> ComponentHost {
        ComponentHost(
            context: context,
            asynchronousUpdateDelivery: asynchronousUpdateDelivery,
            factory: .anywhere(build)
        )
    }

    /// A host that builds anywhere and mounts with `mounter` when one is given (a list's items share the list's).
    init(
        context: Context,
        asynchronousUpdateDelivery: AsynchronousUpdateDelivery,
        mounter: Mounter? = nil,
        factory: RootFactory
    ) {
        self.context = context
        self.asynchronousUpdateDelivery = asynchronousUpdateDelivery
        self.factory = factory
        self.mounter = mounter ?? Mounter()
        self.sharesGivenMounter = mounter != nil
    }

    /// Mounts the tree (building it first if needed) into `view`, the root view it lays out from (0, 0). The
    /// view keeps the host alive while the tree is mounted in it.
    /// Mounting into another view moves the tree there: controllers see an unmount and a mount, and stateful
    /// views move with them. Mounting into a view where another host's tree is mounted unmounts that tree.
    public func mount(in view: UIView) {
        if isTreeMounted, mountedView !== view { unmount() }
        // One tree per root view, as in ComponentKit: mounting a second host detaches the first.
        if let other = ViewBookkeeping.host(of: view), other !== self { other.unmount() }
        if tree.root == nil { buildTree() }
        guard let root = tree.root else { return }
        if !sharesGivenMounter { mounter = ViewBookkeeping.rootMounter(of: view) }
        mountedView = view
        isTreeMounted = true
        ViewBookkeeping.setHost(self, for: view)
        mounter.mount(root, in: view, within: sizeRange, replacing: tree.replacedSinceMount)
        tree.mountPassEnded(mounted: true)
    }

    /// Takes the tree out of its view. Its views are hidden (and kept for a later mount), its controllers
    /// unmounted; its state stays.
    public func unmount() {
        // Also when the view went away without an unmount: its controllers must still hear it.
        guard let root = tree.root, isTreeMounted else { return }
        isTreeMounted = false
        mounter.unmount(root)
        if let mountedView { ViewBookkeeping.setHost(nil, for: mountedView) }
        mountedView = nil
        tree.unmounted()
    }

    /// Builds the tree again from the build closure (call it when the model changed) and remounts it.
    /// Scopes declared again keep their state and controller.
    public func rebuild() {
        if isBuildingInBackground {
            rebuildAfterBackgroundBuild = true
            return
        }
        applyPendingUpdatesWithoutRendering()
        buildTree()
        remountIfMounted()
    }

    /// Lays the current tree out within `range` (the host's ``sizeRange`` by default) without mounting it, and
    /// tells the controllers of components laid out anew (``AnyComponentController/didPrepareLayout(size:)``),
    /// as ComponentKit's data source does for items that are not on screen. Builds the tree first if needed.
    /// Layouts are cached: the mount that follows does not lay out again.
    @discardableResult
    public func layoutTree(in range: SizeRange? = nil) -> ComponentLayout? {
        if tree.root == nil { buildTree() }
        guard let root = tree.root else { return nil }
        let layout = MainActorMark.run { root.layout(in: range ?? sizeRange) }
        LayoutAnnouncement.announce(layout)
        return layout
    }

    // MARK: Building and mounting

    /// Builds the whole tree on the main actor.
    private func buildTree() {
        let factory = factory
        take(TreeBuild.build(tree.scopes, trigger: .propsUpdate, context: context) { factory.make($0) })
    }

    /// Takes what a build made as the current tree, and tells the owner.
    func take(_ result: BuildResult) {
        tree.take(result)
        treeDidChange?()
        updates.treeTaken()
    }

    /// The scope whose state update applied first since the host last took a tree. Read in ``treeDidChange``.
    var firstScopeUpdatedSinceTreeChange: ScopeFrame? { updates.firstScopeUpdatedSinceTreeChange }

    /// The latest component that declared `frame`'s scope, in the tree the host took last.
    func latestComponent(of frame: ScopeFrame) -> Component? { tree.latestComponent(of: frame) }

    /// Mounts the current tree again where it is mounted, then ends the scopes that left it.
    func remountIfMounted() {
        if let view = mountedView, let root = tree.root {
            mounter.mount(root, in: view, within: sizeRange, replacing: tree.replacedSinceMount)
        }
        tree.mountPassEnded(mounted: mountedView != nil)
    }

    isolated deinit {
        // The host went away (released, or with the root view that kept it): its scopes end, and so do their
        // controllers, as when a scope root goes away in ComponentKit.
        tree.forEachLiveController { $0.invalidate() }
    }
}
