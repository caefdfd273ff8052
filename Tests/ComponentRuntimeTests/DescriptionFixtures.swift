import ComponentRuntime
import Foundation

// Struct descriptions and the class components they stand for, for DescriptionTests.

/// A label of fixed size, as a description.
struct LabelDescription: ComponentDescription {
    let text: String
    var width: CGFloat = 100

    var body: Component {
        Component(view: ViewConfiguration(UILabel.self, [.text(text)]), size: ComponentSize(width: width, height: 20))
    }
}

/// A row of an avatar and two labels, as a description.
struct ProfileRowDescription: ComponentDescription {
    let name: String
    let subtitle: String?

    var body: Component {
        FlexboxComponent(
            style: FlexStyleRow.row,
            children: ComponentBuilderRow.children(name: name, subtitle: subtitle)
        )
    }
}

/// The same row as a class composite.
final class ProfileRowClassComponent: CompositeComponent {
    let name: String
    let subtitle: String?

    init(name: String, subtitle: String?) {
        self.name = name
        self.subtitle = subtitle
        super.init()
    }

    override func render() -> Component {
        var children = [
            FlexboxComponent.Child(
                Component(view: ViewConfiguration(UIImageView.self, []), size: ComponentSize(width: 40, height: 40))
            ),
            FlexboxComponent.Child(
                Component(
                    view: ViewConfiguration(UILabel.self, [.text(name)]),
                    size: ComponentSize(width: 100, height: 20)
                )
            ),
        ]
        if let subtitle {
            children.append(
                FlexboxComponent.Child(
                    Component(
                        view: ViewConfiguration(UILabel.self, [.text(subtitle)]),
                        size: ComponentSize(width: 100, height: 20)
                    )
                )
            )
        }
        return FlexboxComponent(style: FlexStyleRow.row, children: children)
    }
}

enum FlexStyleRow {
    static var row: FlexStyle {
        var style = FlexStyle()
        style.direction = .row
        style.alignItems = .center
        return style
    }
}

/// The row's children, written with the builder (an `if let` among them).
enum ComponentBuilderRow {
    @ComponentBuilder
    static func children(name: String, subtitle: String?) -> [FlexboxComponent.Child] {
        Component(view: ViewConfiguration(UIImageView.self, []), size: ComponentSize(width: 40, height: 40))
        LabelDescription(text: name)
        if let subtitle { LabelDescription(text: subtitle) }
    }
}

/// A counter with scoped state: a label showing the count and a button that adds one.
struct CounterDescription: ComponentDescription {
    var step = 1
    @ScopedState var count = 0

    var body: Component {
        FlexboxComponent(children: counterChildren)
    }

    @ComponentBuilder
    private var counterChildren: [FlexboxComponent.Child] {
        LabelDescription(text: "count \(count)")
        ViewComponent<UIButton>(size: ComponentSize(width: 80, height: 30)) { .title("+") }
            .onTap { count += step }
    }
}

/// An identified counter: its scope follows its `id` when siblings move.
struct IdentifiedCounterDescription: ComponentDescription, Identifiable {
    let id: String
    @ScopedState var count = 0

    var body: Component {
        ViewComponent<UIButton>(size: ComponentSize(width: 80, height: 30)) { .title("\(id) \(count)") }
            .onTap { count += 1 }
    }
}

/// A list of counters in a given order, identified or not.
struct CounterListDescription: ComponentDescription {
    let ids: [String]
    let identified: Bool

    var body: Component {
        FlexboxComponent(children: items)
    }

    @ComponentBuilder
    private var items: [FlexboxComponent.Child] {
        for id in ids {
            if identified {
                IdentifiedCounterDescription(id: id)
            } else {
                AnonymousCounterDescription(label: id)
            }
        }
    }
}

/// A counter told apart from its siblings by position only.
struct AnonymousCounterDescription: ComponentDescription {
    let label: String
    @ScopedState var count = 0

    var body: Component {
        ViewComponent<UIButton>(size: ComponentSize(width: 80, height: 30)) { .title("\(label) \(count)") }
            .onTap { count += 1 }
    }
}

/// A parent that owns a flag and passes it down as a binding.
struct DisclosureParentDescription: ComponentDescription {
    @ScopedState var isOpen = false

    var body: Component {
        FlexboxComponent(children: parts)
    }

    @ComponentBuilder
    private var parts: [FlexboxComponent.Child] {
        LabelDescription(text: isOpen ? "open" : "closed")
        DisclosureToggleDescription(isOpen: $isOpen)
    }
}

/// A child that reads and toggles its parent's flag through a binding.
struct DisclosureToggleDescription: ComponentDescription, Equatable {
    @ScopedBinding var isOpen: Bool

    var body: Component {
        ViewComponent<UISwitch>(size: ComponentSize(width: 50, height: 30)) { .on(isOpen) }
            .onControlEvent(.valueChanged) { control in isOpen = control.isOn }
    }
}

/// A description with a typed `State` (no property wrapper), changed from a closure handler.
struct TypedStateDescription: DescribedStatefulComponent {
    struct State: Sendable { var taps = 0 }
    static var initialState: State { State() }

    var body: Component {
        ViewComponent<UIButton>(size: ComponentSize(width: 80, height: 30)) { .title("taps \(state.taps)") }
            .onTap { updateState { $0.taps += 1 } }
    }
}

/// Counts how often its body is evaluated, to tell re-rendering from reuse.
final class BodyRenderCounter: @unchecked Sendable {
    var renders = 0
}

