// Step 6: placing a line's items along the main axis (Yoga's `justifyMainAxis`) and measuring the line's cross size.

extension FlexJustify {
    /// With negative free space, the distributed justifications fall back to flex-start (Yoga; CSS would centre
    /// `space-around` and `space-evenly`).
    var withNegativeFreeSpace: FlexJustify {
        switch self {
        case .spaceBetween, .spaceAround, .spaceEvenly: return .flexStart
        default: return self
        }
    }
}

extension FlexLayoutPass {
    func justifyMainAxis(
        _ node: FlexRecord,
        _ line: inout FlexLine,
        _ context: FlexLineContext,
        sizingModeMainDim: FlexSizingMode,
        ownerWidth: Double,
        performLayout: Bool
    ) {
        let mainAxis = context.mainAxis
        let crossAxis = context.crossAxis
        let innerWidth = context.availableInnerWidth
        let leadingPaddingAndBorderMain = node.flexStartPaddingAndBorder(mainAxis, ownerWidth)
        let trailingPaddingAndBorderMain = node.flexEndPaddingAndBorder(mainAxis, ownerWidth)
        let gap = node.gapForAxis(mainAxis, context.availableInnerMainDim)

        // Sized to content ("at most"): there is no free space to distribute, unless a min size makes some.
        if sizingModeMainDim == .fitContent && line.remainingFreeSpace > 0 {
            let minMain = node.resolvedMinDimension(mainAxis, context.mainAxisOwnerSize, ownerWidth)
            if !minMain.isNaN {
                let minAvailableMainDim = minMain - leadingPaddingAndBorderMain - trailingPaddingAndBorderMain
                let occupied = context.availableInnerMainDim - line.remainingFreeSpace
                line.remainingFreeSpace = flexMaxOrDefined(0, minAvailableMainDim - occupied)
            } else {
                line.remainingFreeSpace = 0
            }
        }

        var leadingMainDim = 0.0
        var betweenMainDim = gap
        let justify =
            line.remainingFreeSpace >= 0 ? node.style.justifyContent : node.style.justifyContent.withNegativeFreeSpace
        // Auto margins take the free space before justification does.
        if line.numberOfAutoMargins == 0 {
            let free = line.remainingFreeSpace
            let count = Double(line.itemCount)
            switch justify {
            case .flexStart: break
            case .center: leadingMainDim = free / 2
            case .flexEnd: leadingMainDim = free
            case .spaceBetween:
                if line.itemCount > 1 { betweenMainDim += free / (count - 1) }
            case .spaceEvenly:
                leadingMainDim = free / (count + 1)
                betweenMainDim += leadingMainDim
            case .spaceAround:
                leadingMainDim = 0.5 * free / count
                betweenMainDim += leadingMainDim * 2
            }
        }

        line.mainDim = leadingPaddingAndBorderMain + leadingMainDim
        line.crossDim = 0
        let autoMarginShare = line.remainingFreeSpace / Double(line.numberOfAutoMargins)
        let canSkipFlex = !performLayout && context.sizingModeCrossDim == .stretchFit
        let startEdge = mainAxis.flexStartEdge
        // A row aligning on baselines is as tall as its highest ascent plus its deepest descent.
        let isBaselineLayout = node.isBaselineLayout
        var maxAscent = 0.0
        var maxDescent = 0.0
        for index in line.start..<line.end {
            let child = node.children[index]
            guard child.isInFlow else { continue }
            if child.flexStartMarginIsAuto(mainAxis) && line.remainingFreeSpace > 0 {
                line.mainDim += autoMarginShare
            }
            if performLayout { child.setPosition(child.position(startEdge) + line.mainDim, startEdge) }
            if index != line.lastItem { line.mainDim += betweenMainDim }
            if child.flexEndMarginIsAuto(mainAxis) && line.remainingFreeSpace > 0 {
                line.mainDim += autoMarginShare
            }
            if canSkipFlex {
                // The flex step was skipped, so measured sizes are stale: use the clamped basis.
                line.mainDim +=
                    child.marginForAxis(mainAxis, innerWidth)
                    + child.boundAxisWithinMinAndMax(
                        mainAxis,
                        child.computedFlexBasis,
                        context.mainAxisOwnerSize,
                        ownerWidth
                    )
                line.crossDim = context.availableInnerCrossDim
            } else {
                line.mainDim += child.dimensionWithMargin(mainAxis, innerWidth)
                if isBaselineLayout {
                    let ascent = child.baseline + child.flexStartMargin(.column, innerWidth)
                    let descent = child.measuredHeight + child.marginForAxis(.column, innerWidth) - ascent
                    maxAscent = flexMaxOrDefined(maxAscent, ascent)
                    maxDescent = flexMaxOrDefined(maxDescent, descent)
                } else {
                    line.crossDim = flexMaxOrDefined(line.crossDim, child.dimensionWithMargin(crossAxis, innerWidth))
                }
            }
        }
        if isBaselineLayout { line.crossDim = maxAscent + maxDescent }
        line.mainDim += trailingPaddingAndBorderMain
    }
}
