import ComponentRuntime

// Scenario 1 (seed 000): a control with a touch-up-inside action and a value-changed action, and a plain view
// with a tap, a pan, a long press and a custom double tap. The selectors and the dispatch table come from ckgen.
//
// This scenario is written in the class style on purpose, to show it beside the struct descriptions of the others:
// a `CompositeComponent` subclass that overrides `render()` and handles its actions in its own methods. A class is
// still the way to send an action from the component itself (`send(from: self, …)` below), to override layout
// (`computeLayout(in:)`) or to write a stateful view component (scenario 6). Classes and descriptions mix both ways.

/// Where the scenarios record what happened, for the tests to read.
@MainActor
public final class EventLog {
    public private(set) var entries: [String] = []
    public init() {}
    public func append(_ entry: String) { entries.append(entry) }
}

public enum EventLogKey: ContextKey {
    public static var defaultValue: EventLog? { nil }
}

public final class ActionsComponent: CompositeComponent {
    public override func render() -> Component {
        // A column with 8 points between its children, laid out by the flexbox engine.
        FlexboxComponent(alignItems: .flexStart, spacing: 8) {
            Component(
                view: ViewConfiguration(
                    UISwitch.self,
                    [
                        .controlAction(.handleControlEvent),
                        .controlAction(.handleValueChanged, for: .valueChanged),
                    ]
                ),
                size: ComponentSize(width: 50, height: 30)
            )
            Component(
                view: ViewConfiguration(
                    UIView.self,
                    [
                        .tapGesture(.handleGesture), .panGesture(.handleGesture),
                        .longPressGesture(.handleGesture),
                        .gesture(
                            UITapGestureRecognizer.self,
                            setup: { $0.numberOfTapsRequired = 2 },
                            action: .handleDoubleTap
                        ),
                    ]
                ),
                size: ComponentSize(width: 200, height: 100)
            )
        }
    }

    private var log: EventLog? { context[EventLogKey.self] }

    /// A tap on the switch also reports which control it was, as a typed action: ComponentKit's
    /// `CKAction<NSString *>`, sent with its argument type-checked here.
    /// @ck.action
    @MainActor
    func handleControlEvent() {
        log?.append("touchUpInside")
        // This component handles it itself, so the search starts at the sender rather than after it.
        ComponentAction<String>(.didPickControl).send(from: self, "switch", behavior: .startAtSender)
    }

    /// The typed action's handler: the sender, then the argument.
    /// @ck.action
    @MainActor
    func didPickControl(_ sender: Component, name: String) { log?.append("picked \(name)") }

    /// The sender of a control action is the component that rendered the control; its view is the control.
    /// @ck.action
    @MainActor
    func handleValueChanged(_ sender: Component) {
        let isOn = (sender.viewContext.view as? UISwitch)?.isOn
        log?.append("valueChanged on=\(isOn.map(String.init) ?? "?")")
    }

    /// A gesture action carries its recognizer after the sender (ComponentKit's `CKAction<UIGestureRecognizer *>`).
    /// @ck.action
    @MainActor
    func handleGesture(_ sender: Component, recognizer: UIGestureRecognizer) {
        log?.append("\(type(of: recognizer)) \(recognizer.state)")
    }

    /// @ck.action
    @MainActor
    func handleDoubleTap(_ sender: Component, recognizer: UITapGestureRecognizer) {
        log?.append("double tap (\(recognizer.numberOfTapsRequired) taps)")
    }
}
