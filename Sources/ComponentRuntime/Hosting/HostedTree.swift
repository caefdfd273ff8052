/// The tree a ``ComponentHost`` holds between builds, with its scopes: ComponentKit's scope root beside the
/// component tree built from it. It hands a build its scopes (``scopes``), takes what the build made
/// (``take(_:)``), and ends the scopes that left the tree once a mount pass released their components
/// (``mountPassEnded(mounted:)``).
@MainActor
final class HostedTree {
    private weak var host: ComponentHost?
    /// The parent frame of the tree's top-level scopes.
    let rootFrame: ScopeFrame
    /// The root of the current tree, once built.
    private(set) var root: Component?
    /// How many times the tree was built or partly re-rendered.
    private(set) var buildCount = 0
    /// Old subtrees the builds since the last mount pass replaced: that pass releases their views.
    private(set) var replacedSinceMount: [Component] = []
    /// Scopes that left the tree since the last mount pass: their controllers end after it.
    private var deadFramesSinceMount: [ScopeFrame] = []
    /// The latest component of every live scope (by frame identity), for render reuse by the next build.
    private var scopeComponents: [ObjectIdentifier: Component] = [:]

    init(host: ComponentHost) {
        self.host = host
        rootFrame = ScopeFrame.root(host: host)
    }

    /// What a build on the main actor starts from.
    var scopes: BuildScopes { BuildScopes(frame: rootFrame, host: host, components: scopeComponents) }

    /// What a build off the main actor may keep of this tree, which stays mounted while it runs.
    func reusableRenders() -> ReusableRenders { ReusableRenders.snapshot(of: scopeComponents) }

    /// The latest component that declared `frame`'s scope, in the tree taken last.
    func latestComponent(of frame: ScopeFrame) -> Component? { scopeComponents[ObjectIdentifier(frame)] }

    /// Takes what a build made, here or elsewhere, as the current tree: delivers what it reported, makes its
    /// controllers and remembers its scopes' components (the main-actor work the build left).
    func take(_ result: BuildResult) {
        for diagnostic in result.diagnostics { RuntimeDiagnostics.deliver(diagnostic) }
        if let old = root, old !== result.root { replacedSinceMount.append(old) }
        root = result.root
        TreeBuilder.attachControllers(result.boundScopes)
        for (frame, component) in result.boundScopes { scopeComponents[ObjectIdentifier(frame)] = component }
        for frame in result.deadScopes { scopeComponents[ObjectIdentifier(frame)] = nil }
        replacedSinceMount += result.replacedSubtrees
        deadFramesSinceMount += result.deadScopes
        buildCount += 1
    }

    /// After a mount pass (or a change that needed none, `mounted` being `false` when the tree is in no view):
    /// what the pass released is forgotten, and controllers of scopes that left the tree are invalidated.
    func mountPassEnded(mounted: Bool) {
        if mounted { replacedSinceMount.removeAll() }
        let dead = deadFramesSinceMount
        deadFramesSinceMount.removeAll()
        for frame in dead {
            frame.controller?.invalidate()
            frame.controller = nil
            frame.children.removeAll()
        }
    }

    /// The tree left its view: the next mount starts from scratch, with nothing to release.
    func unmounted() { replacedSinceMount.removeAll() }

    /// Calls `body` with the controller of every live scope, in a stable order (the scopes' names).
    func forEachLiveController(_ body: (AnyComponentController) -> Void) {
        var frames = Array(rootFrame.children.values)
        var controllers: [AnyComponentController] = []
        while let frame = frames.popLast() {
            if let controller = frame.controller, !controller.isInvalidated { controllers.append(controller) }
            frames += frame.children.values
        }
        for controller in controllers.sorted(by: { ($0.frame?.debugName ?? "") < ($1.frame?.debugName ?? "") }) {
            body(controller)
        }
    }

    /// Ends every scope: controllers are invalidated, state is dropped, and the next build starts from new scopes.
    func invalidate() {
        forEachLiveController { $0.invalidate() }
        var dead: [ScopeFrame] = []
        for frame in rootFrame.children.values { frame.kill(into: &dead) }
        rootFrame.children = [:]
        for frame in dead { frame.controller = nil }
        root = nil
        scopeComponents.removeAll()
        replacedSinceMount.removeAll()
        deadFramesSinceMount.removeAll()
    }
}
