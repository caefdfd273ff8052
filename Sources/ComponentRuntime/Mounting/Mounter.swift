import Foundation

/// Mounts a built and laid-out tree into a root view: makes or reuses views, applies only attribute values
/// that changed, hides views it no longer uses, and calls the controllers' lifecycle callbacks.
@MainActor
final class Mounter {
    private var pools: [ObjectIdentifier: ViewPool] = [:]
    /// Every view the mounter made, by view identity, to find a view's own record from its superview.
    private var madeViews: [ObjectIdentifier: MountedView] = [:]
    private var pass = 0
    private(set) var statistics = MountStatistics()

    // Per pass.
    private var released: [MountedView] = []
    private var didCallbacks: [() -> Void] = []
    private var placements: [ObjectIdentifier: SubviewPlacement] = [:]
    /// Views taken back from the pool this pass: views they held from an earlier use must not show.
    private var reusedParents: [MountedView] = []
    /// Views whose own hidden flag changed this pass, for reuse-pool notifications.
    private var visibilityChanged: [MountedView] = []

    /// Mounts `root` into `rootView`, first releasing the views of `replaced` subtrees (old parts of the tree
    /// that a rebuild replaced).
    func mount(_ root: Component, in rootView: UIView, replacing replaced: [Component]) {
        beginPass()
        var leaving: [AnyComponentController] = []
        for subtree in replaced { release(subtree, leaving: &leaving, unmountingAll: false) }
        prepareLayout(root)
        unmountStart(leaving)
        root.hostView = rootView
        mount(root, in: rootView, at: .zero)
        finishPass(leaving: leaving)
    }

    /// Takes `root` out of its root view: every view is hidden (and kept for reuse), every controller unmounted.
    func unmount(_ root: Component) {
        beginPass()
        var leaving: [AnyComponentController] = []
        release(root, leaving: &leaving, unmountingAll: true)
        unmountStart(leaving)
        finishPass(leaving: leaving)
    }

    /// Controllers whose components leave: `willUnmount`, then they give up their views before anything new is
    /// mounted, so a component mounted in the same pass can take what they gave up (a stateful view in the
    /// container it gets, for instance).
    private func unmountStart(_ leaving: [AnyComponentController]) {
        for controller in leaving { controller.willUnmount() }
        for controller in leaving where controller.mountedView != nil {
            controller.componentWillRelinquishView()
            controller.mountedView = nil
        }
    }

    private func beginPass() {
        pass += 1
        statistics = MountStatistics()
        released.removeAll(keepingCapacity: true)
        didCallbacks.removeAll(keepingCapacity: true)
        placements.removeAll(keepingCapacity: true)
        reusedParents.removeAll(keepingCapacity: true)
        visibilityChanged.removeAll(keepingCapacity: true)
    }

    private func finishPass(leaving: [AnyComponentController]) {
        for mounted in released where !mounted.inUse {
            ViewBookkeeping.setComponent(nil, for: mounted.view)
            // Only the outermost unused view is hidden, as ComponentKit does: views inside it are out of sight
            // with it, and keep their flag for when it is used again.
            if let parent = mounted.parent.flatMap({ madeViews[ObjectIdentifier($0)] }), !parent.inUse { continue }
            setHidden(mounted, true)
        }
        // A view taken back from the pool may still hold subviews from its earlier use that this pass did not
        // use: hide those now that their parent shows again.
        for parent in reusedParents {
            pools[ObjectIdentifier(parent.view)]?.forEach { child in
                if !child.inUse { setHidden(child, true) }
            }
        }
        for mounted in visibilityChanged {
            updateReusePoolMembership(mounted, ancestorInPool: isAncestorInPool(mounted))
        }
        for controller in leaving {
            controller.mountedComponent = nil
            controller.didUnmount()
        }
        let callbacks = didCallbacks
        didCallbacks.removeAll()
        for callback in callbacks { callback() }
    }

