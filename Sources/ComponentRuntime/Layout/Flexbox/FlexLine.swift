// Step 4: collecting children into lines (Yoga's `calculateFlexLine`). A line is a range of the container's
// children; absolute and `display: none` children inside the range are not in it.

/// One line of a flex container while it is laid out (Yoga's `FlexLine` with its running layout).
struct FlexLine {
    /// First and one-past-last child index of the line's range.
    var start = 0
    var end = 0
    /// In-flow children in the line, and the index of the last one.
    var itemCount = 0
    var lastItem = -1
    /// Sum of the items' clamped bases, main margins and gaps.
    var sizeConsumed = 0.0
    var numberOfAutoMargins = 0
    var totalFlexGrowFactors = 0.0
    var totalFlexShrinkScaledFactors = 0.0
    var remainingFreeSpace = 0.0
    /// The line's main size (with the container's main padding and border) and cross size, after justification.
    var mainDim = 0.0
    var crossDim = 0.0
}

extension FlexLayoutPass {
    /// Collects the next line starting at child `start`: items until one would overflow a wrapping container.
    func collectLine(
        _ node: FlexRecord,
        from start: Int,
        lineIndex: Int,
        mainAxis: FlexDirection,
        ownerWidth: Double,
        mainAxisOwnerSize: Double,
        availableInnerWidth: Double,
        availableInnerMainDim: Double
    ) -> FlexLine {
        var line = FlexLine()
        line.start = start
        let children = node.children
        let wraps = node.style.wrap != .noWrap
        let gap = node.gapForAxis(mainAxis, availableInnerMainDim)
        var index = start
        while index < children.count {
            let child = children[index]
            if !child.isInFlow {
                index += 1
                continue
            }
            if child.flexStartMarginIsAuto(mainAxis) { line.numberOfAutoMargins += 1 }
            if child.flexEndMarginIsAuto(mainAxis) { line.numberOfAutoMargins += 1 }
            child.lineIndex = lineIndex
            let childMarginMain = child.marginForAxis(mainAxis, availableInnerWidth)
            let leadingGap = line.itemCount == 0 ? 0 : gap
            let clampedBasis = child.boundAxisWithinMinAndMax(
                mainAxis,
                child.computedFlexBasis,
                mainAxisOwnerSize,
                ownerWidth
            )
            let itemSize = clampedBasis + childMarginMain + leadingGap
            if wraps && line.itemCount > 0 && line.sizeConsumed + itemSize > availableInnerMainDim { break }
            line.sizeConsumed += itemSize
            if child.isFlexible {
                line.totalFlexGrowFactors += child.resolvedFlexGrow
                // Shrinking is weighted by the basis: large items give up more.
                line.totalFlexShrinkScaledFactors += -child.resolvedFlexShrink * child.computedFlexBasis
            }
            line.itemCount += 1
            line.lastItem = index
            index += 1
        }
        line.end = index
        // Factors that sum to less than 1 are floored to 1: such items then take only part of the free space.
        if line.totalFlexGrowFactors > 0 && line.totalFlexGrowFactors < 1 { line.totalFlexGrowFactors = 1 }
        if line.totalFlexShrinkScaledFactors > 0 && line.totalFlexShrinkScaledFactors < 1 {
            line.totalFlexShrinkScaledFactors = 1
        }
        return line
    }
}
