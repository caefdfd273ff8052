import ComponentRuntime
import Foundation

/// Records the control events a control sends, by name and in order, through one `UIAction` per event: what the
/// control tests count to prove which events a simulated user sends, and how many.
@MainActor
final class ControlEventRecorder {
    /// Every event that has a name, one bit each.
    static let namedEvents: [UIControl.Event] = [
        .touchDown, .touchDownRepeat, .touchDragInside, .touchDragOutside, .touchDragEnter, .touchDragExit,
        .touchUpInside, .touchUpOutside, .touchCancel, .valueChanged, .primaryActionTriggered, .menuActionTriggered,
        .editingDidBegin, .editingChanged, .editingDidEnd, .editingDidEndOnExit,
    ]

    private(set) var events: [String] = []

    /// Listens to `control` for each of `events` (every named event by default).
    init(_ control: UIControl, events: [UIControl.Event] = ControlEventRecorder.namedEvents) {
        for event in events {
            control.addAction(UIAction { [unowned self] _ in self.events.append("\(event)") }, for: event)
        }
    }

    /// How many times `event` was sent.
    func count(_ event: UIControl.Event) -> Int { events.filter { $0 == "\(event)" }.count }

    /// Forgets what was recorded so far.
    func reset() { events = [] }
}

/// A target-action target that counts the actions it receives, by selector name.
@MainActor
final class CountingActionTarget: HeadlessActionTarget {
    private(set) var received: [String] = []

    func performHeadlessAction(_ action: Selector, sender: Any) {
        received.append(action.name)
    }
}
