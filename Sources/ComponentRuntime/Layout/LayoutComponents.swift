public import Foundation

/// Lays its child out inside insets: ComponentKit's `CKInsetComponent`. An infinite inset (`.infinity`) on one
/// side of an axis pushes the child, at its own size, to the other side; infinite insets on both sides center
/// it. Along such an axis the component is as large as the range allows (as `CKInsetComponent` takes its
/// parent's size), or, when the range is unbounded there, the child's size plus the finite insets.
public final class InsetComponent: Component {
    /// The insets around the child.
    public let insets: UIEdgeInsets
    /// The child.
    public private(set) var child: Component

    /// The child inside `insets`.
    public init(view: ViewConfiguration? = nil, insets: UIEdgeInsets, child: Component) {
        self.insets = insets
        self.child = child
        super.init(view: view)
    }

    /// The child inside insets given edge by edge; an edge left `nil` is 0 (CKSwift's
    /// `padding(top:left:bottom:right:)`).
    public convenience init(
        view: ViewConfiguration? = nil,
        top: CGFloat? = nil,
        left: CGFloat? = nil,
        bottom: CGFloat? = nil,
        right: CGFloat? = nil,
        child: Component
    ) {
        self.init(
            view: view,
            insets: UIEdgeInsets(top: top ?? 0, left: left ?? 0, bottom: bottom ?? 0, right: right ?? 0),
            child: child
        )
    }

    override var ownLayoutChildren: [Component] { [child] }

    override func copyForAnotherPlace() -> Component? {
        InsetComponent(view: viewConfiguration, insets: insets, child: child)
    }

    override func replaceLayoutChild(at index: Int, with copy: Component) -> Bool {
        child = copy
        return true
    }

    /// The child in the range less the insets; this component is the child's size plus the insets (see
    /// ``InsetComponent`` for infinite insets), as `CKInsetComponent.computeLayoutThatFits:` lays it out.
    public override func computeLayout(in range: SizeRange) -> ComponentLayout {
        func finite(_ value: CGFloat, _ substitute: CGFloat = 0) -> CGFloat { value.isFinite ? value : substitute }
        let horizontal = finite(insets.left) + finite(insets.right)
        let vertical = finite(insets.top) + finite(insets.bottom)
        // Along an axis with an infinite inset the child keeps its own size.
        let pinsHorizontally = !insets.left.isFinite || !insets.right.isFinite
        let pinsVertically = !insets.top.isFinite || !insets.bottom.isFinite
        let childRange = SizeRange(
            min: CGSize(
                width: pinsHorizontally ? 0 : max(0, range.min.width - horizontal),
                height: pinsVertically ? 0 : max(0, range.min.height - vertical)
            ),
            max: CGSize(width: max(0, range.max.width - horizontal), height: max(0, range.max.height - vertical))
        )
        let childLayout = child.layout(in: childRange)
        let childSize = childLayout.size
        // With an infinite inset ComponentKit takes the parent's size (here the range's maximum) along the axis.
        let size = range.clamp(
            CGSize(
                width: pinsHorizontally && range.max.width.isFinite ? range.max.width : childSize.width + horizontal,
                height: pinsVertically && range.max.height.isFinite ? range.max.height : childSize.height + vertical
            )
        )
        // An infinite inset on one side keeps the child against the other; on both, the child is centered.
        let x = finite(
            insets.left,
            size.width - (finite(insets.right, (size.width - childSize.width) / 2) + childSize.width)
        )
        let y = finite(
            insets.top,
            size.height - (finite(insets.bottom, (size.height - childSize.height) / 2) + childSize.height)
        )
        return ComponentLayout(
            component: self,
            size: size,
            children: [ComponentLayout.Child(origin: CGPoint(x: x, y: y), layout: childLayout)]
        )
    }
}

/// A component with another laid out behind it at its size: ComponentKit's `CKBackgroundLayoutComponent`.
public final class BackgroundComponent: Component {
    /// The component in front, which decides the size.
    public private(set) var component: Component
    /// The component behind, stretched to that size.
    public private(set) var background: Component

    /// `component` with `background` behind it.
    public init(_ component: Component, background: Component) {
        self.component = component
        self.background = background
        super.init()
    }

    override var ownLayoutChildren: [Component] { [background, component] }

