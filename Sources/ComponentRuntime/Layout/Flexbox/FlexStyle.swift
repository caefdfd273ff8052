public import Foundation

/// Everything a ``FlexNode`` says about its own layout and its children's: Yoga's style, as a value.
///
/// Defaults are Yoga's, not CSS's: `direction` is ``FlexDirection/column``, `flexShrink` is 0, `alignContent` is
/// ``FlexAlign/flexStart``, `positionType` is ``FlexPositionType/relative``, and sizes are border-box.
///
/// Values that mean nothing are taken as Yoga takes them, and a ``FlexboxComponent`` reports each one as a
/// ``RuntimeDiagnostic/Kind/invalidLayoutInput`` fault naming the component: a length of NaN or infinity is
/// undefined (a width of `.infinity` is `auto`), a flex grow or shrink of NaN is 0, an aspect ratio of 0, NaN or
/// infinity is none. A negative flex grow or shrink, size, size limit, flex basis, gap, padding, border or aspect
/// ratio is dropped as CSS drops an invalid value (back to the default); negative margins and insets are kept.
public struct FlexStyle: Hashable, Sendable {
    /// The main axis of this node's children (`flex-direction`).
    public var direction: FlexDirection
    /// Distribution of free space along the main axis (`justify-content`).
    public var justifyContent: FlexJustify
    /// Cross-axis alignment of the children (`align-items`).
    public var alignItems: FlexAlign
    /// This node's cross-axis alignment in its parent, overriding the parent's `alignItems` (`align-self`).
    public var alignSelf: FlexAlign
    /// Distribution of lines along the cross axis of a wrapping container (`align-content`).
    public var alignContent: FlexAlign
    /// Whether children wrap onto several lines (`flex-wrap`).
    public var wrap: FlexWrap
    /// Share of the positive free space this node takes (`flex-grow`).
    public var flexGrow: CGFloat
    /// Weight (times the flex basis) of the negative free space this node gives up (`flex-shrink`).
    public var flexShrink: CGFloat
    /// The main size before free space is distributed (`flex-basis`): points, percent or auto.
    public var flexBasis: FlexLength
    /// Width of the border box.
    public var width: FlexLength
    /// Height of the border box.
    public var height: FlexLength
    /// Smallest width; wins over `maxWidth`, `width` and flexing.
    public var minWidth: FlexLength
    /// Smallest height; wins over `maxHeight`, `height` and flexing.
    public var minHeight: FlexLength
    /// Largest width; wins over `width` and flexing.
    public var maxWidth: FlexLength
    /// Largest height; wins over `height` and flexing.
    public var maxHeight: FlexLength
    /// Margins; ``FlexLength/auto`` margins take free space.
    public var margin: FlexEdges
    /// Padding, inside the border.
    public var padding: FlexEdges
    /// Border widths (points; they only take space, nothing is drawn).
    public var border: FlexEdges
    /// Insets (`top`, `left`, `bottom`, `right`): offsets for relative nodes, placement for absolute ones.
    public var position: FlexEdges
    /// Relative (in the flow) or absolute.
    public var positionType: FlexPositionType
    /// Whether the node is laid out at all.
    public var display: FlexDisplay
    /// What the node does with content larger than itself.
    public var overflow: FlexOverflow
    /// Space between lines of a row container and between children of a column container (`row-gap`).
    public var rowGap: FlexLength
    /// Space between children of a row container and between lines of a column container (`column-gap`).
    public var columnGap: FlexLength
    /// Width divided by height, applied when only one of them is known; `nil` for none.
    public var aspectRatio: CGFloat?
    /// Whether `width`, `height`, their min and max and `flexBasis` measure the border box (the default, as in
    /// Yoga) or the content box (padding and border are then added to them).
    public var boxSizing: FlexBoxSizing
    /// The reading direction of this node and, unless they set their own, its descendants: it mirrors rows and
    /// decides where `start` and `end` edges fall. ``FlexLayoutDirection/inherit`` (the default) takes the
    /// parent's.
    public var layoutDirection: FlexLayoutDirection

    /// A style with the given properties; each one left out keeps Yoga's default, so `FlexStyle()` is Yoga's
    /// defaults and `FlexStyle(direction: .row, alignItems: .center)` a row with its children centred across.
    public init(
        direction: FlexDirection = .column,
        justifyContent: FlexJustify = .flexStart,
        alignItems: FlexAlign = .stretch,
        alignSelf: FlexAlign = .auto,
        alignContent: FlexAlign = .flexStart,
        wrap: FlexWrap = .noWrap,
        flexGrow: CGFloat = 0,
        flexShrink: CGFloat = 0,
        flexBasis: FlexLength = .auto,
        width: FlexLength = .auto,
        height: FlexLength = .auto,
        minWidth: FlexLength = .undefined,
        minHeight: FlexLength = .undefined,
        maxWidth: FlexLength = .undefined,
        maxHeight: FlexLength = .undefined,
        margin: FlexEdges = .undefined,
        padding: FlexEdges = .undefined,
        border: FlexEdges = .undefined,
        position: FlexEdges = .undefined,
        positionType: FlexPositionType = .relative,
        display: FlexDisplay = .flex,
        overflow: FlexOverflow = .visible,
        rowGap: FlexLength = .undefined,
        columnGap: FlexLength = .undefined,
        aspectRatio: CGFloat? = nil,
        boxSizing: FlexBoxSizing = .borderBox,
        layoutDirection: FlexLayoutDirection = .inherit
    ) {
        self.direction = direction
        self.justifyContent = justifyContent
        self.alignItems = alignItems
        self.alignSelf = alignSelf
        self.alignContent = alignContent
        self.wrap = wrap
        self.flexGrow = flexGrow
        self.flexShrink = flexShrink
        self.flexBasis = flexBasis
        self.width = width
        self.height = height
        self.minWidth = minWidth
        self.minHeight = minHeight
        self.maxWidth = maxWidth
        self.maxHeight = maxHeight
        self.margin = margin
        self.padding = padding
        self.border = border
        self.position = position
        self.positionType = positionType
        self.display = display
        self.overflow = overflow
        self.rowGap = rowGap
        self.columnGap = columnGap
        self.aspectRatio = aspectRatio
        self.boxSizing = boxSizing
        self.layoutDirection = layoutDirection
    }

    /// Whether some length that resolves against the parent's size is a percentage (gaps and borders do not).
    var hasPercentages: Bool {
        func edges(_ edges: FlexEdges) -> Bool {
            edges.top.isPercent || edges.left.isPercent || edges.bottom.isPercent || edges.right.isPercent
                || edges.start.isPercent || edges.end.isPercent
        }
        return width.isPercent || height.isPercent || minWidth.isPercent || minHeight.isPercent
            || maxWidth.isPercent || maxHeight.isPercent || flexBasis.isPercent || edges(margin) || edges(padding)
            || edges(position)
    }

    /// Sets `rowGap` and `columnGap` together (`gap`).
    public var gap: FlexLength {
        get { rowGap == columnGap ? rowGap : .undefined }
        set {
            rowGap = newValue
            columnGap = newValue
        }
    }
}
