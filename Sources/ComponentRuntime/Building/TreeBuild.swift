/// Building a tree, as a function: ComponentKit's `CKBuildComponent(previousRoot, stateUpdates, componentFactory)`,
/// which returns a `CKBuildComponentResult`. Whoever owns a tree asks for a build here (a ``ComponentHost`` on the
/// main actor, its builds off the main actor, a list building many items at once) and takes what it returns on the
/// main actor (``HostedTree/take(_:)``).
///
/// - The previous root is ``BuildScopes``: the root scope frame, whose frames hold every scope's state, and what
///   the build may reuse of the tree built last.
/// - The state updates were applied to those frames before the build, on the main actor (``StateUpdateQueue``):
///   each marked its scope dirty, as ComponentKit's `treeNodeDirtyIds` do, and the ``BuildTrigger`` says whether
///   only state changed.
/// - The factory makes the root component from the context.
///
/// Nothing here is main-actor isolated: a build runs wherever it is called.
enum TreeBuild {
    /// Builds the whole tree `factory` makes under `scopes`, then lays it out within `range` if one is given (a
    /// build off the main actor lays the tree out where it builds it).
    static func build(
        _ scopes: BuildScopes,
        trigger: BuildTrigger,
        context: Context,
        layoutIn range: SizeRange? = nil,
        factory: (Context) -> Component
    ) -> BuildResult {
        var builder = TreeBuilder(
            host: scopes.host,
            previousComponents: scopes.components,
            offMainReuse: scopes.offMainReuse,
            trigger: trigger
        )
        let (root, diagnostics) = RuntimeDiagnosticBuffer.collecting {
            let root = factory(context)
            scopes.frame.beginRebuild()
            builder.build(root, parent: nil, frame: scopes.frame, context: context)
            scopes.frame.endRebuild(dead: &builder.deadFrames)
            scopes.frame.markClean()
            if let range { _ = root.layout(in: range) }
            return root
        }
        return BuildResult(root: root, builder: builder, diagnostics: diagnostics)
    }

    /// Renders again only the scopes of `root` whose state changed, keeping every other component of the tree as
    /// it is: ComponentKit's state-update build, for the tree a host holds on the main actor.
    static func rerenderDirty(_ root: Component, _ scopes: BuildScopes) -> BuildResult {
        var builder = TreeBuilder(host: scopes.host, previousComponents: scopes.components)
        let ((), diagnostics) = RuntimeDiagnosticBuffer.collecting {
            builder.rerenderDirty(root, inheritedFrame: scopes.frame)
        }
        scopes.frame.markClean()
        return BuildResult(root: root, builder: builder, diagnostics: diagnostics)
    }
}

/// The scopes a build starts from: ComponentKit's previous scope root.
struct BuildScopes {
    /// The parent frame of the tree's top-level scopes; the frames below it hold every scope's state, and the
    /// dirty marks state updates left.
    let frame: ScopeFrame
    /// The host new frames belong to, so that their state updates reach it; `nil` for a tree built outside one.
    let host: ComponentHost?
    /// For a build on the main actor: the latest component of each scope (by frame identity), whose rendered
    /// child a composite may keep.
    var components: [ObjectIdentifier: Component] = [:]
    /// For a build off the main actor: what it may keep of the tree, taken when it started, because that tree
    /// stays mounted while the build runs.
    var offMainReuse: ReusableRenders = .none
}
