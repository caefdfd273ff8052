// Step 5: sharing a line's free space among its items (Yoga's `resolveFlexibleLength`). Yoga does two passes where
// the CSS spec loops until no min/max is violated: the first pass freezes the items whose min or max applies and
// takes their space out; the second sizes everyone with what is left. We follow Yoga.

/// The container-level inputs of a line's flex pass, gathered once per container layout.
struct FlexLineContext {
    var mainAxis: FlexDirection
    var crossAxis: FlexDirection
    var mainAxisOwnerSize: Double
    var availableInnerMainDim: Double
    var availableInnerCrossDim: Double
    var availableInnerWidth: Double
    var availableInnerHeight: Double
    var mainAxisOverflows: Bool
    var sizingModeCrossDim: FlexSizingMode
    /// The container's own owner width (Yoga resolves its items' content-box min and max against it).
    var ownerWidth: Double
}

extension FlexLayoutPass {
    func resolveFlexibleLengths(
        _ node: FlexRecord,
        _ line: inout FlexLine,
        _ context: FlexLineContext,
        performLayout: Bool
    ) {
        let originalFreeSpace = line.remainingFreeSpace
        freezeClampedItems(node, &line, context)
        let distributed = sizeItems(node, &line, context, performLayout: performLayout)
        line.remainingFreeSpace = originalFreeSpace - distributed
    }

    /// First pass: items whose flexed size their min or max would change are taken out of the sharing.
    private func freezeClampedItems(_ node: FlexRecord, _ line: inout FlexLine, _ context: FlexLineContext) {
        let mainAxis = context.mainAxis
        var deltaFreeSpace = 0.0
        for index in line.start..<line.end {
            let child = node.children[index]
            guard child.isInFlow else { continue }
            let basis = child.boundAxisWithinMinAndMax(
                mainAxis,
                child.computedFlexBasis,
                context.mainAxisOwnerSize,
                context.ownerWidth
            )
            if line.remainingFreeSpace < 0 {
                let shrinkScaled = -child.resolvedFlexShrink * basis
                if !shrinkScaled.isNaN && shrinkScaled != 0 {
                    let base = basis + line.remainingFreeSpace / line.totalFlexShrinkScaledFactors * shrinkScaled
                    let bound = child.boundAxis(
                        mainAxis,
                        base,
                        context.availableInnerMainDim,
                        context.availableInnerWidth
                    )
                    if !base.isNaN && !bound.isNaN && base != bound {
                        deltaFreeSpace += bound - basis
                        line.totalFlexShrinkScaledFactors -= -child.resolvedFlexShrink * child.computedFlexBasis
                    }
                }
            } else if !line.remainingFreeSpace.isNaN && line.remainingFreeSpace > 0 {
                let grow = child.resolvedFlexGrow
                if !grow.isNaN && grow != 0 {
                    let base = basis + line.remainingFreeSpace / line.totalFlexGrowFactors * grow
                    let bound = child.boundAxis(
                        mainAxis,
                        base,
                        context.availableInnerMainDim,
                        context.availableInnerWidth
                    )
                    if !base.isNaN && !bound.isNaN && base != bound {
                        deltaFreeSpace += bound - basis
                        line.totalFlexGrowFactors -= grow
                    }
                }
            }
        }
        line.remainingFreeSpace -= deltaFreeSpace
    }

