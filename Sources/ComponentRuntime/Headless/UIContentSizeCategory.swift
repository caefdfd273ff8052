#if !canImport(UIKit)
    /// The user's preferred text size: UIKit's `UIContentSizeCategory`, with UIKit's raw values, ordered from
    /// smallest to largest.
    public struct UIContentSizeCategory: Hashable, RawRepresentable, Comparable, Sendable {
        /// The category's name.
        public let rawValue: String
        /// The category called `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The category called `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// No preference.
        public static let unspecified = Self("_UICTContentSizeCategoryUnspecified")
        /// Extra small.
        public static let extraSmall = Self("UICTContentSizeCategoryXS")
        /// Small.
        public static let small = Self("UICTContentSizeCategoryS")
        /// Medium.
        public static let medium = Self("UICTContentSizeCategoryM")
        /// Large: the system's default.
        public static let large = Self("UICTContentSizeCategoryL")
        /// Extra large.
        public static let extraLarge = Self("UICTContentSizeCategoryXL")
        /// Extra extra large.
        public static let extraExtraLarge = Self("UICTContentSizeCategoryXXL")
        /// Extra extra extra large: the largest without the accessibility sizes.
        public static let extraExtraExtraLarge = Self("UICTContentSizeCategoryXXXL")
        /// The smallest accessibility size.
        public static let accessibilityMedium = Self("UICTContentSizeCategoryAccessibilityM")
        /// An accessibility size.
        public static let accessibilityLarge = Self("UICTContentSizeCategoryAccessibilityL")
        /// An accessibility size.
        public static let accessibilityExtraLarge = Self("UICTContentSizeCategoryAccessibilityXL")
        /// An accessibility size.
        public static let accessibilityExtraExtraLarge = Self("UICTContentSizeCategoryAccessibilityXXL")
        /// The largest accessibility size.
        public static let accessibilityExtraExtraExtraLarge = Self("UICTContentSizeCategoryAccessibilityXXXL")

        private static let ordered: [Self] = [
            .unspecified, .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge,
            .extraExtraExtraLarge, .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
            .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
        ]

        /// Whether this is one of the accessibility sizes.
        public var isAccessibilityCategory: Bool { rawValue.hasPrefix("UICTContentSizeCategoryAccessibility") }

        /// Whether `left` is smaller than `right` (categories UIKit does not name sort first).
        public static func < (left: Self, right: Self) -> Bool {
            (ordered.firstIndex(of: left) ?? -1) < (ordered.firstIndex(of: right) ?? -1)
        }
    }

    /// An object that can follow the user's text size: UIKit's `UIContentSizeCategoryAdjusting`.
    @MainActor
    public protocol UIContentSizeCategoryAdjusting: AnyObject {
        /// Whether the object updates its font when the text size changes. The headless backend's text size
        /// never changes.
        var adjustsFontForContentSizeCategory: Bool { get set }
    }
#endif