/// An `Equatable` description: rendered again only when its inputs change.
struct CountingDescription: ComponentDescription, Equatable, Identifiable {
    let id: String
    let title: String
    let counter: BodyRenderCounter

    var body: Component {
        counter.renders += 1
        return LabelDescription(text: title).inflate()
    }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id && lhs.title == rhs.title }
}

/// A class composite whose render returns a description.
final class ClassAroundDescription: CompositeComponent {
    override func render() -> Component { CounterDescription().inflate() }
}

/// A description whose body holds a class composite.
struct DescriptionAroundClass: ComponentDescription {
    var body: Component { ProfileRowClassComponent(name: "Ada", subtitle: nil) }
}

extension ActionSelector {
    static let didTapDescribed = ActionSelector("didTapDescribed:")
}

/// A description that handles a selector action itself, through a dispatch table as ckgen writes it.
struct SelectorHandlingDescription: ComponentDescription {
    let log: ActionLog

    var body: Component {
        Component(
            view: ViewConfiguration(UIButton.self, [.controlAction(.didTapDescribed)]),
            size: ComponentSize(width: 80, height: 30)
        )
    }

    func didTapDescribed(_ sender: Component) { log.entries.append("description got \(type(of: sender))") }
}

extension SelectorHandlingDescription: DescribedActionResponder {
    static let actionTable: AnyActionTable = ActionTable<DescribedComponent<SelectorHandlingDescription>>([
        .didTapDescribed: .withSender { (target, sender: Component) in target.perform { $0.didTapDescribed(sender) } }
    ])
}

/// What handlers did, in order.
final class ActionLog: @unchecked Sendable {
    var entries: [String] = []
}

/// Key-path attributes written in a description's body (not on the main actor): the attribute block runs on
/// the main actor when the view is mounted.
struct RoundedCardDescription: ComponentDescription {
    let radius: CGFloat

    var body: Component {
        ViewComponent<UIView>(size: ComponentSize(width: 100, height: 60)) {
            .backgroundColor(.white)
            (\.clipsToBounds, true)
            (\.layer.cornerRadius, radius)
        }
    }
}

/// The same view from a class's `render()`, through the main-actor form of ``ViewConfiguration``.
final class RoundedCardComponent: CompositeComponent {
    let radius: CGFloat
    init(radius: CGFloat) {
        self.radius = radius
        super.init()
    }

    override func render() -> Component {
        let radius = radius
        return Component(
            view: ViewConfiguration(UIView.self) {
                .backgroundColor(.white)
                (\.clipsToBounds, true)
                (\.layer.cornerRadius, radius)
            },
            size: ComponentSize(width: 100, height: 60)
        )
    }
}

/// A description with typed state and a controller, paired as ckgen pairs them: the controller changes the
/// state when its asynchronous work completes, as the seed's follow button does.
struct FetchingDescription: DescribedStatefulComponent {
    struct State: Sendable { var isFetching = false }
    static var initialState: State { State() }
    let title: String

    var body: Component {
        ViewComponent<UILabel>(size: ComponentSize(width: 100, height: 20)) {
            .text(state.isFetching ? "…" : title)
        }
    }
}

final class FetchingDescriptionController: ComponentController<DescribedComponent<FetchingDescription>> {
    func finishFetch(fetching: Bool) {
        updateState { $0.isFetching = fetching }
    }
}

extension FetchingDescription: DescribedControllerProviding {
    static func makeController(for component: DescribedComponent<FetchingDescription>) -> AnyComponentController {
        FetchingDescriptionController(component: component)
    }
}

/// A card that follows a pan and counts long presses, in scoped state.
struct DraggableCardDescription: ComponentDescription {
    @ScopedState var offset: CGFloat = 0
    @ScopedState var presses = 0

    var body: Component {
        ViewComponent<UILabel>(size: ComponentSize(width: 100, height: 40)) { .text("\(offset) \(presses)") }
            .onPan { recognizer in offset = recognizer.translation(in: nil).x }
            .onLongPress { recognizer in if recognizer.state == .began { presses += 1 } }
    }
}

extension ActionSelector {
    static let didChooseColor = ActionSelector("didChooseColor:")
}

/// A description that sends an action up the chain from its closure handler.
struct ColorSwatchDescription: ComponentDescription {
    var body: Component {
        ViewComponent<UIView>(size: ComponentSize(width: 20, height: 20)).onTap { send(.didChooseColor) }
    }
}

/// A class parent that handles what the swatch sends, and gives its subtree a theme through `.context`.
final class SwatchPickerComponent: CompositeComponent, ActionResponder {
    let log: ActionLog
    init(log: ActionLog) {
        self.log = log
        super.init()
    }

    override func render() -> Component {
        FlexboxComponent {
            ColorSwatchDescription()
            ThemedLabelDescription()
        }
        .context(DescriptionThemeKey.self, "dark")
    }

    func didChooseColor(_ sender: Component) { log.entries.append("picked from \(type(of: sender))") }

    static let actionTable: AnyActionTable = ActionTable<SwatchPickerComponent>([
        .didChooseColor: .withSender { (target, sender: Component) in target.didChooseColor(sender) }
    ])
}

enum DescriptionThemeKey: ContextKey {
    static var defaultValue: String { "light" }
}

/// Reads the theme from its context.
struct ThemedLabelDescription: ComponentDescription {
    var body: Component {
        ViewComponent<UILabel>(size: ComponentSize(width: 80, height: 20)) { .text(context[DescriptionThemeKey.self]) }
    }
}