    /// Second pass: each item's main size from its share, then its cross size, then the item itself is measured or
    /// laid out at that size. Returns how much free space the items took.
    private func sizeItems(
        _ node: FlexRecord,
        _ line: inout FlexLine,
        _ context: FlexLineContext,
        performLayout: Bool
    ) -> Double {
        let mainAxis = context.mainAxis
        let crossAxis = context.crossAxis
        let isMainAxisRow = mainAxis.isRow
        let wraps = node.style.wrap != .noWrap
        let innerWidth = context.availableInnerWidth
        let innerCross = context.availableInnerCrossDim
        var deltaFreeSpace = 0.0
        for index in line.start..<line.end {
            let child = node.children[index]
            guard child.isInFlow else { continue }
            let basis = child.boundAxisWithinMinAndMax(
                mainAxis,
                child.computedFlexBasis,
                context.mainAxisOwnerSize,
                context.ownerWidth
            )
            var updatedMainSize = basis
            if !line.remainingFreeSpace.isNaN && line.remainingFreeSpace < 0 {
                let shrinkScaled = -child.resolvedFlexShrink * basis
                if shrinkScaled != 0 {
                    let childSize: Double
                    if !line.totalFlexShrinkScaledFactors.isNaN && line.totalFlexShrinkScaledFactors == 0 {
                        childSize = basis + shrinkScaled
                    } else {
                        childSize =
                            basis + (line.remainingFreeSpace / line.totalFlexShrinkScaledFactors) * shrinkScaled
                    }
                    updatedMainSize = child.boundAxis(mainAxis, childSize, context.availableInnerMainDim, innerWidth)
                }
            } else if !line.remainingFreeSpace.isNaN && line.remainingFreeSpace > 0 {
                let grow = child.resolvedFlexGrow
                if !grow.isNaN && grow != 0 {
                    updatedMainSize = child.boundAxis(
                        mainAxis,
                        basis + line.remainingFreeSpace / line.totalFlexGrowFactors * grow,
                        context.availableInnerMainDim,
                        innerWidth
                    )
                }
            }
            deltaFreeSpace += updatedMainSize - basis

            let marginMain = child.marginForAxis(mainAxis, innerWidth)
            let marginCross = child.marginForAxis(crossAxis, innerWidth)
            var childMainSize = updatedMainSize + marginMain
            var childMainMode = FlexSizingMode.stretchFit
            var childCrossSize: Double
            var childCrossMode: FlexSizingMode
            let stretches =
                node.alignment(of: child) == .stretch && !child.flexStartMarginIsAuto(crossAxis)
                && !child.flexEndMarginIsAuto(crossAxis)
            let hasCrossLength = child.hasDefiniteLength(crossAxis, innerCross)
            if !child.aspectRatio.isNaN {
                let ratio = child.aspectRatio
                childCrossSize =
                    (isMainAxisRow ? (childMainSize - marginMain) / ratio : (childMainSize - marginMain) * ratio)
                    + marginCross
                childCrossMode = .stretchFit
            } else if !innerCross.isNaN && !hasCrossLength && context.sizingModeCrossDim == .stretchFit
                && !(wraps && context.mainAxisOverflows) && stretches
            {
                childCrossSize = innerCross
                childCrossMode = .stretchFit
            } else if !hasCrossLength {
                childCrossSize = innerCross
                childCrossMode = childCrossSize.isNaN ? .maxContent : .fitContent
            } else {
                childCrossSize = child.resolvedDimension(crossAxis, innerCross, innerWidth) + marginCross
                // A percentage of a cross size that is not exact yet is measured as content, as Yoga does.
                let isLoosePercentage =
                    child.processedDimension(crossAxis).isPercent && context.sizingModeCrossDim != .stretchFit
                childCrossMode = childCrossSize.isNaN || isLoosePercentage ? .maxContent : .stretchFit
            }
            constrainMaxSize(
                child,
                mainAxis,
                context.availableInnerMainDim,
                innerWidth,
                &childMainMode,
                &childMainSize
            )
            constrainMaxSize(child, crossAxis, innerCross, innerWidth, &childCrossMode, &childCrossSize)
            // A child still to be stretched is only measured now; its layout comes with the stretch (step 7).
            let requiresStretchLayout = !hasCrossLength && stretches
            layoutInternal(
                child,
                isMainAxisRow ? childMainSize : childCrossSize,
                isMainAxisRow ? childCrossSize : childMainSize,
                isMainAxisRow ? childMainMode : childCrossMode,
                isMainAxisRow ? childCrossMode : childMainMode,
                innerWidth,
                context.availableInnerHeight,
                performLayout: performLayout && !requiresStretchLayout
            )
        }
        return deltaFreeSpace
    }
}
