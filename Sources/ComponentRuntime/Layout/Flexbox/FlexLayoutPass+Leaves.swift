import Foundation

// Nodes the algorithm sizes without a flex pass (Yoga's `measureNodeWith…` functions): leaves with a measure
// function, empty leaves, and containers whose size is already fixed by the request.

extension FlexLayoutPass {
    /// Sizes a content leaf: asks its measure function unless both sizes are exact.
    func measureWithMeasureFunction(
        _ node: FlexRecord,
        _ availableWidth: Double,
        _ availableHeight: Double,
        _ widthMode: FlexSizingMode,
        _ heightMode: FlexSizingMode,
        _ ownerWidth: Double,
        _ ownerHeight: Double
    ) {
        let availableWidth = widthMode == .maxContent ? Double.nan : availableWidth
        let availableHeight = heightMode == .maxContent ? Double.nan : availableHeight
        let paddingAndBorderRow = node.paddingLeft + node.paddingRight + node.borderLeft + node.borderRight
        let paddingAndBorderColumn = node.paddingTop + node.paddingBottom + node.borderTop + node.borderBottom
        // The measure function never sees a negative size.
        let innerWidth =
            availableWidth.isNaN ? availableWidth : flexMaxOrDefined(0, availableWidth - paddingAndBorderRow)
        let innerHeight =
            availableHeight.isNaN ? availableHeight : flexMaxOrDefined(0, availableHeight - paddingAndBorderColumn)

        if widthMode == .stretchFit && heightMode == .stretchFit {
            node.measuredWidth = node.boundAxis(.row, availableWidth, ownerWidth, ownerWidth)
            node.measuredHeight = node.boundAxis(.column, availableHeight, ownerHeight, ownerWidth)
            return
        }
        guard let measure = node.node.measure else { return }
        statistics.measureCallbacks += 1
        let size = measure(CGFloat(innerWidth), widthMode.measureMode, CGFloat(innerHeight), heightMode.measureMode)
        node.measuredWidth = node.boundAxis(
            .row,
            widthMode == .stretchFit ? availableWidth : Double(size.width) + paddingAndBorderRow,
            ownerWidth,
            ownerWidth
        )
        node.measuredHeight = node.boundAxis(
            .column,
            heightMode == .stretchFit ? availableHeight : Double(size.height) + paddingAndBorderColumn,
            ownerHeight,
            ownerWidth
        )
    }

    /// Sizes an empty leaf: the available size when exact, otherwise just its padding and border.
    func measureWithoutChildren(
        _ node: FlexRecord,
        _ availableWidth: Double,
        _ availableHeight: Double,
        _ widthMode: FlexSizingMode,
        _ heightMode: FlexSizingMode,
        _ ownerWidth: Double,
        _ ownerHeight: Double
    ) {
        let width =
            widthMode == .stretchFit
            ? availableWidth : node.paddingLeft + node.paddingRight + node.borderLeft + node.borderRight
        node.measuredWidth = node.boundAxis(.row, width, ownerWidth, ownerWidth)
        let height =
            heightMode == .stretchFit
            ? availableHeight : node.paddingTop + node.paddingBottom + node.borderTop + node.borderBottom
        node.measuredHeight = node.boundAxis(.column, height, ownerHeight, ownerWidth)
    }

    /// When only the size is wanted and both sizes are fixed by the request, sizes the node without looking at its
    /// children; returns whether it could.
    func measureWithFixedSize(
        _ node: FlexRecord,
        _ availableWidth: Double,
        _ availableHeight: Double,
        _ widthMode: FlexSizingMode,
        _ heightMode: FlexSizingMode,
        _ ownerWidth: Double,
        _ ownerHeight: Double
    ) -> Bool {
        func isFixed(_ size: Double, _ mode: FlexSizingMode) -> Bool {
            mode == .stretchFit || (!size.isNaN && mode == .fitContent && size <= 0)
        }
        guard isFixed(availableWidth, widthMode) && isFixed(availableHeight, heightMode) else { return false }
        let width = availableWidth.isNaN || (widthMode == .fitContent && availableWidth < 0) ? 0 : availableWidth
        let height = availableHeight.isNaN || (heightMode == .fitContent && availableHeight < 0) ? 0 : availableHeight
        node.measuredWidth = node.boundAxis(.row, width, ownerWidth, ownerWidth)
        node.measuredHeight = node.boundAxis(.column, height, ownerHeight, ownerWidth)
        return true
    }

