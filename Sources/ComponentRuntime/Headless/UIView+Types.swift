#if !canImport(UIKit)
    public import Foundation

    extension UIView {
        /// How a view resizes when its superview's size changes: UIKit's `UIView.AutoresizingMask`, with UIKit's
        /// raw values.
        public struct AutoresizingMask: OptionSet, Hashable, Sendable {
            /// The raw bit mask.
            public let rawValue: UInt
            /// A mask from raw bits.
            public init(rawValue: UInt) { self.rawValue = rawValue }

            /// The left margin grows and shrinks.
            public static let flexibleLeftMargin = Self(rawValue: 1 << 0)
            /// The width grows and shrinks.
            public static let flexibleWidth = Self(rawValue: 1 << 1)
            /// The right margin grows and shrinks.
            public static let flexibleRightMargin = Self(rawValue: 1 << 2)
            /// The top margin grows and shrinks.
            public static let flexibleTopMargin = Self(rawValue: 1 << 3)
            /// The height grows and shrinks.
            public static let flexibleHeight = Self(rawValue: 1 << 4)
            /// The bottom margin grows and shrinks.
            public static let flexibleBottomMargin = Self(rawValue: 1 << 5)

            /// `frame` after its superview went from `oldSize` to `newSize`: on each axis, the change is shared by
            /// the flexible parts (margins and side) in proportion to their sizes, or evenly when they are all 0.
            func resize(_ frame: CGRect, from oldSize: CGSize, to newSize: CGSize) -> CGRect {
                let (x, width) = Self.share(
                    newSize.width - oldSize.width,
                    parts: (frame.minX, frame.width, oldSize.width - frame.maxX),
                    flexible: (contains(.flexibleLeftMargin), contains(.flexibleWidth), contains(.flexibleRightMargin))
                )
                let (y, height) = Self.share(
                    newSize.height - oldSize.height,
                    parts: (frame.minY, frame.height, oldSize.height - frame.maxY),
                    flexible: (contains(.flexibleTopMargin), contains(.flexibleHeight), contains(.flexibleBottomMargin))
                )
                return CGRect(x: x, y: y, width: width, height: height)
            }

            /// The start and length on one axis after `change`, shared by the flexible ones of the leading margin,
            /// the length and the trailing margin.
            private static func share(
                _ change: CGFloat,
                parts: (start: CGFloat, length: CGFloat, end: CGFloat),
                flexible: (start: Bool, length: Bool, end: Bool)
            ) -> (CGFloat, CGFloat) {
                let sizes = [parts.start, parts.length, parts.end].map { max(0, $0) }
                let flags = [flexible.start, flexible.length, flexible.end]
                let count = flags.filter { $0 }.count
                guard change != 0, count > 0 else { return (parts.start, parts.length) }
                let total = zip(sizes, flags).reduce(0) { $0 + ($1.1 ? $1.0 : 0) }
                func portion(_ index: Int) -> CGFloat {
                    guard flags[index] else { return 0 }
                    return total > 0 ? change * sizes[index] / total : change / CGFloat(count)
                }
                return (parts.start + portion(0), parts.length + portion(1))
            }
        }

        /// Whether a view's tint is dimmed: UIKit's `UIView.TintAdjustmentMode`, with UIKit's raw values.
        public enum TintAdjustmentMode: Int, Sendable {
            /// The superview's mode (`.normal` at the top of a tree).
            case automatic = 0
            /// Not dimmed.
            case normal = 1
            /// Dimmed, as behind a presented alert.
            case dimmed = 2
        }

        /// The value of ``intrinsicContentSize`` in a dimension the content does not decide: -1, as in UIKit.
        nonisolated public static let noIntrinsicMetric: CGFloat = -1

        /// The smallest size, for `systemLayoutSizeFitting`: zero, as in UIKit.
        nonisolated public static let layoutFittingCompressedSize = CGSize.zero
    }
#endif
