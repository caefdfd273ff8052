public import Foundation

/// Lays out ``FlexNode`` trees and remembers what it computed, so that a relayout only redoes what changed.
///
/// The cache keeps the layout state of the last tree it laid out, one record per node (Yoga's per-node measurement
/// cache, kept beside the nodes instead of inside them). A node is immutable, so the same node under the same
/// constraints has the same layout. To relayout after a change, build the changed node anew, with new ancestors up
/// to the root, sharing every other node with the previous tree: the pass matches the new tree against the previous
/// one (a shared node is found among the children of its previous parent), lays out the new path, re-places what
/// the changed sizes move, and hands back the previous ``FlexLayoutResult`` objects for everything else. A subtree
/// moved under another parent is laid out afresh.
///
/// A cache may be shared across threads: each ``layout(_:width:height:pointScale:layoutDirection:)`` call holds the cache's lock for
/// the whole pass. Keep one cache per tree you relayout (say, per screen): a cache remembers one tree, the last.
public final class FlexLayoutCache: @unchecked Sendable {
    // @unchecked Sendable: every stored property below is read and written only while `lock` is held (in
    // `layout` and `statistics`), and the records never leave the cache; results handed out are immutable.
    private let lock = NSLock()
    private var root: FlexRecord?
    private var pointScale = Double.nan
    private var lastStatistics = FlexLayoutStatistics()

    /// An empty cache.
    public init() {}

    /// What the last layout pass did: nodes laid out and measured, cache hits, measure-function calls.
    public var statistics: FlexLayoutStatistics {
        lock.lock()
        defer { lock.unlock() }
        return lastStatistics
    }

    /// Lays out the tree under `root` and returns the frames of all its nodes.
    ///
    /// - Parameters:
    ///   - root: The root of the tree.
    ///   - width: The width available to the root (its parent's width); `nil` for unconstrained. A root without a
    ///     width of its own is as wide as this.
    ///   - height: The height available to the root; `nil` for unconstrained.
    ///   - pointScale: Pixels per point: frames are rounded to this grid (2 for a 2× screen); 0 for no rounding.
    ///   - layoutDirection: The direction the root inherits (its parent's): ``FlexLayoutDirection/rightToLeft``
    ///     mirrors the tree's rows and start and end edges. ``FlexLayoutDirection/inherit`` is left to right.
    /// - Returns: The root's result, whose frame is relative to the available space.
    public func layout(
        _ root: FlexNode,
        width: CGFloat? = nil,
        height: CGFloat? = nil,
        pointScale: CGFloat = 1,
        layoutDirection: FlexLayoutDirection = .leftToRight
    ) -> FlexLayoutResult {
        lock.lock()
        defer { lock.unlock() }
        let scale = Double(pointScale)
        if scale != self.pointScale {
            // Measurements were compared on the old grid and results rounded to it.
            self.root = nil
            self.pointScale = scale
        }
        let previous = self.root
        let rootRecord = Self.record(for: root, matching: previous)
        if let previous, previous !== rootRecord { previous.setIsRoot(false) }
        rootRecord.setIsRoot(true)
        self.root = rootRecord

        let pass = FlexLayoutPass(pointScale: scale)
        pass.layoutRoot(
            rootRecord,
            ownerWidth: width.map(Double.init) ?? .nan,
            ownerHeight: height.map(Double.init) ?? .nan,
            rightToLeft: layoutDirection == .rightToLeft
        )
        let result = pass.buildResult(rootRecord, parentAbsoluteLeft: 0, parentAbsoluteTop: 0)
        lastStatistics = pass.statistics
        return result
    }

    /// The record of `node`: `previous` itself when it is the record of this very node, else a new record whose
    /// children reuse the records of `previous`'s children that are the same nodes, matching the rest structurally,
    /// index by index (a changed child is matched with the child it replaces).
    private static func record(for node: FlexNode, matching previous: FlexRecord?) -> FlexRecord {
        guard let previous else {
            // A first layout. (`map` allocates nothing for a leaf's empty array.)
            return FlexRecord(node: node, children: node.children.map { record(for: $0, matching: nil) })
        }
        if previous.node === node { return previous }
        var children: [FlexRecord] = []
        children.reserveCapacity(node.children.count)
        let old = previous.children
        var moved = FlexMovedChildren(old)
        for (index, child) in node.children.enumerated() {
            let counterpart = index < old.count ? old[index] : nil
            if let counterpart, counterpart.node === child {
                children.append(counterpart)
            } else if let found = moved.find(child, near: index) {
                children.append(found)
            } else {
                children.append(record(for: child, matching: counterpart))
            }
        }
        return FlexRecord(node: node, children: children)
    }
}

extension FlexNode {
    /// Lays out the tree under this node once, without keeping anything for a relayout (see ``FlexLayoutCache``).
    ///
    /// - Parameters:
    ///   - width: The width available to the node; `nil` for unconstrained.
    ///   - height: The height available to the node; `nil` for unconstrained.
    ///   - pointScale: Pixels per point for rounding; 0 for none.
    ///   - layoutDirection: The direction the node inherits; right to left mirrors rows and start and end edges.
    public func layout(
        width: CGFloat? = nil,
        height: CGFloat? = nil,
        pointScale: CGFloat = 1,
        layoutDirection: FlexLayoutDirection = .leftToRight
    ) -> FlexLayoutResult {
        FlexLayoutCache().layout(
            self,
            width: width,
            height: height,
            pointScale: pointScale,
            layoutDirection: layoutDirection
        )
    }
}

/// Finds a previous child that moved to another index: first next to where it was (one inserted or removed
/// sibling), then, once that has failed twice in a long list, through an index built over all of them.
private struct FlexMovedChildren {
    let old: [FlexRecord]
    var misses = 0
    var byNode: [ObjectIdentifier: FlexRecord]?

    init(_ old: [FlexRecord]) { self.old = old }

    mutating func find(_ node: FlexNode, near index: Int) -> FlexRecord? {
        guard !old.isEmpty else { return nil }
        for probe in [index - 1, index + 1] where probe >= 0 && probe < old.count && old[probe].node === node {
            return old[probe]
        }
        if old.count <= 16 { return old.first { $0.node === node } }
        misses += 1
        guard misses >= 2 else { return nil }
        if byNode == nil {
            byNode = Dictionary(old.map { (ObjectIdentifier($0.node), $0) }) { first, _ in first }
        }
        return byNode?[ObjectIdentifier(node)]
    }
}
