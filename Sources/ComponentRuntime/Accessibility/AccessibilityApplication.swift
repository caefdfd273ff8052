import Foundation

/// Applies an accessibility context to a component's view: what the context says, and for a context that
/// combines its descendants, what they say (``AccessibilityAggregate``).
@MainActor
enum AccessibilityApplication {
    /// Takes back what the view's last context did, then applies `context` (the view configuration's, with the
    /// modifiers above the component over it). Only the identifier is applied while `applying` is `false`
    /// (VoiceOver is off).
    static func apply(
        _ context: ComponentAccessibilityContext?,
        to view: UIView,
        of component: Component,
        applying: Bool
    ) {
        let existing = AccessibilityViewRecord.existing(for: view)
        existing?.restoreOwnContext()
        guard let context else { return }
        let record = existing ?? AccessibilityViewRecord.record(for: view)
        if let identifier = context.accessibilityIdentifier { record.set(.identifier, text: identifier) }
        guard applying else { return }
        if context.isAccessibilityHidden == true {
            record.hideByOwnContext()
            return
        }
        var values = AccessibilityValues(context, of: component, over: view.accessibilityTraits)
        if context.children == .combine {
            var aggregate = AccessibilityAggregate()
            aggregate.collect(below: component)
            values.fill(from: aggregate)
        }
        if context.children != nil || context.isAccessibilityElement != nil {
            record.set(.isElement, context.makesElement)
        }
        if let label = values.label { record.set(.label, text: label) }
        if let hint = values.hint { record.set(.hint, text: hint) }
        if let value = values.value { record.set(.value, text: value) }
        if values.traits != view.accessibilityTraits { record.setTraits(values.traits) }
        if !values.actions.isEmpty { record.setCustomActions((view.accessibilityCustomActions ?? []) + values.actions) }
        if context.children == .contain {
            record.set(.groupsChildren, true)
            record.setContainerType(.semanticGroup)
        }
        if context.hidesDescendants {
            AccessibilityAggregate.forEachTopView(below: component) { record.hide(descendant: $0) }
        }
    }

    /// Custom actions assistive technologies offer for `actions`, sent from the component `sender` finds when
    /// one is performed. Actions without an action (null actions) are not offered.
    static func customActions(
        _ actions: [ComponentAccessibilityAction],
        sender: @escaping @MainActor () -> Component?
    ) -> [UIAccessibilityCustomAction] {
        actions.compactMap { custom in
            guard let action = custom.action else { return nil }
            return UIAccessibilityCustomAction(name: custom.name) { _ in
                guard let component = sender() else { return false }
                action.send(from: component, (), behavior: .startAtSender)
                return true
            }
        }
    }

    /// The text of `text`, computed as part of `component` (a description's modifier reads its typed state and
    /// context then).
    static func resolve(_ text: ComponentAccessibilityText?, of component: Component) -> String? {
        guard let text else { return nil }
        return DescriptionRendering.with(component) { text.resolve() }
    }
}

/// The values an element gets from a context: its texts computed, its traits worked out over a base, its
/// custom actions made.
@MainActor
struct AccessibilityValues {
    var label: String?
    var hint: String?
    var value: String?
    var traits: UIAccessibilityTraits
    var actions: [UIAccessibilityCustomAction]
    private let context: ComponentAccessibilityContext

    /// The values of `context`, for `component`, over the traits `base` (the view's own, or none for an element
    /// made for a view-less component).
    init(_ context: ComponentAccessibilityContext, of component: Component, over base: UIAccessibilityTraits) {
        self.context = context
        label = AccessibilityApplication.resolve(context.accessibilityLabel, of: component)
        hint = AccessibilityApplication.resolve(context.accessibilityHint, of: component)
        value = AccessibilityApplication.resolve(context.accessibilityValue, of: component)
        traits = context.traits(over: base)
        actions = AccessibilityApplication.customActions(context.accessibilityCustomActions) { [weak component] in
            component
        }
    }

    /// Fills in what the context leaves open from the descendants it combines: their joined label, value and
    /// hint where the context gives none, their traits united with its own (then its additions and removals),
    /// their custom actions after its own.
    mutating func fill(from aggregate: AccessibilityAggregate) {
        label = label ?? aggregate.label
        hint = hint ?? aggregate.hint
        value = value ?? aggregate.value
        traits = traits.union(aggregate.traits).union(context.addedTraits).subtracting(context.removedTraits)
        actions += aggregate.actions
    }
}
