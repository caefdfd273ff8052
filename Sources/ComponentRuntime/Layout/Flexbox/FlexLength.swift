public import Foundation

/// A length in a ``FlexStyle``: points, a percentage of the containing box, `auto`, or unset.
///
/// Percentages resolve as Yoga resolves them: widths, insets and the flex basis against the parent's content box
/// along the same axis; margins and padding against the parent's content width (as CSS does for both axes).
public enum FlexLength: Hashable, Sendable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    /// Not set: the property falls back to its default (for sizes, the same as ``auto``).
    case undefined
    /// Decided by the algorithm (content size, stretch, or for margins the free space).
    case auto
    /// A fixed length in points.
    case points(CGFloat)
    /// A percentage (`50` is half) of the reference length.
    case percent(CGFloat)

    /// A length in points, written as a literal: `width: 100`.
    public init(integerLiteral value: Int) { self = .points(CGFloat(value)) }

    /// A length in points, written as a literal: `width: 12.5`.
    public init(floatLiteral value: Double) { self = .points(CGFloat(value)) }

    /// The length in points against `reference`, or NaN when it has none (unset, `auto`, or a percentage of an
    /// undefined reference). NaN stands for "undefined" in the engine, as in Yoga: comparisons with it are false.
    @inline(__always)
    func resolve(_ reference: Double) -> Double {
        switch self {
        case .points(let value): return Double(value)
        case .percent(let value): return Double(value) * reference * 0.01
        case .undefined, .auto: return .nan
        }
    }

    /// Whether the length is set (anything but ``undefined``).
    var isDefined: Bool {
        if case .undefined = self { return false }
        return true
    }

    /// Whether the length needs no reference to resolve: points, or unset (zero for a margin).
    var isFixed: Bool {
        switch self {
        case .points, .undefined: return true
        case .percent, .auto: return false
        }
    }

    /// Whether the length is ``auto``.
    var isAuto: Bool {
        if case .auto = self { return true }
        return false
    }

    /// Whether the length is a percentage.
    var isPercent: Bool {
        if case .percent = self { return true }
        return false
    }

    /// Yoga compares lengths by unit and then with a small tolerance (used for min == max).
    func inexactlyEquals(_ other: FlexLength) -> Bool {
        switch (self, other) {
        case (.undefined, .undefined), (.auto, .auto): return true
        case (.points(let a), .points(let b)), (.percent(let a), .percent(let b)):
            return flexInexactEquals(Double(a), Double(b))
        default: return false
        }
    }
}
