import ComponentRuntime
import Foundation

// Selectors, components and controllers for the interaction tests, with dispatch tables written exactly as
// ckgen writes them.

extension ActionSelector {
    static let handleControlEvent = ActionSelector("handleControlEvent")
    static let handleValueChanged = ActionSelector("handleValueChanged:")
    static let handleGesture = ActionSelector("handleGestureRecognizer:")
    static let handleDoubleTap = ActionSelector("handleDoubleTap:")
    static let nobodyHandlesThis = ActionSelector("nobodyHandlesThis")
}

/// Records what reached it, in order.
@MainActor
final class EventLog {
    var entries: [String] = []
    func append(_ entry: String) { entries.append(entry) }
}

enum LogKey: ContextKey {
    static var defaultValue: EventLog? { nil }
}

/// Seed 000: a control with a touch-up-inside action and a value-changed action, and a plain view with
/// tap, pan, long-press and a custom double-tap gesture.
final class ActionsDemoComponent: CompositeComponent {
    let controlClass: UIView.Type

    init(controlClass: UIView.Type = UISwitch.self) {
        self.controlClass = controlClass
        super.init()
    }

    override func render() -> Component {
        StackComponent(children: [
            Component(
                view: ViewConfiguration(
                    .factory("Tests.demoControl(\(controlClass))") { [controlClass] in controlClass.init() },
                    [.controlAction(.handleControlEvent), .controlAction(.handleValueChanged, for: .valueChanged)]
                ),
                size: ComponentSize(width: 50, height: 30)
            ),
            Component(
                view: ViewConfiguration(
                    UIView.self,
                    [
                        .tapGesture(.handleGesture), .panGesture(.handleGesture), .longPressGesture(.handleGesture),
                        .gesture(
                            UITapGestureRecognizer.self,
                            setup: { $0.numberOfTapsRequired = 2 },
                            action: .handleDoubleTap,
                            delegateSelectors: [.gestureRecognizerShouldBegin]
                        ),
                    ]
                ),
                size: ComponentSize(width: 100, height: 100)
            ),
        ])
    }

    var log: EventLog? { context[LogKey.self] }
    var allowDoubleTap = true
}

extension ActionsDemoComponent: ActionResponder {
    static let actionTable: AnyActionTable = ActionTable<ActionsDemoComponent>([
        .handleControlEvent: .withoutSender { target in target.log?.append("control touchUpInside") },
        .handleValueChanged: .withSender { (target, sender: Component) in
            let isOn = (sender.viewContext.view as? UISwitch)?.isOn
            target.log?.append("control valueChanged on=\(isOn.map(String.init) ?? "?")")
        },
        .handleGesture: .withArgument { (target, _: Component, recognizer: UIGestureRecognizer) in
            target.log?.append("\(type(of: recognizer)) \(recognizer.state)")
        },
        .handleDoubleTap: .withArgument { (target, _: Component, recognizer: UITapGestureRecognizer) in
            target.log?.append("double tap (\(recognizer.numberOfTapsRequired) taps)")
        },
        .gestureRecognizerShouldBegin: .predicate { (target, _: UIGestureRecognizer) in target.allowDoubleTap },
    ])
}

/// A leaf whose parent chain reaches an `ActionsDemoComponent`-style table: it handles the demo's selectors.
final class ActionsDemoComponentChild: Component {}

extension ActionsDemoComponentChild: ActionResponder {
    static let actionTable: AnyActionTable = ActionTable<ActionsDemoComponentChild>([
        .handleGesture: .withArgument { (target, _: Component, recognizer: UIGestureRecognizer) in
            target.context[LogKey.self]?.append("\(type(of: recognizer))")
        }
    ])
}
