import ComponentRuntime
import Foundation

// Selectors, components and controllers for the interaction tests, with dispatch tables written exactly as
// ckgen writes them.

extension Selector {
    static let handleControlEvent = Selector("handleControlEvent")
    static let handleValueChanged = Selector("handleValueChanged:")
    static let handleGesture = Selector("handleGestureRecognizer:")
    static let handleDoubleTap = Selector("handleDoubleTap:")
    static let nobodyHandlesThis = Selector("nobodyHandlesThis")
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
    let controlClass: View.Type

    init(controlClass: View.Type = Switch.self) {
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
                    View.self,
                    [
                        .tapGesture(.handleGesture), .panGesture(.handleGesture), .longPressGesture(.handleGesture),
                        .gesture(
                            TapGestureRecognizer.self,
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
        .handleValueChanged: .withSender { (target, sender: Switch) in
            target.log?.append("control valueChanged on=\(sender.isOn)")
        },
        .handleGesture: .withSender { (target, sender: GestureRecognizer) in
            target.log?.append("\(type(of: sender)) \(sender.state)")
        },
        .handleDoubleTap: .withSender { (target, sender: TapGestureRecognizer) in
            target.log?.append("double tap (\(sender.numberOfTapsRequired) taps)")
        },
        .gestureRecognizerShouldBegin: .predicate { (target, _: GestureRecognizer) in target.allowDoubleTap },
    ])
}
