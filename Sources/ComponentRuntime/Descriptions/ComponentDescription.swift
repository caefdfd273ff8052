/// A component described by a struct: its inputs are the struct's properties (Swift writes the initializer),
/// and its ``body`` says what it is made of, written with ``ComponentBuilder``. CKSwift's `View`.
///
/// ```swift
/// struct QuoteComponent: ComponentDescription {
///     let quote: Quote
///     @ScopedState var revealed = false
///
///     var body: Component {
///         FlexboxComponent(alignItems: .stretch) {
///             TextComponent(quote.text)
///             if revealed { TextComponent("— \(quote.author)") }
///         }
///         .padding(16)
///         .onTap { revealed.toggle() }
///     }
/// }
/// ```
///
/// The runtime inflates a description into a component (``DescribedComponent``) that renders `body` while the
/// tree is built, as a ``CompositeComponent`` renders. A description gets a scope, so state and a controller
/// that survive rebuilds, when it needs one: when it has ``ScopedState`` properties, a typed `State`
/// (``DescribedStatefulComponent``), a controller (``DescribedControllerProviding``), or is `Identifiable`.
/// Its scope is told apart from its siblings' by its `id` when it is `Identifiable`, else by its position.
///
/// A description that is `Equatable` is not rendered again when it equals the previous one of its scope and no
/// state in it changed (ComponentKit's `shouldComponentUpdate:`).
///
/// Class components and descriptions mix both ways: a body holds class components as they are, and a class's
/// ``CompositeComponent/render()`` returns `SomeDescription(…).inflate()`.
///
/// A body may run on any thread, while the attribute blocks and handlers in it (``ViewComponent``'s attributes,
/// `.onTap { }`) run on the main actor, so Swift 6 lets them capture `self` only when the description is
/// `Sendable`. An internal struct of `Sendable` values is, without saying so; Swift does not infer it for a public
/// type, so a public description says it: `public struct Card: ComponentDescription, Sendable`. The protocol does
/// not ask for it, so that a description may hold a class that is not `Sendable` and copy what its blocks need
/// into a `let` (`let title = model.title`).
public protocol ComponentDescription: ComponentInflatable {
    /// What this component is made of. Read ``ScopedState`` and ``context`` here.
    @ComponentBuilder var body: Component { get }
}

extension ComponentDescription {
    /// A ``DescribedComponent`` that renders this description.
    @inlinable
    public func inflate() -> Component { DescribedComponent(self) }

    /// The values passed down the tree (see ``Context``), as the component rendering this description got
    /// them. Read it in ``body``; outside a build it is the empty context.
    public var context: Context { DescriptionRendering.current?.context ?? Context() }
}
