/// Builds a component tree: renders composites, binds components to their scope frames (reusing the state
/// and controller of a frame declared again), creates controllers, and passes the context down.
///
/// It also re-renders only the dirty part of an existing tree after state updates, recording which old
/// subtrees were replaced so the mounter can release their views.
///
/// Not main-actor isolated: a tree is built wherever its owner likes (a list builds items on a background
/// task). What needs the main actor, making controllers, waits in ``boundFrames`` for
/// ``attachControllers(_:)``, which the host calls on the main actor when it takes the tree. Builds are asked of
/// ``TreeBuild``, which runs this and returns what it made as a ``BuildResult``.
struct TreeBuilder {
    let host: ComponentHost?
    /// Frames whose scopes left the tree during this build.
    var deadFrames: [ScopeFrame] = []
    /// Old subtrees replaced by this build (their views are released by the next mount pass).
    var replacedSubtrees: [Component] = []
    /// Composites whose previous subtree was kept instead of rendering again.
    var reusedRenders = 0
    /// Frames bound to a component in this build, with it: their controllers are made or told about the new
    /// component on the main actor.
    var boundFrames: [(frame: ScopeFrame, component: Component)] = []
    /// The component each scope had in the tree the host holds (by frame identity), for render reuse on the main
    /// actor. Empty for a build off the main actor, which reuses through ``offMainReuse`` instead.
    let previousComponents: [ObjectIdentifier: Component]
    /// What a build off the main actor may reuse, taken on the main actor when it started.
    let offMainReuse: ReusableRenders
    /// Why the tree is built, which decides how composites off the dirty path are reused.
    let trigger: BuildTrigger
    /// Kept children of a build off the main actor, standing in the new tree until the main actor links them
    /// (``BuildResult/linkKeptSubtrees()``).
    var deferredReuses: [KeptSubtree] = []
    /// A composite's kept child, its previous composite, and what stands for the child until it is linked.
    typealias KeptSubtree = (composite: CompositeComponent, previous: CompositeComponent, standIn: ReusedRenderStandIn)
    /// This build's number, written into each component it places (``ComponentRecord/placedInBuild``), so that a
    /// component met a second time is known to be in a second place.
    let buildNumber = TreeBuilder.nextBuildNumber()

    private static let buildCount = Locked<UInt64>(0)

    /// A number no other build has (builds run on any thread).
    private static func nextBuildNumber() -> UInt64 {
        buildCount.withLock { count in
            count += 1
            return count
        }
    }

    init(
        host: ComponentHost?,
        previousComponents: [ObjectIdentifier: Component] = [:],
        offMainReuse: ReusableRenders = .none,
        trigger: BuildTrigger = .propsUpdate
    ) {
        self.host = host
        self.previousComponents = previousComponents
        self.offMainReuse = offMainReuse
        self.trigger = trigger
    }

    /// Whether this build reported a tree deeper than the limit already: one report per build says it.
    private var reportedDepthLimit = false

    /// Builds `component` and everything below it. `underStateUpdate`: a scope above has a state update of its
    /// own (ComponentKit's `parentHasStateUpdate`). `depth`: the component's depth in the tree, 1 for the root;
    /// building, laying out and mounting recurse once per level, so a component at ``TreeLimits/maximumDepth``
    /// keeps nothing below it.
    mutating func build(
        _ component: Component,
        parent: Component?,
        frame parentFrame: ScopeFrame,
        context: Context,
        underStateUpdate: Bool = false,
        depth: Int = 1
    ) {
        component.record.parent = parent
        component.record.context = context
        component.record.placedInBuild = buildNumber
        component.record.invalidateLayout()
        component.record.isCutAtDepthLimit = false
        if depth >= TreeLimits.maximumDepth, cutsAtDepthLimit(component, depth: depth) {
            component.record.isCutAtDepthLimit = true
            component.record.scopeFrame = nil
            return
        }
        var frame = parentFrame
        var keptChild: Component?
        var childrenUnderStateUpdate = underStateUpdate
        if let identifier = component.declaredScope {
            let previous: Component?
            (frame, previous) = bind(component, identifier: identifier, under: parentFrame)
            childrenUnderStateUpdate = underStateUpdate || frame.isDirty
            keptChild = reusableChild(
                of: component,
                previous: previous,
                frame: frame,
                underStateUpdate: underStateUpdate
            )
            if keptChild == nil {
                frame.beginRebuild()
            } else {
                reusedRenders += 1
            }
        } else if component is any ControllerProviding {
            RuntimeDiagnostics.reportWhileBuilding(
                .missingScope,
                "'\(type(of: component))' has a controller but declared no scope, so it gets none; "
                    + "pass `scope:` to its initializer"
            )
        }

        // The scope stays on the thread's stack while its subtree is built (``CurrentScope/stack``).
        let enteredScope = CurrentScope.enter(component)
        defer { CurrentScope.leave(enteredScope) }

        if let composite = component as? CompositeComponent, let child = keptChild {
            // ComponentKit's render components: unchanged state at and below it, and equal inputs or only state
            // changed elsewhere, so the previous subtree stands as it is (its scopes are kept, its views stay
            // mounted).
            composite.record.renderedChild = child
            child.record.parent = composite
            return
        } else if let composite = component as? CompositeComponent {
            let rendered = CurrentScope.rendering(composite) { composite.render() }
            composite.record.renderedChild = rendered
            let child = placing(rendered, under: composite) { copy in
                composite.record.renderedChild = copy
                return true
            }
            if let child {
                build(
                    child,
                    parent: composite,
                    frame: frame,
                    context: composite.childContext(context),
                    underStateUpdate: childrenUnderStateUpdate,
                    depth: depth + 1
                )
            }
        } else {
            for (index, child) in component.layoutChildren.enumerated() {
                let placed = placing(child, under: component) { component.replaceLayoutChild(at: index, with: $0) }
                guard let placed else { continue }
                build(
                    placed,
                    parent: component,
                    frame: frame,
                    context: context,
                    underStateUpdate: childrenUnderStateUpdate,
                    depth: depth + 1
                )
            }
        }

        if component.declaredScope != nil {
            frame.markClean()
            frame.endRebuild(dead: &deadFrames)
        }
    }

