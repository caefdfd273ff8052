/// The value of a control action attribute: which selector is sent for which events.
struct ControlActionBinding: Equatable {
    let selector: Selector
    let events: ControlEvents
}

final class ControlActionBox: AnyAttributeBox {
    let binding: ControlActionBinding

    init(_ binding: ControlActionBinding) {
        self.binding = binding
        // One attribute per selector and event set, so a control can carry several (seed 000: the same
        // selector for touch-up-inside and for value-changed).
        super.init(identifier: "ComponentRuntime.controlAction(\(binding.selector.name), \(binding.events.rawValue))")
    }

    override func isEqual(to other: AnyAttributeBox) -> Bool {
        (other as? ControlActionBox)?.binding == binding
    }

    @MainActor override func apply(to view: View, replacing previous: AnyAttributeBox?, owner: Component?) {
        guard let control = view as? Control else {
            let component = owner.map { "'\(type(of: $0))'" } ?? "a component"
            RuntimeDiagnostics.report(
                .controlActionOnNonControl,
                "\(component) binds action '\(binding.selector.name)' to view class '\(type(of: view))', "
                    + "which is not a Control; use a Control subclass or a gesture attribute"
            )
            return
        }
        if let old = previous as? ControlActionBox {
            control.removeTarget(nil, action: old.binding.selector, for: old.binding.events)
        }
        control.addTarget(nil, action: binding.selector, for: binding.events)
    }

    @MainActor override func unapply(from view: View, owner: Component?) {
        (view as? Control)?.removeTarget(nil, action: binding.selector, for: binding.events)
    }
}

extension AttributeValue {
    /// Sends `selector` up the component responder chain when the control reports one of `events`:
    /// ComponentKit's `CKComponentActionAttribute`. The default event is a tap (touch-up-inside).
    ///
    /// Only a ``Control`` can carry it. ckgen reports the mistake when it can see the view class; otherwise
    /// mounting reports a ``RuntimeDiagnostic/Kind/controlActionOnNonControl`` fault naming the component,
    /// the view class and the selector.
    public static func controlAction(_ selector: Selector, for events: ControlEvents = .touchUpInside) -> Self {
        Self(box: ControlActionBox(ControlActionBinding(selector: selector, events: events)))
    }
}
