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
@MainActor
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
        .handleValueChanged: .withSender { (target, sender: UISwitch) in
            target.log?.append("control valueChanged on=\(sender.isOn)")
        },
        .handleGesture: .withSender { (target, sender: UIGestureRecognizer) in
            target.log?.append("\(type(of: sender)) \(sender.state)")
        },
        .handleDoubleTap: .withSender { (target, sender: UITapGestureRecognizer) in
            target.log?.append("double tap (\(sender.numberOfTapsRequired) taps)")
        },
        .gestureRecognizerShouldBegin: .predicate { (target, _: UIGestureRecognizer) in target.allowDoubleTap },
    ])
}
