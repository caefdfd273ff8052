// The accessibility modifiers, SwiftUI's names on any component or description. Each wraps the receiver in an
// `AccessibilityModifierComponent` (modifiers written one after another make one wrapper, the last written
// winning where two set the same thing). Its context goes to the first view below it (through components with
// one child and no view), over that view's own context; when there is no such view, the component it wraps is
// an element of its own (see ``AccessibilityContainerWalk``). Like the layout modifiers, they return a
// `Component`: write flex child modifiers (`.flexGrow(1)`) after them.

extension ComponentInflatable {
    /// This component with `label` read by VoiceOver.
    public func accessibilityLabel(_ label: String) -> Component {
        accessibilityContext(ComponentAccessibilityContext(accessibilityLabel: ComponentAccessibilityText(label)))
    }

    /// This component with a label computed by `label` when it is applied (only while VoiceOver runs), on the
    /// main actor.
    public func accessibilityLabel(_ label: @escaping @MainActor () -> String) -> Component {
        accessibilityContext(ComponentAccessibilityContext(accessibilityLabel: .computed(label)))
    }

    /// This component with `hint` read after a pause: what activating it does.
    public func accessibilityHint(_ hint: String) -> Component {
        accessibilityContext(ComponentAccessibilityContext(accessibilityHint: ComponentAccessibilityText(hint)))
    }

    /// This component with a hint computed by `hint` when it is applied, on the main actor.
    public func accessibilityHint(_ hint: @escaping @MainActor () -> String) -> Component {
        accessibilityContext(ComponentAccessibilityContext(accessibilityHint: .computed(hint)))
    }

    /// This component with `value` as its current value.
    public func accessibilityValue(_ value: String) -> Component {
        accessibilityContext(ComponentAccessibilityContext(accessibilityValue: ComponentAccessibilityText(value)))
    }

    /// This component with a value computed by `value` when it is applied, on the main actor.
    public func accessibilityValue(_ value: @escaping @MainActor () -> String) -> Component {
        accessibilityContext(ComponentAccessibilityContext(accessibilityValue: .computed(value)))
    }

    /// This component with `traits` added to its own.
    public func accessibilityAddTraits(_ traits: UIAccessibilityTraits) -> Component {
        var context = ComponentAccessibilityContext()
        context.addedTraits = traits
        return accessibilityContext(context)
    }

    /// This component with `traits` taken from its own.
    public func accessibilityRemoveTraits(_ traits: UIAccessibilityTraits) -> Component {
        var context = ComponentAccessibilityContext()
        context.removedTraits = traits
        return accessibilityContext(context)
    }

    /// This component as one accessibility element, its descendants combined into it (`.combine`, ComponentKit's
    /// aggregation), hidden behind it (`.ignore`, the default, as in SwiftUI) or contained in it (`.contain`).
    public func accessibilityElement(children: ComponentAccessibility.ChildBehavior = .ignore) -> Component {
        accessibilityContext(ComponentAccessibilityContext(children: children))
    }

    /// This component and everything below it hidden from assistive technologies (or shown again, with `false`,
    /// over an inner modifier).
    public func accessibilityHidden(_ hidden: Bool) -> Component {
        accessibilityContext(ComponentAccessibilityContext(isAccessibilityHidden: hidden))
    }

    /// This component with `identifier`, which UI tests find it by. Unlike the rest of a context, it is applied
    /// whether or not VoiceOver runs.
    public func accessibilityIdentifier(_ identifier: String) -> Component {
        accessibilityContext(ComponentAccessibilityContext(accessibilityIdentifier: identifier))
    }

    /// This component with a custom action called `name` that runs `handler` on the main actor.
    public func accessibilityAction(named name: String, _ handler: @escaping @MainActor () -> Void) -> Component {
        // Run as a handler of the component, as `.onTap { }` is: typed state and `send` in it reach its scope.
        let action = ComponentAction<Void> { sender, _ in DescriptionRendering.handling(sender) { handler() } }
        return accessibilityCustomActions([ComponentAccessibilityAction(name: name, action: action)])
    }

    /// This component with `actions` offered as custom actions; performing one sends its action from the
    /// component.
    public func accessibilityCustomActions(_ actions: [ComponentAccessibilityAction]) -> Component {
        accessibilityContext(ComponentAccessibilityContext(accessibilityCustomActions: actions))
    }

    /// This component with a whole accessibility context, as ComponentKit's builders' `accessibilityContext`:
    /// its fields over those of modifiers written before it.
    public func accessibilityContext(_ context: ComponentAccessibilityContext) -> Component {
        let component = inflate()
        if let inner = component as? AccessibilityModifierComponent, inner.record.parent == nil {
            let merged = inner.accessibility.overridden(by: context)
            return AccessibilityModifierComponent(accessibility: merged, child: inner.child)
        }
        return AccessibilityModifierComponent(accessibility: context, child: component)
    }
}

/// A composite that only gives an accessibility context to what it wraps (the accessibility modifiers).
final class AccessibilityModifierComponent: CompositeComponent {
    let accessibility: ComponentAccessibilityContext
    let child: Component

    init(accessibility: ComponentAccessibilityContext, child: Component) {
        self.accessibility = accessibility
        self.child = child
        AccessibilityMounting.noteContextMade()
        super.init()
    }

    override func render() -> Component { child }

    override func copyForAnotherPlace() -> Component? {
        AccessibilityModifierComponent(accessibility: accessibility, child: child)
    }
}
