// Steps 7 and 8: cross-axis alignment of items within their line (stretching them), and of lines within a wrapping
// container (`alignContent`).

extension FlexAlign {
    /// With negative free space, the distributed alignments of lines fall back to flex-start (as in Yoga).
    var withNegativeFreeSpace: FlexAlign {
        switch self {
        case .spaceBetween, .stretch, .spaceAround, .spaceEvenly: return .flexStart
        default: return self
        }
    }
}

extension FlexLayoutPass {
    /// STEP 7: each item of the line at its cross position; items that stretch are laid out at the line's size.
    func alignItemsInLine(
        _ node: FlexRecord,
        _ line: FlexLine,
        _ context: FlexLineContext,
        containerCrossAxis: Double,
        leadingPaddingAndBorderCross: Double,
        totalLineCrossDim: Double
    ) {
        let mainAxis = context.mainAxis
        let crossAxis = context.crossAxis
        let isMainAxisRow = mainAxis.isRow
        let innerWidth = context.availableInnerWidth
        let crossStart = crossAxis.flexStartEdge
        for index in line.start..<line.end {
            let child = node.children[index]
            guard child.isInFlow else { continue }
            var leadingCrossDim = leadingPaddingAndBorderCross
            let align = node.alignment(of: child)
            let startAuto = child.flexStartMarginIsAuto(crossAxis)
            let endAuto = child.flexEndMarginIsAuto(crossAxis)
            if align == .stretch && !startAuto && !endAuto {
                // A child with its own cross size does not stretch.
                if !child.hasDefiniteLength(crossAxis, context.availableInnerCrossDim) {
                    var childMainSize = child.measured(mainAxis)
                    let ratio = child.aspectRatio
                    var childCrossSize =
                        ratio.isNaN
                        ? line.crossDim
                        : child.marginForAxis(crossAxis, innerWidth)
                            + (isMainAxisRow ? childMainSize / ratio : childMainSize * ratio)
                    childMainSize += child.marginForAxis(mainAxis, innerWidth)
                    var childMainMode = FlexSizingMode.stretchFit
                    var childCrossMode = FlexSizingMode.stretchFit
                    constrainMaxSize(
                        child,
                        mainAxis,
                        context.availableInnerMainDim,
                        innerWidth,
                        &childMainMode,
                        &childMainSize
                    )
                    constrainMaxSize(
                        child,
                        crossAxis,
                        context.availableInnerCrossDim,
                        innerWidth,
                        &childCrossMode,
                        &childCrossSize
                    )
                    let childWidth = isMainAxisRow ? childMainSize : childCrossSize
                    let childHeight = isMainAxisRow ? childCrossSize : childMainSize
                    // In a wrapping container whose lines do not stretch, the line's size is not final yet.
                    let crossAxisDoesNotGrow = node.style.alignContent != .stretch && node.style.wrap != .noWrap
                    let widthMode: FlexSizingMode =
                        childWidth.isNaN || (!isMainAxisRow && crossAxisDoesNotGrow) ? .maxContent : .stretchFit
                    let heightMode: FlexSizingMode =
                        childHeight.isNaN || (isMainAxisRow && crossAxisDoesNotGrow) ? .maxContent : .stretchFit
                    layoutInternal(
                        child,
                        childWidth,
                        childHeight,
                        widthMode,
                        heightMode,
                        innerWidth,
                        context.availableInnerHeight,
                        performLayout: true
                    )
                }
            } else {
                let remainingCrossDim = containerCrossAxis - child.dimensionWithMargin(crossAxis, innerWidth)
                if startAuto && endAuto {
                    leadingCrossDim += flexMaxOrDefined(0, remainingCrossDim / 2)
                } else if endAuto {
                    // Pushed to the start by its end margin.
                } else if startAuto {
                    leadingCrossDim += flexMaxOrDefined(0, remainingCrossDim)
                } else if align == .flexStart {
                    // Already at the start.
                } else if align == .center {
                    leadingCrossDim += remainingCrossDim / 2
                } else {
                    leadingCrossDim += remainingCrossDim
                }
            }
            child.setPosition(child.position(crossStart) + totalLineCrossDim + leadingCrossDim, crossStart)
        }
    }

