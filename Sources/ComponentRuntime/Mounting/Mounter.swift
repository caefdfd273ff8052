import Foundation

/// Mounts a built and laid-out tree into a root view: makes or reuses views, applies only attribute values
/// that changed, hides views it no longer uses, and calls the controllers' lifecycle callbacks.
@MainActor
final class Mounter {
    private var pools: [ObjectIdentifier: ViewPool] = [:]
    /// Every view the mounter made, by view identity, to find a view's own record from its superview.
    private var madeViews: [ObjectIdentifier: MountedView] = [:]
    private var pass = 0
    /// Whether a pass is running, so that a scroll it causes does not start another inside it.
    private var passInProgress = false
    private(set) var statistics = MountStatistics()

    // Per pass.
    private var released: [MountedView] = []
    private var didCallbacks: [() -> Void] = []
    private var placements: [ObjectIdentifier: SubviewPlacement] = [:]
    /// Views of components whose scopes left the tree, with their final-unmount animations.
    private var finalUnmounts: [(MountedView, [ComponentAnimation])] = []
    /// Views with animations to run once the pass has placed everything.
    private var pendingAnimations: [(UIView, [ComponentAnimation])] = []
    /// Controllers below components that declined to mount their children this pass.
    private var declinedLeaving: [AnyComponentController] = []
    /// Views taken back from the pool this pass: views they held from an earlier use must not show.
    private var reusedParents: [MountedView] = []
    /// Views whose own hidden flag changed this pass, for reuse-pool notifications.
    private var visibilityChanged: [MountedView] = []

    /// Mounts `root` into `rootView`, first releasing the views of `replaced` subtrees (old parts of the tree
    /// that a rebuild replaced).
    func mount(_ root: Component, in rootView: UIView, within range: SizeRange, replacing replaced: [Component]) {
        beginPass()
        var leaving: [AnyComponentController] = []
        for subtree in replaced { release(subtree, leaving: &leaving, unmountingAll: false) }
        let layout = MainActorMark.run { root.layout(in: range) }
        LayoutAnnouncement.announce(layout)
        unmountStart(leaving)
        root.mounting.hostView = rootView
        mount(layout, in: rootView, at: .zero)
        AccessibilityMounting.didMountRoot(root, in: rootView)
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
        passInProgress = true
        pass += 1
        statistics = MountStatistics()
        released.removeAll(keepingCapacity: true)
        didCallbacks.removeAll(keepingCapacity: true)
        placements.removeAll(keepingCapacity: true)
        declinedLeaving.removeAll(keepingCapacity: true)
        finalUnmounts.removeAll(keepingCapacity: true)
        pendingAnimations.removeAll(keepingCapacity: true)
        reusedParents.removeAll(keepingCapacity: true)
        visibilityChanged.removeAll(keepingCapacity: true)
    }

