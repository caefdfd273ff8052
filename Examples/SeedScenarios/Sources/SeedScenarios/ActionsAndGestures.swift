import ComponentRuntime

// Scenario 1 (seed 000): a control with a touch-up-inside action and a value-changed action, and a plain view
// with a tap, a pan, a long press and a custom double tap. The selectors and the dispatch table come from ckgen.

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
    public override init(view: ViewConfiguration? = nil, size: ComponentSize = ComponentSize()) {
        super.init(view: view, size: size)
    }

    public override func render() -> Component {
        // A column with 8 points between its children, laid out by the flexbox engine.
        var column = FlexStyle()
        column.alignItems = .flexStart
        column.gap = .points(8)
        return FlexboxComponent(
            style: column,
            children: [
                .init(
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
                ),
                .init(
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
                ),
            ]
        )
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
