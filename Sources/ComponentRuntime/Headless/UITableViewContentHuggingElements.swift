#if !canImport(UIKit)
    /// Which of a table view's elements are only as wide as their content rather than the table: UIKit's
    /// `UITableViewContentHuggingElements`, with UIKit's raw values. A table view's
    /// ``UITableView/contentHuggingElements``; none by default on iOS. The headless table view makes no header
    /// views and keeps the setting only.
    public struct UITableViewContentHuggingElements: OptionSet, Hashable, Sendable {
        /// The raw bit mask.
        public let rawValue: Int
        /// Creates a set from a raw bit mask.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// Section header views narrower than the table keep their width.
        public static let sectionHeaders = UITableViewContentHuggingElements(rawValue: 1 << 0)
    }
#endif
