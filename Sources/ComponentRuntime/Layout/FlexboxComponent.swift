public import Foundation

/// Lays its children out with flexbox, as Yoga does: ComponentKit's `CKFlexboxComponent`.
///
/// The container's ``style`` sets the direction, justification, alignment, wrapping, padding and gaps; each
/// child's ``Child/style`` its flex factors, basis, own alignment, margins, position and size limits. A child
/// whose own ``ComponentSize`` fixes a dimension keeps it unless its style sets that dimension. Children are
/// measured with their own ``Component/layout(in:)``, so any component (text, a composite, another flexbox)
/// can sit in a flexbox.
///
/// Written with ``ComponentBuilder`` and the flex child modifiers, as in CKSwift:
///
/// ```swift
/// FlexboxComponent(direction: .row, alignItems: .center) {
///     avatar
///     name.flexGrow(1).spacingBefore(8)
///     followButton.spacingBefore(8)
/// }
/// ```
///
/// Or with a style and a list of children:
///
/// ```swift
/// FlexboxComponent(style: FlexStyle(direction: .row, alignItems: .center), children: [
///     .init(avatar),
///     .init(name, spacingBefore: 8, flexGrow: 1),
///     .init(followButton, spacingBefore: 8),
/// ])
/// ```
///
/// Flex child modifiers go last, as in CKSwift: a layout modifier (`.padding`, `.frame`, …) wraps its receiver
/// in a new component, so `name.padding(4).flexGrow(1)` grows and `name.flexGrow(1).padding(4)` does not.
public final class FlexboxComponent: Component {
    /// One child and how it takes part in the flexbox.
    public struct Child {
        /// The child component.
        public let component: Component
        /// Its flex properties (flex factors, basis, `alignSelf`, margins, position, size limits).
        public var style: FlexStyle {
            get { styleBox.style }
            set {
                if isKnownUniquelyReferenced(&styleBox) {
                    styleBox.style = newValue
                } else {
                    styleBox = FlexStyleBox(newValue)
                }
            }
        }
        /// The style, boxed: a child is copied several times on its way into a flexbox (a builder passes it along),
        /// and a style is hundreds of bytes while most children keep the default one, which they all share.
        @usableFromInline var styleBox: FlexStyleBox
        /// Extra space before it along the main axis (ComponentKit's `spacingBefore`).
        public var spacingBefore: CGFloat
        /// Extra space after it along the main axis (ComponentKit's `spacingAfter`).
        public var spacingAfter: CGFloat

        /// A child with its flex properties.
        public init(
            _ component: Component,
            style: FlexStyle = FlexStyle(),
            spacingBefore: CGFloat = 0,
            spacingAfter: CGFloat = 0
        ) {
            self.component = component
            self.styleBox = style == FlexStyleBox.defaultStyle.style ? FlexStyleBox.defaultStyle : FlexStyleBox(style)
            self.spacingBefore = spacingBefore
            self.spacingAfter = spacingAfter
        }

        /// This child's flex properties for `component`.
        func replacing(_ component: Component) -> Child {
            var child = Child(component)
            child.styleBox = styleBox
            child.spacingBefore = spacingBefore
            child.spacingAfter = spacingAfter
            return child
        }

        /// A child with the default flex properties.
        @inlinable
        public init(_ component: Component) {
            self.component = component
            self.styleBox = FlexStyleBox.defaultStyle
            self.spacingBefore = 0
            self.spacingAfter = 0
        }

