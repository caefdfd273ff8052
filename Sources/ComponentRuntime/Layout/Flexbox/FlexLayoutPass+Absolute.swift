// Step 11: absolutely positioned children (Yoga's `layoutAbsoluteDescendants` and `layoutAbsoluteChild`). They are
// sized from their own size, else from opposite insets, else from their content; then placed by their insets against
// the containing block's padding box, or where their parent's `justifyContent` and `alignItems` would put them. The
// containing block is the nearest ancestor that is not `static` (or the root).

extension FlexLayoutPass {
    /// Lays out the absolute children of `parent`, and of its static descendants, against `containing`'s padding
    /// box; `leftOffset` and `topOffset` are `parent`'s position inside `containing`.
    func layoutAbsoluteDescendants(
        _ containing: FlexRecord,
        _ parent: FlexRecord,
        widthMode: FlexSizingMode,
        leftOffset: Double,
        topOffset: Double
    ) {
        let mainAxis = parent.mainAxis
        let crossAxis = mainAxis.crossAxis(rightToLeft: parent.isRightToLeft)
        for child in parent.children where child.style.display != .none {
            switch child.positionType {
            case .absolute:
                layoutAbsoluteChild(containing, parent, child, widthMode: widthMode)
                for axis in [mainAxis, crossAxis] where axis.isReversed {
                    let insetsDefined = axis.isRow ? child.horizontalInsetsDefined : child.verticalInsetsDefined
                    setTrailingPosition(insetsDefined ? containing : parent, child, axis)
                }
                // Insets placed the child in the containing block; its frame is relative to its parent.
                if child.horizontalInsetsDefined { child.positionLeft -= leftOffset }
                if child.verticalInsetsDefined { child.positionTop -= topOffset }
            case .static:
                // The static child's subtree changes without the child being laid out again.
                child.result = nil
                layoutAbsoluteDescendants(
                    containing,
                    child,
                    widthMode: widthMode,
                    leftOffset: leftOffset + child.positionLeft,
                    topOffset: topOffset + child.positionTop
                )
            case .relative:
                break
            }
        }
    }

    private func layoutAbsoluteChild(
        _ containing: FlexRecord,
        _ node: FlexRecord,
        _ child: FlexRecord,
        widthMode: FlexSizingMode
    ) {
        let mainAxis = node.mainAxis
        let crossAxis = mainAxis.crossAxis(rightToLeft: node.isRightToLeft)
        let isMainAxisRow = mainAxis.isRow
        // The containing block is the padding box of the containing node.
        let containingBlockWidth = containing.measuredWidth - containing.borderForAxis(.row)
        let containingBlockHeight = containing.measuredHeight - containing.borderForAxis(.column)

        var childWidth = Double.nan
        var childHeight = Double.nan
        let marginRow = child.marginForAxis(.row, containingBlockWidth)
        let marginColumn = child.marginForAxis(.column, containingBlockWidth)

        if child.hasDefiniteLength(.row, containingBlockWidth) {
            childWidth = child.resolvedDimension(.row, containingBlockWidth, containingBlockWidth) + marginRow
        } else if child.hasInset(.left) && child.hasInset(.right) {
            childWidth =
                containing.measuredWidth - (containing.borderOn(.left) + containing.borderOn(.right))
                - (child.flexStartPosition(.row, containingBlockWidth)
                    + child.flexEndPosition(.row, containingBlockWidth))
            childWidth = child.boundAxis(.row, childWidth, containingBlockWidth, containingBlockWidth)
        }
        if child.hasDefiniteLength(.column, containingBlockHeight) {
            childHeight = child.resolvedDimension(.column, containingBlockHeight, containingBlockWidth) + marginColumn
        } else if child.hasInset(.top) && child.hasInset(.bottom) {
            childHeight =
                containing.measuredHeight - (containing.borderOn(.top) + containing.borderOn(.bottom))
                - (child.flexStartPosition(.column, containingBlockHeight)
                    + child.flexEndPosition(.column, containingBlockHeight))
            childHeight = child.boundAxis(.column, childHeight, containingBlockHeight, containingBlockWidth)
        }

        // With exactly one size known, the aspect ratio gives the other.
        let ratio = child.aspectRatio
        if childWidth.isNaN != childHeight.isNaN && !ratio.isNaN {
            if childWidth.isNaN {
                childWidth = marginRow + (childHeight - marginColumn) * ratio
            } else {
                childHeight = marginColumn + (childWidth - marginRow) / ratio
            }
        }

        // Still missing a size: measure the content (text wraps at the containing block's width).
        if childWidth.isNaN || childHeight.isNaN {
            var childWidthMode: FlexSizingMode = childWidth.isNaN ? .maxContent : .stretchFit
            let childHeightMode: FlexSizingMode = childHeight.isNaN ? .maxContent : .stretchFit
            if !isMainAxisRow && childWidth.isNaN && widthMode != .maxContent && !containingBlockWidth.isNaN
                && containingBlockWidth > 0
            {
                childWidth = containingBlockWidth
                childWidthMode = .fitContent
            }
            layoutInternal(
                child,
                childWidth,
                childHeight,
                childWidthMode,
                childHeightMode,
                containingBlockWidth,
                containingBlockHeight,
                performLayout: false
            )
            childWidth = child.measuredWidth + child.marginForAxis(.row, containingBlockWidth)
            childHeight = child.measuredHeight + child.marginForAxis(.column, containingBlockWidth)
        }

        layoutInternal(
            child,
            childWidth,
            childHeight,
            .stretchFit,
            .stretchFit,
            containingBlockWidth,
            containingBlockHeight,
            performLayout: true
        )
        positionAbsoluteChild(
            containing,
            node,
            child,
            mainAxis,
            isMainAxis: true,
            containingBlockWidth,
            containingBlockHeight
        )
        positionAbsoluteChild(
            containing,
            node,
            child,
            crossAxis,
            isMainAxis: false,
            containingBlockWidth,
            containingBlockHeight
        )
    }