    /// Tells the controllers of components laid out anew (the parts of the tree the pass will visit) that their
    /// layout is ready, in tree order, before anything is mounted: ComponentKit's `didPrepareLayout`.
    private func prepareLayout(_ component: Component) {
        if component.isMounted && !component.subtreeChanged { return }
        let layout = component.layout
        component.controller?.didPrepareLayout(size: layout.size)
        for child in component.layoutChildren { prepareLayout(child) }
    }

    /// Marks the views of a subtree free and collects the controllers that leave the mounted tree.
    private func release(_ component: Component, leaving: inout [AnyComponentController], unmountingAll: Bool) {
        if let mounted = component.mountedView {
            mounted.inUse = false
            released.append(mounted)
            component.mountedView = nil
        }
        if let controller = component.controller, controller.mountedComponent === component {
            let frameLeft = !(component.scopeFrame?.isLive ?? false)
            if unmountingAll || frameLeft { leaving.append(controller) }
        }
        component.isMounted = false
        for child in component.layoutChildren { release(child, leaving: &leaving, unmountingAll: unmountingAll) }
    }

    private func mount(_ component: Component, in parentView: UIView, at origin: CGPoint) {
        let layout = component.layout
        let frame = CGRect(origin: origin, size: layout.size)
        if component.isMounted && !component.subtreeChanged && component.mountedParentView === parentView
            && component.mountedFrame == frame
        {
            statistics.subtreesSkipped += 1
            placeTopLevelViews(of: component, in: parentView)
            return
        }
        statistics.componentsMounted += 1

        let controller = component.controller
        let firstMount = controller.map { $0.mountedComponent == nil } ?? false
        let updatedComponent = controller.map { !firstMount && $0.mountedComponent !== component } ?? false
        if let controller {
            if firstMount {
                controller.willMount()
            } else {
                if updatedComponent { controller.willUpdateComponent() }
                controller.willRemount()
            }
        }

        var childParent = parentView
        var childOrigin = origin
        if let configuration = component.viewConfiguration {
            let mounted = view(for: component, configuration: configuration, in: parentView)
            let view = mounted.view
            place(view, in: parentView)
            if let controller, controller.mountedView != nil, controller.mountedView !== view {
                controller.componentWillRelinquishView()
                controller.mountedView = nil
            }
            mounted.applied = applyAttributes(
                configuration.attributes,
                over: mounted.applied,
                to: mounted.view,
                owner: component,
                statistics: &statistics
            )
            if view.frame != frame { view.frame = frame }
            if view.isHidden { setHidden(mounted, false) }
            ViewBookkeeping.setComponent(component, for: view)
            if let controller, controller.mountedView !== view {
                controller.mountedView = view
                controller.componentDidAcquireView()
            }
            childParent = view
            childOrigin = .zero
        }
        component.isMounted = true
        component.subtreeChanged = false
        component.mountedParentView = parentView
        component.mountedFrame = frame

        for (child, offset) in zip(component.layoutChildren, layout.childOrigins) {
            mount(child, in: childParent, at: CGPoint(x: childOrigin.x + offset.x, y: childOrigin.y + offset.y))
        }

        if let controller {
            controller.mountedComponent = component
            didCallbacks.append {
                if firstMount {
                    controller.didMount()
                } else {
                    controller.didRemount()
                    if updatedComponent { controller.didUpdateComponent() }
                }
            }
        }
    }

    // MARK: Hiding and the reuse pool

    private func setHidden(_ mounted: MountedView, _ hidden: Bool) {
        guard mounted.view.isHidden != hidden else { return }
        mounted.view.isHidden = hidden
        if hidden { statistics.viewsHidden += 1 }
        visibilityChanged.append(mounted)
    }

    /// Whether a view the mounter made, or one of its ancestors, is hidden.
    private func isAncestorInPool(_ mounted: MountedView) -> Bool {
        var parent = mounted.parent.flatMap { madeViews[ObjectIdentifier($0)] }
        while let current = parent {
            if current.view.isHidden { return true }
            parent = current.parent.flatMap { madeViews[ObjectIdentifier($0)] }
        }
        return false
    }