    /// A `display: none` subtree: zero sizes and positions, and forgotten measurements (as Yoga resets them).
    func zeroOut(_ node: FlexRecord) {
        node.measuredWidth = 0
        node.measuredHeight = 0
        node.width = 0
        node.height = 0
        node.positionLeft = 0
        node.positionTop = 0
        node.positionRight = 0
        node.positionBottom = 0
        node.computedFlexBasis = .nan
        node.forgetMeasurements()
        for child in node.children { zeroOut(child) }
    }

    /// Clamps a child's size request to its max size (Yoga's `constrainMaxSizeForMode`): an exact or at-most size
    /// is lowered to the max; an unconstrained one becomes at-most the max.
    @inline(__always)
    func constrainMaxSize(
        _ child: FlexRecord,
        _ axis: FlexDirection,
        _ ownerAxisSize: Double,
        _ ownerWidth: Double,
        _ mode: inout FlexSizingMode,
        _ size: inout Double
    ) {
        // Without a max size there is nothing to clamp to (most nodes).
        guard (axis.isRow ? child.maxWidth : child.maxHeight).isDefined else { return }
        let maxSize =
            child.resolvedMaxDimension(axis, ownerAxisSize, ownerWidth) + child.marginForAxis(axis, ownerWidth)
        switch mode {
        case .stretchFit, .fitContent:
            if !maxSize.isNaN && !(size < maxSize) { size = maxSize }
        case .maxContent:
            if !maxSize.isNaN {
                mode = .fitContent
                size = maxSize
            }
        }
    }

    /// Where a child starts before the flow moves it: its margins plus its relative offset, on its own axes
    /// (Yoga's `Node::setPosition`).
    func setInitialPosition(_ child: FlexRecord, _ ownerWidth: Double, _ ownerHeight: Double) {
        if child.hasNoOffsets {
            child.positionLeft = 0
            child.positionTop = 0
            child.positionRight = 0
            child.positionBottom = 0
            return
        }
        // Yoga takes the root's own insets left to right (its margins still follow its direction).
        let insetsRightToLeft = child.isRightToLeft && !child.isRoot
        let mainAxis = child.style.direction.resolved(rightToLeft: insetsRightToLeft)
        let crossAxis = mainAxis.crossAxis(rightToLeft: insetsRightToLeft)
        // Relative and absolute nodes both take their insets here (absolute ones are placed again later).
        let relativeMain = child.relativePosition(
            mainAxis,
            mainAxis.isRow ? ownerWidth : ownerHeight,
            rightToLeft: insetsRightToLeft
        )
        let relativeCross = child.relativePosition(
            crossAxis,
            mainAxis.isRow ? ownerHeight : ownerWidth,
            rightToLeft: insetsRightToLeft
        )
        child.setPosition(child.inlineStartMargin(mainAxis, ownerWidth) + relativeMain, child.inlineStartEdge(mainAxis))
        child.setPosition(child.inlineEndMargin(mainAxis, ownerWidth) + relativeMain, child.inlineEndEdge(mainAxis))
        child.setPosition(
            child.inlineStartMargin(crossAxis, ownerWidth) + relativeCross,
            child.inlineStartEdge(crossAxis)
        )
        child.setPosition(child.inlineEndMargin(crossAxis, ownerWidth) + relativeCross, child.inlineEndEdge(crossAxis))
    }
}
