/// Changes to a list, in ComponentKit's vocabulary (`CKDataSourceChangeset`), applied together:
/// - `updatedItems` and `removedItems`, `removedSections` and the sources of `movedItems` are positions
///   **before** the changeset;
/// - `insertedSections`, `insertedItems` and the destinations of `movedItems` are positions **after** it.
///
/// As with `UICollectionView.performBatchUpdates`, an item keeps its identity (its scopes: state and
/// controllers) when it is updated or moved; a removed item's scopes end, an inserted item's begin.
public struct ListChangeset<Model: Sendable>: Sendable {
    public var updatedItems: [ItemPath: Model]
    public var removedItems: Set<ItemPath>
    public var removedSections: Set<Int>
    public var movedItems: [ItemPath: ItemPath]
    public var insertedSections: Set<Int>
    public var insertedItems: [ItemPath: Model]

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
    public var updatedItems: [ItemPath] = []
    public var removedItems: [ItemPath] = []
    public var removedSections: [Int] = []
    public var movedItems: [ListMove] = []
    public var insertedSections: [Int] = []
    public var insertedItems: [ItemPath] = []

    public init() {}

    public var isEmpty: Bool { self == ListChanges() }
}

/// An item that moved: from its position before the changeset to its position after it.
public struct ListMove: Sendable, Hashable {
    public var from: ItemPath
    public var to: ItemPath

    public init(from: ItemPath, to: ItemPath) {
        self.from = from
        self.to = to
    }
}

/// Why a changeset cannot apply. The list is left exactly as it was.
public struct ListChangesetError: Error, Equatable, CustomStringConvertible {
    public let message: String

    init(_ message: String) { self.message = message }

    public var description: String { "invalid changeset: \(message)" }
}