    /// A view is in the reuse pool while it or an ancestor is hidden. Tells views that adopt
    /// ``ReusePoolObserver`` when they enter and leave it (ComponentKit's `didEnterReusePool` and
    /// `willLeaveReusePool`), and carries the change down to the views inside.
    private func updateReusePoolMembership(_ mounted: MountedView, ancestorInPool: Bool) {
        let inPool = mounted.view.isHidden || ancestorInPool
        guard inPool != mounted.isInReusePool else { return }
        mounted.isInReusePool = inPool
        if let observer = mounted.view as? any ReusePoolObserver {
            if inPool { observer.didEnterReusePool() } else { observer.willLeaveReusePool() }
        }
        pools[ObjectIdentifier(mounted.view)]?.forEach { updateReusePoolMembership($0, ancestorInPool: inPool) }
    }

    // MARK: Subview order

    /// The last view this pass placed under a parent view, in component order, and its index in the parent's
    /// subviews.
    private struct SubviewPlacement {
        let view: UIView
        let index: Int
    }

    /// Keeps the views of one parent in the order of the component tree, as ComponentKit does: each view the
    /// pass reaches must lie above the one placed before it under the same parent; one that does not (a view
    /// made on a later pass, or taken from the pool) is moved just above it. Views the tree does not use are
    /// left where they are. In a pass that changes nothing, each check is one comparison.
    private func place(_ view: UIView, in parent: UIView) {
        let key = ObjectIdentifier(parent)
        let subviews = parent.subviews
        guard let last = placements[key] else {
            if let index = subviews.firstIndex(where: { $0 === view }) {
                placements[key] = SubviewPlacement(view: view, index: index)
            }
            return
        }
        let lastIndex =
            last.index < subviews.count && subviews[last.index] === last.view
            ? last.index : (subviews.firstIndex { $0 === last.view } ?? -1)
        guard lastIndex >= 0 else {
            placements[key] = nil
            place(view, in: parent)
            return
        }
        var index = lastIndex + 1
        while index < subviews.count, subviews[index] !== view { index += 1 }
        if index < subviews.count {
            placements[key] = SubviewPlacement(view: view, index: index)
            return
        }
        // Below the last placed view: move it just above (the last placed view's index drops by one).
        parent.insertSubview(view, aboveSubview: last.view)
        placements[key] = SubviewPlacement(view: view, index: lastIndex)
    }

    /// Places the views a skipped subtree has directly under `parent`: its own view, or those of its children.
    private func placeTopLevelViews(of component: Component, in parent: UIView) {
        if let mounted = component.mountedView {
            place(mounted.view, in: parent)
            return
        }
        for child in component.layoutChildren { placeTopLevelViews(of: child, in: parent) }
    }

    // MARK: Views

    /// The component's current view if it still fits, else a free view from the pool, else a new one.
    private func view(for component: Component, configuration: ViewConfiguration, in parentView: UIView) -> MountedView
    {
        if let current = component.mountedView {
            if current.key == configuration.reuseKey && current.parent === parentView { return current }
            current.inUse = false
            released.append(current)
            component.mountedView = nil
        }
        let pool = self.pool(for: parentView)
        let mounted: MountedView
        if let free = pool.takeFree(configuration.reuseKey, pass: pass) {
            mounted = free
            reusedParents.append(free)
            statistics.viewsReused += 1
        } else {
            let view = configuration.makeView()
            parentView.addSubview(view)
            mounted = MountedView(view: view, key: configuration.reuseKey, parent: parentView)
            pool.add(mounted)
            madeViews[ObjectIdentifier(view)] = mounted
            statistics.viewsCreated += 1
        }
        mounted.inUse = true
        component.mountedView = mounted
        return mounted
    }

    private func pool(for parentView: UIView) -> ViewPool {
        let id = ObjectIdentifier(parentView)
        // A pool whose parent went away may be keyed by a new view at the same address: start afresh.
        if let pool = pools[id], pool.parent === parentView { return pool }
        let pool = ViewPool(parent: parentView)
        pools[id] = pool
        return pool
    }

}
