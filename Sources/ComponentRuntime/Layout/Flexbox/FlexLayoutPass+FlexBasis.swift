// Step 3 of the algorithm: each child's flex basis, the main size it starts from before free space is shared out
// (Yoga's `computeFlexBasisForChild(ren)`).

extension FlexLayoutPass {
    /// Computes every in-flow child's flex basis and returns their sum plus main-axis margins. Also zeroes
    /// `display: none` children and, for a layout, puts each child at its starting position.
    func computeFlexBases(
        _ node: FlexRecord,
        _ availableInnerWidth: Double,
        _ availableInnerHeight: Double,
        _ widthMode: FlexSizingMode,
        _ heightMode: FlexSizingMode,
        _ mainAxis: FlexDirection,
        performLayout: Bool
    ) -> Double {
        var total = 0.0
        // A single child that both grows and shrinks in an exactly sized container will take exactly the free
        // space, whatever its basis: give it basis 0 instead of measuring it.
        var singleFlexChild: FlexRecord?
        if (mainAxis.isRow ? widthMode : heightMode) == .stretchFit {
            for child in node.children where child.isFlexible {
                if singleFlexChild != nil || flexInexactEquals(child.resolvedFlexGrow, 0)
                    || flexInexactEquals(child.resolvedFlexShrink, 0)
                {
                    singleFlexChild = nil
                    break
                }
                singleFlexChild = child
            }
        }
        for child in node.children {
            if !child.isInFlow && child.style.display == .none {
                zeroOut(child)
                continue
            }
            if performLayout { setInitialPosition(child, availableInnerWidth, availableInnerHeight) }
            // Displayed but not in the flow: absolute.
            if !child.isInFlow { continue }
            if child === singleFlexChild {
                child.computedFlexBasis = 0
            } else {
                computeFlexBasis(
                    node,
                    child,
                    availableInnerWidth,
                    widthMode,
                    availableInnerHeight,
                    heightMode,
                    mainAxis
                )
            }
            total += child.computedFlexBasis + child.marginForAxis(mainAxis, availableInnerWidth)
        }
        return total
    }

    /// One child's flex basis: its `flexBasis`, else its size along the main axis, else its measured content.
    /// (Yoga keeps a resolved basis until the node is dirtied; we resolve it on every pass, which gives the same
    /// frames in a single pass and stays right when a parent's size changes.)
    private func computeFlexBasis(
        _ node: FlexRecord,
        _ child: FlexRecord,
        _ width: Double,
        _ widthMode: FlexSizingMode,
        _ height: Double,
        _ heightMode: FlexSizingMode,
        _ mainAxis: FlexDirection
    ) {
        // The child's owner size is this container's inner size.
        let ownerWidth = width
        let ownerHeight = height
        let isMainAxisRow = mainAxis.isRow
        let mainAxisSize = isMainAxisRow ? width : height
        let mainAxisOwnerSize = isMainAxisRow ? ownerWidth : ownerHeight
        let resolvedFlexBasis = child.resolvedFlexBasis(mainAxis, mainAxisOwnerSize, ownerWidth)
        let isRowStyleDimDefined = child.hasDefiniteLength(.row, ownerWidth)
        let isColumnStyleDimDefined = child.hasDefiniteLength(.column, ownerHeight)

        if !resolvedFlexBasis.isNaN && !mainAxisSize.isNaN {
            child.computedFlexBasis = flexMaxOrDefined(
                resolvedFlexBasis,
                child.paddingAndBorderForAxis(mainAxis, ownerWidth)
            )
            return
        }
        if isMainAxisRow && isRowStyleDimDefined {
            child.computedFlexBasis = flexMaxOrDefined(
                child.resolvedDimension(.row, ownerWidth, ownerWidth),
                child.paddingAndBorderForAxis(.row, ownerWidth)
            )
            return
        }
        if !isMainAxisRow && isColumnStyleDimDefined {
            child.computedFlexBasis = flexMaxOrDefined(
                child.resolvedDimension(.column, ownerHeight, ownerWidth),
                child.paddingAndBorderForAxis(.column, ownerWidth)
            )
            return
        }

        // Measure the content: the hypothetical main size.
        var childWidth = Double.nan
        var childHeight = Double.nan
        var childWidthMode = FlexSizingMode.maxContent
        var childHeightMode = FlexSizingMode.maxContent
        let marginRow = child.marginForAxis(.row, ownerWidth)
        let marginColumn = child.marginForAxis(.column, ownerWidth)
        if isRowStyleDimDefined {
            childWidth = child.resolvedDimension(.row, ownerWidth, ownerWidth) + marginRow
            childWidthMode = .stretchFit
        }
        if isColumnStyleDimDefined {
            childHeight = child.resolvedDimension(.column, ownerHeight, ownerWidth) + marginColumn
            childHeightMode = .stretchFit
        }
        // A scroll container measures its content unconstrained along its main axis (as browsers do).
        let scrolls = node.style.overflow == .scroll
        if !isMainAxisRow || !scrolls {
            if childWidth.isNaN && !width.isNaN {
                childWidth = width
                childWidthMode = .fitContent
            }
        }
        if (isMainAxisRow || !scrolls) && childHeight.isNaN && !height.isNaN {
            childHeight = height
            childHeightMode = .fitContent
        }
        let ratio = child.aspectRatio
        if !ratio.isNaN {
            if !isMainAxisRow && childWidthMode == .stretchFit {
                childHeight = marginColumn + (childWidth - marginRow) / ratio
                childHeightMode = .stretchFit
            } else if isMainAxisRow && childHeightMode == .stretchFit {
                childWidth = marginRow + (childHeight - marginColumn) * ratio
                childWidthMode = .stretchFit
            }
        }
        // A stretched child without a cross size is measured at the container's exact cross size.
        let stretches = node.alignment(of: child) == .stretch
        if !isMainAxisRow && !isRowStyleDimDefined && !width.isNaN && widthMode == .stretchFit && stretches
            && childWidthMode != .stretchFit
        {
            childWidth = width
            childWidthMode = .stretchFit
            if !ratio.isNaN {
                childHeight = (childWidth - marginRow) / ratio
                childHeightMode = .stretchFit
            }
        }
        if isMainAxisRow && !isColumnStyleDimDefined && !height.isNaN && heightMode == .stretchFit && stretches
            && childHeightMode != .stretchFit
        {
            childHeight = height
            childHeightMode = .stretchFit
            if !ratio.isNaN {
                childWidth = (childHeight - marginColumn) * ratio
                childWidthMode = .stretchFit
            }
        }
        constrainMaxSize(child, .row, ownerWidth, ownerWidth, &childWidthMode, &childWidth)
        constrainMaxSize(child, .column, ownerHeight, ownerWidth, &childHeightMode, &childHeight)
        layoutInternal(
            child,
            childWidth,
            childHeight,
            childWidthMode,
            childHeightMode,
            ownerWidth,
            ownerHeight,
            performLayout: false
        )
        child.computedFlexBasis = flexMaxOrDefined(
            child.measured(mainAxis),
            child.paddingAndBorderForAxis(mainAxis, ownerWidth)
        )
    }
}
