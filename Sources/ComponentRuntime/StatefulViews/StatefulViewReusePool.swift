/// Stateful views given up by their controllers, kept for reuse by controllers of the same type:
/// ComponentKit's `CKStatefulViewReusePool`.
@MainActor
public final class StatefulViewReusePool {
    /// The pool every stateful view controller uses.
    public static let shared = StatefulViewReusePool()

    private struct Key: Hashable {
        let controllerType: ObjectIdentifier
        let context: AnyHashable?
    }

    private var views: [Key: [UIView]] = [:]
    /// Each key's validity check, from its controller type (``StatefulViewComponentController/isContextValid(_:)``).
    private var validity: [Key: () -> Bool] = [:]
    /// Views their controllers hold on to for now, each with the question that tells whether it may go:
    /// ComponentKit's pending pool.
    private var pending: [Key: [PendingView]] = [:]

    private var isPurgeScheduled = false

    private struct PendingView {
        let view: UIView
        let maximum: Int?
        /// Asks the controller to give the view up; `true` once it did.
        let mayRelinquish: () -> Bool
    }

    /// Creates an empty pool.
    public init() {}

    /// How many views wait for controllers of `controllerType` (with `context`, when the controller type splits
    /// its pool by context).
    public func count(for controllerType: AnyObject.Type, context: AnyHashable? = nil) -> Int {
        views[Key(controllerType: ObjectIdentifier(controllerType), context: context)]?.count ?? 0
    }

    /// Keeps `view` for a later controller of `controllerType`, unless the pool already holds `maximum` of
    /// them (`nil`: no limit). Returns whether the view was kept.
    /// A view whose context is no longer valid (`isContextValid` says so) is dropped instead, as ComponentKit
    /// drops views whose context cannot be made again.
    @discardableResult
    func enqueue(
        _ view: UIView,
        for controllerType: AnyObject.Type,
        context: AnyHashable?,
        maximum: Int?,
        isContextValid: @escaping () -> Bool = { true }
    ) -> Bool {
        let key = Key(controllerType: ObjectIdentifier(controllerType), context: context)
        guard isContextValid() else {
            views[key] = nil
            validity[key] = nil
            return false
        }
        validity[key] = isContextValid
        let count = views[key]?.count ?? 0
        if let maximum, count >= maximum { return false }
        views[key, default: []].append(view)
        return true
    }

    /// How many views controllers of `controllerType` hold on to for now (`enqueuePending`), not yet free.
    public func pendingCount(for controllerType: AnyObject.Type, context: AnyHashable? = nil) -> Int {
        pending[Key(controllerType: ObjectIdentifier(controllerType), context: context)]?.count ?? 0
    }

    /// Lists `view`, which its controller may not give up yet, as pending: ComponentKit's
    /// `enqueueStatefulView:…mayRelinquishBlock:`. A controller that needs a view and finds no free one asks
    /// the pending views' `mayRelinquish` in turn, as ComponentKit does: it takes the first that answers `true`
    /// (its controller gave it up), and one that answers `false` leaves the list (its controller keeps it).
    /// ``purgePendingViews()`` moves those that may go into the pool.
    func enqueuePending(
        _ view: UIView,
        for controllerType: AnyObject.Type,
        context: AnyHashable?,
        maximum: Int?,
        mayRelinquish: @escaping () -> Bool
    ) {
        let key = Key(controllerType: ObjectIdentifier(controllerType), context: context)
        pending[key, default: []].append(PendingView(view: view, maximum: maximum, mayRelinquish: mayRelinquish))
        guard !isPurgeScheduled else { return }
        isPurgeScheduled = true
        Task { @MainActor [weak self] in
            self?.isPurgeScheduled = false
            self?.purgePendingViews()
        }
    }

    /// Takes `view` off the pending list: its controller kept it (remounted) or gave it up to the pool itself.
    func removePending(_ view: UIView) {
        for (key, views) in pending where views.contains(where: { $0.view === view }) {
            let remaining = views.filter { $0.view !== view }
            pending[key] = remaining.isEmpty ? nil : remaining
        }
    }

    /// Asks every pending view's controller whether it may go now, pools those that may (up to each type's
    /// maximum) and forgets the others (their controllers keep them): ComponentKit's purge of its pending pool,
    /// which runs on the main actor's next turn after a view is listed; call it to purge sooner.
    ///
    /// A purge handles the views pending when it starts. What it sets off may list more (a controller that gives its
    /// view up makes another give up its own, or an object released with a question lists a view as it goes, as
    /// ComponentKit's pending pool allows while it clears): those wait for the next purge, which is scheduled, so a
    /// purge always ends and no view listed meanwhile is lost.
    public func purgePendingViews() {
        let waiting = pending
        pending.removeAll()
        for (key, views) in waiting {
            for entry in views where entry.mayRelinquish() {
                let count = self.views[key]?.count ?? 0
                if let maximum = entry.maximum, count >= maximum { continue }
                self.views[key, default: []].append(entry.view)
            }
        }
        // `waiting` is released here, after the last access to the pool's storage: what its questions held may
        // list views again (``enqueuePending``), which the pool keeps.
        withExtendedLifetime(waiting) {}
    }

    /// A pooled view for `controllerType` and `context`, if any: one already in `superview` first (no need to
    /// move it, as ComponentKit prefers), else the most recently pooled; else a pending view whose controller
    /// gives it up now.
    func dequeue(for controllerType: AnyObject.Type, context: AnyHashable?, preferringSuperview superview: UIView?)
        -> UIView?
    {
        let key = Key(controllerType: ObjectIdentifier(controllerType), context: context)
        guard var candidates = views[key], !candidates.isEmpty else { return takePending(key) }
        if let isValid = validity[key], !isValid() {
            views[key] = nil
            validity[key] = nil
            return nil
        }
        let index = superview.flatMap { container in candidates.lastIndex { $0.superview === container } }
        let view = candidates.remove(at: index ?? candidates.count - 1)
        views[key] = candidates
        return view
    }

    /// The first pending view of `key` whose controller gives it up now. Each view asked leaves the list before
    /// its question runs, and the list is read again after it: a question (or what it releases) may list other
    /// views, which stay listed.
    private func takePending(_ key: Key) -> UIView? {
        while let entry = removeFirstPending(key) {
            if entry.mayRelinquish() { return entry.view }
        }
        return nil
    }

    private func removeFirstPending(_ key: Key) -> PendingView? {
        guard var entries = pending.removeValue(forKey: key), !entries.isEmpty else { return nil }
        let first = entries.removeFirst()
        if !entries.isEmpty { pending[key] = entries }
        return first
    }

    /// Drops the views whose context is no longer valid: ComponentKit's `dropViewsWithInvalidContext`.
    public func dropViewsWithInvalidContext() {
        for (key, isValid) in validity where !isValid() {
            views[key] = nil
            validity[key] = nil
        }
    }

    /// Drops every pooled view.
    /// Views that what is dropped lists again as it goes (an object released with a pending view's question) are
    /// kept.
    public func removeAll() {
        // Released after the pool's storage is no longer being written, so that what they release may list views.
        let dropped = (views, validity, pending)
        views.removeAll()
        validity.removeAll()
        pending.removeAll()
        withExtendedLifetime(dropped) {}
    }
}