        /// A child with its flex properties one by one, ComponentKit's `CKFlexboxComponentChild` fields; each one
        /// left out keeps its default (no flexing, `alignSelf` ``FlexAlign/auto``, no margins, in the flow).
        /// - Parameters:
        ///   - component: the child component.
        ///   - spacingBefore: extra space before it along the main axis.
        ///   - spacingAfter: extra space after it along the main axis.
        ///   - flexGrow: its share of the positive free space.
        ///   - flexShrink: its weight (times the flex basis) in giving up negative free space.
        ///   - flexBasis: its main size before free space is distributed.
        ///   - alignSelf: its cross-axis alignment, overriding the container's `alignItems`.
        ///   - margin: space around it; spacing adds to the margins on the main axis.
        ///   - position: offsets (relative) or placement against the container's padding box (absolute).
        ///   - positionType: in the flow (``FlexPositionType/relative``) or out of it (``FlexPositionType/absolute``).
        ///   - width: its width, overriding a width its own ``ComponentSize`` fixes (ComponentKit's
        ///     `sizeConstraints`, as are the next five).
        ///   - height: its height.
        ///   - minWidth: its smallest width.
        ///   - minHeight: its smallest height.
        ///   - maxWidth: its largest width.
        ///   - maxHeight: its largest height.
        ///   - aspectRatio: width divided by height, applied when only one of them is known.
        public init(
            _ component: Component,
            spacingBefore: CGFloat = 0,
            spacingAfter: CGFloat = 0,
            flexGrow: CGFloat = 0,
            flexShrink: CGFloat = 0,
            flexBasis: FlexLength = .auto,
            alignSelf: FlexAlign = .auto,
            margin: FlexEdges = .undefined,
            position: FlexEdges = .undefined,
            positionType: FlexPositionType = .relative,
            width: FlexLength = .auto,
            height: FlexLength = .auto,
            minWidth: FlexLength = .undefined,
            minHeight: FlexLength = .undefined,
            maxWidth: FlexLength = .undefined,
            maxHeight: FlexLength = .undefined,
            aspectRatio: CGFloat? = nil
        ) {
            self.init(
                component,
                style: FlexStyle(
                    alignSelf: alignSelf,
                    flexGrow: flexGrow,
                    flexShrink: flexShrink,
                    flexBasis: flexBasis,
                    width: width,
                    height: height,
                    minWidth: minWidth,
                    minHeight: minHeight,
                    maxWidth: maxWidth,
                    maxHeight: maxHeight,
                    margin: margin,
                    position: position,
                    positionType: positionType,
                    aspectRatio: aspectRatio
                ),
                spacingBefore: spacingBefore,
                spacingAfter: spacingAfter
            )
        }
    }

    /// The container's flex properties.
    public let style: FlexStyle
    /// The children, in order.
    public private(set) var children: [Child]
    /// The engine's cache and the children's nodes, kept across this flexbox's layouts until something below it
    /// changes: a parent measures it and then lays it out at the final size, and only the container's limits
    /// change in between.
    private let layoutState = FlexboxLayoutState()

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

    /// A flexbox whose children are written with ``ComponentBuilder``, its style given property by property:
    /// CKSwift's `FlexboxComponent` initializer. The defaults are ComponentKit's (`CKFlexboxComponentStyle`), which
    /// are also ``FlexStyle``'s: a column, children packed at the start and stretched across, no wrapping.
    /// - Parameters:
    ///   - view: an optional view of the flexbox's own.
    ///   - size: a fixed size; dimensions left `nil` fit the children.
    ///   - direction: the main axis.
    ///   - justifyContent: how free space is distributed along the main axis.
    ///   - alignItems: how children are aligned across.
    ///   - alignContent: how lines are distributed across, when children wrap.
    ///   - wrap: whether children wrap onto several lines.
    ///   - spacing: the space between consecutive children along the main axis (ComponentKit's style
    ///     `spacing`), added to their own spacing and margins. It is the style's gap along the main axis
    ///     (``FlexStyle/rowGap`` in a column, ``FlexStyle/columnGap`` in a row), so unlike ComponentKit's,
    ///     which it emulates with margins, it does not come before the first child of a wrapped line.
    ///   - padding: space inside the flexbox, around its children.
    ///   - layoutDirection: the reading direction: right to left mirrors rows and puts `start` edges (and
    ///     spacing before a child) on the right. ``FlexLayoutDirection/inherit`` takes the
    ///     ``FlexLayoutDirectionKey`` context value.
    ///   - children: the children, written one per line.
    public convenience init(
        view: ViewConfiguration? = nil,
        size: ComponentSize = ComponentSize(),
        direction: FlexDirection = .column,
        justifyContent: FlexJustify = .flexStart,
        alignItems: FlexAlign = .stretch,
        alignContent: FlexAlign = .flexStart,
        wrap: FlexWrap = .noWrap,
        spacing: CGFloat = 0,
        padding: FlexEdges = .undefined,
        layoutDirection: FlexLayoutDirection = .inherit,
        @ComponentBuilder children: () -> [Child]
    ) {
        let horizontal = direction == .row || direction == .rowReverse
        let gap: FlexLength = spacing == 0 ? .undefined : .points(spacing)
        // The default style changed in place: cheaper than the memberwise initializer's thirty arguments, and a
        // flexbox per description body makes it count.
        var style = FlexStyleBox.defaultStyle.style
        style.direction = direction
        style.justifyContent = justifyContent
        style.alignItems = alignItems
        style.alignContent = alignContent
        style.wrap = wrap
        style.padding = padding
        style.layoutDirection = layoutDirection
        if horizontal { style.columnGap = gap } else { style.rowGap = gap }
        self.init(view: view, size: size, style: style, children: children())
    }

