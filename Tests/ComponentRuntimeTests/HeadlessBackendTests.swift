import ComponentRuntime
import Foundation
import Testing

@MainActor
@Suite("Headless backend (R14)")
struct HeadlessBackendTests {
    final class Counter: Responder, ActionResponder {
        var taps = 0
        var senders: [String] = []
        static let actionTable: AnyActionTable = ActionTable<Counter>([
            Selector("tap:"): .withSender { (target, sender: Control) in
                target.taps += 1
                target.senders.append("\(type(of: sender))")
            }
        ])
    }

    /// Records the state of the recognizer that sends it an action.
    final class StateRecorder: Responder, ActionResponder {
        static let record = Selector("record:")
        let onRecord: (GestureRecognizer) -> Void
        init(_ onRecord: @escaping (GestureRecognizer) -> Void) { self.onRecord = onRecord }
        static let actionTable: AnyActionTable = ActionTable<StateRecorder>([
            record: .withSender { (target, sender: GestureRecognizer) in target.onRecord(sender) }
        ])
    }

    @Test("views form a tree with superviews, frames and a hidden flag")
    func viewTree() {
        let parent = View()
        let child = Label()
        parent.addSubview(child)
        #expect(child.superview === parent)
        #expect(parent.subviews.count == 1)
        let other = View()
        other.addSubview(child)
        #expect(parent.subviews.isEmpty, "adding to another parent moves the view")
        child.removeFromSuperview()
        #expect(child.superview == nil && other.subviews.isEmpty)
    }

    @Test("a control sends target/action per event, and nothing when disabled")
    func controlTargetAction() {
        let counter = Counter()
        let control = Button()
        control.addTarget(counter, action: Selector("tap:"), for: .touchUpInside)
        control.addTarget(counter, action: Selector("tap:"), for: .touchUpInside)  // no duplicate
        control.sendActions(for: .valueChanged)
        #expect(counter.taps == 0)
        control.sendActions(for: .touchUpInside)
        #expect(counter.taps == 1)
        #expect(counter.senders == ["Button"])
        control.isEnabled = false
        control.sendActions(for: .touchUpInside)
        #expect(counter.taps == 1)
        #expect(control.allControlEvents == .touchUpInside)
    }

    @Test("gesture recognizers attached to a view can be triggered and report their state")
    func gestureTrigger() {
        let view = View()
        let tap = TapGestureRecognizer()
        tap.numberOfTapsRequired = 2
        view.addGestureRecognizer(tap)
        view.addGestureRecognizer(tap)
        #expect(view.gestureRecognizers.count == 1)
        #expect(tap.view === view)
        let pan = PanGestureRecognizer()
        view.addGestureRecognizer(pan)
        var states: [GestureState] = []
        let observer = StateRecorder { states.append($0.state) }
        pan.addTarget(observer, action: StateRecorder.record)
        pan.simulatePan(through: [CGPoint(x: 5, y: 0)])
        #expect(states == [.began, .changed, .ended])
        #expect(pan.translation == CGPoint(x: 5, y: 0))
        #expect(pan.state == .possible, "ready for the next gesture")
    }

    @Test("the dump lists hidden views only when asked")
    func dumpHidden() {
        let root = View()
        root.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        let shown = Label()
        shown.text = "a"
        let hidden = Switch()
        hidden.isHidden = true
        root.addSubview(shown)
        root.addSubview(hidden)
        #expect(root.dump(includeHidden: false) == "View (0, 0, 10, 10)\n  Label (0, 0, 0, 0) text=\"a\"")
        #expect(root.dump().hasSuffix("Switch (0, 0, 0, 0) hidden on=false"))
    }
}
