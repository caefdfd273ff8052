/// The lengths on the edges of a box: margins, padding, borders and insets in a ``FlexStyle``.
///
/// `left` and `right` are physical; `start` and `end` follow the node's ``FlexLayoutDirection`` (start is the left
/// edge left to right, the right edge right to left) and win over `left` and `right` when set, as in Yoga.
public struct FlexEdges: Hashable, Sendable {
    /// The top edge.
    public var top: FlexLength
    /// The left edge.
    public var left: FlexLength
    /// The bottom edge.
    public var bottom: FlexLength
    /// The right edge.
    public var right: FlexLength
    /// The edge where a line of text starts: left, or right in a right-to-left layout. Wins over that edge.
    public var start: FlexLength
    /// The edge where a line of text ends: right, or left in a right-to-left layout. Wins over that edge.
    public var end: FlexLength

    /// Edges set one by one; unset edges are ``FlexLength/undefined``.
    public init(
        top: FlexLength = .undefined,
        left: FlexLength = .undefined,
        bottom: FlexLength = .undefined,
        right: FlexLength = .undefined,
        start: FlexLength = .undefined,
        end: FlexLength = .undefined
    ) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
        self.start = start
        self.end = end
    }

    /// The same length on all four edges.
    public init(all: FlexLength) {
        self.init(top: all, left: all, bottom: all, right: all)
    }

    /// One length for left and right, another for top and bottom.
    public init(horizontal: FlexLength = .undefined, vertical: FlexLength = .undefined) {
        self.init(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
    }

    /// No edge set.
    public static let undefined = FlexEdges()

    /// Whether `start` or `end` is set, so that the physical edges depend on the direction.
    var hasLogicalEdges: Bool { start.isDefined || end.isDefined }

    /// The length on the physical `edge`, ignoring `start` and `end`.
    @inline(__always)
    subscript(edge: FlexPhysicalEdge) -> FlexLength {
        switch edge {
        case .left: return left
        case .top: return top
        case .right: return right
        case .bottom: return bottom
        }
    }

    /// The length on the physical `edge` in a layout of the given direction: `start` or `end` when the one that
    /// falls on that edge is set (Yoga's `computeLeftEdge` and `computeRightEdge`), else the edge's own.
    @inline(__always)
    func resolved(_ edge: FlexPhysicalEdge, rightToLeft: Bool) -> FlexLength {
        switch edge {
        case .left:
            let logical = rightToLeft ? end : start
            return logical.isDefined ? logical : left
        case .right:
            let logical = rightToLeft ? start : end
            return logical.isDefined ? logical : right
        case .top: return top
        case .bottom: return bottom
        }
    }
}

/// A physical edge, the way the engine stores positions (Yoga's `PhysicalEdge`).
enum FlexPhysicalEdge {
    case left, top, right, bottom
}
