/// What the descendants of a combining component say, gathered into one element: ComponentKit's accessibility
/// aggregation (`CKAccessibilityAggregatorComponent`).
///
/// The descendants are visited in tree order, as ComponentKit walks its components' accessibility children.
/// An element (a view that is an accessibility element, or a view-less component whose context makes it one)
/// contributes its label, value and hint when they are not empty, its traits and its custom actions, and what
/// is below it is not visited; anything else is looked through. Hidden views and views hidden from
/// accessibility contribute nothing, nor does anything below them (ComponentKit still looks below them). On top
/// of ComponentKit's, an enabled control that a tap triggers becomes a custom action named after its label
/// (ComponentKit instead activates the one activatable descendant that is not an element when the combined
/// element is activated, which a view cannot be told to do without subclassing it).
@MainActor
struct AccessibilityAggregate {
    private var labels: [String] = []
    private var values: [String] = []
    private var hints: [String] = []
    /// The descendants' traits, united.
    private(set) var traits: UIAccessibilityTraits = []
    /// The descendants' custom actions, and their controls' tap actions, in tree order.
    private(set) var actions: [UIAccessibilityCustomAction] = []

    /// The control events a tap sends: what a control's custom action sends.
    static let tapEvents: UIControl.Event = [.touchUpInside, .primaryActionTriggered]

    /// The descendants' labels, joined.
    var label: String? { Self.joined(labels) }
    /// The descendants' values, joined.
    var value: String? { Self.joined(values) }
    /// The descendants' hints, joined.
    var hint: String? { Self.joined(hints) }

    private static func joined(_ texts: [String]) -> String? {
        texts.isEmpty ? nil : texts.joined(separator: ComponentAccessibility.joiningSeparator)
    }

    /// Gathers what the components below `component` say.
    mutating func collect(below component: Component) {
        for child in AccessibilityComponentWalk.mountedChildren(of: component) { visit(child, pending: nil) }
    }

    private mutating func visit(_ component: Component, pending: ComponentAccessibilityContext?) {
        if let view = AccessibilityComponentWalk.mountedView(of: component) {
            // A modifier's context reaching this view was applied to it already: the view says it all.
            guard !view.isHidden, !view.accessibilityElementsHidden else { return }
            if view.isAccessibilityElement { add(view) } else { collect(below: component) }
            return
        }
        let pending = AccessibilityComponentWalk.pending(pending, entering: component)
        let children = AccessibilityComponentWalk.mountedChildren(of: component)
        if children.count == 1 { return visit(children[0], pending: pending) }
        if let pending, pending.isAccessibilityHidden == true { return }
        if let pending, pending.makesElement {
            var element = AccessibilityValues(pending, of: component, over: [])
            if pending.children == .combine {
                var nested = AccessibilityAggregate()
                nested.collect(below: component)
                element.fill(from: nested)
            }
            add(label: element.label, value: element.value, hint: element.hint)
            traits.formUnion(element.traits)
            actions += element.actions
            return
        }
        for child in children { visit(child, pending: nil) }
    }

    private mutating func add(_ view: UIView) {
        add(label: view.accessibilityLabel, value: view.accessibilityValue, hint: view.accessibilityHint)
        traits.formUnion(view.accessibilityTraits)
        actions += view.accessibilityCustomActions ?? []
        if let control = view as? UIControl, let action = Self.tapAction(of: control) { actions.append(action) }
    }

    private mutating func add(label: String?, value: String?, hint: String?) {
        if let label, !label.isEmpty { labels.append(label) }
        if let value, !value.isEmpty { values.append(value) }
        if let hint, !hint.isEmpty { hints.append(hint) }
    }

    /// A custom action that taps `control`, named after its label, when it is enabled and a tap triggers it.
    private static func tapAction(of control: UIControl) -> UIAccessibilityCustomAction? {
        guard control.isEnabled, !control.allControlEvents.isDisjoint(with: tapEvents),
            let name = control.accessibilityLabel, !name.isEmpty
        else { return nil }
        return UIAccessibilityCustomAction(name: name) { [weak control] _ in
            guard let control else { return false }
            control.sendActions(for: tapEvents)
            return true
        }
    }

    /// Calls `body` with each view mounted directly below `component`'s content: the first view down each
    /// branch, through view-less components.
    static func forEachTopView(below component: Component, _ body: (UIView) -> Void) {
        for child in AccessibilityComponentWalk.mountedChildren(of: component) {
            if let view = AccessibilityComponentWalk.mountedView(of: child) {
                body(view)
            } else {
                forEachTopView(below: child, body)
            }
        }
    }
}
