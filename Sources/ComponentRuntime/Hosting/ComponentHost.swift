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
@MainActor
public final class ComponentHost {
    /// When queued asynchronous updates are applied.
    public enum AsynchronousUpdateDelivery: Sendable {
        /// On the next turn of the main run loop (a main-actor task), as ComponentKit does.
        case nextRunLoopTurn
        /// Only when ``ComponentHost/flush()`` is called; for tests that step through updates.
        case manual
    }

    /// The sizes the root component may take: ComponentKit's hosting view size range. Unconstrained by
    /// default (the root takes its own size), unless ``followsViewWidth`` is on; set it, say, to the root view's
    /// width and any height. A range set here wins over ``followsViewWidth``. Takes effect at the next mount.
    /// Reading it gives the range in effect now.
    public var sizeRange: SizeRange {
        get { explicitSizeRange ?? (followsViewWidth ? Self.flexibleHeightRange(across: mountedView) : .unconstrained) }
        set { explicitSizeRange = newValue }
    }
    /// The range set through ``sizeRange``.
    private var explicitSizeRange: SizeRange?

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

    /// ComponentKit's `CKComponentFlexibleSizeRangeProvider` with flexible height, for `view`'s bounds.
    private static func flexibleHeightRange(across view: UIView?) -> SizeRange {
        guard let width = view?.bounds.width, width > 0, width.isFinite else { return .unconstrained }
        return SizeRange(width: width)
    }

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
    public private(set) var rootComponent: Component?
    /// The view the tree is mounted in, if it is mounted.
    public private(set) weak var mountedView: UIView?
    /// Whether the tree is mounted: set by ``mount(in:)``, cleared by ``unmount()`` (the view may go away
    /// in between).
    private var isTreeMounted = false
    /// What the last mount pass did.
    public var statistics: MountStatistics { mounter.statistics }
    /// How many state updates were ignored because their scope had left the tree.
    public private(set) var ignoredStateUpdateCount = 0
    /// Whether asynchronous updates are waiting for ``flush()``.
    public var hasPendingUpdates: Bool { !pendingUpdates.isEmpty }
    /// How many times the tree was built or partly re-rendered.
    public private(set) var buildCount = 0

    private let build: RootBuilder
    /// The latest component of every live scope (by frame identity), for render reuse by the next build.
    private var scopeComponents: [ObjectIdentifier: Component] = [:]
    /// A build off the main actor is under way (``rebuildInBackground()``); builds asked for meanwhile wait.
    private var isBuildingInBackground = false
    private var rebuildAfterBackgroundBuild = false
    /// Told on the main actor whenever the host took a new or partly re-rendered tree (a list learns that an
    /// item's state update may have changed its size).
    var treeDidChange: (@MainActor () -> Void)?
    private lazy var rootFrame = ScopeFrame.root(host: self)
    /// The mounter of the root view the tree is mounted in (``ViewBookkeeping/rootMounter(of:)``), so hosts
    /// that mount in the same view share its reuse pools, as ComponentKit's are per root view. The items of a
    /// list share the list's instead (``sharesGivenMounter``): a cell reused for another item reuses the views
    /// already in it.
    private var mounter: Mounter
    private let sharesGivenMounter: Bool
    private var pendingUpdates: [(frame: ScopeFrame, transform: StateTransform)] = []
    private var flushScheduled = false
    private var replacedSinceMount: [Component] = []
    private var deadFramesSinceMount: [ScopeFrame] = []

    /// Creates a host. Nothing is built until ``mount(in:)`` or ``rebuild()``.
    /// - Parameters:
    ///   - context: values passed down the tree.
    ///   - asynchronousUpdateDelivery: when asynchronous state updates apply.
    ///   - build: makes the root component; called again by ``rebuild()``.
    public init(
        context: Context = Context(),
        asynchronousUpdateDelivery: AsynchronousUpdateDelivery = .nextRunLoopTurn,
        build: @escaping @MainActor (Context) -> Component
    ) {
        self.context = context
        self.asynchronousUpdateDelivery = asynchronousUpdateDelivery
        self.build = .onMainActor(build)
        self.mounter = Mounter()
        self.sharesGivenMounter = false
    }

