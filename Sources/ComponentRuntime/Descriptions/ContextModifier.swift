extension ComponentInflatable {
    /// This component with `value` under `key` in the context of everything below it: what a class does by
    /// overriding ``CompositeComponent/childContext(_:)``, and SwiftUI with `.environment`.
    /// ```swift
    /// FeedComponent(items: items)
    ///     .context(ThemeKey.self, .dark)
    /// ```
    /// Descriptions below read it with `context[ThemeKey.self]`.
    public func context<Key: ContextKey>(_ key: Key.Type, _ value: Key.Value) -> Component {
        ContextProvidingComponent(child: inflate(), adding: Context().with(key, value))
    }
}

/// A composite that only changes the context of the component it wraps.
final class ContextProvidingComponent: CompositeComponent {
    private let child: Component
    private let added: Context

    init(child: Component, adding added: Context) {
        self.child = child
        self.added = added
        super.init()
    }

    override func render() -> Component { child }

    override func childContext(_ inherited: Context) -> Context { inherited.adding(added) }

    override func copyForAnotherPlace() -> Component? { ContextProvidingComponent(child: child, adding: added) }
}
