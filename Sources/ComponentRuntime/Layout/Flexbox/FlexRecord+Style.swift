// Style arithmetic per axis (Yoga's `Style` and `Node` helpers): margins, padding, borders, insets, sizes and their
// min/max bounds, resolved against reference lengths. Margins and padding resolve against the owner's width.

extension FlexRecord {
    // MARK: Direction

    /// The main axis of the node's children, mirrored in a right-to-left layout (Yoga's `resolveDirection`).
    @inline(__always)
    var mainAxis: FlexDirection { style.direction.resolved(rightToLeft: isRightToLeft) }

    /// The physical edge where reading starts along `axis`: left (right, right to left) for rows, top for columns.
    @inline(__always)
    func inlineStartEdge(_ axis: FlexDirection) -> FlexPhysicalEdge {
        axis.isRow ? (isRightToLeft ? .right : .left) : .top
    }

    /// The physical edge where reading ends along `axis`.
    @inline(__always)
    func inlineEndEdge(_ axis: FlexDirection) -> FlexPhysicalEdge {
        axis.isRow ? (isRightToLeft ? .left : .right) : .bottom
    }

    // MARK: Edges in the node's direction

    @inline(__always)
    func marginEdge(_ edge: FlexPhysicalEdge) -> FlexLength {
        hasLogicalEdges ? style.margin.resolved(edge, rightToLeft: isRightToLeft) : style.margin[edge]
    }

    @inline(__always)
    func paddingEdge(_ edge: FlexPhysicalEdge) -> FlexLength {
        hasLogicalEdges ? style.padding.resolved(edge, rightToLeft: isRightToLeft) : style.padding[edge]
    }

    @inline(__always)
    func borderEdge(_ edge: FlexPhysicalEdge) -> FlexLength {
        hasLogicalEdges ? style.border.resolved(edge, rightToLeft: isRightToLeft) : style.border[edge]
    }

    @inline(__always)
    func insetEdge(_ edge: FlexPhysicalEdge) -> FlexLength {
        hasLogicalEdges ? style.position.resolved(edge, rightToLeft: isRightToLeft) : style.position[edge]
    }

    // MARK: Margins

    /// The margin on `edge` in points (percentages of `widthSize`); read from the record when it is fixed.
    @inline(__always)
    func marginOn(_ edge: FlexPhysicalEdge, _ widthSize: Double) -> Double {
        guard hasFixedMargins else { return marginEdge(edge).resolve(widthSize).flexOrZero }
        switch edge {
        case .left: return marginLeft
        case .top: return marginTop
        case .right: return marginRight
        case .bottom: return marginBottom
        }
    }

    @inline(__always)
    func flexStartMargin(_ axis: FlexDirection, _ widthSize: Double) -> Double {
        marginOn(axis.flexStartEdge, widthSize)
    }

    @inline(__always)
    func flexEndMargin(_ axis: FlexDirection, _ widthSize: Double) -> Double {
        marginOn(axis.flexEndEdge, widthSize)
    }

    @inline(__always)
    func inlineStartMargin(_ axis: FlexDirection, _ widthSize: Double) -> Double {
        marginOn(inlineStartEdge(axis), widthSize)
    }

    @inline(__always)
    func inlineEndMargin(_ axis: FlexDirection, _ widthSize: Double) -> Double {
        marginOn(inlineEndEdge(axis), widthSize)
    }

    @inline(__always)
    func marginForAxis(_ axis: FlexDirection, _ widthSize: Double) -> Double {
        let fixed = axis.isRow ? fixedMarginRow : fixedMarginColumn
        if !fixed.isNaN { return fixed }
        if axis.isRow {
            return marginEdge(.left).resolve(widthSize).flexOrZero + marginEdge(.right).resolve(widthSize).flexOrZero
        }
        return style.margin.top.resolve(widthSize).flexOrZero + style.margin.bottom.resolve(widthSize).flexOrZero
    }

    @inline(__always)
    func flexStartMarginIsAuto(_ axis: FlexDirection) -> Bool {
        hasAutoMargin && marginEdge(axis.flexStartEdge).isAuto
    }

    @inline(__always)
    func flexEndMarginIsAuto(_ axis: FlexDirection) -> Bool {
        hasAutoMargin && marginEdge(axis.flexEndEdge).isAuto
    }

    // MARK: Padding and border

