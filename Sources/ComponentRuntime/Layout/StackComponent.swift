public import Foundation

/// Lays children out in a column or a row, with spacing and cross-axis alignment. This is the whole layout
/// system: fixed sizes and stacks, no flexbox.
public final class StackComponent: Component {
    /// The main axis.
    public enum Direction: Sendable {
        /// Top to bottom.
        case vertical
        /// Leading to trailing.
        case horizontal
    }

    /// Where children sit on the cross axis.
    public enum Alignment: Sendable {
        /// Top (in a row) or leading edge (in a column).
        case start
        /// Centred.
        case center
        /// Bottom (in a row) or trailing edge (in a column).
        case end
    }

    /// The main axis.
    public let direction: Direction
    /// Points between consecutive children.
    public let spacing: CGFloat
    /// Cross-axis alignment of the children.
    public let alignment: Alignment
    /// The children, in order.
    public private(set) var children: [Component]

    /// Creates a stack.
    /// - Parameters:
    ///   - view: an optional background view for the stack.
    ///   - size: a fixed size; dimensions left `nil` fit the children.
    ///   - direction: the main axis.
    ///   - spacing: points between consecutive children.
    ///   - alignment: cross-axis alignment of the children.
    ///   - children: the children, in order.
    public init(
        view: ViewConfiguration? = nil,
        size: ComponentSize = ComponentSize(),
        direction: Direction = .vertical,
        spacing: CGFloat = 0,
        alignment: Alignment = .start,
        children: [Component]
    ) {
        self.direction = direction
        self.spacing = spacing
        self.alignment = alignment
        self.children = children
        super.init(view: view, size: size)
    }

    /// A stack whose children are written with ``ComponentBuilder``, one per line. Flex child properties
    /// (`.flexGrow(1)`) mean nothing in a stack and are dropped.
    /// - Parameters:
    ///   - view: an optional background view for the stack.
    ///   - size: a fixed size; dimensions left `nil` fit the children.
    ///   - direction: the main axis.
    ///   - spacing: points between consecutive children.
    ///   - alignment: cross-axis alignment of the children.
    ///   - children: the children, in order.
    public convenience init(
        view: ViewConfiguration? = nil,
        size: ComponentSize = ComponentSize(),
        direction: Direction = .vertical,
        spacing: CGFloat = 0,
        alignment: Alignment = .start,
        @ComponentBuilder children: () -> [FlexboxComponent.Child]
    ) {
        self.init(
            view: view,
            size: size,
            direction: direction,
            spacing: spacing,
            alignment: alignment,
            children: children().map { $0.component }
        )
    }

    override var ownLayoutChildren: [Component] { children }

    override func copyForAnotherPlace() -> Component? {
        StackComponent(
            view: viewConfiguration,
            size: size,
            direction: direction,
            spacing: spacing,
            alignment: alignment,
            children: children
        )
    }

    override func replaceLayoutChild(at index: Int, with copy: Component) -> Bool {
        children[index] = copy
        return true
    }

    /// Children keep their own sizes (laid out unconstrained), one after another with `spacing`, aligned on
    /// the cross axis; the stack is the size of its content where its own size does not fix it.
    /// Spacing that is not a finite number is reported and taken as 0: a NaN would reach every child's position.
    public override func computeLayout(in range: SizeRange) -> ComponentLayout {
        var spacing = self.spacing
        if !spacing.isFinite {
            reportInvalidLayoutInput("is a stack whose spacing is \(spacing), taken as 0")
            spacing = 0
        }
        let layouts = children.map { $0.layout(in: .unconstrained) }
        let sizes = layouts.map { $0.size }
        let vertical = direction == .vertical
        let mainLengths = sizes.map { vertical ? $0.height : $0.width }
        let crossLengths = sizes.map { vertical ? $0.width : $0.height }
        let contentMain = mainLengths.reduce(0, +) + spacing * CGFloat(max(children.count - 1, 0))
        let contentCross = crossLengths.max() ?? 0
        let width = size.width ?? (vertical ? contentCross : contentMain)
        let height = size.height ?? (vertical ? contentMain : contentCross)
        let ownSize = range.clamp(CGSize(width: width, height: height))
        let cross = vertical ? ownSize.width : ownSize.height

        var placed: [ComponentLayout.Child] = []
        placed.reserveCapacity(children.count)
        var position: CGFloat = 0
        for (index, layout) in layouts.enumerated() {
            let offset: CGFloat
            switch alignment {
            case .start: offset = 0
            case .center: offset = (cross - crossLengths[index]) / 2
            case .end: offset = cross - crossLengths[index]
            }
            let origin = vertical ? CGPoint(x: offset, y: position) : CGPoint(x: position, y: offset)
            placed.append(ComponentLayout.Child(origin: origin, layout: layout))
            position += mainLengths[index] + spacing
        }
        return ComponentLayout(component: self, size: ownSize, children: placed)
    }
}
