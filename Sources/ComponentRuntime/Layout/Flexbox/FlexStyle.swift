public import Foundation

/// Everything a ``FlexNode`` says about its own layout and its children's: Yoga's style, as a value.
///
/// Defaults are Yoga's, not CSS's: `direction` is ``FlexDirection/column``, `flexShrink` is 0, `alignContent` is
/// ``FlexAlign/flexStart``, `positionType` is ``FlexPositionType/relative``, and sizes are border-box.
public struct FlexStyle: Hashable, Sendable {
    /// The main axis of this node's children (`flex-direction`).
    public var direction: FlexDirection = .column
    /// Distribution of free space along the main axis (`justify-content`).
    public var justifyContent: FlexJustify = .flexStart
    /// Cross-axis alignment of the children (`align-items`).
    public var alignItems: FlexAlign = .stretch
    /// This node's cross-axis alignment in its parent, overriding the parent's `alignItems` (`align-self`).
    public var alignSelf: FlexAlign = .auto
    /// Distribution of lines along the cross axis of a wrapping container (`align-content`).
    public var alignContent: FlexAlign = .flexStart
    /// Whether children wrap onto several lines (`flex-wrap`).
    public var wrap: FlexWrap = .noWrap
    /// Share of the positive free space this node takes (`flex-grow`).
    public var flexGrow: CGFloat = 0
    /// Weight (times the flex basis) of the negative free space this node gives up (`flex-shrink`).
    public var flexShrink: CGFloat = 0
    /// The main size before free space is distributed (`flex-basis`): points, percent or auto.
    public var flexBasis: FlexLength = .auto
    /// Width of the border box.
    public var width: FlexLength = .auto
    /// Height of the border box.
    public var height: FlexLength = .auto
    /// Smallest width; wins over `maxWidth`, `width` and flexing.
    public var minWidth: FlexLength = .undefined
    /// Smallest height; wins over `maxHeight`, `height` and flexing.
    public var minHeight: FlexLength = .undefined
    /// Largest width; wins over `width` and flexing.
    public var maxWidth: FlexLength = .undefined
    /// Largest height; wins over `height` and flexing.
    public var maxHeight: FlexLength = .undefined
    /// Margins; ``FlexLength/auto`` margins take free space.
    public var margin: FlexEdges = .undefined
    /// Padding, inside the border.
    public var padding: FlexEdges = .undefined
    /// Border widths (points; they only take space, nothing is drawn).
    public var border: FlexEdges = .undefined
    /// Insets (`top`, `left`, `bottom`, `right`): offsets for relative nodes, placement for absolute ones.
    public var position: FlexEdges = .undefined
    /// Relative (in the flow) or absolute.
    public var positionType: FlexPositionType = .relative
    /// Whether the node is laid out at all.
    public var display: FlexDisplay = .flex
    /// What the node does with content larger than itself.
    public var overflow: FlexOverflow = .visible
    /// Space between lines of a row container and between children of a column container (`row-gap`).
    public var rowGap: FlexLength = .undefined
    /// Space between children of a row container and between lines of a column container (`column-gap`).
    public var columnGap: FlexLength = .undefined
    /// Width divided by height, applied when only one of them is known; `nil` for none.
    public var aspectRatio: CGFloat? = nil
    /// Whether `width`, `height`, their min and max and `flexBasis` measure the border box (the default, as in
    /// Yoga) or the content box (padding and border are then added to them).
    public var boxSizing: FlexBoxSizing = .borderBox

    /// A style with Yoga's defaults.
    public init() {}

    /// Sets `rowGap` and `columnGap` together (`gap`).
    public var gap: FlexLength {
        get { rowGap == columnGap ? rowGap : .undefined }
        set {
            rowGap = newValue
            columnGap = newValue
        }
    }
}
