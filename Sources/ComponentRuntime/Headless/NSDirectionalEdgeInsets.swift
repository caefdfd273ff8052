#if !canImport(UIKit)
    public import Foundation

    /// The headless backend's `NSDirectionalEdgeInsets`: distances from each edge of a rectangle, with leading
    /// and trailing edges in place of left and right, so they follow the layout direction.
    public struct NSDirectionalEdgeInsets: Hashable, Sendable {
        /// From the top edge.
        public var top: CGFloat
        /// From the leading edge (the left in a left-to-right layout).
        public var leading: CGFloat
        /// From the bottom edge.
        public var bottom: CGFloat
        /// From the trailing edge (the right in a left-to-right layout).
        public var trailing: CGFloat

        /// No insets.
        public init() {
            self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
        }

        /// Insets for each edge.
        public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
            self.top = top
            self.leading = leading
            self.bottom = bottom
            self.trailing = trailing
        }

        /// No insets.
        public static let zero = NSDirectionalEdgeInsets()
    }
#endif
