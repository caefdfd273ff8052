/// One section of a list given as data: an identity, and the models of its items in order. A list of sections is
/// what ``ListDataSource/apply(sections:)`` takes, as `UICollectionViewDiffableDataSource` takes a snapshot and
/// Epoxy a `SectionModel` array.
///
/// ```swift
/// try await dataSource.apply(sections: [
///     ListSection(id: "pinned", pinned),
///     ListSection(id: "recent", recent),
/// ])
/// ```
///
/// The identity tells the sections apart from one update to the next: a section whose identity is still there
/// keeps its items (they move, update or leave one by one), one whose identity is gone is removed, one with a new
/// identity is inserted.
public struct ListSection<Model> {
    /// What the section is from one update to the next.
    public var id: any Hashable & Sendable
    /// The models of the section's items, in order.
    public var models: [Model]

    /// A section with identity `id` holding `models`, in order.
    public init(id: some Hashable & Sendable, _ models: [Model]) {
        self.id = id
        self.models = models
    }
}

extension ListSection: Sendable where Model: Sendable {}

extension ListSection {
    /// The identity of the one section a list given as a plain array has (``ListDataSource/apply(_:)``).
    static var onlySectionID: String { "ComponentRuntime.ListSection.only" }
}