    override var ownLayoutChildren: [Component] { children.map { $0.component } }

    override func copyForAnotherPlace() -> Component? {
        FlexboxComponent(view: viewConfiguration, size: size, style: style, children: children)
    }

    override func replaceLayoutChild(at index: Int, with copy: Component) -> Bool {
        children[index] = children[index].replacing(copy)
        return true
    }

    /// Lays the children out with the flexbox engine within `range`.
    public override func computeLayout(in range: SizeRange) -> ComponentLayout {
        var containerStyle = style
        if let (repaired, problems) = style.repairedForLayout() {
            reportInvalidLayoutInput("has a flex style where " + problems.joined(separator: "; "))
            containerStyle = repaired
        }
        Self.fix(&containerStyle, to: size)
        Self.limit(&containerStyle, to: range)
        // A layout with none cached before it is the first since this flexbox was built or something below it
        // changed (a state update keeps the flexbox and re-renders a child in place): its measurements are stale.
        let result = layoutState.layout(
            containerStyle,
            children: { childNodes() },
            layoutDirection: context[FlexLayoutDirectionKey.self],
            isFirstSinceChange: record.layouts.isEmpty
        )
        let placed = zip(children, result.children).map { child, frame in
            ComponentLayout.Child(
                origin: frame.frame.origin,
                layout: child.component.layout(in: SizeRange(exactly: frame.frame.size))
            )
        }
        return ComponentLayout(component: self, size: range.clamp(result.frame.size), children: placed)
    }

    /// The children as engine nodes: content leaves measured by the child components' own layout, and aligned on
    /// their baselines when they have one (``BaselineProviding``).
    private func childNodes() -> [FlexNode] {
        var nodes: [FlexNode] = []
        nodes.reserveCapacity(children.count)
        for child in children {
            var childStyle = child.style
            // The default style, which most children share, needs no checking.
            if child.styleBox !== FlexStyleBox.defaultStyle, let (repaired, problems) = childStyle.repairedForLayout() {
                child.component.reportInvalidLayoutInput(
                    "is a flexbox child whose flex properties say " + problems.joined(separator: "; ")
                )
                childStyle = repaired
            }
            Self.fix(&childStyle, to: child.component.size)
            if child.spacingBefore != 0 || child.spacingAfter != 0 {
                childStyle.margin = Self.margin(
                    childStyle.margin,
                    adding: Self.repairedSpacing(of: child),
                    along: style.direction
                )
            }
            let measured = MeasuredComponent(child.component)
            var baseline: FlexBaselineFunction?
            if child.component is any BaselineProviding {
                baseline = { width, height in measured.baseline(width: width, height: height) }
            }
            let measure: FlexMeasureFunction = { width, widthMode, height, heightMode in
                measured.size(width: width, widthMode: widthMode, height: height, heightMode: heightMode)
            }
            nodes.append(FlexNode(style: childStyle, measure: measure, baseline: baseline))
        }
        return nodes
    }

    /// The child with its spacing before and after made finite (NaN or infinite spacing is 0, reported): it adds
    /// to the margins, where a NaN would reach the siblings' positions.
    private static func repairedSpacing(of child: Child) -> Child {
        guard !(child.spacingBefore.isFinite && child.spacingAfter.isFinite) else { return child }
        var repaired = child
        for (name, value) in [("spacingBefore", child.spacingBefore), ("spacingAfter", child.spacingAfter)]
        where !value.isFinite {
            child.component.reportInvalidLayoutInput("is a flexbox child whose \(name) is \(value), taken as 0")
        }
        if !child.spacingBefore.isFinite { repaired.spacingBefore = 0 }
        if !child.spacingAfter.isFinite { repaired.spacingAfter = 0 }
        return repaired
    }

