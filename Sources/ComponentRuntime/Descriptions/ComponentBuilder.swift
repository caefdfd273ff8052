/// Builds components from a list of statements, like SwiftUI's view builder and CKSwift's
/// `ComponentBuilder`: write components and descriptions one per line, with `if`, `if let`, `switch` and
/// `for … in` among them.
///
/// ```swift
/// var body: Component {
///     FlexboxComponent(direction: .row, alignItems: .center) {
///         AvatarComponent(user: user)
///         if let badge = user.badge { BadgeComponent(badge: badge) }
///         for tag in user.tags { TagComponent(tag: tag).spacingBefore(4) }
///     }
/// }
/// ```
/// Where one component is expected (a ``ComponentDescription/body``, a `.background { }`), a block of
/// several is laid out in a column, as ComponentKit's flexbox lays out by default; an empty block is an empty
/// component.
@resultBuilder
public enum ComponentBuilder {
    /// One statement: any component, description or modified one.
    @inlinable
    public static func buildExpression(_ expression: some ComponentInflatable) -> FlexboxComponent.Child {
        expression.inflateFlexChild()
    }

    /// An optional component: nothing when `nil`.
    @inlinable
    public static func buildExpression(_ expression: (some ComponentInflatable)?) -> [FlexboxComponent.Child] {
        expression.map { [$0.inflateFlexChild()] } ?? []
    }

    /// A list of components (`items.map { Row(item: $0) }`).
    @inlinable
    public static func buildExpression(_ expression: [some ComponentInflatable]) -> [FlexboxComponent.Child] {
        expression.map { $0.inflateFlexChild() }
    }

    // Statements are collected into one array as they come (no array per statement, no joining at the end).

    /// The first statement of a block, when it is one component.
    @inlinable
    public static func buildPartialBlock(first: FlexboxComponent.Child) -> [FlexboxComponent.Child] { [first] }

    /// The first statement of a block, when it is a list (an `if`, a loop, an optional).
    @inlinable
    public static func buildPartialBlock(first: [FlexboxComponent.Child]) -> [FlexboxComponent.Child] { first }

    /// The next statement of a block, appended to the children so far.
    @inlinable
    public static func buildPartialBlock(
        accumulated: consuming [FlexboxComponent.Child],
        next: consuming FlexboxComponent.Child
    ) -> [FlexboxComponent.Child] {
        // `consume` ends the parameter here, so the array grows in place whenever the caller no longer holds it.
        // The statements the builder transform passes along are often still held (then each append copies the
        // array), so the second statement makes room for several at once rather than doubling from one.
        var children = consume accumulated
        if children.count == children.capacity {
            children.reserveCapacity(Swift.max(Self.firstGrowth, children.count * 2))
        }
        children.append(next)
        return children
    }

    /// How many children a block's array makes room for when its second statement arrives.
    @inlinable static var firstGrowth: Int { 8 }

    /// The next statement of a block, when it is a list, appended to the children so far.
    @inlinable
    public static func buildPartialBlock(
        accumulated: consuming [FlexboxComponent.Child],
        next: consuming [FlexboxComponent.Child]
    ) -> [FlexboxComponent.Child] {
        var children = consume accumulated
        children.append(contentsOf: next)
        return children
    }

    /// An empty block: no children.
    @inlinable
    public static func buildBlock() -> [FlexboxComponent.Child] { [] }

    /// An `if` without `else`: its children, or none.
    @inlinable
    public static func buildOptional(_ part: [FlexboxComponent.Child]?) -> [FlexboxComponent.Child] { part ?? [] }

    /// The first branch of an `if`-`else` or `switch`.
    @inlinable
    public static func buildEither(first part: [FlexboxComponent.Child]) -> [FlexboxComponent.Child] { part }

    /// Another branch of an `if`-`else` or `switch`.
    @inlinable
    public static func buildEither(second part: [FlexboxComponent.Child]) -> [FlexboxComponent.Child] { part }

    /// A `for … in` loop: the children of every pass, in order.
    @inlinable
    public static func buildArray(_ parts: [[FlexboxComponent.Child]]) -> [FlexboxComponent.Child] {
        // One array of the final size: a loop's passes are many and usually of one child each.
        var children: [FlexboxComponent.Child] = []
        children.reserveCapacity(parts.reduce(0) { $0 + $1.count })
        for part in parts { children.append(contentsOf: part) }
        return children
    }

    /// An `if #available` branch.
    @inlinable
    public static func buildLimitedAvailability(_ part: [FlexboxComponent.Child]) -> [FlexboxComponent.Child] {
        part
    }

    /// The children of a container (``FlexboxComponent``'s builder initializer).
    @inlinable
    public static func buildFinalResult(_ children: [FlexboxComponent.Child]) -> [FlexboxComponent.Child] {
        children
    }

    /// One component: the only child, an empty component for none, or a column for several.
    @inlinable
    public static func buildFinalResult(_ children: [FlexboxComponent.Child]) -> Component {
        single(children)
    }

    /// What a block of children stands for where one component is expected.
    @usableFromInline
    static func single(_ children: [FlexboxComponent.Child]) -> Component {
        switch children.count {
        case 0: return Component()
        case 1: return children[0].component
        default: return FlexboxComponent(children: children)
        }
    }
}
