#if !canImport(UIKit)
    public import Foundation

    /// The headless backend's `UIControl`: a view that reports control events to targets and to ``UIAction``s,
    /// with UIKit's signatures. Tests play the user with ``sendActions(for:)`` and with the `simulate…` helpers
    /// of the standard controls (``UISwitch/simulateFlip(to:)``, ``UITextField/simulateTyping(_:)``, …).
    ///
    /// For assistive technologies a control is an element; it adds `.notEnabled` while disabled and `.selected`
    /// while selected, as UIKit's controls do.
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
            /// A finger was dragged inside the control.
            public static let touchDragInside = Event(rawValue: 1 << 2)
            /// A finger was dragged just outside the control.
            public static let touchDragOutside = Event(rawValue: 1 << 3)
            /// A finger was dragged into the control.
            public static let touchDragEnter = Event(rawValue: 1 << 4)
            /// A finger was dragged out of the control.
            public static let touchDragExit = Event(rawValue: 1 << 5)
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
            /// The control's menu action fired. (The headless backend has no menus; nothing sends it by itself.)
            public static let menuActionTriggered = Event(rawValue: 1 << 14)
            /// Editing began in a text control.
            public static let editingDidBegin = Event(rawValue: 1 << 16)
            /// The text of a text control changed.
            public static let editingChanged = Event(rawValue: 1 << 17)
            /// Editing ended in a text control.
            public static let editingDidEnd = Event(rawValue: 1 << 18)
            /// Editing ended because the user pressed the return key of a text field.
            public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
            /// Every touch event.
            public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
            /// Every editing event.
            public static let allEditingEvents = Event(rawValue: 0x000F_0000)
            /// The range of events an app may define for itself.
            public static let applicationReserved = Event(rawValue: 0x0F00_0000)
            /// The range of events UIKit keeps for itself.
            public static let systemReserved = Event(rawValue: 0xF000_0000)
            /// Every event.
            public static let allEvents = Event(rawValue: 0xFFFF_FFFF)

            private static let names: [(Event, String)] = [
                (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"),
                (.touchDragInside, "touchDragInside"), (.touchDragOutside, "touchDragOutside"),
                (.touchDragEnter, "touchDragEnter"), (.touchDragExit, "touchDragExit"),
                (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"), (.touchCancel, "touchCancel"),
                (.valueChanged, "valueChanged"), (.primaryActionTriggered, "primaryActionTriggered"),
                (.menuActionTriggered, "menuActionTriggered"), (.editingDidBegin, "editingDidBegin"),
                (.editingChanged, "editingChanged"), (.editingDidEnd, "editingDidEnd"),
                (.editingDidEndOnExit, "editingDidEndOnExit"),
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
            /// The range of states an app may define for itself.
            public static let application = State(rawValue: 0x00FF_0000)
            /// The range of states UIKit keeps for itself.
            public static let reserved = State(rawValue: 0xFF00_0000)
        }

        /// Where a control puts its content across its width: UIKit's `UIControl.ContentHorizontalAlignment`,
        /// with UIKit's raw values.
        public enum ContentHorizontalAlignment: Int, Sendable {
            /// Centred.
            case center = 0
            /// Against the left edge.
            case left = 1
            /// Against the right edge.
            case right = 2
            /// Stretched across the width.
            case fill = 3
            /// Against the leading edge (the left one in a left-to-right layout).
            case leading = 4
            /// Against the trailing edge (the right one in a left-to-right layout).
            case trailing = 5
        }

        /// Where a control puts its content across its height: UIKit's `UIControl.ContentVerticalAlignment`, with
        /// UIKit's raw values.
        public enum ContentVerticalAlignment: Int, Sendable {
            /// Centred.
            case center = 0
            /// Against the top edge.
            case top = 1
            /// Against the bottom edge.
            case bottom = 2
            /// Stretched across the height.
            case fill = 3
        }

        /// Creates a control that sends `primaryAction` for `.primaryActionTriggered`, as UIKit's initializer does.
        public convenience init(frame: CGRect, primaryAction: UIAction?) {
            self.init(frame: frame)
            if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
        }

        /// Whether the control reacts to events. A disabled control sends no actions.
        open var isEnabled = true
        /// Whether the control is selected.
        open var isSelected = false
        /// Whether the control is highlighted.
        open var isHighlighted = false
        /// Whether SF Symbol images in the control animate their effects (a bounce, a replacement). UIKit's
        /// default differs from control to control and is not documented; the headless backend, which animates
        /// nothing, starts every control at `false`.
        open var isSymbolAnimationEnabled = false
        /// Where the content sits across the control's width; centred by default, as in UIKit.
        open var contentHorizontalAlignment: ContentHorizontalAlignment = .center
        /// Where the content sits across the control's height; centred by default, as in UIKit.
        open var contentVerticalAlignment: ContentVerticalAlignment = .center
        /// ``contentHorizontalAlignment`` with `.leading` and `.trailing` turned into `.left` and `.right`: the
        /// headless backend lays out left to right.
        open var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
            switch contentHorizontalAlignment {
            case .leading: .left
            case .trailing: .right
            case let alignment: alignment
            }
        }

        /// Whether a touch is being tracked: `true` only while a `simulate…` helper drags the control (a slider's
        /// ``UISlider/simulateSlide(to:steps:)``).
        open var isTracking: Bool { isTrackingTouch }
        /// Whether the tracked touch is inside the control: as ``isTracking`` on the headless backend, whose
        /// simulated touches never leave the control.
        open var isTouchInside: Bool { isTrackingTouch }
        /// Set by the `simulate…` helpers while they play a drag.
        var isTrackingTouch = false

        /// The control's state, from its flags.
        open var state: State {
            var state: State = .normal
            if isHighlighted { state.insert(.highlighted) }
            if !isEnabled { state.insert(.disabled) }
            if isSelected { state.insert(.selected) }
            return state
        }

        /// One registration: a target and a selector, or a ``UIAction``, for a set of events. Kept in one list so
        /// that handlers run in the order they were added, whatever their kind.
        private struct Registration {
            weak var target: AnyObject?
            let selector: Selector?
            let action: UIAction?
            var events: Event
        }
        private var registrations: [Registration] = []

        /// Registers `action` to be sent to `target` for `controlEvents`. Registering the same target, action
        /// and events twice has no further effect. The control does not retain `target`, as in UIKit.
        open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
            let object = target.map { $0 as AnyObject }
            let exists = registrations.contains {
                $0.action == nil && $0.target === object && $0.selector == action && $0.events == controlEvents
            }
            guard !exists else { return }
            registrations.append(Registration(target: object, selector: action, action: nil, events: controlEvents))
        }

        /// Removes registrations for `target` (any target when `nil`) of `action` (any action when `nil`) on
        /// any of `controlEvents`.
        open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
            let object = target.map { $0 as AnyObject }
            registrations.removeAll {
                $0.action == nil && (object == nil || $0.target === object) && (action == nil || $0.selector == action)
                    && !$0.events.isDisjoint(with: controlEvents)
            }
        }

        /// Runs `action` for `controlEvents`. Actions are kept by ``UIAction/identifier``, as in UIKit: adding
        /// one with the identifier of an action already added replaces it, and adds `controlEvents` to its
        /// events. The control keeps the action.
        open func addAction(_ action: UIAction, for controlEvents: Event) {
            if let index = registrations.firstIndex(where: { $0.action?.identifier == action.identifier }) {
                let events = registrations[index].events.union(controlEvents)
                registrations[index] = Registration(target: nil, selector: nil, action: action, events: events)
            } else {
                registrations.append(Registration(target: nil, selector: nil, action: action, events: controlEvents))
            }
        }

        /// Stops running `action` (matched by identifier) for `controlEvents`; it still runs for its other events.
        open func removeAction(_ action: UIAction, for controlEvents: Event) {
            removeAction(identifiedBy: action.identifier, for: controlEvents)
        }

        /// Stops running the action identified by `actionIdentifier` for `controlEvents`.
        open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
            guard let index = registrations.firstIndex(where: { $0.action?.identifier == actionIdentifier }) else {
                return
            }
            registrations[index].events.subtract(controlEvents)
            if registrations[index].events.isEmpty { registrations.remove(at: index) }
        }

        /// The names of the actions registered for `target` on `controlEvent`, or `nil` when there are none.
        open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
            let object = target.map { $0 as AnyObject }
            let names = registrations.filter {
                $0.action == nil && $0.target === object && !$0.events.isDisjoint(with: controlEvent)
            }
            .compactMap { $0.selector?.name }
            return names.isEmpty ? nil : names
        }

        /// The targets of the registered target-actions that are still alive. An `NSObject` target is its own
        /// member, as in UIKit; another object (a Swift class, on the headless backend) is represented by its
        /// `ObjectIdentifier`.
        open var allTargets: Set<AnyHashable> {
            Set(
                registrations.compactMap { registration -> AnyHashable? in
                    guard let target = registration.target else { return nil }
                    return (target as? NSObject).map(AnyHashable.init) ?? AnyHashable(ObjectIdentifier(target))
                }
            )
        }

        /// Every event some target-action or ``UIAction`` is registered for.
        open var allControlEvents: Event {
            registrations.reduce(into: Event()) { $0.formUnion($1.events) }
        }

        /// Calls `iterator` with each registration, in the order they were added: the action (for a
        /// ``UIAction``) or the target and selector, and the events. Setting the `Bool` to `true` stops.
        public func enumerateEventHandlers(_ iterator: (UIAction?, (Any?, Selector)?, Event, inout Bool) -> Void) {
            var stop = false
            for registration in registrations {
                let targetAction = registration.selector.map { (registration.target as Any?, $0) }
                iterator(registration.action, targetAction, registration.events, &stop)
                if stop { return }
            }
        }

        /// Sends the target-actions and runs the ``UIAction``s registered for `controlEvents`, in the order they
        /// were added, as a touch or a value change would. Does nothing when the control is disabled or hidden:
        /// the headless backend treats every call as the user's.
        open func sendActions(for controlEvents: Event) {
            guard isEnabled, !isHidden else { return }
            // A handler may add or remove registrations: the ones present now are the ones that run.
            for registration in registrations where !registration.events.isDisjoint(with: controlEvents) {
                if let action = registration.action {
                    action.perform(sender: self)
                } else if let selector = registration.selector, let target = registration.target {
                    deliverHeadlessAction(selector, to: target, sender: self)
                }
            }
        }

        /// Runs `action` with this control as its sender, as UIKit's method of the same name does.
        open func sendAction(_ action: UIAction) {
            action.perform(sender: self)
        }

        /// Fires the control's primary action: sends `.primaryActionTriggered`.
        open func performPrimaryAction() {
            sendActions(for: .primaryActionTriggered)
        }

        /// A control is an accessibility element, as in UIKit.
        override var isAccessibilityElementByDefault: Bool { true }

        /// `.notEnabled` while disabled and `.selected` while selected, over what the view class adds.
        override var accessibilityTraitsByDefault: UIAccessibilityTraits {
            var traits = super.accessibilityTraitsByDefault
            if !isEnabled { traits.insert(.notEnabled) }
            if isSelected { traits.insert(.selected) }
            return traits
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
