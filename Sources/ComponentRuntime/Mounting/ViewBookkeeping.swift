/// What the runtime knows about one view it mounts into or manages: which component renders it, which host
/// is mounted in it, and the forwarders its action and gesture attributes installed.
///
/// `UIView` cannot carry our stored properties, so this lives beside the view, in ``ViewBookkeeping``.
@MainActor
final class ViewRecord {
    weak var view: UIView?
    /// The component whose view configuration the view renders.
    weak var component: Component?
    /// The host whose tree is mounted in this (root) view. Weak: the view itself keeps the host alive
    /// (``HostRetention``), so the host goes when the view does.
    weak var host: ComponentHost?
    /// On the headless backend, the strong reference that keeps the host alive while the view lives.
    var retainedHost: ComponentHost?
    /// For a root view, the mounter of every host that mounts in it: its reuse pools and the values last applied
    /// to its views belong to the view, as in ComponentKit, so a second host reuses the first one's views.
    var rootMounter: Mounter?
    /// Control actions installed by attributes, by attribute identifier.
    var controlActions: [String: InstalledControlAction] = [:]
    /// Gesture recognizers installed by attributes, by attribute identifier, so a remount replaces rather than
    /// stacks them.
    var gestures: [String: InstalledGesture] = [:]
    /// The delegate forwarder a delegate attribute installed (the view holds its delegate weakly).
    var delegateForwarder: AnyObject?
    /// The values key-path attributes found on the view before they first set it, by attribute identifier:
    /// what unapplying one puts back.
    var originalValues: [String: Any] = [:]
    /// What puts back the values optimistic mutations changed (``performOptimisticViewMutation(_:_:to:)``), in
    /// the order they were made.
    var optimisticUndos: [@MainActor (UIView) -> Void] = []

    init(view: UIView) { self.view = view }

    var isEmpty: Bool {
        component == nil && host == nil && retainedHost == nil && rootMounter == nil && controlActions.isEmpty
            && gestures.isEmpty
            && delegateForwarder == nil && originalValues.isEmpty && optimisticUndos.isEmpty
    }
}

/// A control action attribute's registration on a control.
struct InstalledControlAction {
    let forwarder: ActionForwarder
    let events: UIControl.Event
}

/// A gesture attribute's recognizer and the forwarder that is its target (and delegate).
struct InstalledGesture {
    let recognizer: UIGestureRecognizer
    let forwarder: ActionForwarder
}

/// The side table of ``ViewRecord``s, keyed by view identity.
///
/// A record holds its view weakly and is checked against it on every lookup, so a record left behind by a
/// view that went away is never mistaken for a new view's (object identifiers are reused). Such records are
/// swept whenever the table has grown by half since the last sweep.
@MainActor
enum ViewBookkeeping {
    private static var records: [ObjectIdentifier: ViewRecord] = [:]
    private static var sizeAtLastSweep = 0

    /// The record of `view`, if the runtime keeps one.
    static func existingRecord(for view: UIView) -> ViewRecord? {
        guard let record = records[ObjectIdentifier(view)], record.view === view else { return nil }
        return record
    }

    /// The record of `view`, made if needed.
    static func record(for view: UIView) -> ViewRecord {
        if let record = existingRecord(for: view) { return record }
        let record = ViewRecord(view: view)
        records[ObjectIdentifier(view)] = record
        if records.count > max(64, sizeAtLastSweep + sizeAtLastSweep / 2) { sweep() }
        return record
    }

    /// The component `view` renders, if any.
    static func component(of view: UIView) -> Component? {
        existingRecord(for: view)?.component
    }

    /// Records that `component` renders `view` (or, with `nil`, that nothing does).
    static func setComponent(_ component: Component?, for view: UIView) {
        if let component {
            record(for: view).component = component
        } else if let record = existingRecord(for: view) {
            record.component = nil
            removeIfEmpty(record, of: view)
        }
    }

    /// Records the host mounted in `view` (or, with `nil`, that none is).
    static func setHost(_ host: ComponentHost?, for view: UIView) {
        HostRetention.retain(host, by: view)
        if let host {
            record(for: view).host = host
        } else if let record = existingRecord(for: view) {
            record.host = nil
            removeIfEmpty(record, of: view)
        }
    }

    /// The host mounted in `view`, if any.
    static func host(of view: UIView) -> ComponentHost? {
        existingRecord(for: view)?.host
    }

    /// The mounter of the root view `view`, made on first use and kept as long as the view.
    static func rootMounter(of view: UIView) -> Mounter {
        let record = record(for: view)
        if let mounter = record.rootMounter { return mounter }
        let mounter = Mounter()
        record.rootMounter = mounter
        return mounter
    }

    /// Remembers `value` as the value `view` had before the attribute `identifier` first set it, unless one is
    /// remembered already (the attribute was applied before and not unapplied since).
    static func rememberOriginalValue(_ value: @autoclosure () -> Any, of identifier: String, for view: UIView) {
        let record = record(for: view)
        if record.originalValues[identifier] == nil { record.originalValues[identifier] = value() }
    }

    /// The value `view` had before the attribute `identifier` first set it, forgotten as it is returned.
    static func takeOriginalValue(of identifier: String, for view: UIView) -> Any? {
        guard let record = existingRecord(for: view) else { return nil }
        let value = record.originalValues.removeValue(forKey: identifier)
        removeIfEmpty(record, of: view)
        return value
    }

    static func removeIfEmpty(_ record: ViewRecord, of view: UIView) {
        if record.isEmpty { records.removeValue(forKey: ObjectIdentifier(view)) }
    }

    /// Drops the record of a view that is being deallocated (its weak reference already reads `nil`).
    static func viewDidGoAway(_ identifier: ObjectIdentifier) {
        if let record = records[identifier], record.view == nil { records.removeValue(forKey: identifier) }
    }

    private static func sweep() {
        records = records.filter { $0.value.view != nil }
        sizeAtLastSweep = records.count
    }
}

extension UIView {
    /// The component whose view configuration this view currently renders, if any. The runtime keeps it up
    /// to date on every mount; ``sendAction(_:from:sender:)`` uses it to bridge into the component chain.
    public var owningComponent: Component? { ViewBookkeeping.component(of: self) }

    /// The host whose tree is mounted in this view, if any.
    public var mountedComponentHost: ComponentHost? { ViewBookkeeping.host(of: self) }
}

extension UIControl {
    /// The component actions that control action attributes installed on this control for any of
    /// `controlEvents`, sorted by name.
    public func componentActions(for controlEvents: UIControl.Event) -> [ActionSelector] {
        let installed = ViewBookkeeping.existingRecord(for: self)?.controlActions.values ?? [:].values
        return installed.filter { !$0.events.isDisjoint(with: controlEvents) }.compactMap(\.forwarder.selector)
            .sorted { $0.name < $1.name }
    }
}