    /// STEP 8: lines of a wrapping container placed along the cross axis; items re-aligned within their line's
    /// final size, stretching ones laid out again.
    func alignLines(
        _ node: FlexRecord,
        _ context: FlexLineContext,
        lineCount: Int,
        totalLineCrossDim: Double,
        crossAxisGap: Double,
        leadingPaddingAndBorderCross: Double,
        paddingAndBorderAxisCross: Double,
        crossAxisOwnerSize: Double,
        ownerWidth: Double
    ) {
        let mainAxis = context.mainAxis
        let crossAxis = context.crossAxis
        let isMainAxisRow = mainAxis.isRow
        let innerWidth = context.availableInnerWidth
        let crossStart = crossAxis.flexStartEdge
        var leadPerLine = 0.0
        var currentLead = leadingPaddingAndBorderCross
        var extraSpacePerLine = 0.0

        let unclampedCrossDim: Double
        if context.sizingModeCrossDim == .stretchFit {
            unclampedCrossDim = context.availableInnerCrossDim + paddingAndBorderAxisCross
        } else if node.hasDefiniteLength(crossAxis, crossAxisOwnerSize) {
            unclampedCrossDim = node.resolvedDimension(crossAxis, crossAxisOwnerSize, ownerWidth)
        } else {
            unclampedCrossDim = totalLineCrossDim + paddingAndBorderAxisCross
        }
        let innerCrossDim =
            node.boundAxis(crossAxis, unclampedCrossDim, crossAxisOwnerSize, ownerWidth) - paddingAndBorderAxisCross
        let remaining = innerCrossDim - totalLineCrossDim
        let lines = Double(lineCount)
        let alignContent =
            remaining >= 0 ? node.style.alignContent : node.style.alignContent.withNegativeFreeSpace
        switch alignContent {
        case .flexEnd: currentLead += remaining
        case .center: currentLead += remaining / 2
        case .stretch: extraSpacePerLine = remaining / lines
        case .spaceAround:
            currentLead += remaining / (2 * lines)
            leadPerLine = remaining / lines
        case .spaceEvenly:
            currentLead += remaining / (lines + 1)
            leadPerLine = remaining / (lines + 1)
        case .spaceBetween:
            if lineCount > 1 { leadPerLine = remaining / (lines - 1) }
        case .auto, .flexStart, .baseline: break
        }

        let children = node.children
        var end = 0
        for lineIndex in 0..<lineCount {
            let start = end
            var index = start
            // The line's height: its tallest item with margins.
            var lineHeight = 0.0
            var maxAscent = 0.0
            var maxDescent = 0.0
            while index < children.count {
                let child = children[index]
                if child.isInFlow {
                    if child.lineIndex != lineIndex { break }
                    let measured = child.measured(crossAxis)
                    if !measured.isNaN && measured >= 0 {
                        lineHeight = flexMaxOrDefined(
                            lineHeight,
                            measured + child.marginForAxis(crossAxis, innerWidth)
                        )
                    }
                    if node.alignment(of: child) == .baseline {
                        let ascent = child.baseline + child.flexStartMargin(.column, innerWidth)
                        let descent = child.measuredHeight + child.marginForAxis(.column, innerWidth) - ascent
                        maxAscent = flexMaxOrDefined(maxAscent, ascent)
                        maxDescent = flexMaxOrDefined(maxDescent, descent)
                        lineHeight = flexMaxOrDefined(lineHeight, maxAscent + maxDescent)
                    }
                }
                index += 1
            }
            end = index
            currentLead += lineIndex != 0 ? crossAxisGap : 0
            lineHeight += extraSpacePerLine

            for index in start..<end {
                let child = children[index]
                guard child.isInFlow else { continue }
                switch node.alignment(of: child) {
                case .flexStart:
                    // Yoga offsets by the child's start inset here, not its margin; we follow Yoga.
                    child.setPosition(currentLead + child.flexStartPosition(crossAxis, innerWidth), crossStart)
                case .flexEnd:
                    child.setPosition(
                        currentLead + lineHeight - child.flexEndMargin(crossAxis, innerWidth)
                            - child.measured(crossAxis),
                        crossStart
                    )
                case .center:
                    child.setPosition(currentLead + (lineHeight - child.measured(crossAxis)) / 2, crossStart)
                case .stretch:
                    child.setPosition(currentLead + child.flexStartMargin(crossAxis, innerWidth), crossStart)
                    // Lay the child out again at the line's final size.
                    if !child.hasDefiniteLength(crossAxis, context.availableInnerCrossDim) {
                        // Yoga adds the cross-axis margins to a column item's height here; we follow Yoga.
                        let childWidth =
                            isMainAxisRow
                            ? child.measuredWidth + child.marginForAxis(mainAxis, innerWidth)
                            : leadPerLine + lineHeight
                        let childHeight =
                            isMainAxisRow
                            ? leadPerLine + lineHeight
                            : child.measuredHeight + child.marginForAxis(crossAxis, innerWidth)
                        if !(flexInexactEquals(childWidth, child.measuredWidth)
                            && flexInexactEquals(childHeight, child.measuredHeight))
                        {
                            layoutInternal(
                                child,
                                childWidth,
                                childHeight,
                                .stretchFit,
                                .stretchFit,
                                innerWidth,
                                context.availableInnerHeight,
                                performLayout: true
                            )
                        }
                    }
                case .baseline:
                    // Yoga offsets by the child's top inset here, resolved against the inner cross size.
                    child.setPosition(
                        currentLead + maxAscent - child.baseline
                            + child.flexStartPosition(.column, context.availableInnerCrossDim),
                        .top
                    )
                case .auto, .spaceBetween, .spaceAround, .spaceEvenly:
                    break
                }
            }
            currentLead += leadPerLine + lineHeight
        }
    }
}