    /// `margin` with a child's spacing before and after it added along `direction`. Spacing is logical, as in
    /// ComponentKit: along a row it goes on the start and end edges, which a right-to-left layout mirrors.
    private static func margin(_ margin: FlexEdges, adding child: Child, along direction: FlexDirection) -> FlexEdges {
        var margin = margin
        let horizontal = direction.isRow
        let reversed = direction == .rowReverse || direction == .columnReverse
        let start = horizontal ? (margin.start.isDefined ? margin.start : margin.left) : margin.top
        let end = horizontal ? (margin.end.isDefined ? margin.end : margin.right) : margin.bottom
        let before = FlexLength.points(child.spacingBefore + (reversed ? end : start).points)
        let after = FlexLength.points(child.spacingAfter + (reversed ? start : end).points)
        switch (horizontal, reversed) {
        case (true, false): (margin.start, margin.end) = (before, after)
        case (true, true): (margin.end, margin.start) = (before, after)
        case (false, false): (margin.top, margin.bottom) = (before, after)
        case (false, true): (margin.bottom, margin.top) = (before, after)
        }
        return margin
    }

    /// A dimension or limit the component's own size gives becomes the style's, unless the style sets one (as
    /// `applySizeAttributes` in `CKFlexboxComponent.mm` applies the node's size).
    private static func fix(_ style: inout FlexStyle, to size: ComponentSize) {
        if size.isOpen { return }
        func length(_ dimension: LayoutDimension) -> FlexLength? {
            switch dimension {
            case .auto: return nil
            case .points(let points): return .points(points)
            case .percent(let percent): return .percent(percent)
            }
        }
        let constraints = size.constraints
        if let width = length(constraints.width), style.width == .auto { style.width = width }
        if let height = length(constraints.height), style.height == .auto { style.height = height }
        if let minWidth = length(constraints.minWidth), style.minWidth == .undefined { style.minWidth = minWidth }
        if let minHeight = length(constraints.minHeight), style.minHeight == .undefined { style.minHeight = minHeight }
        if let maxWidth = length(constraints.maxWidth), style.maxWidth == .undefined { style.maxWidth = maxWidth }
        if let maxHeight = length(constraints.maxHeight), style.maxHeight == .undefined { style.maxHeight = maxHeight }
    }

    /// The range becomes the container's minimum and maximum where its style sets none.
    private static func limit(_ style: inout FlexStyle, to range: SizeRange) {
        if range.min.width > 0, style.minWidth == .undefined { style.minWidth = .points(range.min.width) }
        if range.min.height > 0, style.minHeight == .undefined { style.minHeight = .points(range.min.height) }
        if range.max.width.isFinite, style.maxWidth == .undefined { style.maxWidth = .points(range.max.width) }
        if range.max.height.isFinite, style.maxHeight == .undefined { style.maxHeight = .points(range.max.height) }
    }
}

/// A child's flex style in a box of its own, shared until it is changed.
@usableFromInline
final class FlexStyleBox: @unchecked Sendable {
    // @unchecked: the box is changed in place only while one child holds it alone (`isKnownUniquelyReferenced`);
    // the shared default box is never changed, since the static below always holds it too.
    @usableFromInline var style: FlexStyle

    @usableFromInline
    init(_ style: FlexStyle) { self.style = style }

    /// The box every child with the default style shares.
    @usableFromInline static let defaultStyle = FlexStyleBox(FlexStyle())
}

/// A component measured from inside the flexbox engine, whose measure functions are `@Sendable`.
///
/// `@unchecked Sendable` is safe here: the engine calls measure functions synchronously, on the thread that
/// called `layout`, within that call, and a flexbox's layouts run one at a time under its
/// ``FlexboxLayoutState``'s lock; a component's own `layout(in:)` may be called from any thread building or
/// laying out a tree.
private final class MeasuredComponent: @unchecked Sendable {
    private let component: Component
    init(_ component: Component) { self.component = component }

    func baseline(width: CGFloat, height: CGFloat) -> CGFloat {
        (component as? any BaselineProviding)?.firstBaseline(in: CGSize(width: width, height: height)) ?? height
    }

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
