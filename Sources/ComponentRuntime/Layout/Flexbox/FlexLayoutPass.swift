// One layout pass over a tree of records (Yoga's `calculateLayoutInternal` and the shortcuts of
// `calculateLayoutImpl`): decides whether a node's remembered measurement answers the request, and otherwise runs the
// algorithm on it.

/// Counts of what a layout pass did, for tests and benchmarks.
public struct FlexLayoutStatistics: Hashable, Sendable {
    /// Nodes the algorithm laid out (sized and placed their children).
    public var layouts = 0
    /// Nodes the algorithm measured (sized without placing children).
    public var measures = 0
    /// Layout requests answered from the cache.
    public var cachedLayouts = 0
    /// Measure requests answered from the cache.
    public var cachedMeasures = 0
    /// Calls to leaves' measure functions.
    public var measureCallbacks = 0
    /// Result objects built (the others were reused from the previous pass).
    public var resultsBuilt = 0

    /// Nodes the algorithm ran on, measured or laid out: what a relayout should keep small.
    public var nodesVisited: Int { layouts + measures }

    /// No work yet.
    public init() {}
}

/// The state of one pass: the pixel grid and counters. Records carry everything per node.
final class FlexLayoutPass {
    let pointScale: Double
    var statistics = FlexLayoutStatistics()

    init(pointScale: Double) {
        self.pointScale = pointScale
    }

    /// Lays out or measures `node` under the given constraints unless a cached answer fits; returns whether the
    /// algorithm ran. When `performLayout` is false only the measured size is wanted.
    @discardableResult
    func layoutInternal(
        _ node: FlexRecord,
        _ availableWidth: Double,
        _ availableHeight: Double,
        _ widthMode: FlexSizingMode,
        _ heightMode: FlexSizingMode,
        _ ownerWidth: Double,
        _ ownerHeight: Double,
        performLayout: Bool
    ) -> Bool {
        node.checkDirection()
        var cached: FlexCacheEntry?
        if node.hasMeasure {
            // Leaves with measure functions are the expensive ones: accept any compatible earlier measurement.
            let marginRow = node.marginForAxis(.row, ownerWidth)
            let marginColumn = node.marginForAxis(.column, ownerWidth)
            if node.cachedLayout.isValid(for: node, ownerWidth: ownerWidth, ownerHeight: ownerHeight)
                && canUseCachedMeasurement(
                    widthMode,
                    availableWidth,
                    heightMode,
                    availableHeight,
                    node.cachedLayout,
                    marginRow,
                    marginColumn
                )
            {
                cached = node.cachedLayout
            } else {
                for index in 0..<node.cachedMeasurementCount {
                    let entry = node.cachedMeasurements[index]
                    if entry.isValid(for: node, ownerWidth: ownerWidth, ownerHeight: ownerHeight)
                        && canUseCachedMeasurement(
                            widthMode,
                            availableWidth,
                            heightMode,
                            availableHeight,
                            entry,
                            marginRow,
                            marginColumn
                        )
                    {
                        cached = entry
                        break
                    }
                }
            }
        } else if performLayout {
            let entry = node.cachedLayout
            if entry.isValid(for: node, ownerWidth: ownerWidth, ownerHeight: ownerHeight)
                && flexInexactEquals(entry.availableWidth, availableWidth)
                && flexInexactEquals(entry.availableHeight, availableHeight) && entry.widthMode == widthMode
                && entry.heightMode == heightMode
            {
                cached = entry
            }
        } else {
            for index in 0..<node.cachedMeasurementCount {
                let entry = node.cachedMeasurements[index]
                if entry.isValid(for: node, ownerWidth: ownerWidth, ownerHeight: ownerHeight)
                    && flexInexactEquals(entry.availableWidth, availableWidth)
                    && flexInexactEquals(entry.availableHeight, availableHeight) && entry.widthMode == widthMode
                    && entry.heightMode == heightMode
                {
                    cached = entry
                    break
                }
            }
        }

        let ran: Bool
        if let cached {
            node.measuredWidth = cached.computedWidth
            node.measuredHeight = cached.computedHeight
            if performLayout { statistics.cachedLayouts += 1 } else { statistics.cachedMeasures += 1 }
            ran = false
        } else {
            layoutImpl(
                node,
                availableWidth,
                availableHeight,
                widthMode,
                heightMode,
                ownerWidth,
                ownerHeight,
                performLayout: performLayout
            )
            let entry = FlexCacheEntry(
                availableWidth: availableWidth,
                availableHeight: availableHeight,
                widthMode: widthMode,
                heightMode: heightMode,
                computedWidth: node.measuredWidth,
                computedHeight: node.measuredHeight,
                ownerWidth: ownerWidth,
                ownerHeight: ownerHeight
            )
            if performLayout {
                node.cachedLayout = entry
                // Children may have moved: the rounded result of this subtree must be rebuilt.
                node.result = nil
            } else {
                if node.nextCachedMeasurement == FlexMeasurementSlots.capacity { node.nextCachedMeasurement = 0 }
                node.cachedMeasurements[node.nextCachedMeasurement] = entry
                node.nextCachedMeasurement += 1
                node.cachedMeasurementCount = max(node.cachedMeasurementCount, node.nextCachedMeasurement)
            }
            ran = true
        }
        if performLayout {
            node.width = node.measuredWidth
            node.height = node.measuredHeight
        }
        return ran
    }

