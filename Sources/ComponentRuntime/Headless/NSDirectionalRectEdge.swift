#if !canImport(UIKit)
    /// Edges of a rectangle named by leading and trailing in place of left and right: UIKit's
    /// `NSDirectionalRectEdge`, with UIKit's raw values.
    public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
        /// The raw bit mask.
        public let rawValue: UInt
        /// A set from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The top edge.
        public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
        /// The leading edge (the left in a left-to-right layout).
        public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
        /// The bottom edge.
        public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
        /// The trailing edge (the right in a left-to-right layout).
        public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
        /// Every edge.
        public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
    }
#endif
