public import Foundation

/// Lays its child out inside insets: ComponentKit's `CKInsetComponent`. An infinite inset (`.infinity`) on one
/// side of an axis pushes the child to the other side, at its own size.
public final class InsetComponent: Component {
    /// The insets around the child.
    public let insets: UIEdgeInsets
    /// The child.
    public let child: Component

    /// The child inside `insets`.
    public init(view: ViewConfiguration? = nil, insets: UIEdgeInsets, child: Component) {
        self.insets = insets
        self.child = child
        super.init(view: view)
    }

    override var layoutChildren: [Component] { [child] }

    /// The child in the range less the insets; this component is the child's size plus the insets.
    public override func computeLayout(in range: SizeRange) -> ComponentLayout {
        func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
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
        let size = range.clamp(
            CGSize(width: childLayout.size.width + horizontal, height: childLayout.size.height + vertical)
        )
        // An infinite inset on one side keeps the child against the other.
        let x = insets.left.isFinite ? insets.left : size.width - finite(insets.right) - childLayout.size.width
        let y = insets.top.isFinite ? insets.top : size.height - finite(insets.bottom) - childLayout.size.height
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
    public let component: Component
    /// The component behind, stretched to that size.
    public let background: Component

    /// `component` with `background` behind it.
    public init(_ component: Component, background: Component) {
        self.component = component
        self.background = background
        super.init()
    }

    override var layoutChildren: [Component] { [background, component] }

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
    public let component: Component
    /// The component in front, stretched to that size.
    public let overlay: Component

    /// `component` with `overlay` in front of it.
    public init(_ component: Component, overlay: Component) {
        self.component = component
        self.overlay = overlay
        super.init()
    }

    override var layoutChildren: [Component] { [component, overlay] }

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
public final class CenterComponent: Component {
    /// The axes to center on.
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

    /// Which axes the child is centered on (on the others it sits at the start).
    public let centering: Axes
    /// The child.
    public let child: Component

    /// `child` centered on `centering`, in a component as large as the range allows (or the child, when the
    /// range is unconstrained).
    public init(centering: Axes = .xy, child: Component) {
        self.centering = centering
        self.child = child
        super.init()
    }

    override var layoutChildren: [Component] { [child] }

    /// The child at its own size, centered in the largest size the range allows.
    public override func computeLayout(in range: SizeRange) -> ComponentLayout {
        let childLayout = child.layout(in: SizeRange(min: .zero, max: range.max))
        let size = CGSize(
            width: range.max.width.isFinite ? range.max.width : max(range.min.width, childLayout.size.width),
            height: range.max.height.isFinite ? range.max.height : max(range.min.height, childLayout.size.height)
        )
        let origin = CGPoint(
            x: centering.contains(.x) ? (size.width - childLayout.size.width) / 2 : 0,
            y: centering.contains(.y) ? (size.height - childLayout.size.height) / 2 : 0
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
public final class RatioComponent: Component {
    /// Height divided by width.
    public let ratio: CGFloat
    /// The child.
    public let child: Component

    /// `child` at `ratio` (height ÷ width).
    public init(ratio: CGFloat, child: Component) {
        self.ratio = ratio
        self.child = child
        super.init()
    }

    override var layoutChildren: [Component] { [child] }

    /// The widest size within the range that keeps the ratio (from the maximum width, else from the maximum
    /// height), then the child at exactly that size.
    public override func computeLayout(in range: SizeRange) -> ComponentLayout {
        var size: CGSize
        if range.max.width.isFinite {
            size = CGSize(width: range.max.width, height: range.max.width * ratio)
            if size.height > range.max.height {
                size = CGSize(width: range.max.height / ratio, height: range.max.height)
            }
        } else if range.max.height.isFinite, ratio > 0 {
            size = CGSize(width: range.max.height / ratio, height: range.max.height)
        } else {
            let natural = child.layout(in: range).size
            size = CGSize(width: natural.width, height: natural.width * ratio)
        }
        size = range.clamp(size)
        return ComponentLayout(
            component: self,
            size: size,
            children: [ComponentLayout.Child(origin: .zero, layout: child.layout(in: SizeRange(exactly: size)))]
        )
    }
}