    /// Yoga's `canUseCachedMeasurement`: a measurement fits a new request when the constraints are the same (on
    /// the pixel grid), or when the old result is still what the new constraints would give.
    private func canUseCachedMeasurement(
        _ widthMode: FlexSizingMode,
        _ availableWidth: Double,
        _ heightMode: FlexSizingMode,
        _ availableHeight: Double,
        _ last: FlexCacheEntry,
        _ marginRow: Double,
        _ marginColumn: Double
    ) -> Bool {
        if (!last.computedHeight.isNaN && last.computedHeight < 0)
            || (!last.computedWidth.isNaN && last.computedWidth < 0)
        {
            return false
        }
        let sameWidth = last.widthMode == widthMode && sameOnGrid(last.availableWidth, availableWidth)
        let sameHeight = last.heightMode == heightMode && sameOnGrid(last.availableHeight, availableHeight)
        let widthFits =
            sameWidth
            || Self.measurementStillFits(
                widthMode,
                availableWidth - marginRow,
                last.widthMode,
                last.availableWidth,
                last.computedWidth
            )
        let heightFits =
            sameHeight
            || Self.measurementStillFits(
                heightMode,
                availableHeight - marginColumn,
                last.heightMode,
                last.availableHeight,
                last.computedHeight
            )
        return widthFits && heightFits
    }

    /// Whether two available sizes are the same once on the pixel grid. Most requests repeat an earlier one
    /// exactly, which needs no rounding.
    @inline(__always)
    private func sameOnGrid(_ last: Double, _ size: Double) -> Bool {
        if last == size || (last.isNaN && size.isNaN) { return true }
        guard pointScale != 0 else { return flexInexactEquals(last, size) }
        return flexInexactEquals(flexRoundToPixelGrid(last, pointScale), flexRoundToPixelGrid(size, pointScale))
    }

    /// The three ways an old measurement along one axis answers a different request: an exact size equal to the
    /// old result; an at-most size the old unconstrained result fits in; a tighter at-most size the old result
    /// still fits in.
    private static func measurementStillFits(
        _ mode: FlexSizingMode,
        _ size: Double,
        _ lastMode: FlexSizingMode,
        _ lastSize: Double,
        _ lastComputed: Double
    ) -> Bool {
        if mode == .stretchFit && flexInexactEquals(size, lastComputed) { return true }
        if mode == .fitContent && lastMode == .maxContent
            && (size >= lastComputed || flexInexactEquals(size, lastComputed))
        {
            return true
        }
        return lastMode == .fitContent && mode == .fitContent && !lastSize.isNaN && !size.isNaN
            && !lastComputed.isNaN && lastSize > size
            && (lastComputed <= size || flexInexactEquals(size, lastComputed))
    }
}