    /// A host whose tree may be built off the main actor (``rebuildInBackground()``), so `build` must not touch
    /// main-actor state: it gets everything it needs from the context or its captures, which are `Sendable`.
    /// Nothing is built until ``mount(in:)``, ``rebuild()`` or ``rebuildInBackground()``.
    public static func buildingAnywhere(
        context: Context = Context(),
        asynchronousUpdateDelivery: AsynchronousUpdateDelivery = .nextRunLoopTurn,
        _ build: @escaping @Sendable (Context) -> Component
    ) -> ComponentHost {
        ComponentHost(context: context, asynchronousUpdateDelivery: asynchronousUpdateDelivery, build: .anywhere(build))
    }

    init(
        context: Context,
        asynchronousUpdateDelivery: AsynchronousUpdateDelivery,
        mounter: Mounter? = nil,
        buildingAnywhere build: @escaping @Sendable (Context) -> Component
    ) {
        self.context = context
        self.asynchronousUpdateDelivery = asynchronousUpdateDelivery
        self.build = .anywhere(build)
        self.mounter = mounter ?? Mounter()
        self.sharesGivenMounter = mounter != nil
    }

    private init(context: Context, asynchronousUpdateDelivery: AsynchronousUpdateDelivery, build: RootBuilder) {
        self.context = context
        self.asynchronousUpdateDelivery = asynchronousUpdateDelivery
        self.build = build
        self.mounter = Mounter()
        self.sharesGivenMounter = false
    }

    /// Mounts the tree (building it first if needed) into `view`, the root view it lays out from (0, 0). The
    /// view keeps the host alive while the tree is mounted in it.
    /// Mounting into another view moves the tree there: controllers see an unmount and a mount, and stateful
    /// views move with them. Mounting into a view where another host's tree is mounted unmounts that tree.
    public func mount(in view: UIView) {
        if isTreeMounted, mountedView !== view { unmount() }
        // One tree per root view, as in ComponentKit: mounting a second host detaches the first.
        if let other = ViewBookkeeping.host(of: view), other !== self { other.unmount() }
        if rootComponent == nil { buildTree() }
        guard let root = rootComponent else { return }
        if !sharesGivenMounter { mounter = ViewBookkeeping.rootMounter(of: view) }
        mountedView = view
        isTreeMounted = true
        ViewBookkeeping.setHost(self, for: view)
        mounter.mount(root, in: view, within: sizeRange, replacing: replacedSinceMount)
        finishMount()
    }