    override func copyForAnotherPlace() -> Component? { BackgroundComponent(component, background: background) }

    override func replaceLayoutChild(at index: Int, with copy: Component) -> Bool {
        if index == 0 { background = copy } else { component = copy }
        return true
    }

    /// The component's size; the background behind it (mounted first) at the same size.
    public override func computeLayout(in range: SizeRange) -> ComponentLayout {
        let front = component.layout(in: range)
        let back = background.layout(in: SizeRange(exactly: front.size))
        return ComponentLayout(
            component: self,
            size: front.size,
            children: [
                ComponentLayout.Child(origin: .zero, layout: back), ComponentLayout.Child(origin: .zero, layout: front),
            ]
        )
    }
}

/// A component with another laid out in front of it at its size: ComponentKit's `CKOverlayLayoutComponent`.
public final class OverlayComponent: Component {
    /// The component behind, which decides the size.
    public private(set) var component: Component
    /// The component in front, stretched to that size.
    public private(set) var overlay: Component

    /// `component` with `overlay` in front of it.
    public init(_ component: Component, overlay: Component) {
        self.component = component
        self.overlay = overlay
        super.init()
    }

    override var ownLayoutChildren: [Component] { [component, overlay] }

    override func copyForAnotherPlace() -> Component? { OverlayComponent(component, overlay: overlay) }

    override func replaceLayoutChild(at index: Int, with copy: Component) -> Bool {
        if index == 0 { component = copy } else { overlay = copy }
        return true
    }

    /// The component's size; the overlay in front of it (mounted last) at the same size.
    public override func computeLayout(in range: SizeRange) -> ComponentLayout {
        let back = component.layout(in: range)
        let front = overlay.layout(in: SizeRange(exactly: back.size))
        return ComponentLayout(
            component: self,
            size: back.size,
            children: [
                ComponentLayout.Child(origin: .zero, layout: back), ComponentLayout.Child(origin: .zero, layout: front),
            ]
        )
    }
}

/// Centers its child: ComponentKit's `CKCenterLayoutComponent`.
///
/// Laid out within a range, it is as large as the range allows along each axis with a finite maximum, else the
/// child's size (moved into the range). The child is laid out up to the range's maximum; along an axis it is
/// centered on its minimum is 0, along the others it is the range's minimum, so a child that is not centered
/// on an axis fills at least what the range demands there. ``SizingOptions`` shrink the component to the
/// child along an axis, never below the range's minimum. (ComponentKit also rounds the child's origin to the
/// screen's pixels; layout here is in points and leaves a half point as it is.)
public final class CenterComponent: Component {
    /// The axes to center on: ComponentKit's `CenteringOptions`. The empty set puts the child at the origin.
    public struct Axes: OptionSet, Hashable, Sendable {
        /// The raw bit mask.
        public let rawValue: Int
        /// Creates a set from a raw bit mask.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Horizontally.
        public static let x = Axes(rawValue: 1)
        /// Vertically.
        public static let y = Axes(rawValue: 2)
        /// Both.
        public static let xy: Axes = [.x, .y]
    }

    /// ComponentKit's name for the axes to center on.
    public typealias CenteringOptions = Axes

    /// How large the component is: ComponentKit's `CKCenterLayoutComponentSizingOptions`.
    public struct SizingOptions: OptionSet, Hashable, Sendable {
        /// The raw bit mask.
        public let rawValue: Int
        /// Creates a set from a raw bit mask.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// As large as the range allows on both axes.
        public static let `default`: SizingOptions = []
        /// Only as wide as the child (within the range).
        public static let minimumX = SizingOptions(rawValue: 1)
        /// Only as tall as the child (within the range).
        public static let minimumY = SizingOptions(rawValue: 2)
        /// Only as large as the child on both axes (within the range).
        public static let minimumXY: SizingOptions = [.minimumX, .minimumY]
    }

    /// Which axes the child is centered on (on the others it sits at the start).
    public let centering: Axes
    /// Along which axes the component shrinks to the child.
    public let sizing: SizingOptions
    /// The child.
    public private(set) var child: Component

    /// `child` centered on `centering`, in a component as large as the range allows (or the child, when the
    /// range is unconstrained) except along the axes `sizing` shrinks to the child.
    public init(centering: Axes = .xy, sizing: SizingOptions = .default, child: Component) {
        self.centering = centering
        self.sizing = sizing
        self.child = child
        super.init()
    }

