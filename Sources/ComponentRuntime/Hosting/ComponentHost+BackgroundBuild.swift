extension ComponentHost {
    /// Builds the tree again and lays it out off the main actor, then takes it and remounts it on the main
    /// actor: ComponentKit's promise that only mounting happens on the main thread. Scopes keep their state
    /// and controllers, as with ``rebuild()``, and composites whose inputs are equal keep their previous subtree
    /// (``CompositeComponent/shouldRerender(comparedTo:)``) as they do there.
    ///
    /// A host made with a main-actor build closure (``init(context:asynchronousUpdateDelivery:build:)``)
    /// builds on the main actor instead. Rebuilds and state updates asked for while the build runs wait
    /// for it, then apply.
    public func rebuildInBackground() async {
        guard let build = beginBackgroundBuild() else {
            rebuild()
            return
        }
        finishBackgroundBuild(await build.runConcurrently())
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
        guard case .anywhere(let make) = factory, rootComponent != nil else {
            flush()
            return
        }
        flushScheduled = false
        guard !updates.isEmpty, !isBuildingInBackground, !pausesStateUpdates else { return }
        guard applyPendingUpdatesWithoutRendering() else { return }
        let build = startBackgroundBuild(make, trigger: .stateUpdate)
        finishBackgroundBuild(await build.runConcurrently())
    }

    /// Starts a build off the main actor for new inputs of the build closure: applies queued updates and hands
    /// out what the build needs, or `nil` when this host builds on the main actor only, or is already building.
    /// Run it (``BackgroundBuild/run()``) anywhere, then hand its result to ``finishBackgroundBuild(_:)``.
    func beginBackgroundBuild() -> BackgroundBuild? {
        guard case .anywhere(let make) = factory, !isBuildingInBackground else { return nil }
        applyPendingUpdatesWithoutRendering()
        return startBackgroundBuild(make, trigger: .propsUpdate)
    }

    /// Marks the host as building and takes what the build needs, including what it may reuse of the tree the host
    /// holds (which stays mounted meanwhile).
    private func startBackgroundBuild(
        _ make: @escaping @Sendable (Context) -> Component,
        trigger: BuildTrigger
    ) -> BackgroundBuild {
        isBuildingInBackground = true
        return BackgroundBuild(
            factory: make,
            context: context,
            frame: tree.rootFrame,
            host: self,
            range: sizeRange,
            reusable: tree.reusableRenders(),
            trigger: trigger
        )
    }

    /// Takes a tree built off the main actor, remounts it, then applies what was asked for meanwhile.
    func finishBackgroundBuild(_ result: BuildResult) {
        isBuildingInBackground = false
        result.linkKeptSubtrees()
        take(result)
        // The tree was laid out where it was built: its controllers hear of it even if it is not mounted.
        if mountedView == nil { layoutTree() }
        remountIfMounted()
        if rebuildAfterBackgroundBuild {
            rebuildAfterBackgroundBuild = false
            rebuild()
        } else if !updates.isEmpty {
            flush()
        }
    }
}
