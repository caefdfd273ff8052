#if !canImport(UIKit)
    /// Kinds of scrolling a pan accepts: UIKit's `UIScrollTypeMask`, with UIKit's raw values.
    public struct UIScrollTypeMask: OptionSet, Hashable, Sendable {
        /// The raw bit mask.
        public let rawValue: Int
        /// A set from raw bits.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// Scrolling in steps, as a mouse wheel's.
        public static let discrete = UIScrollTypeMask(rawValue: 1 << 0)
        /// Smooth scrolling, as a trackpad's.
        public static let continuous = UIScrollTypeMask(rawValue: 1 << 1)
        /// Both.
        public static let all: UIScrollTypeMask = [.discrete, .continuous]
    }
#endif
