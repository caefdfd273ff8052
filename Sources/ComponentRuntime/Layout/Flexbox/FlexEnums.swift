/// The main axis of a flex container and the order of its children along it. The default is ``column``, as in
/// Yoga (CSS defaults to `row`).
public enum FlexDirection: Hashable, Sendable {
    /// Top to bottom.
    case column
    /// Bottom to top.
    case columnReverse
    /// In reading order: left to right, or right to left in a right-to-left layout.
    case row
    /// Against reading order: right to left, or left to right in a right-to-left layout.
    case rowReverse
}

/// The reading direction of a node and its descendants: which way rows flow and where `start` and `end` edges
/// fall. A node that does not set it takes its parent's; the root's parent's is given to the layout.
public enum FlexLayoutDirection: Hashable, Sendable {
    /// The parent's direction (the default).
    case inherit
    /// Rows flow from the left; `start` is the left edge.
    case leftToRight
    /// Rows flow from the right (``FlexDirection/row`` mirrors, as `rowReverse` does); `start` is the right edge.
    case rightToLeft

    /// Whether a node with this direction, inside a parent laid out right to left or not, is laid out right to
    /// left (Yoga's `resolveDirection`).
    @inline(__always)
    func isRightToLeft(inheriting parentIsRightToLeft: Bool) -> Bool {
        switch self {
        case .inherit: return parentIsRightToLeft
        case .leftToRight: return false
        case .rightToLeft: return true
        }
    }
}

/// How a container distributes free space between its children along the main axis (`justify-content`).
public enum FlexJustify: Hashable, Sendable {
    /// Children packed at the start.
    case flexStart
    /// Children packed in the middle.
    case center
    /// Children packed at the end.
    case flexEnd
    /// The first child at the start, the last at the end, equal space between.
    case spaceBetween
    /// Equal space around each child (half of it at the two ends).
    case spaceAround
    /// Equal space between children and at both ends.
    case spaceEvenly
}

/// Alignment on the cross axis: `align-items`, `align-self` and `align-content`.
public enum FlexAlign: Hashable, Sendable {
    /// For `alignSelf`: use the parent's `alignItems`.
    case auto
    /// At the cross-start edge.
    case flexStart
    /// Centred.
    case center
    /// At the cross-end edge.
    case flexEnd
    /// Stretched to fill the line (children without a cross size only).
    case stretch
    /// Baselines lined up (in rows; in a column, as ``flexStart``). A node's baseline is its first child's, or
    /// its bottom.
    case baseline
    /// For `alignContent`: lines spread with equal space between.
    case spaceBetween
    /// For `alignContent`: equal space around each line.
    case spaceAround
    /// For `alignContent`: equal space between lines and at both ends.
    case spaceEvenly
}

/// Whether children may flow onto several lines (`flex-wrap`).
public enum FlexWrap: Hashable, Sendable {
    /// One line; children shrink or overflow.
    case noWrap
    /// New lines after the first, in the cross direction.
    case wrap
    /// New lines before the first (lines stack from the cross-end edge).
    case wrapReverse
}

/// How a node takes part in its parent's layout, and whether it is the containing block of absolute descendants.
public enum FlexPositionType: Hashable, Sendable {
    /// In the flow; insets offset the node from where the flow put it. Yoga's default.
    case relative
    /// Out of the flow, placed by its insets against its containing block's padding box.
    case absolute
    /// In the flow; insets are ignored, and the node is not the containing block of its absolute descendants
    /// (unless it is the root): they are placed against the nearest ancestor that is not static.
    case `static`
}

/// Whether a node is laid out at all.
public enum FlexDisplay: Hashable, Sendable {
    /// Laid out as a flex container.
    case flex
    /// Not laid out: the node and its subtree get zero frames and take no space.
    case none
}

/// What a container does with content larger than itself. Only `scroll` changes the layout (its content is
/// measured unconstrained along the main axis), as in Yoga.
public enum FlexOverflow: Hashable, Sendable {
    /// Content may overflow.
    case visible
    /// Content is clipped (same layout as ``visible``).
    case hidden
    /// Content scrolls.
    case scroll
}

/// What a node's sizes measure (`box-sizing`).
public enum FlexBoxSizing: Hashable, Sendable {
    /// Sizes include padding and border. Yoga's default.
    case borderBox
    /// Sizes exclude padding and border, which are added to them.
    case contentBox
}

/// How a measure function must read an available size (Yoga's `YGMeasureMode`).
public enum FlexMeasureMode: Hashable, Sendable {
    /// No constraint: the size is NaN; return the content's natural size.
    case undefined
    /// The result should be exactly this size.
    case exactly
    /// The result may be at most this size.
    case atMost
}

/// The engine's sizing modes (Yoga's `SizingMode`): the CSS names for the three measure modes.
enum FlexSizingMode: UInt8 {
    /// `exactly`: the available size is the size.
    case stretchFit
    /// `atMost`: shrink to content, no larger than the available size.
    case fitContent
    /// `undefined`: the content's own size.
    case maxContent

    var measureMode: FlexMeasureMode {
        switch self {
        case .stretchFit: return .exactly
        case .fitContent: return .atMost
        case .maxContent: return .undefined
        }
    }
}
