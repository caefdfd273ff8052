/// How the accessibility walks see the mounted component tree: mounted children, mounted views, and the
/// contexts that modifiers pass down to the component they stand for.
@MainActor
enum AccessibilityComponentWalk {
    /// The children of `component` that are mounted now, in tree order.
    static func mountedChildren(of component: Component) -> [Component] {
        component.layoutChildren.filter { $0.mounting.isMounted }
    }

    /// The view `component` renders, while it renders one.
    static func mountedView(of component: Component) -> UIView? {
        component.mounting.mountedView?.view
    }

    /// The context the modifiers above `component` and `component` itself (when it is a modifier) give to what
    /// it stands for: `pending`, the modifiers' above, over `component`'s. A modifier's context goes down
    /// through view-less components with one child to the first view; a view-less component with several
    /// children is what it stands for when there is none.
    static func pending(
        _ pending: ComponentAccessibilityContext?,
        entering component: Component
    ) -> ComponentAccessibilityContext? {
        guard let modifier = component as? AccessibilityModifierComponent else { return pending }
        return modifier.accessibility.overridden(by: pending)
    }
}