    /// Places the child along `axis`: the start inset wins over the end inset (both counted in the containing
    /// block); with neither, the parent's justification (main axis) or alignment (cross axis) decides.
    private func positionAbsoluteChild(
        _ containing: FlexRecord,
        _ node: FlexRecord,
        _ child: FlexRecord,
        _ axis: FlexDirection,
        isMainAxis: Bool,
        _ containingBlockWidth: Double,
        _ containingBlockHeight: Double
    ) {
        let containingBlockSize = axis.isRow ? containingBlockWidth : containingBlockHeight
        let startEdge = axis.flexStartEdge
        if child.hasInset(child.inlineStartEdge(axis)) {
            let fromInlineStart =
                child.inlineStartPosition(axis, containingBlockSize) + containing.borderOn(child.inlineStartEdge(axis))
                + child.inlineStartMargin(axis, containingBlockSize)
            child.setPosition(flowPosition(fromInlineStart, containing, child, axis), startEdge)
        } else if child.hasInset(child.inlineEndEdge(axis)) {
            let fromInlineStart =
                containing.measured(axis) - child.measured(axis) - containing.borderOn(child.inlineEndEdge(axis))
                - child.inlineEndMargin(axis, containingBlockSize)
                - child.inlineEndPosition(axis, containingBlockSize)
            child.setPosition(flowPosition(fromInlineStart, containing, child, axis), startEdge)
        } else if isMainAxis {
            switch node.style.justifyContent {
            case .flexStart, .spaceBetween: placeAtStart(node, child, axis, containingBlockWidth)
            case .flexEnd: placeAtEnd(node, child, axis, containingBlockWidth)
            case .center, .spaceAround, .spaceEvenly: placeAtCenter(node, child, axis, containingBlockWidth)
            }
        } else {
            var align = node.alignment(of: child)
            if node.style.wrap == .wrapReverse {
                align = align == .flexEnd ? .flexStart : (align == .center ? .center : .flexEnd)
            }
            switch align {
            case .flexEnd: placeAtEnd(node, child, axis, containingBlockWidth)
            case .center: placeAtCenter(node, child, axis, containingBlockWidth)
            default: placeAtStart(node, child, axis, containingBlockWidth)
            }
        }
    }

    /// Converts a position from the left or top edge into one from the flow's start edge of `axis`.
    @inline(__always)
    private func flowPosition(_ value: Double, _ node: FlexRecord, _ child: FlexRecord, _ axis: FlexDirection)
        -> Double
    {
        child.inlineStartEdge(axis) == axis.flexStartEdge ? value : node.measured(axis) - child.measured(axis) - value
    }

    private func placeAtStart(_ node: FlexRecord, _ child: FlexRecord, _ axis: FlexDirection, _ width: Double) {
        let edge = axis.flexStartEdge
        child.setPosition(
            child.flexStartMargin(axis, width) + node.layoutBorder(edge) + node.layoutPadding(edge),
            edge
        )
    }

    private func placeAtEnd(_ node: FlexRecord, _ child: FlexRecord, _ axis: FlexDirection, _ width: Double) {
        let endEdge = axis.flexEndEdge
        let fromEnd = node.layoutBorder(endEdge) + child.flexEndMargin(axis, width) + node.layoutPadding(endEdge)
        child.setPosition(node.measured(axis) - child.measured(axis) - fromEnd, axis.flexStartEdge)
    }

    private func placeAtCenter(_ node: FlexRecord, _ child: FlexRecord, _ axis: FlexDirection, _ width: Double) {
        let startEdge = axis.flexStartEdge
        let endEdge = axis.flexEndEdge
        let contentBox =
            node.measured(axis) - node.layoutBorder(startEdge) - node.layoutBorder(endEdge)
            - node.layoutPadding(startEdge) - node.layoutPadding(endEdge)
        let childOuterSize = child.measured(axis) + child.marginForAxis(axis, width)
        child.setPosition(
            (contentBox - childOuterSize) / 2 + node.layoutBorder(startEdge) + child.flexStartMargin(axis, width)
                + node.layoutPadding(startEdge),
            startEdge
        )
    }
}
