/// A build of a host's tree off the main actor: what ``TreeBuild`` needs, all `Sendable`, taken on the main actor
/// when the build starts (``ComponentHost/beginBackgroundBuild()``), and handed back with the result
/// (``ComponentHost/finishBackgroundBuild(_:)``). The host runs one itself (``ComponentHost/rebuildInBackground()``);
/// a list runs those of many items at once.
struct BackgroundBuild: Sendable {
    let factory: @Sendable (Context) -> Component
    let context: Context
    let frame: ScopeFrame
    let host: ComponentHost
    let range: SizeRange
    let reusable: ReusableRenders
    let trigger: BuildTrigger

    /// Builds and lays out the tree wherever it is called. The result is `sending`: nothing built here is still
    /// reachable from the caller, so the main actor may own it.
    func run() -> sending BuildResult {
        TreeBuild.build(
            BuildScopes(frame: frame, host: host, offMainReuse: reusable),
            trigger: trigger,
            context: context,
            layoutIn: range,
            factory: factory
        )
    }

    /// Runs the build on the concurrent pool, off the caller's actor.
    @concurrent
    func runConcurrently() async -> sending BuildResult { run() }
}
