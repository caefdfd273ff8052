// The host's policy for state updates: every update enters through `enqueueStateUpdate(_:_:mode:)`, waits in the
// `StateUpdateQueue`, and applies as its `UpdateMode` and `pausesStateUpdates` say.
extension ComponentHost {
    /// When queued asynchronous updates are applied.
    public enum AsynchronousUpdateDelivery: Sendable {
        /// On the next turn of the main run loop (a main-actor task), as ComponentKit does.
        case nextRunLoopTurn
        /// Only when ``ComponentHost/flush()`` is called; for tests that step through updates.
        case manual
    }

    /// Applies every queued asynchronous state update, in order, with one re-render and one mount pass.
    public func flush() {
        flushScheduled = false
        // Updates wait for a build off the main actor to be taken (they apply right after), and while paused.
        guard !updates.isEmpty, !isBuildingInBackground, !pausesStateUpdates else { return }
        guard updates.applyAll(for: self), let root = tree.root else { return }
        take(TreeBuild.rerenderDirty(root, tree.scopes))
        remountIfMounted()
    }

    /// Applies queued state updates to their scopes before a full build, which renders what they changed.
    /// Returns whether any applied.
    @discardableResult
    func applyPendingUpdatesWithoutRendering() -> Bool {
        guard !pausesStateUpdates else { return false }
        return updates.applyAll(for: self)
    }

    /// Receives a state update of a scope of this tree (``ScopeFrame/routeStateUpdate(_:mode:)``) and applies it
    /// as its mode says: now, on the next turn of the run loop, or when the owner flushes.
    func enqueueStateUpdate(_ frame: ScopeFrame, _ transform: @escaping StateTransform, mode: UpdateMode) {
        stateUpdateListener?(StateUpdateNotice(scope: frame.debugName, mode: mode))
        // Earlier queued updates come first, so updates apply in the order they were made.
        updates.append(frame, transform)
        guard !pausesStateUpdates else { return }
        switch mode {
        case .synchronous: flush()
        case .asynchronous: scheduleFlush()
        case .enqueued: break
        }
    }

    private func scheduleFlush() {
        guard asynchronousUpdateDelivery == .nextRunLoopTurn, !flushScheduled else { return }
        flushScheduled = true
        Task { @MainActor [weak self] in self?.flush() }
    }
}
