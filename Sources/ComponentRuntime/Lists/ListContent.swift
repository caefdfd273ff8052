/// A list's items in sections, changed by ``ListChangeset``s with the data source's rules: the value to keep in
/// state (or a model) for a ``ListComponent`` that changes by changesets rather than by whole new arrays.
///
/// ```swift
/// var content = ListContent([quotes])
/// let changes = try content.apply(ListChangeset(insertedItems: [ItemPath(item: 0, section: 0): newQuote]))
/// ListComponent(content.items, id: \.id) { QuoteComponent(quote: $0) }
/// ```
/// Updated items are replaced by their new model, inserted ones placed, moved ones moved; an item's identity
/// (its `id` in the list) is what keeps its state, so a moved or updated item keeps it.
public struct ListContent<Item> {
    /// The items, section by section.
    public private(set) var sections: [[Item]]

    /// Content with these sections.
    public init(_ sections: [[Item]] = []) { self.sections = sections }

    /// Every item, section after section: what a ``ListComponent`` shows.
    public var items: [Item] { sections.flatMap { $0 } }

    /// Applies `changeset` (positions as ``ListChangeset`` defines them), or throws and changes nothing.
    /// - Returns: what changed, in the positions `UICollectionView.performBatchUpdates` expects.
    @discardableResult
    public mutating func apply(_ changeset: ListChangeset<Item>) throws(ListChangesetError) -> ListChanges
    where Item: Sendable {
        let result = try ListChangesetApplication.apply(
            changeset,
            to: sections,
            update: { _, model in model },
            insert: { $0 }
        )
        sections = result.sections
        return result.changes
    }
}

extension ListContent: Sendable where Item: Sendable {}
extension ListContent: Equatable where Item: Equatable {}
