/// A scrolling list of items from data: each item is made by `item` and keeps its own scope, keyed by its
/// `id`, so its state and controller follow it when items are inserted, removed or moved, and survive while
/// it is scrolled out of view. Items are laid out one after another along the axis, each as wide (or, in a
/// horizontal list, as tall) as the list; the list is a ``ScrollComponent``, so only the items meeting its
/// visible rect are mounted.
///
/// Every item is built and laid out when the tree is (the content size needs every item's size, as
/// ComponentKit's data source builds every item); only mounting is incremental. Keep the items in state or in
/// the model and rebuild the tree to change them, or change them with a changeset through ``ListContent``.
///
/// ```swift
/// ListComponent(quotes, id: \.id, size: ComponentSize(height: 600), nearingEndThreshold: 200) { quote in
///     QuoteComponent(quote: quote)
///     ListComponent(quote.related, id: \.id, axis: .horizontal) { RelatedCard(quote: $0) }
/// }
/// ```
///
/// The list declares a scope (so its items' scopes do not meet those of another list under the same
/// parent): give sibling lists distinct `scope` identifiers.
public final class ListComponent<Item, ID: Hashable & Sendable>: CompositeComponent {
    private let items: [Item]
    private let id: KeyPath<Item, ID>
    private let axis: ScrollComponent.Axis
    private let spacing: CGFloat
    private let listSize: ComponentSize
    private let margin: CGFloat
    private let nearingEndThreshold: CGFloat
    private let onScroll: (@MainActor (ScrollPosition) -> Void)?
    private let onNearingEnd: (@MainActor (ScrollPosition) -> Void)?
    private let makeItem: (Item) -> Component

    /// Creates a list.
    /// - Parameters:
    ///   - items: the items, in order.
    ///   - id: each item's identity; an item's scope (state, controller) follows it.
    ///   - axis: the direction the list scrolls in.
    ///   - spacing: points between consecutive items.
    ///   - size: the list's size; give it a bounded length on `axis` for it to scroll.
    ///   - margin: how far beyond the visible rect items are mounted ahead.
    ///   - nearingEndThreshold: how close to the end of the list counts as nearing it.
    ///   - scope: told apart from sibling lists by this identifier.
    ///   - onScroll: called after each scroll.
    ///   - onNearingEnd: called when the end comes within `nearingEndThreshold`, once per approach.
    ///   - item: makes the component of one item (several lines make a column).
    public init(
        _ items: some Sequence<Item>,
        id: KeyPath<Item, ID>,
        axis: ScrollComponent.Axis = .vertical,
        spacing: CGFloat = 0,
        size: ComponentSize = ComponentSize(),
        margin: CGFloat = 0,
        nearingEndThreshold: CGFloat = 0,
        scope: (any Hashable & Sendable)? = nil,
        onScroll: (@MainActor (ScrollPosition) -> Void)? = nil,
        onNearingEnd: (@MainActor (ScrollPosition) -> Void)? = nil,
        @ComponentBuilder item: @escaping (Item) -> Component
    ) {
        self.items = Array(items)
        self.id = id
        self.axis = axis
        self.spacing = spacing
        self.listSize = size
        self.margin = margin
        self.nearingEndThreshold = nearingEndThreshold
        self.onScroll = onScroll
        self.onNearingEnd = onNearingEnd
        self.makeItem = item
        super.init(scope: ListScopeIdentifier(scope.map { AnyHashable($0) }))
    }

    /// A list of identifiable items.
    public convenience init(
        _ items: some Sequence<Item>,
        axis: ScrollComponent.Axis = .vertical,
        spacing: CGFloat = 0,
        size: ComponentSize = ComponentSize(),
        margin: CGFloat = 0,
        nearingEndThreshold: CGFloat = 0,
        scope: (any Hashable & Sendable)? = nil,
        onScroll: (@MainActor (ScrollPosition) -> Void)? = nil,
        onNearingEnd: (@MainActor (ScrollPosition) -> Void)? = nil,
        @ComponentBuilder item: @escaping (Item) -> Component
    ) where Item: Identifiable, Item.ID == ID {
        self.init(
            items,
            id: \.id,
            axis: axis,
            spacing: spacing,
            size: size,
            margin: margin,
            nearingEndThreshold: nearingEndThreshold,
            scope: scope,
            onScroll: onScroll,
            onNearingEnd: onNearingEnd,
            item: item
        )
    }

    /// A scroll component around the items, each in a component that holds its scope.
    public override func render() -> Component {
        let makeItem = makeItem
        let children = items.map { item in ListItemComponent(id: item[keyPath: id]) { makeItem(item) } }
        return ScrollComponent(
            axis: axis,
            size: listSize,
            margin: margin,
            nearingEndThreshold: nearingEndThreshold,
            onScroll: onScroll,
            onNearingEnd: onNearingEnd,
            content: ListItemsLayoutComponent(axis: axis, spacing: spacing, items: children)
        )
    }
}

/// A list's scope identifier: the one given, or none. Unchecked: it only ever holds a `Sendable` value.
struct ListScopeIdentifier: Hashable, @unchecked Sendable {
    let identifier: AnyHashable?

    init(_ identifier: AnyHashable?) { self.identifier = identifier }
}

/// One item of a list: declares the item's scope, keyed by its identity, and renders the item.
final class ListItemComponent: CompositeComponent {
    private let make: () -> Component

    init(id: some Hashable & Sendable, make: @escaping () -> Component) {
        self.make = make
        super.init(scope: id)
    }

    override func render() -> Component { make() }
}

/// Lays a list's items out one after another along the axis, each as wide (in a vertical list) or as tall (in
/// a horizontal one) as the range allows when it is bounded, else as its own layout.
final class ListItemsLayoutComponent: Component {
    let axis: ScrollComponent.Axis
    let spacing: CGFloat
    let items: [Component]

    init(axis: ScrollComponent.Axis, spacing: CGFloat, items: [Component]) {
        self.axis = axis
        self.spacing = spacing
        self.items = items
        super.init()
    }

    override var childComponents: [Component] { items }

    override func computeLayout(in range: SizeRange) -> ComponentLayout {
        let vertical = axis == .vertical
        let crossMax = vertical ? range.max.width : range.max.height
        let crossMin = vertical ? range.min.width : range.min.height
        let crossRange: (min: CGFloat, max: CGFloat) = crossMax.isFinite ? (crossMax, crossMax) : (crossMin, crossMax)
        let itemRange =
            vertical
            ? SizeRange(
                min: CGSize(width: crossRange.min, height: 0),
                max: CGSize(width: crossRange.max, height: .infinity)
            )
            : SizeRange(
                min: CGSize(width: 0, height: crossRange.min),
                max: CGSize(width: .infinity, height: crossRange.max)
            )
        var children: [ComponentLayout.Child] = []
        children.reserveCapacity(items.count)
        var position: CGFloat = 0
        var cross: CGFloat = crossRange.min
        for (index, item) in items.enumerated() {
            if index > 0 { position += spacing }
            let layout = item.layout(in: itemRange)
            children.append(
                ComponentLayout.Child(
                    origin: vertical ? CGPoint(x: 0, y: position) : CGPoint(x: position, y: 0),
                    layout: layout
                )
            )
            position += vertical ? layout.size.height : layout.size.width
            cross = max(cross, vertical ? layout.size.width : layout.size.height)
        }
        let size = vertical ? CGSize(width: cross, height: position) : CGSize(width: position, height: cross)
        return ComponentLayout(component: self, size: range.clamp(size), children: children)
    }
}
