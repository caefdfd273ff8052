public import Foundation

/// What a list reports when a state update inside one of its items changed the item's tree
/// (``ListDataSource/onItemStateChange``): ComponentKit's applied changes of a state update, which name the
/// updated index path, with the item's size before and after.
public struct ListItemStateChange: Sendable, Equatable {
    /// Where the item is in the list now.
    public let path: ItemPath
    /// The item's size before the update.
    public let previousSize: CGSize
    /// The item's size after it, from its layout within the list's item size range.
    public let size: CGSize

    /// Whether the update changed the item's size, so the list around it moves.
    public var sizeChanged: Bool { size != previousSize }

    /// A change of the item at `path` from `previousSize` to `size` (the list makes them; tests compare with them).
    public init(path: ItemPath, previousSize: CGSize, size: CGSize) {
        self.path = path
        self.previousSize = previousSize
        self.size = size
    }
}
