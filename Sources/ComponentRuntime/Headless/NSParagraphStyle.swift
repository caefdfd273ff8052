#if !canImport(UIKit)
    public import Foundation

    /// The headless backend's `NSParagraphStyle` (Foundation on Linux has none): only as far as UIKit's views
    /// name it, for the line-break strategies of ``UILabel/lineBreakStrategy``.
    open class NSParagraphStyle: NSObject, @unchecked Sendable {
        /// How lines are chosen where a paragraph breaks: UIKit's `NSParagraphStyle.LineBreakStrategy`, with
        /// UIKit's raw values. The empty set is no strategy.
        public struct LineBreakStrategy: OptionSet, Hashable, Sendable {
            /// The raw bit mask.
            public let rawValue: UInt
            /// A set from raw bits.
            public init(rawValue: UInt) { self.rawValue = rawValue }

            /// Avoids a line holding a single word, pushing words down from the line before.
            public static let pushOut = Self(rawValue: 1 << 0)
            /// Breaks Hangul between words rather than characters.
            public static let hangulWordPriority = Self(rawValue: 1 << 1)
            /// The strategies the system uses for its labels.
            public static let standard = Self(rawValue: 0xFFFF)
        }

        /// The default paragraph style.
        public override init() {
            super.init()
        }
    }
#endif
