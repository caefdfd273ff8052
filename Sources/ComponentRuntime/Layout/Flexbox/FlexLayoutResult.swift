public import Foundation

/// The laid-out frame of one node and of its subtree, parallel to the ``FlexNode`` tree.
///
/// Immutable and shareable: a relayout hands back the same result objects for subtrees whose layout and position
/// did not change.
public final class FlexLayoutResult: Sendable {
    /// The node this result belongs to.
    public let node: FlexNode
    /// The node's border box relative to its parent's border box (the root: relative to the available space),
    /// rounded to the pixel grid.
    public let frame: CGRect
    /// One result per child of ``node``, in order (children with `display: none` have zero frames).
    public let children: [FlexLayoutResult]
    /// Whether the node's children did not fit it along its main axis, even shrunk as far as they may, or one of
    /// them overflowed in turn (Yoga's `hadOverflow`): a cue to scroll, clip or truncate.
    public let hadOverflow: Bool

    init(node: FlexNode, frame: CGRect, children: [FlexLayoutResult], hadOverflow: Bool) {
        self.node = node
        self.frame = frame
        self.children = children
        self.hadOverflow = hadOverflow
    }

    /// The node's size (``frame``'s size).
    public var size: CGSize { frame.size }
}

extension FlexLayoutResult: CustomStringConvertible {
    /// The frames of the subtree, one node per line, indented by depth.
    public var description: String {
        var lines: [String] = []
        func visit(_ result: FlexLayoutResult, depth: Int) {
            let frame = result.frame
            lines.append(
                String(repeating: "  ", count: depth)
                    + "(\(frame.origin.x), \(frame.origin.y), \(frame.size.width), \(frame.size.height))"
            )
            for child in result.children { visit(child, depth: depth + 1) }
        }
        visit(self, depth: 0)
        return lines.joined(separator: "\n")
    }
}
