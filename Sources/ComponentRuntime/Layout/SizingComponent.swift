import Foundation

/// Gives its child a size, or limits to its size, relative to the parent's: ComponentKit's `CKSizingComponent`,
/// what CKSwift's `.frame(…)` builds.
///
/// Laid out within a range, it resolves its ``constraints`` against the largest size the range allows (the
/// parent's size as ComponentKit's layout components pass it on; a percentage of an unbounded maximum is
/// ``LayoutDimension/auto``), intersects them with the range (where they do not overlap the range wins), lays
/// the child out within that, and is the child's size moved into it.
public final class SizingComponent: Component {
    /// The size and its limits.
    public let constraints: SizeConstraints
    /// The child.
    public let child: Component

    /// `child` within `constraints`.
    public init(_ constraints: SizeConstraints, child: Component) {
        self.constraints = constraints
        self.child = child
        super.init()
    }

    override var layoutChildren: [Component] { [child] }

    /// The child within the range and the resolved constraints (see ``SizingComponent``).
    public override func computeLayout(in range: SizeRange) -> ComponentLayout {
        let parent = CGSize(
            width: range.max.width.isFinite ? range.max.width : .nan,
            height: range.max.height.isFinite ? range.max.height : .nan
        )
        let resolved = Self.intersect(range, constraints.resolve(in: parent))
        let childLayout = child.layout(in: resolved)
        return ComponentLayout(
            component: self,
            size: resolved.clamp(childLayout.size),
            children: [ComponentLayout.Child(origin: .zero, layout: childLayout)]
        )
    }

    /// The sizes in both `range` and `other`; along an axis where they do not overlap, the point of `range`
    /// nearest to `other` (`CKSizeRange::intersect`).
    static func intersect(_ range: SizeRange, _ other: SizeRange) -> SizeRange {
        func axis(_ min: CGFloat, _ max: CGFloat, _ otherMin: CGFloat, _ otherMax: CGFloat) -> (CGFloat, CGFloat) {
            let low = Swift.max(min, otherMin)
            let high = Swift.min(max, otherMax)
            if !(low > high) { return (low, high) }
            return min < otherMin ? (max, max) : (min, min)
        }
        let width = axis(range.min.width, range.max.width, other.min.width, other.max.width)
        let height = axis(range.min.height, range.max.height, other.min.height, other.max.height)
        return SizeRange(min: CGSize(width: width.0, height: height.0), max: CGSize(width: width.1, height: height.1))
    }
}
