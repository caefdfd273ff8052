#if !canImport(UIKit)
    /// The headless backend's `UIControl`: a view that reports control events to targets, with UIKit's
    /// signatures. Tests play the user with ``sendActions(for:)``.
    @MainActor
    open class UIControl: UIView {
        /// The events a control reports: UIKit's `UIControl.Event`, with UIKit's raw values.
        public struct Event: OptionSet, Hashable, Sendable, CustomStringConvertible {
            /// The raw bit mask.
            public let rawValue: UInt
            /// Creates a set from a raw bit mask.
            public init(rawValue: UInt) { self.rawValue = rawValue }

            /// A touch went down in the control.
            public static let touchDown = Event(rawValue: 1 << 0)
            /// A repeated touch went down in the control.
            public static let touchDownRepeat = Event(rawValue: 1 << 1)
            /// A touch went up inside the control: a tap.
            public static let touchUpInside = Event(rawValue: 1 << 6)
            /// A touch went up outside the control.
            public static let touchUpOutside = Event(rawValue: 1 << 7)
            /// A touch was cancelled.
            public static let touchCancel = Event(rawValue: 1 << 8)
            /// The control's value changed (a switch flipped, a slider moved).
            public static let valueChanged = Event(rawValue: 1 << 12)
            /// The control's primary action fired.
            public static let primaryActionTriggered = Event(rawValue: 1 << 13)
            /// Editing began in a text control.
            public static let editingDidBegin = Event(rawValue: 1 << 16)
            /// The text of a text control changed.
            public static let editingChanged = Event(rawValue: 1 << 17)
            /// Editing ended in a text control.
            public static let editingDidEnd = Event(rawValue: 1 << 18)
            /// Every touch event.
            public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
            /// Every editing event.
            public static let allEditingEvents = Event(rawValue: 0x000F_0000)
            /// Every event.
            public static let allEvents = Event(rawValue: 0xFFFF_FFFF)

            private static let names: [(Event, String)] = [
                (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"), (.touchUpInside, "touchUpInside"),
                (.touchUpOutside, "touchUpOutside"), (.touchCancel, "touchCancel"), (.valueChanged, "valueChanged"),
                (.primaryActionTriggered, "primaryActionTriggered"), (.editingDidBegin, "editingDidBegin"),
                (.editingChanged, "editingChanged"), (.editingDidEnd, "editingDidEnd"),
            ]

            /// The event names, joined with `|`.
            public var description: String {
                let known = Self.names.filter { contains($0.0) }.map(\.1)
                return known.isEmpty ? "UIControl.Event(rawValue: \(rawValue))" : known.joined(separator: "|")
            }
        }

        /// The states a control is in: UIKit's `UIControl.State`, with UIKit's raw values. `.normal` is the
        /// empty set.
        public struct State: OptionSet, Sendable {
            /// The raw bit mask.
            public let rawValue: UInt
            /// Creates a set from a raw bit mask.
            public init(rawValue: UInt) { self.rawValue = rawValue }

            /// The default state.
            public static let normal = State([])
            /// While a touch is down.
            public static let highlighted = State(rawValue: 1 << 0)
            /// While the control is disabled.
            public static let disabled = State(rawValue: 1 << 1)
            /// While the control is selected.
            public static let selected = State(rawValue: 1 << 2)
            /// While the control has focus.
            public static let focused = State(rawValue: 1 << 3)
        }

        /// Whether the control reacts to events. A disabled control sends no actions.
        open var isEnabled = true
        /// Whether the control is selected.
        open var isSelected = false
        /// Whether the control is highlighted.
        open var isHighlighted = false

        /// The control's state, from its flags.
        open var state: State {
            var state: State = .normal
            if isHighlighted { state.insert(.highlighted) }
            if !isEnabled { state.insert(.disabled) }
            if isSelected { state.insert(.selected) }
            return state
        }

        private struct TargetAction {
            weak var target: AnyObject?
            let action: Selector
            let events: Event
        }
        private var targetActions: [TargetAction] = []

        /// Registers `action` to be sent to `target` for `controlEvents`. Registering the same target, action
        /// and events twice has no further effect. The control does not retain `target`, as in UIKit.
        open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
            let object = target.map { $0 as AnyObject }
            let exists = targetActions.contains {
                $0.target === object && $0.action == action && $0.events == controlEvents
            }
            guard !exists else { return }
            targetActions.append(TargetAction(target: object, action: action, events: controlEvents))
        }

        /// Removes registrations for `target` (any target when `nil`) of `action` (any action when `nil`) on
        /// any of `controlEvents`.
        open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
            let object = target.map { $0 as AnyObject }
            targetActions.removeAll {
                (object == nil || $0.target === object) && (action == nil || $0.action == action)
                    && !$0.events.isDisjoint(with: controlEvents)
            }
        }

        /// The names of the actions registered for `target` on `controlEvent`, or `nil` when there are none.
        open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
            let object = target.map { $0 as AnyObject }
            let names = targetActions.filter { $0.target === object && !$0.events.isDisjoint(with: controlEvent) }
                .map(\.action.name)
            return names.isEmpty ? nil : names
        }

        /// Every event some action is registered for.
        open var allControlEvents: Event {
            targetActions.reduce(into: Event()) { $0.formUnion($1.events) }
        }

        /// Sends the actions registered for `controlEvents`, as a touch or value change would. Does nothing when
        /// the control is disabled or hidden.
        open func sendActions(for controlEvents: Event) {
            guard isEnabled, !isHidden else { return }
            for entry in targetActions where !entry.events.isDisjoint(with: controlEvents) {
                guard let target = entry.target else { continue }
                deliverHeadlessAction(entry.action, to: target, sender: self)
            }
        }

        /// Adds `enabled=false` and `selected` to the dump where they apply.
        open override var dumpProperties: [String] {
            var properties = super.dumpProperties
            if !isEnabled { properties.append("enabled=false") }
            if isSelected { properties.append("selected") }
            return properties
        }
    }
#endif
