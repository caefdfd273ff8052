extension ComponentHost {
    /// A host whose root is written with ``ComponentBuilder``: `ComponentHost { FeedComponent(items: items) }`.
    /// Nothing is built until ``mount(in:)`` or ``rebuild()``; `root` is called again by each rebuild, and
    /// reads the host's context through a description's ``ComponentDescription/context``.
    public convenience init(
        context: Context = Context(),
        asynchronousUpdateDelivery: AsynchronousUpdateDelivery = .nextRunLoopTurn,
        @ComponentBuilder root: @escaping @MainActor () -> Component
    ) {
        self.init(context: context, asynchronousUpdateDelivery: asynchronousUpdateDelivery) { @MainActor _ in root() }
    }
}
