/// Changes to a list, in ComponentKit's vocabulary (`CKDataSourceChangeset`), applied together:
/// - `updatedItems` and `removedItems`, `removedSections` and the sources of `movedItems` are positions
///   **before** the changeset;
/// - `insertedSections`, `insertedItems` and the destinations of `movedItems` are positions **after** it.
///
/// As with `UICollectionView.performBatchUpdates`, an item keeps its identity (its scopes: state and
/// controllers) when it is updated or moved; a removed item's scopes end, an inserted item's begin.
public struct ListChangeset<Model: Sendable>: Sendable {
    /// Items given a new model, at their positions before the changeset; each keeps its scopes and is measured
    /// again.
    public var updatedItems: [ItemPath: Model]
    /// Items removed, at their positions before the changeset; their scopes end.
    public var removedItems: Set<ItemPath>
    /// Sections removed with all their items, by their index before the changeset.
    public var removedSections: Set<Int>
    /// Items moved, from their position before the changeset to their position after it; each keeps its scopes.
    public var movedItems: [ItemPath: ItemPath]
    /// Sections inserted, empty, by their index after the changeset.
    public var insertedSections: Set<Int>
    /// Items inserted with their models, at their positions after the changeset.
    public var insertedItems: [ItemPath: Model]

    /// A changeset of the given changes; every kind is empty unless given.
    public init(
        updatedItems: [ItemPath: Model] = [:],
        removedItems: Set<ItemPath> = [],
        removedSections: Set<Int> = [],
        movedItems: [ItemPath: ItemPath] = [:],
        insertedSections: Set<Int> = [],
        insertedItems: [ItemPath: Model] = [:]
    ) {
        self.updatedItems = updatedItems
        self.removedItems = removedItems
        self.removedSections = removedSections
        self.movedItems = movedItems
        self.insertedSections = insertedSections
        self.insertedItems = insertedItems
    }

    /// Whether the changeset changes nothing.
    public var isEmpty: Bool {
        updatedItems.isEmpty && removedItems.isEmpty && removedSections.isEmpty && movedItems.isEmpty
            && insertedSections.isEmpty && insertedItems.isEmpty
    }
}

/// What applying a changeset did, in the positions `UICollectionView.performBatchUpdates` expects: removals,
/// reloads and move sources before it, insertions and move destinations after it.
public struct ListChanges: Sendable, Equatable {
    /// Items reloaded, at their positions before the changes.
    public var updatedItems: [ItemPath] = []
    /// Items deleted, at their positions before the changes.
    public var removedItems: [ItemPath] = []
    /// Sections deleted, by their index before the changes.
    public var removedSections: [Int] = []
    /// Items moved, each from its position before the changes to its position after them.
    public var movedItems: [ListMove] = []
    /// Sections inserted, by their index after the changes.
    public var insertedSections: [Int] = []
    /// Items inserted, at their positions after the changes.
    public var insertedItems: [ItemPath] = []

    /// No changes.
    public init() {}

    /// Whether nothing changed.
    public var isEmpty: Bool { self == ListChanges() }
}

/// An item that moved: from its position before the changeset to its position after it.
public struct ListMove: Sendable, Hashable {
    /// Where the item was before the changes.
    public var from: ItemPath
    /// Where the item is after them.
    public var to: ItemPath

    /// A move from `from` to `to`.
    public init(from: ItemPath, to: ItemPath) {
        self.from = from
        self.to = to
    }
}

/// Why a changeset cannot apply. The list is left exactly as it was.
public struct ListChangesetError: Error, Equatable, CustomStringConvertible {
    /// What is wrong with the changeset (a position out of range, an item both removed and moved, …).
    public let message: String

    init(_ message: String) { self.message = message }

    /// The message, marked as a changeset's.
    public var description: String { "invalid changeset: \(message)" }
}
