import ComponentRuntime
import Foundation
import Testing

@MainActor
@Suite("Headless backend (R14)")
struct HeadlessBackendTests {
    /// Counts the headless target-action calls it receives.
    final class Counter: HeadlessActionTarget {
        var taps = 0
        var senders: [String] = []
        func performHeadlessAction(_ action: Selector, sender: Any) {
            guard action == "tap:" else { return }
            taps += 1
            senders.append("\(type(of: sender))")
        }
    }

    /// Records the state of the recognizer that calls it.
    final class StateRecorder: HeadlessActionTarget {
        let onRecord: (UIGestureRecognizer) -> Void
        init(_ onRecord: @escaping (UIGestureRecognizer) -> Void) { self.onRecord = onRecord }
        func performHeadlessAction(_ action: Selector, sender: Any) {
            if let recognizer = sender as? UIGestureRecognizer { onRecord(recognizer) }
        }
    }

    @Test("views form a tree with superviews, frames and a hidden flag")
    func viewTree() {
        let parent = UIView()
        let child = UILabel()
        parent.addSubview(child)
        #expect(child.superview === parent)
        #expect(parent.subviews.count == 1)
        let other = UIView()
        other.addSubview(child)
        #expect(parent.subviews.isEmpty, "adding to another parent moves the view")
        child.removeFromSuperview()
        #expect(child.superview == nil && other.subviews.isEmpty)
    }

    @Test("a control sends target/action per event, and nothing when disabled")
    func controlTargetAction() {
        let counter = Counter()
        let control = UIButton()
        control.addTarget(counter, action: Selector("tap:"), for: .touchUpInside)
        control.addTarget(counter, action: Selector("tap:"), for: .touchUpInside)  // no duplicate
        control.sendActions(for: .valueChanged)
        #expect(counter.taps == 0)
        control.sendActions(for: .touchUpInside)
        #expect(counter.taps == 1)
        #expect(counter.senders == ["UIButton"])
        control.isEnabled = false
        control.sendActions(for: .touchUpInside)
        #expect(counter.taps == 1)
        #expect(control.allControlEvents == .touchUpInside)
        #expect(control.actions(forTarget: counter, forControlEvent: .touchUpInside) == ["tap:"])
    }

    @Test("a target that cannot receive headless target-action calls is reported, not ignored")
    func targetWithoutHeadlessConformance() {
        final class PlainTarget {}
        let target = PlainTarget()
        let control = UIButton()
        control.addTarget(target, action: Selector("tap:"), for: .touchUpInside)
        let diagnostics = RuntimeDiagnostics.collect { control.sendActions(for: .touchUpInside) }
        #expect(diagnostics.map(\.kind) == [.unhandledAction])
        #expect(diagnostics.first?.message.contains("HeadlessActionTarget") == true)
    }

    @Test("gesture recognizers attached to a view can be triggered and report their state")
    func gestureTrigger() {
        let view = UIView()
        let tap = UITapGestureRecognizer()
        tap.numberOfTapsRequired = 2
        view.addGestureRecognizer(tap)
        view.addGestureRecognizer(tap)
        #expect(view.gestureRecognizers?.count == 1)
        #expect(tap.view === view)
        let pan = UIPanGestureRecognizer()
        view.addGestureRecognizer(pan)
        var states: [UIGestureRecognizer.State] = []
        let observer = StateRecorder { states.append($0.state) }
        pan.addTarget(observer, action: Selector("record:"))
        pan.simulatePan(through: [CGPoint(x: 5, y: 0)])
        #expect(states == [.began, .changed, .ended])
        #expect(pan.translation(in: view) == CGPoint(x: 5, y: 0))
        #expect(pan.state == .possible, "ready for the next gesture")
    }

    @Test("the dump lists hidden views only when asked")
    func dumpHidden() {
        let root = UIView()
        root.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        let shown = UILabel()
        shown.text = "a"
        let hidden = UISwitch()
        hidden.isHidden = true
        root.addSubview(shown)
        root.addSubview(hidden)
        #expect(root.dump(includeHidden: false) == "UIView (0, 0, 10, 10)\n  UILabel (0, 0, 0, 0) text=\"a\"")
        #expect(root.dump().hasSuffix("UISwitch (0, 0, 0, 0) hidden on=false"))
    }
}