    override var ownLayoutChildren: [Component] { [child] }

    override func copyForAnotherPlace() -> Component? {
        CenterComponent(centering: centering, sizing: sizing, child: child)
    }

    override func replaceLayoutChild(at index: Int, with copy: Component) -> Bool {
        child = copy
        return true
    }

    /// The child centered, as `CKCenterLayoutComponent` lays it out (see ``CenterComponent``).
    public override func computeLayout(in range: SizeRange) -> ComponentLayout {
        let centersX = centering.contains(.x)
        let centersY = centering.contains(.y)
        let childRange = SizeRange(
            min: CGSize(width: centersX ? 0 : range.min.width, height: centersY ? 0 : range.min.height),
            max: range.max
        )
        let childLayout = child.layout(in: childRange)
        let childSize = childLayout.size
        // As large as a finite maximum allows; the child's size where the maximum is unbounded.
        var size = range.clamp(
            CGSize(
                width: range.max.width.isFinite ? range.max.width : childSize.width,
                height: range.max.height.isFinite ? range.max.height : childSize.height
            )
        )
        // Shrunk to the child where the sizing options ask, but not below the range's minimum.
        size = range.clamp(
            CGSize(
                width: sizing.contains(.minimumX) ? min(size.width, childSize.width) : size.width,
                height: sizing.contains(.minimumY) ? min(size.height, childSize.height) : size.height
            )
        )
        let origin = CGPoint(
            x: centersX ? (size.width - childSize.width) / 2 : 0,
            y: centersY ? (size.height - childSize.height) / 2 : 0
        )
        return ComponentLayout(
            component: self,
            size: size,
            children: [ComponentLayout.Child(origin: origin, layout: childLayout)]
        )
    }
}

/// Gives its child a height that is a ratio of its width: ComponentKit's `CKRatioLayoutComponent`
/// (`ratio` is height ÷ width).
///
/// Laid out within a range (restricted to its ``Component/size``, as any component's), it tries the range's
/// maximum width with the height the ratio gives, and the maximum height with its width, each moved into the
/// range, and keeps the one whose ratio is nearest (the width-based one on a tie); the child is laid out at that
/// size, and the component is the child's size. With no finite maximum on either axis the ratio cannot apply:
/// the child is laid out within the range as it is. (ComponentKit also floors the other dimension to the screen's
/// pixels; layout here is in points and leaves it as it is.)
public final class RatioComponent: Component {
    /// Height divided by width.
    public let ratio: CGFloat
    /// The child.
    public private(set) var child: Component

    /// `child` at `ratio` (height ÷ width), within `size`. A ratio that is not positive is taken as 1, as
    /// CKSwift's `RatioLayoutComponent` takes it.
    public init(ratio: CGFloat, size: ComponentSize = ComponentSize(), child: Component) {
        self.ratio = ratio > 0 ? ratio : 1
        self.child = child
        super.init(size: size)
    }

    override var ownLayoutChildren: [Component] { [child] }

    override func copyForAnotherPlace() -> Component? { RatioComponent(ratio: ratio, size: size, child: child) }

    override func replaceLayoutChild(at index: Int, with copy: Component) -> Bool {
        child = copy
        return true
    }

    /// The child at the size nearest the ratio within the range (see ``RatioComponent``), as
    /// `CKRatioLayoutComponent.computeLayoutThatFits:` lays it out.
    public override func computeLayout(in range: SizeRange) -> ComponentLayout {
        var options: [CGSize] = []
        if range.max.width.isFinite {
            options.append(range.clamp(CGSize(width: range.max.width, height: ratio * range.max.width)))
        }
        if range.max.height.isFinite {
            options.append(range.clamp(CGSize(width: range.max.height / ratio, height: range.max.height)))
        }
        // The first of the nearest to the ratio, as std::max_element with CK's comparator keeps the first.
        let best = options.min { abs($0.height / $0.width - ratio) < abs($1.height / $1.width - ratio) }
        let childRange = best.map { range.intersect(SizeRange(exactly: $0)) } ?? range
        let childLayout = child.layout(in: childRange)
        return ComponentLayout(
            component: self,
            size: range.clamp(childLayout.size),
            children: [ComponentLayout.Child(origin: .zero, layout: childLayout)]
        )
    }
}
