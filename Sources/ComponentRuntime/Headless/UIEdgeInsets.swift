#if !canImport(UIKit)
    public import Foundation

    /// The headless backend's `UIEdgeInsets`: distances from each edge of a rectangle.
    public struct UIEdgeInsets: Hashable, Sendable {
        /// From the top edge.
        public var top: CGFloat
        /// From the left edge.
        public var left: CGFloat
        /// From the bottom edge.
        public var bottom: CGFloat
        /// From the right edge.
        public var right: CGFloat

        /// Insets for each edge.
        public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
            self.top = top
            self.left = left
            self.bottom = bottom
            self.right = right
        }

        /// No insets.
        public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    }
#endif
