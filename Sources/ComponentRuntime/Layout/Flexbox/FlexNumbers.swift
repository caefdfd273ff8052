// Yoga's arithmetic over "maybe undefined" numbers, with NaN as undefined. NaN already makes comparisons false and
// sums undefined, as Yoga's `FloatOptional` does; these cover the rest.

/// Yoga's `inexactEquals`: equal within 0.0001, or both undefined.
@inline(__always)
func flexInexactEquals(_ a: Double, _ b: Double) -> Bool {
    if !a.isNaN && !b.isNaN { return Swift.abs(a - b) < 0.0001 }
    return a.isNaN && b.isNaN
}

/// The larger of two numbers, or the defined one when only one is.
@inline(__always)
func flexMaxOrDefined(_ a: Double, _ b: Double) -> Double {
    if !a.isNaN && !b.isNaN { return Swift.max(a, b) }
    return a.isNaN ? b : a
}

/// The smaller of two numbers, or the defined one when only one is.
@inline(__always)
func flexMinOrDefined(_ a: Double, _ b: Double) -> Double {
    if !a.isNaN && !b.isNaN { return Swift.min(a, b) }
    return a.isNaN ? b : a
}

extension Double {
    /// The value, or 0 when undefined (Yoga's `unwrapOrDefault(0)`).
    @inline(__always)
    var flexOrZero: Double { isNaN ? 0 : self }
}
