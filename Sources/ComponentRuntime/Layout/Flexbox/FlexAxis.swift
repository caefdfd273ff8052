// Axis arithmetic: which physical edge is the start of each axis. A right-to-left layout first mirrors its rows
// (`resolved(rightToLeft:)`), after which the same arithmetic holds.

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

    /// This axis in a layout of the given direction: right to left, a row runs from the right (Yoga's
    /// `resolveDirection`).
    @inline(__always)
    func resolved(rightToLeft: Bool) -> FlexDirection {
        guard rightToLeft else { return self }
        switch self {
        case .row: return .rowReverse
        case .rowReverse: return .row
        case .column, .columnReverse: return self
        }
    }

    /// The cross axis of a container whose main axis is this one (Yoga's `resolveCrossDirection`): a column's
    /// cross axis is a row, mirrored right to left.
    @inline(__always)
    func crossAxis(rightToLeft: Bool) -> FlexDirection {
        isColumn ? (rightToLeft ? .rowReverse : .row) : .column
    }

    /// Reversed axes place children from their end edge, then convert (Yoga's `needsTrailingPosition`).
    @inline(__always)
    var isReversed: Bool {
        switch self {
        case .rowReverse, .columnReverse: return true
        case .row, .column: return false
        }
    }
}
