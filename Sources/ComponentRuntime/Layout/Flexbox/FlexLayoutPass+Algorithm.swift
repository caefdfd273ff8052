// The flexbox algorithm for one node (Yoga's `calculateLayoutImpl`), step by step as Yoga numbers them. It sets the
// node's measured size and, for a layout, its children's sizes and positions.

extension FlexLayoutPass {
    func layoutImpl(
        _ node: FlexRecord,
        _ availableWidth: Double,
        _ availableHeight: Double,
        _ widthMode: FlexSizingMode,
        _ heightMode: FlexSizingMode,
        _ ownerWidth: Double,
        _ ownerHeight: Double,
        performLayout: Bool
    ) {
        if performLayout {
            statistics.layouts += 1
            node.hadOverflow = false
        } else {
            statistics.measures += 1
        }
        let marginAxisRow = node.marginForAxis(.row, ownerWidth)
        let marginAxisColumn = node.marginForAxis(.column, ownerWidth)
        if node.hasNoPaddingOrBorder {
            // Most nodes: nothing to resolve.
            node.borderLeft = 0
            node.borderTop = 0
            node.borderRight = 0
            node.borderBottom = 0
            node.paddingLeft = 0
            node.paddingTop = 0
            node.paddingRight = 0
            node.paddingBottom = 0
        } else {
            node.borderLeft = node.borderOn(.left)
            node.borderTop = node.borderOn(.top)
            node.borderRight = node.borderOn(.right)
            node.borderBottom = node.borderOn(.bottom)
            node.paddingLeft = node.paddingOn(.left, ownerWidth)
            node.paddingTop = node.paddingOn(.top, ownerWidth)
            node.paddingRight = node.paddingOn(.right, ownerWidth)
            node.paddingBottom = node.paddingOn(.bottom, ownerWidth)
        }

        let outerWidth = availableWidth - marginAxisRow
        let outerHeight = availableHeight - marginAxisColumn
        if node.hasMeasure {
            measureWithMeasureFunction(node, outerWidth, outerHeight, widthMode, heightMode, ownerWidth, ownerHeight)
            return
        }
        if node.children.isEmpty {
            measureWithoutChildren(node, outerWidth, outerHeight, widthMode, heightMode, ownerWidth, ownerHeight)
            return
        }
        if !performLayout
            && measureWithFixedSize(node, outerWidth, outerHeight, widthMode, heightMode, ownerWidth, ownerHeight)
        {
            return
        }

        // The children inherit this node's direction unless they set their own.
        let isRightToLeft = node.isRightToLeft
        for child in node.children {
            child.setRightToLeft(child.layoutDirection.isRightToLeft(inheriting: isRightToLeft))
        }

        // STEP 1: values for the rest of the algorithm.
        let mainAxis = node.mainAxis
        let crossAxis = mainAxis.crossAxis(rightToLeft: isRightToLeft)
        let isMainAxisRow = mainAxis.isRow
        let wraps = node.style.wrap != .noWrap
        let mainAxisOwnerSize = isMainAxisRow ? ownerWidth : ownerHeight
        let crossAxisOwnerSize = isMainAxisRow ? ownerHeight : ownerWidth
        let paddingAndBorderAxisMain = node.paddingAndBorderForAxis(mainAxis, ownerWidth)
        let paddingAndBorderAxisCross = node.paddingAndBorderForAxis(crossAxis, ownerWidth)
        let leadingPaddingAndBorderCross = node.flexStartPaddingAndBorder(crossAxis, ownerWidth)
        var sizingModeMainDim = isMainAxisRow ? widthMode : heightMode
        let sizingModeCrossDim = isMainAxisRow ? heightMode : widthMode
        let paddingAndBorderAxisRow = isMainAxisRow ? paddingAndBorderAxisMain : paddingAndBorderAxisCross
        let paddingAndBorderAxisColumn = isMainAxisRow ? paddingAndBorderAxisCross : paddingAndBorderAxisMain

        // STEP 2: the space available inside the node, within its min and max.
        let availableInnerWidth = availableInnerDimension(
            node,
            .row,
            outerWidth,
            paddingAndBorderAxisRow,
            ownerWidth,
            ownerWidth
        )
        let availableInnerHeight = availableInnerDimension(
            node,
            .column,
            outerHeight,
            paddingAndBorderAxisColumn,
            ownerHeight,
            ownerWidth
        )
        var availableInnerMainDim = isMainAxisRow ? availableInnerWidth : availableInnerHeight
        let availableInnerCrossDim = isMainAxisRow ? availableInnerHeight : availableInnerWidth

        // STEP 3: flex bases.
        var totalMainDim = computeFlexBases(
            node,
            availableInnerWidth,
            availableInnerHeight,
            widthMode,
            heightMode,
            mainAxis,
            performLayout: performLayout
        )
        let childCount = node.children.count
        if childCount > 1 {
            totalMainDim += node.gapForAxis(mainAxis, availableInnerMainDim) * Double(childCount - 1)
        }
        let mainAxisOverflows = sizingModeMainDim != .maxContent && totalMainDim > availableInnerMainDim
        if wraps && mainAxisOverflows && sizingModeMainDim == .fitContent { sizingModeMainDim = .stretchFit }

        // STEP 4 to 7, line by line: collect, flex, justify, align.
        var context = FlexLineContext(
            mainAxis: mainAxis,
            crossAxis: crossAxis,
            mainAxisOwnerSize: mainAxisOwnerSize,
            availableInnerMainDim: availableInnerMainDim,
            availableInnerCrossDim: availableInnerCrossDim,
            availableInnerWidth: availableInnerWidth,
            availableInnerHeight: availableInnerHeight,
            mainAxisOverflows: mainAxisOverflows,
            sizingModeCrossDim: sizingModeCrossDim,
            ownerWidth: ownerWidth
        )
        var lineCount = 0
        var totalLineCrossDim = 0.0
        let crossAxisGap = node.gapForAxis(crossAxis, availableInnerCrossDim)
        var maxLineMainDim = 0.0
        var lineOverflows = false
        var start = 0
        while start < childCount {
            var line = collectLine(
                node,
                from: start,
                lineIndex: lineCount,
                mainAxis: mainAxis,
                ownerWidth: ownerWidth,
                mainAxisOwnerSize: mainAxisOwnerSize,
                availableInnerWidth: availableInnerWidth,
                availableInnerMainDim: availableInnerMainDim
            )
            start = line.end
            let canSkipFlex = !performLayout && sizingModeCrossDim == .stretchFit

            // STEP 5: free space. A node sized to its content has none, within its min and max.
            var sizeBasedOnContent = false
            if sizingModeMainDim != .stretchFit {
                let minInnerMainDim =
                    node.resolvedMinDimension(mainAxis, mainAxisOwnerSize, ownerWidth) - paddingAndBorderAxisMain
                let maxInnerMainDim =
                    node.resolvedMaxDimension(mainAxis, mainAxisOwnerSize, ownerWidth) - paddingAndBorderAxisMain
                if !minInnerMainDim.isNaN && line.sizeConsumed < minInnerMainDim {
                    availableInnerMainDim = minInnerMainDim
                } else if !maxInnerMainDim.isNaN && line.sizeConsumed > maxInnerMainDim {
                    availableInnerMainDim = maxInnerMainDim
                } else {
                    if line.totalFlexGrowFactors == 0 || node.resolvedFlexGrow == 0 {
                        // Nothing can grow: the space the items use is all the space there is.
                        availableInnerMainDim = line.sizeConsumed
                    }
                    sizeBasedOnContent = true
                }
                context.availableInnerMainDim = availableInnerMainDim
            }
            if !sizeBasedOnContent && !availableInnerMainDim.isNaN {
                line.remainingFreeSpace = availableInnerMainDim - line.sizeConsumed
            } else if line.sizeConsumed < 0 {
                line.remainingFreeSpace = -line.sizeConsumed
            }
            if !canSkipFlex { resolveFlexibleLengths(node, &line, context, performLayout: performLayout) }
            if line.remainingFreeSpace < 0 { lineOverflows = true }

            // STEP 6: main-axis justification and the line's cross size.
            justifyMainAxis(
                node,
                &line,
                context,
                sizingModeMainDim: sizingModeMainDim,
                ownerWidth: ownerWidth,
                performLayout: performLayout
            )
            var containerCrossAxis = availableInnerCrossDim
            if sizingModeCrossDim != .stretchFit {
                containerCrossAxis =
                    node.boundAxis(
                        crossAxis,
                        line.crossDim + paddingAndBorderAxisCross,
                        crossAxisOwnerSize,
                        ownerWidth
                    ) - paddingAndBorderAxisCross
            }
            if !wraps {
                // A single line is as tall as the container, within the container's min and max.
                if sizingModeCrossDim == .stretchFit { line.crossDim = availableInnerCrossDim }
                line.crossDim =
                    node.boundAxis(
                        crossAxis,
                        line.crossDim + paddingAndBorderAxisCross,
                        crossAxisOwnerSize,
                        ownerWidth
                    ) - paddingAndBorderAxisCross
            }

            // STEP 7: cross-axis alignment within the line.
            if performLayout {
                alignItemsInLine(
                    node,
                    line,
                    context,
                    containerCrossAxis: containerCrossAxis,
                    leadingPaddingAndBorderCross: leadingPaddingAndBorderCross,
                    totalLineCrossDim: totalLineCrossDim
                )
            }
            totalLineCrossDim += line.crossDim + (lineCount != 0 ? crossAxisGap : 0)
            maxLineMainDim = flexMaxOrDefined(maxLineMainDim, line.mainDim)
            lineCount += 1
        }

        // STEP 8: distributing the lines of a wrapping container (`alignContent`), and aligning baselines.
        if performLayout && (wraps || node.isBaselineLayout) {
            alignLines(
                node,
                context,
                lineCount: lineCount,
                totalLineCrossDim: totalLineCrossDim,
                crossAxisGap: crossAxisGap,
                leadingPaddingAndBorderCross: leadingPaddingAndBorderCross,
                paddingAndBorderAxisCross: paddingAndBorderAxisCross,
                crossAxisOwnerSize: crossAxisOwnerSize,
                ownerWidth: ownerWidth
            )
        }

        // STEP 9: the node's own size.
        node.measuredWidth = node.boundAxis(.row, outerWidth, ownerWidth, ownerWidth)
        node.measuredHeight = node.boundAxis(.column, outerHeight, ownerHeight, ownerWidth)
        let scrolls = node.style.overflow == .scroll
        if sizingModeMainDim == .maxContent || (!scrolls && sizingModeMainDim == .fitContent) {
            node.setMeasured(node.boundAxis(mainAxis, maxLineMainDim, mainAxisOwnerSize, ownerWidth), mainAxis)
        } else if sizingModeMainDim == .fitContent && scrolls {
            node.setMeasured(
                flexMaxOrDefined(
                    flexMinOrDefined(
                        availableInnerMainDim + paddingAndBorderAxisMain,
                        node.boundAxisWithinMinAndMax(mainAxis, maxLineMainDim, mainAxisOwnerSize, ownerWidth)
                    ),
                    paddingAndBorderAxisMain
                ),
                mainAxis
            )
        }
        if sizingModeCrossDim == .maxContent || (!scrolls && sizingModeCrossDim == .fitContent) {
            node.setMeasured(
                node.boundAxis(
                    crossAxis,
                    totalLineCrossDim + paddingAndBorderAxisCross,
                    crossAxisOwnerSize,
                    ownerWidth
                ),
                crossAxis
            )
        } else if sizingModeCrossDim == .fitContent && scrolls {
            node.setMeasured(
                flexMaxOrDefined(
                    flexMinOrDefined(
                        availableInnerCrossDim + paddingAndBorderAxisCross,
                        node.boundAxisWithinMinAndMax(
                            crossAxis,
                            totalLineCrossDim + paddingAndBorderAxisCross,
                            crossAxisOwnerSize,
                            ownerWidth
                        )
                    ),
                    paddingAndBorderAxisCross
                ),
                crossAxis
            )
        }
        guard performLayout else { return }

        // Overflow: some line's items did not fit even shrunk, or some item's own children overflowed it.
        var overflows = lineOverflows
        if !overflows {
            for child in node.children where child.isInFlow && child.hadOverflow {
                overflows = true
                break
            }
        }
        node.hadOverflow = overflows

        // Lines were placed from the cross-start edge; `wrapReverse` mirrors them.
        let crossStart = crossAxis.flexStartEdge
        if node.style.wrap == .wrapReverse {
            for child in node.children where child.isInFlow {
                child.setPosition(
                    node.measured(crossAxis) - child.position(crossStart) - child.measured(crossAxis),
                    crossStart
                )
            }
        }

        // STEP 10: reversed axes (a right-to-left column's cross axis too) were placed from their end edge;
        // convert to left and top.
        let mainReversed = mainAxis.isReversed
        let crossReversed = crossAxis.isReversed
        if mainReversed || crossReversed {
            for child in node.children where child.isInFlow {
                if mainReversed { setTrailingPosition(node, child, mainAxis) }
                if crossReversed { setTrailingPosition(node, child, crossAxis) }
            }
        }

        // STEP 11: absolute descendants, now that this node's size is known, if this node is their containing block.
        if node.hasOutOfFlowChildren && (node.style.positionType != .static || node.isRoot) {
            layoutAbsoluteDescendants(
                node,
                node,
                widthMode: isMainAxisRow ? sizingModeMainDim : sizingModeCrossDim,
                leftOffset: 0,
                topOffset: 0
            )
        }
    }

    /// The space inside a node along `axis`: the available size less padding and border, within min and max.
    private func availableInnerDimension(
        _ node: FlexRecord,
        _ axis: FlexDirection,
        _ available: Double,
        _ paddingAndBorder: Double,
        _ ownerSize: Double,
        _ ownerWidth: Double
    ) -> Double {
        var inner = available - paddingAndBorder
        if !inner.isNaN {
            let min = node.resolvedMinDimension(axis, ownerSize, ownerWidth)
            let max = node.resolvedMaxDimension(axis, ownerSize, ownerWidth)
            let minInner = min.isNaN ? 0 : min - paddingAndBorder
            let maxInner = max.isNaN ? Double.greatestFiniteMagnitude : max - paddingAndBorder
            inner = flexMaxOrDefined(flexMinOrDefined(inner, maxInner), minInner)
        }
        return inner
    }

    /// Sets the child's position from the end edge of `axis`, given its position from the start edge.
    @inline(__always)
    func setTrailingPosition(_ node: FlexRecord, _ child: FlexRecord, _ axis: FlexDirection) {
        child.setPosition(
            node.measured(axis) - child.measured(axis) - child.position(axis.flexStartEdge),
            axis.flexEndEdge
        )
    }
}