    /// Whether `component`, at the depth limit, has anything below it to leave out (a composite's render, a
    /// layout's children), and if so reports it, once per build: a deeper tree would overflow the thread's stack.
    private mutating func cutsAtDepthLimit(_ component: Component, depth: Int) -> Bool {
        guard component is CompositeComponent || !component.ownLayoutChildren.isEmpty else { return false }
        if !reportedDepthLimit {
            reportedDepthLimit = true
            RuntimeDiagnostics.reportWhileBuilding(
                .treeTooDeep,
                "the tree is deeper than \(TreeLimits.maximumDepth) components (TreeLimits.maximumDepth), the most "
                    + "the runtime builds, lays out and mounts without risking the thread's stack: "
                    + "'\(component.typeNameForDiagnostics)' at depth \(depth)\(component.placeShown) "
                    + "is laid out as an empty leaf and nothing below it is built or mounted; nest less (siblings "
                    + "in one stack or flexbox instead of a stack in a stack, a list for a long sequence)"
            )
        }
        return true
    }

    /// `child` for its place under `parent`: itself, or, when this build placed it already (one component value
    /// written in two places: `let hairline = …` above and below a quote), a copy that `substitute` puts in
    /// `parent` in its stead, so that each place is built, laid out and mounted on its own, as ComponentKit's
    /// components, made anew for each place, are. `nil` when that cannot be: the component is a class of the
    /// app's, which the runtime cannot copy, or `parent` is a layout of the app's, which cannot take a copy. That
    /// is reported as a fault naming both, and the second place is left as it is (not built again).
    private func placing(
        _ child: Component,
        under parent: Component,
        substitute: (Component) -> Bool
    ) -> Component? {
        guard child.record.placedInBuild == buildNumber else { return child }
        let copy = child.copyForAnotherPlace()
        if let copy, substitute(copy) { return copy }
        let firstParent = child.parent.map { "'\($0.typeNameForDiagnostics)'" } ?? "the root"
        let fix =
            copy == nil
            ? "the runtime cannot copy a class of the app's: make a new component for each place (a function or "
                + "a description that returns one)"
            : "'\(parent.typeNameForDiagnostics)' cannot take a copy in its place: give it a component for each place"
        RuntimeDiagnostics.reportWhileBuilding(
            .componentPlacedTwice,
            "one '\(child.typeNameForDiagnostics)' is placed twice in the tree, under \(firstParent) and under "
                + "'\(parent.typeNameForDiagnostics)'\(parent.placeShown), so only one place would be "
                + "mounted; \(fix)"
        )
        return nil
    }

    /// The previous rendered child of a composite that may keep it, as ComponentKit decides
    /// (`reusePreviousComponentForSingleChild`): the scope existed, nothing at or below it changed state, and
    /// either only state changed elsewhere (a state-update build, with no state update in a scope above), or the
    /// composite says its inputs equal the previous component's (``CompositeComponent/shouldRerender(comparedTo:)``).
    ///
    /// On the main actor the previous component gives the child up at once. Off the main actor the previous tree
    /// is still mounted and is not written: a stand-in takes the child's place until ``linkDeferredReuses()``.
    private mutating func reusableChild(
        of component: Component,
        previous: Component?,
        frame: ScopeFrame,
        underStateUpdate: Bool
    ) -> Component? {
        guard let composite = component as? CompositeComponent, !frame.needsRender else { return nil }
        let offMain = offMainReuse.entry(for: frame)
        guard let previous = offMain?.previous ?? previous as? CompositeComponent, previous !== composite,
            type(of: previous) == type(of: composite),
            let child = offMain?.child ?? previous.renderedChild
        else { return nil }
        let keepsWithoutAsking = trigger == .stateUpdate && !underStateUpdate
        guard keepsWithoutAsking || !composite.shouldRerender(comparedTo: previous) else { return nil }
        if let offMain {
            let standIn = ReusedRenderStandIn(for: offMain)
            deferredReuses.append((composite, previous, standIn))
            return standIn
        }
        // The old tree is released when the new one mounts; what is kept must not be released with it.
        previous.record.renderedChild = nil
        return child
    }

