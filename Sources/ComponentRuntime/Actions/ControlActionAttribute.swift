/// The value of a control action attribute: which selector is sent for which events.
struct ControlActionBinding: Equatable {
    let action: ComponentAction<Void>
    let events: UIControl.Event

    /// What tells this action apart in the attribute identifier.
    var actionName: String { action.identifierComponent }
}

final class ControlActionBox: AnyAttributeBox {
    let binding: ControlActionBinding

    /// `identifier` is given for closure handlers, whose block changes on every build but whose place does not.
    init(_ binding: ControlActionBinding, identifier: String? = nil) {
        self.binding = binding
        // One attribute per selector and event set, so a control can carry several (seed 000: the same
        // selector for touch-up-inside and for value-changed).
        super.init(
            identifier: identifier
                ?? "ComponentRuntime.controlAction(\(binding.actionName), \(binding.events.rawValue))"
        )
    }

    override func isEqual(to other: AnyAttributeBox) -> Bool {
        (other as? ControlActionBox)?.binding == binding
    }

    @MainActor override func apply(to view: UIView, replacing previous: AnyAttributeBox?, owner: Component?) {
        guard let control = view as? UIControl else {
            let component = owner.map { "'\(type(of: $0))'" } ?? "a component"
            RuntimeDiagnostics.report(
                .controlActionOnNonControl,
                "\(component) binds action '\(binding.actionName)' to view class '\(type(of: view))', "
                    + "which is not a UIControl; use a UIControl subclass or a gesture attribute"
            )
            return
        }
        let record = ViewBookkeeping.record(for: control)
        if let old = record.controlActions.removeValue(forKey: identifier) {
            control.removeTarget(old.forwarder, action: ActionForwarder.selector, for: old.events)
        }
        let forwarder = ActionForwarder(.control(binding.action))
        control.addTarget(forwarder, action: ActionForwarder.selector, for: binding.events)
        // Controls do not retain their targets: the record does.
        record.controlActions[identifier] = InstalledControlAction(forwarder: forwarder, events: binding.events)
    }

    override var hasUnapplicator: Bool { true }

    @MainActor override func unapply(from view: UIView, owner: Component?) {
        guard let control = view as? UIControl, let record = ViewBookkeeping.existingRecord(for: control),
            let installed = record.controlActions.removeValue(forKey: identifier)
        else { return }
        control.removeTarget(installed.forwarder, action: ActionForwarder.selector, for: installed.events)
        ViewBookkeeping.removeIfEmpty(record, of: control)
    }
}

extension AttributeValue {
    /// Sends `selector` when the control reports one of `events`: ComponentKit's `CKComponentActionAttribute`.
    /// The sender is the component that rendered the control, and the search for a handler starts at it (then
    /// its controller, its parent and so on). The default event is a tap (touch-up-inside).
    ///
    /// Only a `UIControl` can carry it. ckgen reports the mistake when it can see the view class; otherwise
    /// mounting reports a ``RuntimeDiagnostic/Kind/controlActionOnNonControl`` fault naming the component,
    /// the view class and the selector.
    public static func controlAction(
        _ selector: ActionSelector,
        for events: UIControl.Event = .touchUpInside
    ) -> Self {
        controlAction(ComponentAction(selector) as ComponentAction<Void>?, for: events)
    }

}
