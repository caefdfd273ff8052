/// The changes that turn one list of sections into another, worked out from the items' identities and equality,
/// as IGListKit's `IGListDiff` does (Paul Heckel's algorithm), in time linear in the number of items.
///
/// ```swift
/// let difference = ListDifference(from: [ListSection(id: 0, before)], to: [ListSection(id: 0, after)])
/// try content.apply(difference.changeset)   // content now holds `after`
/// ```
///
/// - An item whose identity is only in the new list is inserted; one whose identity is gone is removed.
/// - An item whose identity is in both keeps its identity (in a ``ListDataSource``: its state and controllers),
///   and is updated when its model is not equal (`==`) to the one before. It moves when it changes section or
///   when the items it kept its place among do not account for its new position; as in IGListKit, an item that
///   other moves shifted counts as moved too, which costs nothing more (moving does not rebuild an item).
/// - Sections are told apart by their identity. Those whose identity is in both lists keep their place when
///   they stay in the same order; the fewest that do not are removed and inserted again, with their items (the
///   changeset's vocabulary, ComponentKit's, has no section moves).
/// - A section given without an identity (one a ``ListChangeset`` inserted into a data source) takes the
///   identity of the new section at its position, if no other section has it.
/// - Identities must be unique, among sections and among all items of the list: a later section or item with
///   an identity already used is left out (IGListKit does the same), and named in ``duplicateSections`` and
///   ``duplicateItems``.
public struct ListDifference<Model: Sendable>: Sendable {
    /// The changes, in ``ListChangeset``'s positions: applied to the old list, they give the new one (without
    /// the duplicates left out).
    public var changeset: ListChangeset<Model>
    /// The positions, in the sections as given, of the sections left out because an earlier section had the same
    /// identity.
    public var duplicateSections: [Int]
    /// The positions, in the sections as given, of the items left out because an earlier item had the same
    /// identity (items of a section left out are not listed).
    public var duplicateItems: [ItemPath]

    /// The changes from `old` to `new`, items told apart by their `id` and compared with `==`.
    public init(from old: [ListSection<Model>], to new: [ListSection<Model>]) where Model: Identifiable & Equatable {
        self =
            ListDiff.difference(
                oldSectionIDs: old.map { AnyHashable($0.id) },
                old: old.map(\.models),
                new: new,
                id: { $0.id },
                isEqual: ==
            ).difference
    }

    /// The changes from `old` to `new`, items told apart by the value at `id` and compared with `==`.
    public init<ID: Hashable>(
        from old: [ListSection<Model>],
        to new: [ListSection<Model>],
        id: KeyPath<Model, ID>
    ) where Model: Equatable {
        self =
            ListDiff.difference(
                oldSectionIDs: old.map { AnyHashable($0.id) },
                old: old.map(\.models),
                new: new,
                id: { $0[keyPath: id] },
                isEqual: ==
            ).difference
    }

    init(changeset: ListChangeset<Model>, duplicateSections: [Int], duplicateItems: [ItemPath]) {
        self.changeset = changeset
        self.duplicateSections = duplicateSections
        self.duplicateItems = duplicateItems
    }
}
