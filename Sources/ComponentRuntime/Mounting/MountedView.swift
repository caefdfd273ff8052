/// A view that wants to know when the runtime hides it for later reuse, and when it takes it back:
/// ComponentKit's `didEnterReusePool` / `willLeaveReusePool`. A view is in the pool while it, or a view it
/// sits in, is hidden by the mounter.
@MainActor
public protocol ReusePoolObserver: UIView {
    /// The view (or a view it sits in) was just hidden, to be reused later.
    func didEnterReusePool()
    /// The view is about to show again.
    func willLeaveReusePool()
}

/// A view the mounter made, with the attribute values last applied to it.
@MainActor
final class MountedView {
    let view: UIView
    let key: ViewReuseKey
    /// The view it was made under. Weak: the mounter must not keep a root view (and so its host) alive.
    weak var parent: UIView?
    /// Sorted by identifier, like ``ViewConfiguration/attributes``.
    var applied: [AnyAttributeBox] = []
    var inUse = false
    /// Whether the view or an ancestor is hidden, as last told to the view (``ReusePoolObserver``).
    var isInReusePool = false

    init(view: UIView, key: ViewReuseKey, parent: UIView) {
        self.view = view
        self.key = key
        self.parent = parent
    }
}

/// The views the mounter made under one parent view, by reuse key, in the order they were made. A pass hands
/// them out in that order, so an unchanged tree gets back exactly the views it had.
@MainActor
final class ViewPool {
    /// Weak, for the same reason as ``MountedView/parent``; a pool whose parent went away is replaced.
    weak var parent: UIView?
    private var views: [ViewReuseKey: [MountedView]] = [:]
    private var cursors: [ViewReuseKey: Int] = [:]
    private var pass = -1

    init(parent: UIView) { self.parent = parent }

    /// The first view for `key` that is not in use, searching from where this pass last found one.
    func takeFree(_ key: ViewReuseKey, pass: Int) -> MountedView? {
        if pass != self.pass {
            self.pass = pass
            cursors.removeAll(keepingCapacity: true)
        }
        guard let candidates = views[key] else { return nil }
        var index = cursors[key] ?? 0
        while index < candidates.count {
            let candidate = candidates[index]
            index += 1
            if !candidate.inUse {
                cursors[key] = index
                return candidate
            }
        }
        cursors[key] = index
        return nil
    }

    func add(_ mounted: MountedView) { views[mounted.key, default: []].append(mounted) }

    /// Calls `body` with every view made under this parent.
    func forEach(_ body: (MountedView) -> Void) {
        for list in views.values { list.forEach(body) }
    }
}