    @inline(__always)
    func paddingOn(_ edge: FlexPhysicalEdge, _ widthSize: Double) -> Double {
        flexMaxOrDefined(paddingEdge(edge).resolve(widthSize), 0)
    }

    /// Borders take points only; a percentage resolves against zero, as in Yoga.
    @inline(__always)
    func borderOn(_ edge: FlexPhysicalEdge) -> Double {
        flexMaxOrDefined(borderEdge(edge).resolve(0), 0)
    }

    /// Whether every padding and border is zero in either direction: each one is clamped at zero, so sums of zero
    /// along both axes mean that none is set (a percentage makes a sum NaN).
    @inline(__always)
    var hasNoPaddingOrBorder: Bool { fixedPaddingAndBorderRow == 0 && fixedPaddingAndBorderColumn == 0 }

    @inline(__always)
    func flexStartPaddingAndBorder(_ axis: FlexDirection, _ widthSize: Double) -> Double {
        paddingOn(axis.flexStartEdge, widthSize) + borderOn(axis.flexStartEdge)
    }

    @inline(__always)
    func flexEndPaddingAndBorder(_ axis: FlexDirection, _ widthSize: Double) -> Double {
        paddingOn(axis.flexEndEdge, widthSize) + borderOn(axis.flexEndEdge)
    }

    @inline(__always)
    func paddingAndBorderForAxis(_ axis: FlexDirection, _ widthSize: Double) -> Double {
        let fixed = axis.isRow ? fixedPaddingAndBorderRow : fixedPaddingAndBorderColumn
        if !fixed.isNaN { return fixed }
        if axis.isRow {
            return paddingOn(.left, widthSize) + paddingOn(.right, widthSize) + borderOn(.left) + borderOn(.right)
        }
        return paddingOn(.top, widthSize) + paddingOn(.bottom, widthSize) + borderOn(.top) + borderOn(.bottom)
    }

    @inline(__always)
    func borderForAxis(_ axis: FlexDirection) -> Double {
        axis.isRow ? borderOn(.left) + borderOn(.right) : borderOn(.top) + borderOn(.bottom)
    }

    // MARK: Insets

    @inline(__always)
    func flexStartPosition(_ axis: FlexDirection, _ axisSize: Double) -> Double {
        insetEdge(axis.flexStartEdge).resolve(axisSize).flexOrZero
    }

    @inline(__always)
    func flexEndPosition(_ axis: FlexDirection, _ axisSize: Double) -> Double {
        insetEdge(axis.flexEndEdge).resolve(axisSize).flexOrZero
    }

    @inline(__always)
    func inlineStartPosition(_ axis: FlexDirection, _ axisSize: Double) -> Double {
        insetEdge(inlineStartEdge(axis)).resolve(axisSize).flexOrZero
    }

    @inline(__always)
    func inlineEndPosition(_ axis: FlexDirection, _ axisSize: Double) -> Double {
        insetEdge(inlineEndEdge(axis)).resolve(axisSize).flexOrZero
    }

    /// Whether an inset is set on `edge` (and is not `auto`).
    @inline(__always)
    func hasInset(_ edge: FlexPhysicalEdge) -> Bool {
        switch insetEdge(edge) {
        case .points, .percent: return true
        case .auto, .undefined: return false
        }
    }

    var horizontalInsetsDefined: Bool { insetEdge(.left).isDefined || insetEdge(.right).isDefined }
    var verticalInsetsDefined: Bool { style.position.top.isDefined || style.position.bottom.isDefined }

    /// Offset of a relative node along `axis`, its insets read in the given direction: the start inset, else
    /// minus the end inset (a static node has none).
    @inline(__always)
    func relativePosition(_ axis: FlexDirection, _ axisSize: Double, rightToLeft: Bool) -> Double {
        if positionType == .static || !hasInsets { return 0 }
        let startEdge: FlexPhysicalEdge = axis.isRow ? (rightToLeft ? .right : .left) : .top
        let endEdge: FlexPhysicalEdge = axis.isRow ? (rightToLeft ? .left : .right) : .bottom
        let start = style.position.resolved(startEdge, rightToLeft: rightToLeft)
        switch start {
        case .points, .percent: return start.resolve(axisSize).flexOrZero
        case .auto, .undefined:
            return -style.position.resolved(endEdge, rightToLeft: rightToLeft).resolve(axisSize).flexOrZero
        }
    }

    // MARK: Sizes

    @inline(__always)
    func processedDimension(_ axis: FlexDirection) -> FlexLength { axis.isRow ? processedWidth : processedHeight }

