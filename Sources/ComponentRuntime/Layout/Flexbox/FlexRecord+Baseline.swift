import Foundation

// Baseline alignment (Yoga's `Baseline.cpp`): in a row, items aligned `baseline` line up the baselines of their
// first lines. A node's baseline is its first baseline-aligned (else first) in-flow child's baseline in its first
// line, plus that child's top; a leaf has the baseline its baseline function gives, else its bottom.

extension FlexRecord {
    /// Whether a container with `style` aligns some of `children` on baselines (rows only).
    static func isBaselineLayout(_ style: FlexStyle, _ children: [FlexRecord]) -> Bool {
        if style.direction.isColumn { return false }
        if style.alignItems == .baseline { return true }
        for child in children where child.positionType != .absolute && child.alignSelf == .baseline {
            return true
        }
        return false
    }

    /// The distance from the node's top to its baseline, from its last layout.
    var baseline: Double {
        if let function = node.baseline {
            return Double(function(CGFloat(measuredWidth), CGFloat(measuredHeight)))
        }
        var baselineChild: FlexRecord?
        for child in children {
            if child.lineIndex > 0 { break }
            if child.positionType == .absolute { continue }
            if alignment(of: child) == .baseline {
                baselineChild = child
                break
            }
            if baselineChild == nil { baselineChild = child }
        }
        guard let baselineChild else { return measuredHeight }
        return baselineChild.baseline + baselineChild.positionTop
    }
}
