/// Anything that becomes a ``Component`` when a tree is built: a component itself, a struct description
/// (``ComponentDescription``), or a modified one (`.padding(8)`, `.flexGrow(1)`). CKSwift's
/// `ComponentInflatable`.
///
/// ``ComponentBuilder`` accepts any of them, so a description's `body` can mix class components and structs,
/// and a class's ``CompositeComponent/render()`` returns a struct with `QuoteCard(quote: quote).inflate()`.
public protocol ComponentInflatable {
    /// The component this value stands for, made anew on each call.
    func inflate() -> Component

    /// This value as a child of a ``FlexboxComponent``: the component and its flex properties. The default is
    /// the component with no flex properties; the flex child modifiers (`.flexGrow(1)`) set them.
    func inflateFlexChild() -> FlexboxComponent.Child
}

extension ComponentInflatable {
    /// The component with no flex properties.
    @inlinable
    public func inflateFlexChild() -> FlexboxComponent.Child { FlexboxComponent.Child(inflate()) }
}

extension Component: ComponentInflatable {
    /// A component is already one: itself.
    public func inflate() -> Component { self }
}

extension FlexboxComponent.Child: ComponentInflatable {
    /// The child's component; its flex properties only count inside a ``FlexboxComponent``.
    public func inflate() -> Component { component }

    /// The child as it is.
    public func inflateFlexChild() -> FlexboxComponent.Child { self }
}