    /// Padding and border added to a style size of a content-box node (zero for border-box, the default).
    @inline(__always)
    func contentBoxExtra(_ axis: FlexDirection, _ widthSize: Double) -> Double {
        isContentBox ? paddingAndBorderForAxis(axis, widthSize) : 0
    }

    /// The style size (border box) along `axis` in points, or NaN.
    @inline(__always)
    func resolvedDimension(_ axis: FlexDirection, _ reference: Double, _ widthSize: Double) -> Double {
        processedDimension(axis).resolve(reference) + contentBoxExtra(axis, widthSize)
    }

    /// Whether the style gives a usable size along `axis` (Yoga's `hasDefiniteLength`).
    @inline(__always)
    func hasDefiniteLength(_ axis: FlexDirection, _ ownerSize: Double) -> Bool {
        let value = processedDimension(axis).resolve(ownerSize)
        return !value.isNaN && value >= 0
    }

    @inline(__always)
    func resolvedMinDimension(_ axis: FlexDirection, _ reference: Double, _ widthSize: Double) -> Double {
        (axis.isRow ? minWidth : minHeight).resolve(reference) + contentBoxExtra(axis, widthSize)
    }

    @inline(__always)
    func resolvedMaxDimension(_ axis: FlexDirection, _ reference: Double, _ widthSize: Double) -> Double {
        (axis.isRow ? maxWidth : maxHeight).resolve(reference) + contentBoxExtra(axis, widthSize)
    }

    /// `value` within min and max (min wins over max, as in CSS and Yoga).
    @inline(__always)
    func boundAxisWithinMinAndMax(
        _ axis: FlexDirection,
        _ value: Double,
        _ axisSize: Double,
        _ widthSize: Double
    ) -> Double {
        guard axis.isRow ? hasBoundsRow : hasBoundsColumn else { return value }
        let max = resolvedMaxDimension(axis, axisSize, widthSize)
        let min = resolvedMinDimension(axis, axisSize, widthSize)
        if max >= 0 && value > max { return max }
        if min >= 0 && value < min { return min }
        return value
    }

    /// `value` within min and max, and no smaller than padding plus border.
    @inline(__always)
    func boundAxis(_ axis: FlexDirection, _ value: Double, _ axisSize: Double, _ widthSize: Double) -> Double {
        // Most nodes: no min or max, no padding or border.
        if !(axis.isRow ? hasBoundsRow : hasBoundsColumn) && hasNoPaddingOrBorder { return flexMaxOrDefined(value, 0) }
        return flexMaxOrDefined(
            boundAxisWithinMinAndMax(axis, value, axisSize, widthSize),
            paddingAndBorderForAxis(axis, widthSize)
        )
    }

    @inline(__always)
    func dimensionWithMargin(_ axis: FlexDirection, _ widthSize: Double) -> Double {
        measured(axis) + marginForAxis(axis, widthSize)
    }

    // MARK: Flex factors

    @inline(__always)
    var resolvedFlexGrow: Double { isRoot ? 0 : flexGrow }

    @inline(__always)
    var resolvedFlexShrink: Double { isRoot ? 0 : flexShrink }

    @inline(__always)
    var isFlexible: Bool {
        positionType != .absolute && (resolvedFlexGrow != 0 || resolvedFlexShrink != 0)
    }

    /// The flex basis in points (border box), or NaN for `auto`.
    @inline(__always)
    func resolvedFlexBasis(_ mainAxis: FlexDirection, _ mainAxisOwnerSize: Double, _ widthSize: Double) -> Double {
        flexBasis.resolve(mainAxisOwnerSize) + contentBoxExtra(mainAxis, widthSize)
    }

    /// Space between children along `axis` (`columnGap` along a row).
    @inline(__always)
    func gapForAxis(_ axis: FlexDirection, _ ownerSize: Double) -> Double {
        flexMaxOrDefined((axis.isRow ? style.columnGap : style.rowGap).resolve(ownerSize), 0)
    }

    /// The child's cross alignment in this container: its `alignSelf`, else our `alignItems`; baseline alignment
    /// only exists in rows (a column aligns such a child at its start).
    @inline(__always)
    func alignment(of child: FlexRecord) -> FlexAlign {
        let align = child.alignSelf == .auto ? style.alignItems : child.alignSelf
        return align == .baseline && style.direction.isColumn ? .flexStart : align
    }
}
