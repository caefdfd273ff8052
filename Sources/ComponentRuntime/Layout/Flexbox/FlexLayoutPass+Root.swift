// The entry of a pass (Yoga's `calculateLayout`): the root's own size request from its style and the space given.

extension FlexLayoutPass {
    func layoutRoot(_ root: FlexRecord, ownerWidth: Double, ownerHeight: Double, rightToLeft: Bool) {
        root.setRightToLeft(root.layoutDirection.isRightToLeft(inheriting: rightToLeft))
        var width = Double.nan
        var widthMode = FlexSizingMode.maxContent
        if root.hasDefiniteLength(.row, ownerWidth) {
            width = root.resolvedDimension(.row, ownerWidth, ownerWidth) + root.marginForAxis(.row, ownerWidth)
            widthMode = .stretchFit
        } else if !root.resolvedMaxDimension(.row, ownerWidth, ownerWidth).isNaN {
            width = root.resolvedMaxDimension(.row, ownerWidth, ownerWidth)
            widthMode = .fitContent
        } else {
            width = ownerWidth
            widthMode = width.isNaN ? .maxContent : .stretchFit
        }
        var height = Double.nan
        var heightMode = FlexSizingMode.maxContent
        if root.hasDefiniteLength(.column, ownerHeight) {
            height = root.resolvedDimension(.column, ownerHeight, ownerWidth) + root.marginForAxis(.column, ownerWidth)
            heightMode = .stretchFit
        } else if !root.resolvedMaxDimension(.column, ownerHeight, ownerWidth).isNaN {
            height = root.resolvedMaxDimension(.column, ownerHeight, ownerWidth)
            heightMode = .fitContent
        } else {
            height = ownerHeight
            heightMode = height.isNaN ? .maxContent : .stretchFit
        }
        layoutInternal(root, width, height, widthMode, heightMode, ownerWidth, ownerHeight, performLayout: true)
        setInitialPosition(root, ownerWidth, ownerHeight)
    }
}
