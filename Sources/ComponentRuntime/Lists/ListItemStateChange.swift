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

    /// The scope whose state update changed the item, by its ``Component/scopeGlobalIdentifier``: what ComponentKit
    /// puts in the user info of a state update's applied changes (`updatedComponentIdentifier`, the scope handle's
    /// global identifier). When several updates applied together, the first one made, where ComponentKit names
    /// one of them. `nil` when the item was built again without a state update.
    public let updatedScopeIdentifier: Int?

    /// Whether the update changed the item's size, so the list around it moves.
    public var sizeChanged: Bool { size != previousSize }

    /// ComponentKit's user info of a state update's applied changes: `updatedComponentIdentifier`, the
    /// ``updatedScopeIdentifier``, as a whole number (empty when there is none).
    public var userInfo: UserInfo {
        guard let updatedScopeIdentifier else { return UserInfo() }
        return ["updatedComponentIdentifier": .int(updatedScopeIdentifier)]
    }

    /// A change of the item at `path` from `previousSize` to `size`, made by a state update of the scope numbered
    /// `updatedScopeIdentifier` (the list makes them; tests compare with them).
    public init(path: ItemPath, previousSize: CGSize, size: CGSize, updatedScopeIdentifier: Int? = nil) {
        self.path = path
        self.previousSize = previousSize
        self.size = size
        self.updatedScopeIdentifier = updatedScopeIdentifier
    }
}