    /// Takes the tree out of its view. Its views are hidden (and kept for a later mount), its controllers
    /// unmounted; its state stays.
    public func unmount() {
        // Also when the view went away without an unmount: its controllers must still hear it.
        guard let root = rootComponent, isTreeMounted else { return }
        isTreeMounted = false
        mounter.unmount(root)
        if let mountedView { ViewBookkeeping.setHost(nil, for: mountedView) }
        mountedView = nil
        replacedSinceMount.removeAll()
        // Components are not mounted anywhere now; the next mount starts from scratch.
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

    /// Applies queued state updates to their scopes before a full build, which renders what they changed.
    /// Returns whether any applied.
    @discardableResult
    private func applyPendingUpdatesWithoutRendering() -> Bool {
        guard !pausesStateUpdates else { return false }
        let updates = pendingUpdates
        pendingUpdates.removeAll()
        var anyApplied = false
        for update in updates { anyApplied = apply(update.transform, to: update.frame) || anyApplied }
        return anyApplied
    }

    /// Lays the current tree out within `range` (the host's ``sizeRange`` by default) without mounting it, and
    /// tells the controllers of components laid out anew (``AnyComponentController/didPrepareLayout(size:)``),
    /// as ComponentKit's data source does for items that are not on screen. Builds the tree first if needed.
    /// Layouts are cached: the mount that follows does not lay out again.
    @discardableResult
    public func layoutTree(in range: SizeRange? = nil) -> ComponentLayout? {
        if rootComponent == nil { buildTree() }
        guard let root = rootComponent else { return nil }
        let layout = MainActorMark.run { root.layout(in: range ?? sizeRange) }
        LayoutAnnouncement.announce(layout)
        return layout
    }

    /// Applies every queued asynchronous state update, in order, with one re-render and one mount pass.
    public func flush() {
        flushScheduled = false
        // Updates wait for a build off the main actor to be taken (they apply right after), and while paused.
        guard !pendingUpdates.isEmpty, !isBuildingInBackground, !pausesStateUpdates else { return }
        let updates = pendingUpdates
        pendingUpdates.removeAll()
        var anyApplied = false
        for update in updates {
            anyApplied = apply(update.transform, to: update.frame) || anyApplied
        }
        if anyApplied { rerenderDirtyAndRemount() }
    }

    // MARK: Appearance and teardown

    /// Tells the controllers of the mounted tree that it is about to appear (call it from the view controller's
    /// `viewWillAppear`, or when a cell will display): ComponentKit's `componentTreeWillAppear`.
    public func treeWillAppear() {
        forEachLiveController { $0.componentTreeWillAppear() }
    }

    /// Tells the controllers of the mounted tree that it disappeared: ComponentKit's
    /// `componentTreeDidDisappear`.
    public func treeDidDisappear() {
        forEachLiveController { $0.componentTreeDidDisappear() }
    }

    private func forEachLiveController(_ body: (AnyComponentController) -> Void) {
        var frames = Array(rootFrame.children.values)
        var controllers: [AnyComponentController] = []
        while let frame = frames.popLast() {
            if let controller = frame.controller, !controller.isInvalidated { controllers.append(controller) }
            frames += frame.children.values
        }
        // A stable order: the scopes' names.
        for controller in controllers.sorted(by: { ($0.frame?.debugName ?? "") < ($1.frame?.debugName ?? "") }) {
            body(controller)
        }
    }

    /// Ends the host's scopes now, as ComponentKit announces invalidation to a scope root it throws away (a
    /// list item removed, a hosting view torn down): the tree is unmounted, every controller is invalidated
    /// (``AnyComponentController/invalidateController()``), and state and waiting updates are dropped. A later
    /// ``mount(in:)`` or ``rebuild()`` starts from new scopes.
    public func invalidate() {
        unmount()
        forEachLiveController { $0.invalidate() }
        var dead: [ScopeFrame] = []
        for frame in rootFrame.children.values { frame.kill(into: &dead) }
        rootFrame.children = [:]
        for frame in dead { frame.controller = nil }
        rootComponent = nil
        scopeComponents.removeAll()
        pendingUpdates.removeAll()
        replacedSinceMount.removeAll()
        deadFramesSinceMount.removeAll()
    }

    isolated deinit {
        // The host went away (released, or with the root view that kept it): its scopes end, and so do their
        // controllers, as when a scope root goes away in ComponentKit.
        forEachLiveController { $0.invalidate() }
    }

    // MARK: State updates

    func enqueueStateUpdate(_ frame: ScopeFrame, _ transform: @escaping StateTransform, mode: UpdateMode) {
        stateUpdateListener?(StateUpdateNotice(scope: frame.debugName, mode: mode))
        if pausesStateUpdates {
            pendingUpdates.append((frame, transform))
            return
        }
        switch mode {
        case .synchronous:
            // Earlier queued updates come first, so updates apply in the order they were made.
            pendingUpdates.append((frame, transform))
            flush()
        case .asynchronous:
            pendingUpdates.append((frame, transform))
            scheduleFlush()
        case .enqueued:
            pendingUpdates.append((frame, transform))
        }
    }

    private func apply(_ transform: StateTransform, to frame: ScopeFrame) -> Bool {
        guard frame.isLive, frame.host === self else {
            ignoredStateUpdateCount += 1
            RuntimeDiagnostics.report(
                .staleStateUpdate,
                "state update for scope \(frame.debugName) ignored: the scope is no longer in the tree"
            )
            return false
        }
        frame.updateState(transform)
        frame.markDirty()
        frame.main.stateChangedSinceMount = true
        return true
    }

    private func scheduleFlush() {
        guard asynchronousUpdateDelivery == .nextRunLoopTurn, !flushScheduled else { return }
        flushScheduled = true
        Task { @MainActor [weak self] in self?.flush() }
    }

    // MARK: Building and mounting

    private func buildTree() {
        var builder = TreeBuilder(host: self, previousComponents: scopeComponents)
        let (root, diagnostics) = RuntimeDiagnosticBuffer.collecting {
            Self.buildRoot(build.build(context), frame: rootFrame, context: context, with: &builder)
        }
        take(root, from: builder, diagnostics: diagnostics)
    }

    /// Builds `root` as the whole tree under `frame`. Runs wherever the build runs.
    nonisolated private static func buildRoot(
        _ root: Component,
        frame: ScopeFrame,
        context: Context,
        with builder: inout TreeBuilder
    ) -> Component {
        frame.beginRebuild()
        builder.build(root, parent: nil, frame: frame, context: context)
        frame.endRebuild(dead: &builder.deadFrames)
        frame.markClean()
        return root
    }

    /// The latest component that declared `frame`'s scope, in the tree the host took last.
    func latestComponent(of frame: ScopeFrame) -> Component? { scopeComponents[ObjectIdentifier(frame)] }

    /// Takes a tree built here or elsewhere as the host's current tree: makes its controllers and remembers
    /// its scopes' components (main-actor work the build left).
    private func take(_ root: Component, from builder: TreeBuilder, diagnostics: [RuntimeDiagnostic]) {
        for diagnostic in diagnostics { RuntimeDiagnostics.deliver(diagnostic) }
        if let old = rootComponent, old !== root { replacedSinceMount.append(old) }
        rootComponent = root
        TreeBuilder.attachControllers(builder.boundFrames)
        for (frame, component) in builder.boundFrames { scopeComponents[ObjectIdentifier(frame)] = component }
        for frame in builder.deadFrames { scopeComponents[ObjectIdentifier(frame)] = nil }
        replacedSinceMount += builder.replacedSubtrees
        deadFramesSinceMount += builder.deadFrames
        buildCount += 1
        treeDidChange?()
    }

    private func rerenderDirtyAndRemount() {
        guard let root = rootComponent else { return }
        var builder = TreeBuilder(host: self, previousComponents: scopeComponents)
        let ((), diagnostics) = RuntimeDiagnosticBuffer.collecting {
            builder.rerenderDirty(root, inheritedFrame: rootFrame)
        }
        rootFrame.markClean()
        take(root, from: builder, diagnostics: diagnostics)
        remountIfMounted()
    }

    // MARK: Building off the main actor

    /// Builds the tree again and lays it out off the main actor, then takes it and remounts it on the main
    /// actor: ComponentKit's promise that only mounting happens on the main thread. Scopes keep their state
    /// and controllers, as with ``rebuild()``, and composites whose inputs are equal keep their previous subtree
    /// (``CompositeComponent/shouldRerender(comparedTo:)``) as they do there.
    ///
    /// A host made with a main-actor build closure (``init(context:asynchronousUpdateDelivery:build:)``)
    /// builds on the main actor instead. Rebuilds and state updates asked for while the build runs wait
    /// for it, then apply.
    public func rebuildInBackground() async {
        guard let inputs = beginBackgroundBuild() else {
            rebuild()
            return
        }
        await buildInBackground(inputs)
    }

    /// Applies every queued asynchronous state update, in order, with one build off the main actor, then remounts
    /// on the main actor: ComponentKit's asynchronous state update, whose build runs on a background queue. As in
    /// ComponentKit's state-update build, the build closure runs again, and a composite whose scope has no state
    /// update at or below it keeps its previous subtree without rendering, unless a scope above it has an update
    /// of its own (it may pass new inputs down; then it is asked, ``CompositeComponent/shouldRerender(comparedTo:)``).
    /// So the build closure is expected to make the same tree as last time; after a model change, call
    /// ``rebuildInBackground()``.
    ///
    /// A host made with a main-actor build closure, or with no tree yet, does what ``flush()`` does. While a build
    /// is under way, or updates are paused, the updates keep waiting, as with ``flush()``.
    public func flushInBackground() async {
        guard case .anywhere(let build) = build, rootComponent != nil else {
            flush()
            return
        }
        flushScheduled = false
        guard !pendingUpdates.isEmpty, !isBuildingInBackground, !pausesStateUpdates else { return }
        guard applyPendingUpdatesWithoutRendering() else { return }
        await buildInBackground(startBackgroundBuild(build, trigger: .stateUpdate))
    }

    private func buildInBackground(_ inputs: BackgroundBuildInputs) async {
        let prepared = await Self.prepareTreeConcurrently(inputs)
        finishBackgroundBuild(prepared)
    }

    /// What a build off the main actor needs, all `Sendable`.
    struct BackgroundBuildInputs: Sendable {
        let build: @Sendable (Context) -> Component
        let context: Context
        let frame: ScopeFrame
        let host: ComponentHost
        let range: SizeRange
        let reusable: ReusableRenders
        let trigger: BuildTrigger
    }

    /// A tree built and laid out off the main actor, with what the main actor must still do for it.
    struct PreparedTree {
        let root: Component
        let builder: TreeBuilder
        let diagnostics: [RuntimeDiagnostic]
    }

    /// Starts a build off the main actor for new inputs of the build closure: applies queued updates and hands
    /// out the inputs, or `nil` when this host builds on the main actor only, or is already building.
    func beginBackgroundBuild() -> BackgroundBuildInputs? {
        guard case .anywhere(let build) = build, !isBuildingInBackground else { return nil }
        applyPendingUpdatesWithoutRendering()
        return startBackgroundBuild(build, trigger: .propsUpdate)
    }

    /// Marks the host as building and takes what the build needs, including what it may reuse of the tree the host
    /// holds (which stays mounted meanwhile).
    private func startBackgroundBuild(
        _ build: @escaping @Sendable (Context) -> Component,
        trigger: BuildTrigger
    ) -> BackgroundBuildInputs {
        isBuildingInBackground = true
        return BackgroundBuildInputs(
            build: build,
            context: context,
            frame: rootFrame,
            host: self,
            range: sizeRange,
            reusable: ReusableRenders.snapshot(of: scopeComponents),
            trigger: trigger
        )
    }

    /// Takes a tree built off the main actor, remounts it, then applies what was asked for meanwhile.
    func finishBackgroundBuild(_ prepared: PreparedTree) {
        isBuildingInBackground = false
        prepared.builder.linkDeferredReuses()
        if prepared.builder.standInMissedLayout { prepared.builder.forgetNewLayouts(from: prepared.root) }
        take(prepared.root, from: prepared.builder, diagnostics: prepared.diagnostics)
        // The tree was laid out where it was built: its controllers hear of it even if it is not mounted.
        if mountedView == nil { layoutTree() }
        remountIfMounted()
        if rebuildAfterBackgroundBuild {
            rebuildAfterBackgroundBuild = false
            rebuild()
        } else if !pendingUpdates.isEmpty {
            flush()
        }
    }

    @concurrent
    nonisolated private static func prepareTreeConcurrently(_ inputs: BackgroundBuildInputs) async
        -> sending PreparedTree
    {
        prepareTree(inputs)
    }

    /// Builds and lays out a tree wherever it is called. The result is `sending`: nothing built here is still
    /// reachable from the caller, so the main actor may own it.
    nonisolated static func prepareTree(_ inputs: BackgroundBuildInputs) -> sending PreparedTree {
        var builder = TreeBuilder(host: inputs.host, offMainReuse: inputs.reusable, trigger: inputs.trigger)
        let (root, diagnostics) = RuntimeDiagnosticBuffer.collecting {
            let root = buildRoot(
                inputs.build(inputs.context),
                frame: inputs.frame,
                context: inputs.context,
                with: &builder
            )
            _ = root.layout(in: inputs.range)
            return root
        }
        return PreparedTree(root: root, builder: builder, diagnostics: diagnostics)
    }

    private func remountIfMounted() {
        if let view = mountedView, let root = rootComponent {
            mounter.mount(root, in: view, within: sizeRange, replacing: replacedSinceMount)
        }
        finishMount()
    }

    /// Controllers of scopes that left the tree are invalidated once their components are unmounted.
    private func finishMount() {
        if mountedView != nil { replacedSinceMount.removeAll() }
        let dead = deadFramesSinceMount
        deadFramesSinceMount.removeAll()
        for frame in dead {
            frame.controller?.invalidate()
            frame.controller = nil
            frame.children.removeAll()
        }
    }
}

/// How a host makes its root component.
private enum RootBuilder {
    /// On the main actor only (the closure may touch main-actor state).
    case onMainActor(@MainActor (Context) -> Component)
    /// Anywhere, so also off the main actor.
    case anywhere(@Sendable (Context) -> Component)

    @MainActor
    func build(_ context: Context) -> Component {
        switch self {
        case .onMainActor(let build): build(context)
        case .anywhere(let build): build(context)
        }
    }
}
