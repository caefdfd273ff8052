import Foundation

/// Where an item is in a list: its section and its position in the section, as UIKit's `IndexPath(item:section:)`
/// names it, in a type of the runtime's own that compares and prints as a list position.
public struct ItemPath: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The section.
    public var section: Int
    /// The position in the section.
    public var item: Int

    /// The position of item `item` in section `section`.
    public init(item: Int, section: Int) {
        self.item = item
        self.section = section
    }

    /// Section first, then item: list order.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.section, lhs.item) < (rhs.section, rhs.item)
    }

    /// `[section, item]`.
    public var description: String { "[\(section), \(item)]" }
}

extension ItemPath {
    /// UIKit's index path for this position (on Linux, the headless backend gives `IndexPath` UIKit's `item` and
    /// `section`).
    var indexPath: IndexPath { IndexPath(item: item, section: section) }

    /// The position UIKit's `indexPath` names.
    init(_ indexPath: IndexPath) {
        self.init(item: indexPath.item, section: indexPath.section)
    }
}
