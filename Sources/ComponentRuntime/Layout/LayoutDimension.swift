public import Foundation

/// A length relative to the size a parent offers: ComponentKit's `RCRelativeDimension` (CKSwift's `Dimension`).
/// What ``SizeConstraints`` and the `.frame` modifier take.
///
/// A literal is points: `.frame(width: 100)`. Percentages count as ``FlexLength``'s do: `.percent(50)` is half.
public enum LayoutDimension: Hashable, Sendable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    /// No opinion: an exact size is left open, a minimum is 0, a maximum unbounded.
    case auto
    /// A fixed length in points.
    case points(CGFloat)
    /// A percentage (`50` is half) of the parent's length along the same axis, rounded to a whole point as
    /// ComponentKit rounds it; ``auto`` when the parent's length is unknown or unbounded.
    case percent(CGFloat)

    /// A length in points, written as a literal: `width: 100`.
    public init(integerLiteral value: Int) { self = .points(CGFloat(value)) }

    /// A length in points, written as a literal: `width: 12.5`.
    public init(floatLiteral value: Double) { self = .points(CGFloat(value)) }

    /// The length in points against `parent` (NaN or infinite when unknown), or `auto` for ``auto`` and for a
    /// percentage of an unknown parent: `RCRelativeDimension::resolve`.
    public func resolve(auto: CGFloat, parent: CGFloat) -> CGFloat {
        switch self {
        case .auto: return auto
        case .points(let points): return points
        case .percent(let percent):
            return parent.isNaN || parent.isInfinite ? auto : (percent / 100 * parent).rounded()
        }
    }
}

/// A size and its limits relative to the parent's size: ComponentKit's `RCComponentSize`, which CKSwift's
/// `frame(…)` gives to a sizing component. What ``SizingComponent`` holds.
public struct SizeConstraints: Hashable, Sendable {
    /// The exact width, if any.
    public var width: LayoutDimension
    /// The exact height, if any.
    public var height: LayoutDimension
    /// The smallest width.
    public var minWidth: LayoutDimension
    /// The smallest height.
    public var minHeight: LayoutDimension
    /// The largest width.
    public var maxWidth: LayoutDimension
    /// The largest height.
    public var maxHeight: LayoutDimension

    /// Constraints given one by one; each one left out is ``LayoutDimension/auto`` (no constraint).
    public init(
        width: LayoutDimension = .auto,
        height: LayoutDimension = .auto,
        minWidth: LayoutDimension = .auto,
        minHeight: LayoutDimension = .auto,
        maxWidth: LayoutDimension = .auto,
        maxHeight: LayoutDimension = .auto
    ) {
        self.width = width
        self.height = height
        self.minWidth = minWidth
        self.minHeight = minHeight
        self.maxWidth = maxWidth
        self.maxHeight = maxHeight
    }

    /// The range these constraints allow inside a parent of `parentSize` (a dimension NaN or infinite when
    /// unknown), as `RCComponentSize::resolve` computes it: as in CSS, the minimum wins over the maximum, and the
    /// maximum over the exact size; an exact size outside the limits is clipped to them.
    public func resolve(in parentSize: CGSize) -> SizeRange {
        let width = Self.constrain(
            min: minWidth.resolve(auto: 0, parent: parentSize.width),
            exact: self.width.resolve(auto: .nan, parent: parentSize.width),
            max: maxWidth.resolve(auto: .infinity, parent: parentSize.width)
        )
        let height = Self.constrain(
            min: minHeight.resolve(auto: 0, parent: parentSize.height),
            exact: self.height.resolve(auto: .nan, parent: parentSize.height),
            max: maxHeight.resolve(auto: .infinity, parent: parentSize.height)
        )
        return SizeRange(
            min: CGSize(width: width.min, height: height.min),
            max: CGSize(width: width.max, height: height.max)
        )
    }

    /// One axis of ``resolve(in:)``: `CKCSConstrain`.
    private static func constrain(min: CGFloat, exact: CGFloat, max: CGFloat) -> (min: CGFloat, max: CGFloat) {
        if max <= min { return (min, min) }
        guard exact.isFinite else { return (min, max) }
        if exact > max { return (max, max) }
        if exact < min { return (min, min) }
        return (exact, exact)
    }
}
