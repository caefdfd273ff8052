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

    /// A pooled view for `controllerType` and `context`, if any: one already in `superview` first (no need to
    /// move it, as ComponentKit prefers), else the most recently pooled.
    func dequeue(for controllerType: AnyObject.Type, context: AnyHashable?, preferringSuperview superview: UIView?)
        -> UIView?
    {
        let key = Key(controllerType: ObjectIdentifier(controllerType), context: context)
        guard var candidates = views[key], !candidates.isEmpty else { return nil }
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

    /// Drops the views whose context is no longer valid: ComponentKit's `dropViewsWithInvalidContext`.
    public func dropViewsWithInvalidContext() {
        for (key, isValid) in validity where !isValid() {
            views[key] = nil
            validity[key] = nil
        }
    }

    /// Drops every pooled view.
    public func removeAll() {
        views.removeAll()
        validity.removeAll()
    }
}
