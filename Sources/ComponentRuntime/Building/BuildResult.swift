/// What a build made (``TreeBuild``): ComponentKit's `CKBuildComponentResult`. The new tree and what changed in
/// its scopes, which the host takes on the main actor (``HostedTree/take(_:)``): controllers to make or tell,
/// scopes that ended, old subtrees whose views the next mount releases.
struct BuildResult {
    /// The root of the new tree.
    let root: Component
    /// The scopes this build bound, each with its new component: their controllers are made, or told about the
    /// component, on the main actor.
    let boundScopes: [(frame: ScopeFrame, component: Component)]
    /// The scopes that left the tree: their controllers end once the new tree is mounted.
    let deadScopes: [ScopeFrame]
    /// The old subtrees the new tree replaced: the next mount pass releases their views.
    let replacedSubtrees: [Component]
    /// What the build reported, delivered when the tree is taken (``RuntimeDiagnostics``).
    let diagnostics: [RuntimeDiagnostic]
    /// The children a build off the main actor kept, standing in the new tree until ``linkKeptSubtrees()``.
    private let keptSubtrees: [TreeBuilder.KeptSubtree]

    init(root: Component, builder: TreeBuilder, diagnostics: [RuntimeDiagnostic]) {
        self.root = root
        self.boundScopes = builder.boundFrames
        self.deadScopes = builder.deadFrames
        self.replacedSubtrees = builder.replacedSubtrees
        self.diagnostics = diagnostics
        self.keptSubtrees = builder.deferredReuses
    }

    /// Links the children a build off the main actor kept into the new tree, in place of their stand-ins, and takes
    /// them from the previous composites (whose tree is released when the new one mounts). When a stand-in was
    /// laid out in a range its child had no layout for, the layouts the build made around it are wrong: they are
    /// forgotten, so the main actor lays the tree out again. On the main actor, before the tree is taken.
    @MainActor
    func linkKeptSubtrees() {
        guard !keptSubtrees.isEmpty else { return }
        for (composite, previous, standIn) in keptSubtrees {
            composite.record.renderedChild = standIn.child
            standIn.child.record.parent = composite
            previous.record.renderedChild = nil
        }
        guard keptSubtrees.contains(where: { $0.standIn.missedLayout }) else { return }
        let kept = Set(keptSubtrees.map { ObjectIdentifier($0.standIn.child) })
        var stack = [root]
        while let component = stack.popLast() {
            guard !kept.contains(ObjectIdentifier(component)) else { continue }
            component.record.invalidateLayout()
            stack += component.layoutChildren
        }
    }
}
