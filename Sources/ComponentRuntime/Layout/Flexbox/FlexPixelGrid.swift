import Foundation

// Rounding to the pixel grid (Yoga's `roundLayoutResultsToPixelGrid`): absolute edges are rounded, not sizes, so
// that adjacent boxes neither overlap nor leave gaps; a size is the difference of its two rounded edges. Content
// leaves (those with a measure function, Yoga's "text" nodes) round their size up so text is never cut.

/// Rounds `value` (points) to the grid of `scale` pixels per point, half up; `ceil`/`floor` force a direction for
/// values not already on the grid.
func flexRoundToPixelGrid(_ value: Double, _ scale: Double, ceil: Bool = false, floor: Bool = false) -> Double {
    var scaled = value * scale
    // The fractional part, in [0, 1) also for negative values (what Yoga gets from `fmod` plus one).
    let fraction = scaled - scaled.rounded(.down)
    if flexInexactEquals(fraction, 0) {
        scaled -= fraction
    } else if flexInexactEquals(fraction, 1) {
        scaled = scaled - fraction + 1
    } else if ceil {
        scaled = scaled - fraction + 1
    } else if floor {
        scaled -= fraction
    } else {
        scaled = scaled - fraction + (!fraction.isNaN && (fraction > 0.5 || flexInexactEquals(fraction, 0.5)) ? 1 : 0)
    }
    return scaled.isNaN || scale.isNaN ? .nan : scaled / scale
}

extension FlexLayoutPass {
    /// The result for `node`'s subtree, given its parent's unrounded absolute origin. Reuses the result built last
    /// time when the node was not laid out again and has the same size and place.
    func buildResult(_ node: FlexRecord, parentAbsoluteLeft: Double, parentAbsoluteTop: Double) -> FlexLayoutResult {
        let left = node.positionLeft
        let top = node.positionTop
        let absoluteLeft = parentAbsoluteLeft + left
        let absoluteTop = parentAbsoluteTop + top
        if let result = node.result, node.resultLeft == left, node.resultTop == top,
            node.resultAbsoluteLeft == absoluteLeft, node.resultAbsoluteTop == absoluteTop,
            node.resultWidth == node.width, node.resultHeight == node.height
        {
            return result
        }
        statistics.resultsBuilt += 1
        let frame: CGRect
        if pointScale != 0 {
            let scale = pointScale
            let text = node.hasMeasure
            func hasFraction(_ size: Double) -> Bool {
                let scaled = size * scale
                return !flexInexactEquals(scaled.rounded(), scaled)
            }
            let roundedAbsoluteLeft = flexRoundToPixelGrid(absoluteLeft, scale, floor: text)
            let roundedAbsoluteTop = flexRoundToPixelGrid(absoluteTop, scale, floor: text)
            let widthFraction = hasFraction(node.width)
            let heightFraction = hasFraction(node.height)
            let right = flexRoundToPixelGrid(
                absoluteLeft + node.width,
                scale,
                ceil: text && widthFraction,
                floor: text && !widthFraction
            )
            let bottom = flexRoundToPixelGrid(
                absoluteTop + node.height,
                scale,
                ceil: text && heightFraction,
                floor: text && !heightFraction
            )
            frame = CGRect(
                x: flexRoundToPixelGrid(left, scale, floor: text),
                y: flexRoundToPixelGrid(top, scale, floor: text),
                width: right - roundedAbsoluteLeft,
                height: bottom - roundedAbsoluteTop
            )
        } else {
            frame = CGRect(x: left, y: top, width: node.width, height: node.height)
        }
        // `map` allocates nothing for a leaf's empty array.
        let children = node.children.map {
            buildResult($0, parentAbsoluteLeft: absoluteLeft, parentAbsoluteTop: absoluteTop)
        }
        let result = FlexLayoutResult(
            node: node.node,
            frame: frame,
            children: children,
            hadOverflow: node.hadOverflow
        )
        node.result = result
        node.resultLeft = left
        node.resultTop = top
        node.resultAbsoluteLeft = absoluteLeft
        node.resultAbsoluteTop = absoluteTop
        node.resultWidth = node.width
        node.resultHeight = node.height
        return result
    }
}
