public import Foundation

/// The sizes a component may take: ComponentKit's `CKSizeRange`. A host lays its tree out within one, and a
/// container lays each child out within the range it allows it.
///
/// Its `Equatable` and `Hashable` are written out over the four numbers: `CGSize`'s own `Hashable` is iOS 18
/// and later, and a synthesized conformance would use it without an availability check at an older target.
public struct SizeRange: Hashable, Sendable, CustomStringConvertible {
    /// The smallest size allowed.
    public var min: CGSize
    /// The largest size allowed; `.infinity` in a dimension leaves it unconstrained.
    public var max: CGSize

    /// A range from `min` to `max`.
    public init(min: CGSize = .zero, max: CGSize = CGSize(width: CGFloat.infinity, height: CGFloat.infinity)) {
        self.min = min
        self.max = max
    }

    /// Exactly `size`.
    public init(exactly size: CGSize) {
        self.init(min: size, max: size)
    }

    /// Exactly `width` wide and any height: a screen or a list laid out across a view's width, as ComponentKit's
    /// flexible-height size range provider gives.
    public init(width: CGFloat) {
        self.init(min: CGSize(width: width, height: 0), max: CGSize(width: width, height: CGFloat.infinity))
    }

    /// Any size: what a component takes when nothing constrains it (its own size, or its content's).
    public static let unconstrained = SizeRange()

    /// `size`, moved into the range.
    public func clamp(_ size: CGSize) -> CGSize {
        CGSize(
            width: Swift.max(min.width, Swift.min(max.width, size.width)),
            height: Swift.max(min.height, Swift.min(max.height, size.height))
        )
    }

    /// The sizes in both this range and `other`; along an axis where they do not overlap, the point of this
    /// range nearest to `other` (this range wins): `CKSizeRange::intersect`.
    public func intersect(_ other: SizeRange) -> SizeRange {
        func axis(_ min: CGFloat, _ max: CGFloat, _ otherMin: CGFloat, _ otherMax: CGFloat) -> (CGFloat, CGFloat) {
            let low = Swift.max(min, otherMin)
            let high = Swift.min(max, otherMax)
            if !(low > high) { return (low, high) }
            return min < otherMin ? (max, max) : (min, min)
        }
        let width = axis(min.width, max.width, other.min.width, other.max.width)
        let height = axis(min.height, max.height, other.min.height, other.max.height)
        return SizeRange(min: CGSize(width: width.0, height: height.0), max: CGSize(width: width.1, height: height.1))
    }

    /// Whether both ranges have the same bounds.
    public static func == (lhs: SizeRange, rhs: SizeRange) -> Bool {
        lhs.min.width == rhs.min.width && lhs.min.height == rhs.min.height && lhs.max.width == rhs.max.width
            && lhs.max.height == rhs.max.height
    }

    /// Hashes the four bounds, in points.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(min.width)
        hasher.combine(min.height)
        hasher.combine(max.width)
        hasher.combine(max.height)
    }

    /// `[min, max]` in points.
    public var description: String { "[\(min.width)x\(min.height), \(max.width)x\(max.height)]" }
}
