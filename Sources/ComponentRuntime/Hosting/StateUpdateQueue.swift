/// The state updates a host received and has not applied yet, in the order they were made, and how one applies:
/// it changes its scope's state and marks the scope dirty, so that the next build renders it again
/// (ComponentKit's state update map). When they apply is the host's policy (``UpdateMode``,
/// ``ComponentHost/pausesStateUpdates``).
@MainActor
final class StateUpdateQueue {
    private var pending: [(frame: ScopeFrame, transform: StateTransform)] = []
    /// How many updates were ignored because their scope had left the tree.
    private(set) var ignoredCount = 0
    /// The scope whose update applied first since the host last took a tree: what a list names in an item's state
    /// change (ComponentKit's `updatedComponentIdentifier`). Cleared by ``treeTaken()``.
    private(set) var firstScopeUpdatedSinceTreeChange: ScopeFrame?

    /// Whether no update waits.
    var isEmpty: Bool { pending.isEmpty }

    /// Queues `transform` for `frame`, after the updates already waiting.
    func append(_ frame: ScopeFrame, _ transform: @escaping StateTransform) { pending.append((frame, transform)) }

    /// Drops every waiting update.
    func removeAll() {
        pending.removeAll()
        firstScopeUpdatedSinceTreeChange = nil
    }

    /// The host took a tree built with the updates applied so far: they are no longer news.
    func treeTaken() { firstScopeUpdatedSinceTreeChange = nil }

    /// Applies every waiting update to its scope, in order, and returns whether any applied. An update whose scope
    /// left `host`'s tree is ignored, counted and reported.
    func applyAll(for host: ComponentHost) -> Bool {
        let updates = pending
        pending.removeAll()
        var anyApplied = false
        for update in updates { anyApplied = apply(update.transform, to: update.frame, for: host) || anyApplied }
        return anyApplied
    }

    private func apply(_ transform: StateTransform, to frame: ScopeFrame, for host: ComponentHost) -> Bool {
        guard frame.isLive, frame.host === host else {
            ignoredCount += 1
            RuntimeDiagnostics.report(
                .staleStateUpdate,
                "state update for scope \(frame.debugName) ignored: the scope is no longer in the tree"
            )
            return false
        }
        frame.updateState(transform)
        frame.markDirty()
        if firstScopeUpdatedSinceTreeChange == nil { firstScopeUpdatedSinceTreeChange = frame }
        frame.main.stateChangedSinceMount = true
        return true
    }
}

extension ScopeFrame {
    /// The one way a state update reaches the host of its scope, whatever made it (a component's
    /// ``StatefulComponent/updateState(mode:_:)``, a description's state): queued there in `mode`, or, for a tree
    /// built outside a host, applied in place, with nothing to render again.
    @MainActor
    func routeStateUpdate(_ transform: @escaping StateTransform, mode: UpdateMode) {
        guard let host else {
            updateState(transform)
            return
        }
        host.enqueueStateUpdate(self, transform, mode: mode)
    }
}
