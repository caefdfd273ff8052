import ComponentRuntime
import Foundation
import Testing

/// The headless `UIControl` every standard control builds on: its events with UIKit's raw values, its defaults,
/// `UIAction` handlers beside target-actions, and its accessibility.
@MainActor
@Suite("Headless UIControl and UIAction")
struct HeadlessControlTests {
    @Test("every control event has UIKit's raw value, and the event sets cover UIKit's ranges")
    func eventRawValues() {
        let expected: [(UIControl.Event, UInt)] = [
            (.touchDown, 1), (.touchDownRepeat, 2), (.touchDragInside, 4), (.touchDragOutside, 8),
            (.touchDragEnter, 16), (.touchDragExit, 32), (.touchUpInside, 64), (.touchUpOutside, 128),
            (.touchCancel, 256), (.valueChanged, 4096), (.primaryActionTriggered, 8192),
            (.menuActionTriggered, 16384), (.editingDidBegin, 65536), (.editingChanged, 131_072),
            (.editingDidEnd, 262_144), (.editingDidEndOnExit, 524_288), (.allTouchEvents, 0xFFF),
            (.allEditingEvents, 0xF0000), (.applicationReserved, 0x0F00_0000), (.systemReserved, 0xF000_0000),
            (.allEvents, 0xFFFF_FFFF),
        ]
        for (event, raw) in expected { #expect(event.rawValue == raw, "\(event)") }
        #expect(UIControl.Event.allEditingEvents.contains(.editingDidEndOnExit))
        #expect(UIControl.State.application.rawValue == 0x00FF_0000)
        #expect(UIControl.State.reserved.rawValue == 0xFF00_0000)
        let pair: UIControl.Event = [.editingDidEndOnExit, .menuActionTriggered]
        #expect("\(pair)" == "menuActionTriggered|editingDidEndOnExit")
    }

    @Test("a control's defaults: enabled, centred content, not tracking, an accessibility element")
    func defaults() {
        let control = UIControl()
        #expect(control.isEnabled && !control.isSelected && !control.isHighlighted)
        #expect(control.contentHorizontalAlignment == .center)
        #expect(control.contentVerticalAlignment == .center)
        #expect(!control.isTracking && !control.isTouchInside)
        #expect(control.allControlEvents.isEmpty)
        #expect(control.isAccessibilityElement)
        #expect(control.accessibilityTraits == .none)
        control.contentHorizontalAlignment = .leading
        #expect(control.effectiveContentHorizontalAlignment == .left)
        control.contentHorizontalAlignment = .trailing
        #expect(control.effectiveContentHorizontalAlignment == .right)
        control.contentHorizontalAlignment = .fill
        #expect(control.effectiveContentHorizontalAlignment == .fill)
        #expect(UIControl.ContentHorizontalAlignment.trailing.rawValue == 5)
        #expect(UIControl.ContentVerticalAlignment.fill.rawValue == 3)
    }

    @Test("a disabled control adds notEnabled and a selected one adds selected, until traits are set")
    func accessibilityStates() {
        let control = UIControl()
        control.isEnabled = false
        control.isSelected = true
        #expect(control.accessibilityTraits == [.notEnabled, .selected])
        control.accessibilityTraits = .button
        #expect(control.accessibilityTraits == .button, "an explicit value wins")
    }

    @Test("actions run in the order they were added, beside target-actions, with the control as sender")
    func actionsAndTargetsInOrder() {
        let control = UIControl()
        var log: [String] = []
        let target = CountingActionTarget()
        let first = UIAction(title: "First") { action in
            log.append("first sender=\(action.sender as AnyObject === control)")
        }
        control.addAction(first, for: .valueChanged)
        control.addTarget(target, action: Selector("changed:"), for: .valueChanged)
        control.addAction(UIAction { _ in log.append("second") }, for: [.valueChanged, .touchUpInside])
        control.sendActions(for: .valueChanged)
        #expect(log == ["first sender=true", "second"])
        #expect(target.received == ["changed:"])
        #expect(first.sender == nil, "the sender is only set while the handler runs")
        #expect(control.allControlEvents == [.valueChanged, .touchUpInside])
        #expect(control.actions(forTarget: target, forControlEvent: .valueChanged) == ["changed:"])
    }

    @Test("actions are kept by identifier: the same identifier replaces, removal is per event")
    func actionsByIdentifier() {
        let control = UIControl()
        var log: [String] = []
        let id = UIAction.Identifier("save")
        control.addAction(UIAction(identifier: id) { _ in log.append("old") }, for: .touchUpInside)
        control.addAction(UIAction(identifier: id) { _ in log.append("new") }, for: .valueChanged)
        control.sendActions(for: [.touchUpInside])
        control.sendActions(for: [.valueChanged])
        #expect(log == ["new", "new"], "the second action replaced the first and kept its events")
        control.removeAction(identifiedBy: id, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(log.count == 2)
        control.sendActions(for: .valueChanged)
        #expect(log.count == 3)
        control.removeAction(identifiedBy: id, for: .valueChanged)
        #expect(control.allControlEvents.isEmpty)
        let (one, two) = (UIAction(handler: { _ in }), UIAction(handler: { _ in }))
        #expect(one.identifier != two.identifier, "each action gets its own identifier")
    }

    @Test("enumerateEventHandlers lists actions and target-actions and stops when asked")
    func enumeratesHandlers() {
        let control = UIControl()
        let target = CountingActionTarget()
        let action = UIAction(title: "Go") { _ in }
        control.addAction(action, for: .primaryActionTriggered)
        control.addTarget(target, action: Selector("tap:"), for: .touchUpInside)
        var seen: [String] = []
        control.enumerateEventHandlers { action, targetAction, events, _ in
            seen.append("\(action?.title ?? "-") \(targetAction?.1.name ?? "-") \(events)")
        }
        #expect(seen == ["Go - primaryActionTriggered", "- tap: touchUpInside"])
        var visits = 0
        control.enumerateEventHandlers { _, _, _, stop in
            visits += 1
            stop = true
        }
        #expect(visits == 1)
        #expect(control.allTargets.count == 1)
    }

    @Test("a control made with a primary action runs it for primaryActionTriggered and performPrimaryAction")
    func primaryAction() {
        var runs = 0
        let control = UIControl(frame: .zero, primaryAction: UIAction(title: "Run") { _ in runs += 1 })
        control.performPrimaryAction()
        control.sendActions(for: .primaryActionTriggered)
        control.sendAction(UIAction { _ in runs += 10 })
        #expect(runs == 12)
    }

    @Test("a disabled or hidden control sends nothing")
    func disabledSendsNothing() {
        let control = UIControl()
        let recorder = ControlEventRecorder(control)
        control.isEnabled = false
        control.sendActions(for: .allEvents)
        control.isEnabled = true
        control.isHidden = true
        control.sendActions(for: .allEvents)
        #expect(recorder.events.isEmpty)
    }
}