    private func finishPass(leaving passLeaving: [AnyComponentController]) {
        unmountStart(declinedLeaving)
        let leaving = passLeaving + declinedLeaving
        let animatedOut = Set(finalUnmounts.filter { !$0.0.inUse }.map { ObjectIdentifier($0.0) })
        for mounted in released where !mounted.inUse {
            ViewBookkeeping.setComponent(nil, for: mounted.view)
            // A view with final-unmount animations is hidden when they end (below).
            if animatedOut.contains(ObjectIdentifier(mounted)) { continue }
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
        for (view, animations) in pendingAnimations {
            statistics.animationsRun += animations.count
            AnimationBackend.run(animations, on: view) {}
        }
        for (mounted, animations) in finalUnmounts where !mounted.inUse {
            statistics.animationsRun += animations.count
            AnimationBackend.run(animations, on: mounted.view) { [weak self] in
                // Hidden only if no later pass took the view back meanwhile.
                guard let self, !mounted.inUse else { return }
                self.setHidden(mounted, true)
                self.updateReusePoolMembership(mounted, ancestorInPool: self.isAncestorInPool(mounted))
            }
        }
        for mounted in visibilityChanged {
            updateReusePoolMembership(mounted, ancestorInPool: isAncestorInPool(mounted))
        }
        for controller in leaving {
            controller.mountedComponent = nil
            controller.didUnmount()
        }
        passInProgress = false
        let callbacks = didCallbacks
        didCallbacks.removeAll()
        for callback in callbacks { callback() }
    }

    /// The view a component's animations run on: its own, or (as ComponentKit's composites share their child's
    /// view) the first one below it.
    private static func animatedView(of component: Component) -> MountedView? {
        if let mounted = component.mounting.mountedView { return mounted }
        for child in component.layoutChildren {
            if let mounted = animatedView(of: child) { return mounted }
        }
        return nil
    }

    /// The controllers in a subtree that are mounted now (with this component or an earlier one of their
    /// scope), in tree order.
    private func collectMountedControllers(_ component: Component, into controllers: inout [AnyComponentController]) {
        if let controller = component.controller, controller.mountedComponent != nil,
            !controllers.contains(where: { $0 === controller })
        {
            controllers.append(controller)
        }
        for child in component.layoutChildren { collectMountedControllers(child, into: &controllers) }
    }

    /// Marks the views of a subtree free and collects the controllers that leave the mounted tree.
    private func release(_ component: Component, leaving: inout [AnyComponentController], unmountingAll: Bool) {
        // The view final-unmount animations would run on, found before the subtree lets its views go.
        let releasedView = component.scopeFrame?.isLive == false ? Self.animatedView(of: component) : nil
        if let mounted = component.mounting.mountedView {
            mounted.inUse = false
            released.append(mounted)
            component.mounting.mountedView = nil
        }
        if let controller = component.controller, controller.mountedComponent === component {
            let frameLeft = !(component.scopeFrame?.isLive ?? false)
            if unmountingAll || frameLeft { leaving.append(controller) }
        }
        if let frame = component.scopeFrame, !frame.isLive, frame.main.mountedComponent === component,
            let mounted = releasedView
        {
            let animations = component.animationsOnFinalUnmount()
            if !animations.isEmpty { finalUnmounts.append((mounted, animations)) }
        }
        component.mounting.isMounted = false
        for child in component.layoutChildren { release(child, leaving: &leaving, unmountingAll: unmountingAll) }
    }

    private func mount(_ layout: ComponentLayout, in parentView: UIView, at origin: CGPoint) {
        let component = layout.component
        let frame = CGRect(origin: origin, size: layout.size)
        if component.mounting.isMounted && !component.record.subtreeChanged
            && component.mounting.parentView === parentView
            && component.mounting.frame == frame
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
            // A new component the host has not announced yet (ComponentKit's `willStartUpdateToComponent:`).
            if updatedComponent && !controller.isUpdatingComponent {
                controller.isUpdatingComponent = true
                controller.willUpdateComponent()
            }
            if firstMount { controller.willMount() } else { controller.willRemount() }
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
            // Optimistic mutations are undone first, so attributes apply over the values they found.
            OptimisticViewMutations.undo(on: view)
            AccessibilityMounting.willApplyAttributes(to: view, of: configuration)
            mounted.applied = applyAttributes(
                configuration.attributes(of: component),
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
        component.mounting.isMounted = true
        component.record.subtreeChanged = false
        component.mounting.parentView = parentView
        component.mounting.frame = frame

        switch component.childrenMounting(in: component.viewConfiguration == nil ? nil : childParent) {
        case .intoComponentView:
            break
        case .into(let managedView):
            childParent = managedView
            childOrigin = .zero
        case .declined:
            // The component mounts nothing below itself: what was mounted there before goes.
            for child in component.layoutChildren {
                var ignored: [AnyComponentController] = []
                release(child, leaving: &ignored, unmountingAll: true)
                collectMountedControllers(child, into: &declinedLeaving)
            }
            return finishMount(of: component, controller: controller, firstMount: firstMount)
        }
        let incremental = childParent as? any IncrementalMountingView
        // Only the component whose own (or managed) view it is owns the content; a view-less component placed
        // in such a view only has its children checked against the rect.
        if let incremental, childParent !== parentView {
            incremental.willMountChildren(layout.children) { [weak self, weak component, weak incremental] in
                guard let self, let component, let incremental else { return }
                self.remountVisibleChildren(of: component, layout: layout, in: incremental)
            }
        }
        for child in layout.children {
            let origin = CGPoint(x: childOrigin.x + child.origin.x, y: childOrigin.y + child.origin.y)
            if let incremental {
                mountIfVisible(child.layout, in: childParent, at: origin, visible: incremental.mountingRect)
            } else {
                mount(child.layout, in: childParent, at: origin)
            }
        }
        // The content of a view is complete: its accessibility can be worked out (a view-less component's content
        // is part of the view it is mounted in, worked out with that view's).
        if childParent !== parentView { AccessibilityMounting.didMountContent(of: childParent, layout: layout) }
        finishMount(of: component, controller: controller, firstMount: firstMount)
    }

    // MARK: Incremental mounting

    /// Mounts a component placed in an ``IncrementalMountingView`` if its frame meets `visible`, else releases
    /// it (its scopes stay: only views and controllers' mounts go). A view-less component that is mounted and
    /// unchanged is not mounted again, but its children, which sit in the same view, are checked one by one.
    private func mountIfVisible(_ layout: ComponentLayout, in parentView: UIView, at origin: CGPoint, visible: CGRect) {
        let component = layout.component
        let frame = CGRect(origin: origin, size: layout.size)
        // Strict overlap, the same on every platform: a frame that only touches the rect's edge is not visible,
        // and an empty one inside it is.
        let overlaps =
            frame.minX < visible.maxX && frame.maxX > visible.minX && frame.minY < visible.maxY
            && frame.maxY > visible.minY
        guard overlaps else {
            if component.mounting.isMounted {
                var ignored: [AnyComponentController] = []
                release(component, leaving: &ignored, unmountingAll: true)
                collectMountedControllers(component, into: &declinedLeaving)
                statistics.subtreesCulled += 1
            }
            return
        }
        if component.viewConfiguration == nil, component.mounting.isMounted, !component.record.subtreeChanged,
            component.mounting.parentView === parentView, component.mounting.frame == frame
        {
            for child in layout.children {
                let childOrigin = CGPoint(x: origin.x + child.origin.x, y: origin.y + child.origin.y)
                mountIfVisible(child.layout, in: parentView, at: childOrigin, visible: visible)
            }
            return
        }
        mount(layout, in: parentView, at: origin)
    }

    /// A pass over the children of one mounted component whose view's ``IncrementalMountingView/mountingRect``
    /// changed (it scrolled): mounts what came into the rect, releases what left it, visits nothing else. A
    /// call made while a pass runs (a scroll the pass itself caused) is dropped: that pass checks the rect.
    private func remountVisibleChildren(
        of component: Component,
        layout: ComponentLayout,
        in view: any IncrementalMountingView
    ) {
        guard !passInProgress, component.mounting.isMounted, component.mounting.mountedView?.view === view else {
            return
        }
        beginPass()
        let visible = view.mountingRect
        for child in layout.children { mountIfVisible(child.layout, in: view, at: child.origin, visible: visible) }
        AccessibilityMounting.didMountContent(of: view, layout: layout)
        finishPass(leaving: [])
    }

    private func finishMount(
        of component: Component,
        controller: AnyComponentController?,
        firstMount: Bool
    ) {
        if let frame = component.scopeFrame {
            let animations: [ComponentAnimation]
            if !frame.main.hasBeenMounted {
                animations = component.animationsOnInitialMount()
            } else if let previous = frame.main.mountedComponent,
                previous !== component || frame.main.stateChangedSinceMount
                    || (component as? AnimatingComponent)?.animatesChangesBelow == true
            {
                // ComponentKit makes a new component for a state update; here the same one may render again.
                // An animated component's changes may come from state below it, which renders only that part.
                animations = component.animationsFromPreviousComponent(previous)
            } else {
                animations = []
            }
            pendingAnimations += AnimationTargets.group(animations, of: component)
            frame.main.stateChangedSinceMount = false
            frame.main.hasBeenMounted = true
            frame.main.mountedComponent = component
        }
        if let controller {
            controller.mountedComponent = component
            didCallbacks.append {
                if firstMount { controller.didMount() } else { controller.didRemount() }
                if controller.isUpdatingComponent {
                    controller.isUpdatingComponent = false
                    controller.didUpdateComponent()
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
        if let mounted = component.mounting.mountedView {
            place(mounted.view, in: parent)
            return
        }
        for child in component.layoutChildren { placeTopLevelViews(of: child, in: parent) }
    }

    // MARK: Views

    /// The component's current view if it still fits, else a free view from the pool, else a new one.
    private func view(for component: Component, configuration: ViewConfiguration, in parentView: UIView) -> MountedView
    {
        if let current = component.mounting.mountedView {
            if current.key == configuration.reuseKey(of: component) && current.parent === parentView { return current }
            current.inUse = false
            released.append(current)
            component.mounting.mountedView = nil
        }
        let pool = self.pool(for: parentView)
        let mounted: MountedView
        if let free = pool.takeFree(configuration.reuseKey(of: component), pass: pass) {
            mounted = free
            reusedParents.append(free)
            statistics.viewsReused += 1
        } else {
            let view = configuration.makeView()
            parentView.addSubview(view)
            mounted = MountedView(view: view, key: configuration.reuseKey(of: component), parent: parentView)
            pool.add(mounted)
            madeViews[ObjectIdentifier(view)] = mounted
            statistics.viewsCreated += 1
        }
        mounted.inUse = true
        component.mounting.mountedView = mounted
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
