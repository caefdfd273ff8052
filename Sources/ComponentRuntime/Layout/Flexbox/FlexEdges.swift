/// Four lengths, one per physical edge: margins, padding, borders and insets in a ``FlexStyle``.
///
/// Edges are physical (left is always left): the engine lays out left to right only.
public struct FlexEdges: Hashable, Sendable {
    /// The top edge.
    public var top: FlexLength
    /// The left edge.
    public var left: FlexLength
    /// The bottom edge.
    public var bottom: FlexLength
    /// The right edge.
    public var right: FlexLength

    /// Edges set one by one; unset edges are ``FlexLength/undefined``.
    public init(
        top: FlexLength = .undefined,
        left: FlexLength = .undefined,
        bottom: FlexLength = .undefined,
        right: FlexLength = .undefined
    ) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
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

    /// The length on `edge`.
    @inline(__always)
    subscript(edge: FlexPhysicalEdge) -> FlexLength {
        switch edge {
        case .left: return left
        case .top: return top
        case .right: return right
        case .bottom: return bottom
        }
    }
}

/// A physical edge, the way the engine stores positions (Yoga's `PhysicalEdge`).
enum FlexPhysicalEdge {
    case left, top, right, bottom
}
