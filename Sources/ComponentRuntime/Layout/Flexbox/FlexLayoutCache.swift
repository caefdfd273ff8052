public import Foundation

/// Lays out ``FlexNode`` trees and remembers what it computed, so that a relayout only redoes what changed.
///
/// The cache keeps one record per node it has laid out, keyed by the node's identity: a node is immutable, so the
/// same node under the same constraints has the same layout (Yoga's per-node measurement cache, kept beside the
/// nodes instead of inside them). To relayout after a change, build the changed node anew, with new ancestors up
/// to the root, sharing every other node with the previous tree; the pass then lays out the new path and re-places
/// what the changed sizes move, and hands back the previous ``FlexLayoutResult`` objects for everything else.
///
/// A cache may be shared across threads: each ``layout(_:width:height:pointScale:)`` call holds the cache's lock for
/// the whole pass. Keep one cache per tree you relayout (say, per screen); records of nodes that left the tree are
/// dropped from time to time.
public final class FlexLayoutCache: @unchecked Sendable {
    // @unchecked Sendable: every stored property below is read and written only while `lock` is held (in
    // `layout` and `statistics`), and the records never leave the cache; results handed out are immutable.
    private let lock = NSLock()
    private var records: [ObjectIdentifier: FlexRecord] = [:]
    private var root: FlexRecord?
    private var pointScale = Double.nan
    private var lastStatistics = FlexLayoutStatistics()
    private var createdThisPass = 0
    private var liveAfterSweep = 0
    private var sweepGeneration = 0

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
    /// - Returns: The root's result, whose frame is relative to the available space.
    public func layout(
        _ root: FlexNode,
        width: CGFloat? = nil,
        height: CGFloat? = nil,
        pointScale: CGFloat = 1
    ) -> FlexLayoutResult {
        lock.lock()
        defer { lock.unlock() }
        let scale = Double(pointScale)
        if scale != self.pointScale {
            // Measurements were compared on the old grid and results rounded to it.
            records.removeAll(keepingCapacity: true)
            self.root = nil
            self.pointScale = scale
            liveAfterSweep = 0
        }
        createdThisPass = 0
        let rootRecord = record(for: root)
        if let previous = self.root, previous !== rootRecord { previous.isRoot = false }
        rootRecord.isRoot = true
        self.root = rootRecord

        let pass = FlexLayoutPass(pointScale: scale)
        pass.layoutRoot(rootRecord, ownerWidth: width.map(Double.init) ?? .nan, ownerHeight: height.map(Double.init) ?? .nan)
        let result = pass.buildResult(rootRecord, parentAbsoluteLeft: 0, parentAbsoluteTop: 0)
        lastStatistics = pass.statistics
        sweepIfNeeded(rootRecord)
        return result
    }

    /// The record of `node`, made (with its subtree's) on first sight.
    private func record(for node: FlexNode) -> FlexRecord {
        let key = ObjectIdentifier(node)
        if let existing = records[key] { return existing }
        var children: [FlexRecord] = []
        children.reserveCapacity(node.children.count)
        for child in node.children { children.append(record(for: child)) }
        let made = FlexRecord(node: node, children: children)
        records[key] = made
        createdThisPass += 1
        return made
    }

    /// Drops the records of nodes no longer in the tree once they may outnumber the live ones. Every record made in
    /// this pass is live, so the count of live records is at least that; sweeping costs one walk of the tree, paid
    /// for by the records made since the last sweep.
    private func sweepIfNeeded(_ root: FlexRecord) {
        liveAfterSweep = max(liveAfterSweep, createdThisPass)
        guard records.count > 2 * liveAfterSweep + 1024 else { return }
        sweepGeneration += 1
        var live: [ObjectIdentifier: FlexRecord] = [:]
        live.reserveCapacity(liveAfterSweep)
        func mark(_ record: FlexRecord) {
            guard record.sweepMark != sweepGeneration else { return }
            record.sweepMark = sweepGeneration
            live[ObjectIdentifier(record.node)] = record
            for child in record.children { mark(child) }
        }
        mark(root)
        records = live
        liveAfterSweep = live.count
    }
}

extension FlexNode {
    /// Lays out the tree under this node once, without keeping anything for a relayout (see ``FlexLayoutCache``).
    ///
    /// - Parameters:
    ///   - width: The width available to the node; `nil` for unconstrained.
    ///   - height: The height available to the node; `nil` for unconstrained.
    ///   - pointScale: Pixels per point for rounding; 0 for none.
    public func layout(width: CGFloat? = nil, height: CGFloat? = nil, pointScale: CGFloat = 1) -> FlexLayoutResult {
        FlexLayoutCache().layout(self, width: width, height: height, pointScale: pointScale)
    }
}
