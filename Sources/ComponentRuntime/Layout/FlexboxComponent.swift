public import Foundation

/// Lays its children out with flexbox, as Yoga does: ComponentKit's `CKFlexboxComponent`.
///
/// The container's ``style`` sets the direction, justification, alignment, wrapping, padding and gaps; each
/// child's ``Child/style`` its flex factors, basis, own alignment, margins, position and size limits. A child
/// whose own ``ComponentSize`` fixes a dimension keeps it unless its style sets that dimension. Children are
/// measured with their own ``Component/layout(in:)``, so any component (text, a composite, another flexbox)
/// can sit in a flexbox.
///
/// ```swift
/// var row = FlexStyle()
/// row.direction = .row
/// row.alignItems = .center
/// FlexboxComponent(style: row, children: [
///     .init(avatar),
///     .init(name, style: { var s = FlexStyle(); s.flexGrow = 1; return s }(), spacingBefore: 8),
///     .init(followButton, spacingBefore: 8),
/// ])
/// ```
public final class FlexboxComponent: Component {
    /// One child and how it takes part in the flexbox.
    public struct Child {
        /// The child component.
        public let component: Component
        /// Its flex properties (flex factors, basis, `alignSelf`, margins, position, size limits).
        public let style: FlexStyle
        /// Extra space before it along the main axis (ComponentKit's `spacingBefore`).
        public let spacingBefore: CGFloat
        /// Extra space after it along the main axis (ComponentKit's `spacingAfter`).
        public let spacingAfter: CGFloat

        /// A child with its flex properties.
        public init(
            _ component: Component,
            style: FlexStyle = FlexStyle(),
            spacingBefore: CGFloat = 0,
            spacingAfter: CGFloat = 0
        ) {
            self.component = component
            self.style = style
            self.spacingBefore = spacingBefore
            self.spacingAfter = spacingAfter
        }
    }

    /// The container's flex properties.
    public let style: FlexStyle
    /// The children, in order.
    public let children: [Child]

    /// A flexbox with an optional view of its own.
    public init(
        view: ViewConfiguration? = nil,
        size: ComponentSize = ComponentSize(),
        style: FlexStyle = FlexStyle(),
        children: [Child]
    ) {
        self.style = style
        self.children = children
        super.init(view: view, size: size)
    }

    override var layoutChildren: [Component] { children.map(\.component) }

    /// Lays the children out with the flexbox engine within `range`.
    public override func computeLayout(in range: SizeRange) -> ComponentLayout {
        var containerStyle = style
        Self.fix(&containerStyle, to: size)
        Self.limit(&containerStyle, to: range)
        let horizontal = style.direction == .row || style.direction == .rowReverse
        let nodes = children.map { child -> FlexNode in
            var childStyle = child.style
            Self.fix(&childStyle, to: child.component.size)
            if child.spacingBefore != 0 || child.spacingAfter != 0 {
                let before = FlexLength.points(
                    child.spacingBefore + (horizontal ? childStyle.margin.left : childStyle.margin.top).points
                )
                let after = FlexLength.points(
                    child.spacingAfter + (horizontal ? childStyle.margin.right : childStyle.margin.bottom).points
                )
                let reversed = style.direction == .rowReverse || style.direction == .columnReverse
                switch (horizontal, reversed) {
                case (true, false): (childStyle.margin.left, childStyle.margin.right) = (before, after)
                case (true, true): (childStyle.margin.right, childStyle.margin.left) = (before, after)
                case (false, false): (childStyle.margin.top, childStyle.margin.bottom) = (before, after)
                case (false, true): (childStyle.margin.bottom, childStyle.margin.top) = (before, after)
                }
            }
            let measured = MeasuredComponent(child.component)
            return FlexNode(style: childStyle) { width, widthMode, height, heightMode in
                measured.size(width: width, widthMode: widthMode, height: height, heightMode: heightMode)
            }
        }
        let result = FlexNode(style: containerStyle, children: nodes).layout()
        let placed = zip(children, result.children).map { child, frame in
            ComponentLayout.Child(
                origin: frame.frame.origin,
                layout: child.component.layout(in: SizeRange(exactly: frame.frame.size))
            )
        }
        return ComponentLayout(component: self, size: range.clamp(result.frame.size), children: placed)
    }

    /// A dimension the component's own size fixes becomes the style's, unless the style sets one.
    private static func fix(_ style: inout FlexStyle, to size: ComponentSize) {
        if let width = size.width, style.width == .auto { style.width = .points(width) }
        if let height = size.height, style.height == .auto { style.height = .points(height) }
    }

    /// The range becomes the container's minimum and maximum where its style sets none.
    private static func limit(_ style: inout FlexStyle, to range: SizeRange) {
        if range.min.width > 0, style.minWidth == .undefined { style.minWidth = .points(range.min.width) }
        if range.min.height > 0, style.minHeight == .undefined { style.minHeight = .points(range.min.height) }
        if range.max.width.isFinite, style.maxWidth == .undefined { style.maxWidth = .points(range.max.width) }
        if range.max.height.isFinite, style.maxHeight == .undefined { style.maxHeight = .points(range.max.height) }
    }
}

/// A component measured from inside the flexbox engine, whose measure functions are `@Sendable`.
///
/// `@unchecked Sendable` is safe here: the engine calls measure functions synchronously, on the thread that
/// called `layout`, within that call; ``FlexboxComponent/computeLayout(in:)`` makes the box, lays out and
/// drops it in one call, so the component is only ever used by the thread that is laying its parent out.
private final class MeasuredComponent: @unchecked Sendable {
    private let component: Component
    init(_ component: Component) { self.component = component }

    func size(width: CGFloat, widthMode: FlexMeasureMode, height: CGFloat, heightMode: FlexMeasureMode) -> CGSize {
        func bounds(_ value: CGFloat, _ mode: FlexMeasureMode) -> (CGFloat, CGFloat) {
            switch mode {
            case .exactly: return (value, value)
            case .atMost: return (0, value)
            case .undefined: return (0, .infinity)
            }
        }
        let (minWidth, maxWidth) = bounds(width, widthMode)
        let (minHeight, maxHeight) = bounds(height, heightMode)
        let range = SizeRange(
            min: CGSize(width: minWidth, height: minHeight),
            max: CGSize(width: maxWidth, height: maxHeight)
        )
        return component.layout(in: range).size
    }
}

extension FlexLength {
    /// The value in points, zero for anything but points (spacing adds to point margins).
    fileprivate var points: CGFloat {
        if case .points(let value) = self { return value }
        return 0
    }
}
