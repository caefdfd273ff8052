// Axis arithmetic for a left-to-right layout: which physical edge is the start of each axis.

extension FlexDirection {
    @inline(__always)
    var isRow: Bool {
        switch self {
        case .row, .rowReverse: return true
        case .column, .columnReverse: return false
        }
    }

    @inline(__always)
    var isColumn: Bool { !isRow }

    /// Where the flow along this axis starts (right for `rowReverse`).
    @inline(__always)
    var flexStartEdge: FlexPhysicalEdge {
        switch self {
        case .column: return .top
        case .columnReverse: return .bottom
        case .row: return .left
        case .rowReverse: return .right
        }
    }

    /// Where the flow along this axis ends.
    @inline(__always)
    var flexEndEdge: FlexPhysicalEdge {
        switch self {
        case .column: return .bottom
        case .columnReverse: return .top
        case .row: return .right
        case .rowReverse: return .left
        }
    }

    /// The start edge in reading order (left or top), whatever the flow's direction: insets and margins are
    /// resolved per physical edge, so `left` stays on the left in a reversed row.
    @inline(__always)
    var inlineStartEdge: FlexPhysicalEdge { isRow ? .left : .top }

    /// The end edge in reading order (right or bottom).
    @inline(__always)
    var inlineEndEdge: FlexPhysicalEdge { isRow ? .right : .bottom }

    /// The cross axis of a container whose main axis is this one.
    @inline(__always)
    var crossAxis: FlexDirection { isColumn ? .row : .column }

    /// Reversed axes place children from their end edge, then convert (Yoga's `needsTrailingPosition`).
    @inline(__always)
    var isReversed: Bool {
        switch self {
        case .rowReverse, .columnReverse: return true
        case .row, .column: return false
        }
    }
}
