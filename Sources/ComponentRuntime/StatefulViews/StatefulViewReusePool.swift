/// Stateful views given up by their controllers, kept for reuse by controllers of the same type:
/// ComponentKit's `CKStatefulViewReusePool`.
@MainActor
public final class StatefulViewReusePool {
    /// The pool every stateful view controller uses.
    public static let shared = StatefulViewReusePool()

    private var views: [ObjectIdentifier: [UIView]] = [:]

    /// Creates an empty pool.
    public init() {}

    /// How many views wait for controllers of `controllerType`.
    public func count(for controllerType: AnyObject.Type) -> Int { views[ObjectIdentifier(controllerType)]?.count ?? 0 }

    /// Keeps `view` for a later controller of `controllerType`, unless the pool already holds `maximum` of
    /// them (`nil`: no limit). Returns whether the view was kept.
    @discardableResult
    func enqueue(_ view: UIView, for controllerType: AnyObject.Type, maximum: Int?) -> Bool {
        let key = ObjectIdentifier(controllerType)
        let count = views[key]?.count ?? 0
        if let maximum, count >= maximum { return false }
        views[key, default: []].append(view)
        return true
    }

    /// A pooled view for `controllerType`, if any; the most recently pooled first.
    func dequeue(for controllerType: AnyObject.Type) -> UIView? {
        views[ObjectIdentifier(controllerType)]?.popLast()
    }

    /// Drops every pooled view.
    public func removeAll() { views.removeAll() }
}
