import ComponentRuntime
import Foundation
import Testing

@MainActor
@Suite("UIControl actions and gestures (R6, R7)")
struct ControlActionAndGestureTests {
    private func mountDemo(controlClass: UIView.Type = UISwitch.self) -> (
        host: ComponentHost, root: UIView, log: EventLog
    ) {
        let log = EventLog()
        let root = makeRootView()
        let host = ComponentHost(context: Context().with(LogKey.self, log)) { _ in
            ActionsDemoComponent(controlClass: controlClass)
        }
        host.mount(in: root)
        return (host, root, log)
    }

    @Test("a control sends touch-up-inside and value-changed actions to the component that owns it")
    func controlActions() throws {
        let (_, root, log) = mountDemo()
        let toggle = try #require(root.subviews.first as? UISwitch)
        toggle.sendActions(for: .touchUpInside)
        toggle.simulateFlip(to: true)
        #expect(log.entries == ["control touchUpInside", "control valueChanged on=true"])
    }

    @Test("the default control event is touch-up-inside")
    func defaultEventIsTouchUpInside() {
        let attribute = AttributeValue<UIButton>.controlAction(.handleControlEvent)
        #expect(attribute.identifier.contains("\(UIControl.Event.touchUpInside.rawValue)"))
    }

    @Test("tap, pan, long-press and a custom double tap on a plain view reach the component")
    func gestures() throws {
        let (_, root, log) = mountDemo()
        let plain = root.subviews[1]
        let recognizers = plain.gestureRecognizers ?? []
        #expect(recognizers.count == 4)
        let tap = try #require(
            recognizers.first {
                type(of: $0) == UITapGestureRecognizer.self
                    && ($0 as? UITapGestureRecognizer)?.numberOfTapsRequired == 1
            } as? UITapGestureRecognizer
        )
        let doubleTap = try #require(
            recognizers.first { ($0 as? UITapGestureRecognizer)?.numberOfTapsRequired == 2 } as? UITapGestureRecognizer
        )
        let pan = try #require(recognizers.first { $0 is UIPanGestureRecognizer } as? UIPanGestureRecognizer)
        let longPress = try #require(
            recognizers.first { $0 is UILongPressGestureRecognizer } as? UILongPressGestureRecognizer
        )

        tap.simulateTaps()
        pan.simulatePan(through: [CGPoint(x: 3, y: 0)])
        longPress.simulateLongPress()
        doubleTap.simulateTaps(1)
        doubleTap.simulateTaps(2)
        #expect(
            log.entries == [
                "UITapGestureRecognizer ended",
                "UIPanGestureRecognizer began", "UIPanGestureRecognizer changed", "UIPanGestureRecognizer ended",
                "UILongPressGestureRecognizer began", "UILongPressGestureRecognizer ended",
                "double tap (2 taps)",
            ]
        )
    }

    @Test("a forwarded delegate selector lets the component refuse the gesture")
    func forwardedDelegateSelector() throws {
        let (host, root, log) = mountDemo()
        let demo = try #require(host.rootComponent as? ActionsDemoComponent)
        demo.allowDoubleTap = false
        let doubleTap = try #require(
            root.subviews[1].gestureRecognizers?.first { ($0 as? UITapGestureRecognizer)?.numberOfTapsRequired == 2 }
        )
        doubleTap.simulate(UIGestureRecognizer.State.ended)
        #expect(doubleTap.state == .failed)
        #expect(log.entries.isEmpty)
    }

    @Test("remounting keeps one recognizer per attribute and one target per control event")
    func remountDoesNotStack() throws {
        let (host, root, log) = mountDemo()
        host.rebuild()
        host.rebuild()
        #expect(root.subviews[1].gestureRecognizers?.count == 4)
        let toggle = try #require(root.subviews.first as? UISwitch)
        #expect(toggle.componentActions(for: .touchUpInside) == [.handleControlEvent])
        toggle.sendActions(for: .touchUpInside)
        #expect(log.entries == ["control touchUpInside"], "sent once, not once per mount")
    }

    @Test("a control action on a view that is not a control fails clearly at mount")
    func controlActionOnPlainView() {
        let root = makeRootView()
        let diagnostics = RuntimeDiagnostics.collect {
            let host = ComponentHost { _ in ActionsDemoComponent(controlClass: NotAControl.self) }
            host.mount(in: root)
        }
        let messages = diagnostics.filter { $0.kind == .controlActionOnNonControl }.map(\.message)
        #expect(messages.count == 2)
        #expect(messages.first?.contains("'Component'") == true, "names the component")
        #expect(messages.first?.contains("'NotAControl'") == true, "names the view class")
        #expect(messages.first?.contains("'handleControlEvent'") == true, "names the selector")
    }

    @Test("a control action whose handler wants another argument is reported, and the method is not called")
    func argumentTypeMismatch() throws {
        let log = EventLog()
        let root = makeRootView()
        let host = ComponentHost(context: Context().with(LogKey.self, log)) { _ in
            // `.handleGesture` takes a recognizer after the sender; a control action sends none.
            Wrapper {
                ActionsDemoComponentChild(view: ViewConfiguration(UIButton.self, [.controlAction(.handleGesture)]))
            }
        }
        host.mount(in: root)
        let button = try #require(root.subviews.first as? UIButton)
        let diagnostics = RuntimeDiagnostics.collect { button.sendActions(for: .touchUpInside) }
        #expect(diagnostics.map(\.kind) == [.senderTypeMismatch])
        #expect(diagnostics.first?.message.contains("argument of type 'UIGestureRecognizer'") == true)
        #expect(log.entries.isEmpty)
    }
}

/// A view that is not a UIControl; `ActionsDemoComponent` makes it through a factory, so only
/// the mount can see the mistake.
@MainActor
final class NotAControl: UIView {}