    /// The key a scope would get under `parent` now (the next free occurrence of its type and identifier).
    private func scopeKey(of component: Component, _ identifier: ScopeIdentifier, under parent: ScopeFrame)
        -> ScopeFrame.Key
    {
        var key = ScopeFrame.Key(componentType: ObjectIdentifier(type(of: component)), identifier: identifier)
        let taken = parent.children
        while taken[key] != nil { key.occurrence += 1 }
        return key
    }

    /// Finds (or makes) the frame for a declared scope and binds the component to it.
    /// Also returns the component that declared the scope in the previous build, if the scope is not new.
    private mutating func bind(
        _ component: Component,
        identifier: ScopeIdentifier,
        under parent: ScopeFrame
    ) -> (frame: ScopeFrame, previous: Component?) {
        let type = type(of: component)
        let key = scopeKey(of: component, identifier, under: parent)
        if key.occurrence == 1 {
            let shown = identifier.isNoIdentifier ? "no identifier" : "identifier '\(identifier)'"
            RuntimeDiagnostics.reportWhileBuilding(
                .scopeCollision,
                "sibling scopes of '\(component.typeNameForDiagnostics)' with \(shown) under '\(parent.debugName)' are told apart by their "
                    + "order only, so reordering them mixes up their state; give each a distinct identifier"
            )
        }
        let frame: ScopeFrame
        let previous: Component?
        if let existing = parent.takePreviousChild(key) {
            frame = existing
            previous = previousComponents[ObjectIdentifier(existing)]
        } else {
            previous = nil
            frame = ScopeFrame(
                key: key,
                componentTypeName: component.typeNameForDiagnostics,
                parent: parent,
                host: host
            )
        }
        parent.setChild(frame, for: key)

        if frame.state == nil, let stateful = type as? any StatefulComponent.Type {
            frame.state = stateful.erasedInitialState
        }
        component.record.scopeFrame = frame
        boundFrames.append((frame, component))
        return (frame, previous)
    }

    /// Re-renders the dirty composites below `component` (and `component` itself if dirty), keeping every
    /// other component as it is. Returns whether anything below changed. `depth`: `component`'s depth in the
    /// tree, 1 for the root.
    @discardableResult
    mutating func rerenderDirty(_ component: Component, inheritedFrame: ScopeFrame, depth: Int = 1) -> Bool {
        let frame = component.scopeFrame ?? inheritedFrame
        let enteredScope = CurrentScope.enter(component)
        defer { CurrentScope.leave(enteredScope) }
        if let own = component.scopeFrame, own.isDirty, let composite = component as? CompositeComponent {
            if let old = composite.renderedChild { replacedSubtrees.append(old) }
            own.beginRebuild()
            let child = CurrentScope.rendering(composite) { composite.render() }
            composite.record.renderedChild = child
            build(
                child,
                parent: composite,
                frame: own,
                context: composite.childContext(composite.context),
                underStateUpdate: true,
                depth: depth + 1
            )
            own.markClean()
            own.endRebuild(dead: &deadFrames)
            composite.record.invalidateLayout()
            return true
        }
        guard frame.needsRender else { return false }
        // A dirty scope whose component is not a composite (a stateful view component) has nothing to
        // re-render, but must be remounted so its view is configured with the new state.
        var changed = component.scopeFrame?.isDirty ?? false
        for child in component.layoutChildren where rerenderDirty(child, inheritedFrame: frame, depth: depth + 1) {
            changed = true
        }
        if component.scopeFrame != nil { frame.markClean() }
        if changed { component.record.invalidateLayout() }
        return changed
    }

    /// Makes the controllers of scopes bound in this build that have none yet (with their first component,
    /// ComponentKit's `initWithComponent:`), and tells the others about their new component
    /// (``AnyComponentController/willUpdateComponent()``). On the main actor, where controllers live.
    @MainActor
    static func attachControllers(_ bound: [(frame: ScopeFrame, component: Component)]) {
        for (frame, component) in bound where frame.isLive {
            if let controller = frame.controller {
                controller.takeLatest(component)
            } else if let provider = component as? any ControllerProviding {
                let controller = makeController(for: provider)
                controller.frame = frame
                frame.controller = controller
            }
            if component is StatefulViewComponent, !(frame.controller is any StatefulViewManaging) {
                RuntimeDiagnostics.report(
                    .missingStatefulViewController,
                    "'\(type(of: component))' is a stateful view component without a StatefulViewComponentController; "
                        + "declare '\(type(of: component))Controller' so ckgen pairs them"
                )
            }
        }
    }
}

/// Opens the component's type, so its `makeController(for:)` gets the component as its own type.
@MainActor
private func makeController<Provider: ControllerProviding>(for component: Provider) -> AnyComponentController {
    Provider.makeController(for: component)
}
