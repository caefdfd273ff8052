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
    public private(set) var child: Component

    /// `child` within `constraints`.
    public init(_ constraints: SizeConstraints, child: Component) {
        self.constraints = constraints
        self.child = child
        super.init()
    }

    override var ownLayoutChildren: [Component] { [child] }

    override func copyForAnotherPlace() -> Component? { SizingComponent(constraints, child: child) }

    override func replaceLayoutChild(at index: Int, with copy: Component) -> Bool {
        child = copy
        return true
    }

    /// The child within the range and the resolved constraints (see ``SizingComponent``).
    public override func computeLayout(in range: SizeRange) -> ComponentLayout {
        let parent = CGSize(
            width: range.max.width.isFinite ? range.max.width : .nan,
            height: range.max.height.isFinite ? range.max.height : .nan
        )
        let resolved = range.intersect(constraints.resolve(in: parent))
        let childLayout = child.layout(in: resolved)
        return ComponentLayout(
            component: self,
            size: resolved.clamp(childLayout.size),
            children: [ComponentLayout.Child(origin: .zero, layout: childLayout)]
        )
    }
}
