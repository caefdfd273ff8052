/// The events a ``Control`` reports, like `UIControl.Event`.
public struct ControlEvents: OptionSet, Hashable, Sendable, CustomStringConvertible {
    /// The raw bit mask.
    public let rawValue: UInt32
    /// Creates a set from a raw bit mask.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// A touch went down in the control.
    public static let touchDown = ControlEvents(rawValue: 1 << 0)
    /// A touch went up inside the control: a tap. The default event for control actions.
    public static let touchUpInside = ControlEvents(rawValue: 1 << 6)
    /// A touch went up outside the control.
    public static let touchUpOutside = ControlEvents(rawValue: 1 << 7)
    /// The control's value changed (a switch flipped, a slider moved).
    public static let valueChanged = ControlEvents(rawValue: 1 << 12)
    /// The user finished editing a text control.
    public static let editingDidEnd = ControlEvents(rawValue: 1 << 18)

    private static let names: [(ControlEvents, String)] = [
        (.touchDown, "touchDown"), (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"),
        (.valueChanged, "valueChanged"), (.editingDidEnd, "editingDidEnd"),
    ]

    /// The event names, joined with `|`.
    public var description: String {
        let known = Self.names.filter { contains($0.0) }.map(\.1)
        return known.isEmpty ? "ControlEvents(rawValue: \(rawValue))" : known.joined(separator: "|")
    }
}

/// A view that reports control events to targets, like `UIControl`.
///
/// A target of `nil` means "the responder chain": the action is sent from the control with
/// ``sendAction(_:from:sender:)``, which bridges into the chain of the component that owns the control.
@MainActor
open class Control: View {
    /// Whether the control reacts to events. A disabled control sends no actions.
    public var isEnabled = true
    /// Whether the control is selected.
    public var isSelected = false

    private struct TargetAction {
        weak var target: Responder?
        let hasTarget: Bool
        let action: Selector
        let events: ControlEvents
    }
    private var targetActions: [TargetAction] = []

    /// Registers `action` to be sent to `target` (or up the responder chain when `target` is `nil`) for
    /// `events`. Registering the same target, action and events twice has no further effect.
    public func addTarget(_ target: Responder?, action: Selector, for events: ControlEvents) {
        let exists = targetActions.contains {
            $0.target === target && $0.hasTarget == (target != nil) && $0.action == action && $0.events == events
        }
        guard !exists else { return }
        targetActions.append(TargetAction(target: target, hasTarget: target != nil, action: action, events: events))
    }

    /// Removes registrations of `action` for `target` on any of `events`.
    public func removeTarget(_ target: Responder?, action: Selector, for events: ControlEvents) {
        targetActions.removeAll {
            $0.target === target && $0.action == action && !$0.events.isDisjoint(with: events)
        }
    }

    /// The actions registered for any of `events`, in registration order.
    public func actions(for events: ControlEvents) -> [Selector] {
        targetActions.filter { !$0.events.isDisjoint(with: events) }.map(\.action)
    }

    /// Every event some action is registered for.
    public var allControlEvents: ControlEvents {
        targetActions.reduce(into: ControlEvents()) { $0.formUnion($1.events) }
    }

    /// Sends the actions registered for `events`, as a touch or value change would. Does nothing when the
    /// control is disabled or hidden.
    public func sendActions(for events: ControlEvents) {
        guard isEnabled, !isHidden else { return }
        for entry in targetActions where !entry.events.isDisjoint(with: events) {
            if entry.hasTarget {
                guard let target = entry.target else { continue }
                target.send(entry.action, sender: self)
            } else {
                sendAction(entry.action, from: self, sender: self)
            }
        }
    }

    /// Adds `enabled=false` and `selected` to the dump where they apply, and the events with actions.
    open override var dumpProperties: [String] {
        var properties = super.dumpProperties
        if !isEnabled { properties.append("enabled=false") }
        if isSelected { properties.append("selected") }
        if !targetActions.isEmpty { properties.append("actions=[\(actionSummary)]") }
        return properties
    }

    private var actionSummary: String {
        targetActions.map { "\($0.events):\($0.action.name)" }.joined(separator: ", ")
    }
}
