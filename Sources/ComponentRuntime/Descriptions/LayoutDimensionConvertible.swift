public import Foundation

/// A value `.frame(width:height:…)` takes as a length: a ``LayoutDimension`` (`.percent(50)`) or a
/// number in points, literal or not (`.frame(height: 1 / scale)` with a `CGFloat`, `Double`, `Float` or `Int`).
///
/// SwiftUI's and CKSwift's `frame` take a `CGFloat`; this one takes either kind, so a variable needs no
/// `.points(…)` around it.
public protocol LayoutDimensionConvertible {
    /// The length as a ``LayoutDimension``.
    var layoutDimension: LayoutDimension { get }
}

extension LayoutDimension: LayoutDimensionConvertible {
    /// Itself.
    public var layoutDimension: LayoutDimension { self }
}

extension CGFloat: LayoutDimensionConvertible {
    /// This many points.
    public var layoutDimension: LayoutDimension { .points(self) }
}

extension Double: LayoutDimensionConvertible {
    /// This many points.
    public var layoutDimension: LayoutDimension { .points(CGFloat(self)) }
}

extension Float: LayoutDimensionConvertible {
    /// This many points.
    public var layoutDimension: LayoutDimension { .points(CGFloat(self)) }
}

extension Int: LayoutDimensionConvertible {
    /// This many points.
    public var layoutDimension: LayoutDimension { .points(CGFloat(self)) }
}

// `.percent(50)` and `.points(8)` where a `LayoutDimensionConvertible` is expected (a `frame` argument). Disfavoured,
// so that `LayoutDimension.percent` still names the enum's own case. No `.auto`: it is what an argument left out
// means, and a second `auto` would make DocC's links to the enum's case ambiguous.
extension LayoutDimensionConvertible where Self == LayoutDimension {
    /// A length in points.
    @_disfavoredOverload
    public static func points(_ points: CGFloat) -> LayoutDimension { LayoutDimension.points(points) }

    /// A percentage of the parent's size.
    @_disfavoredOverload
    public static func percent(_ percent: CGFloat) -> LayoutDimension { LayoutDimension.percent(percent) }
}

extension Optional: LayoutDimensionConvertible where Wrapped: LayoutDimensionConvertible {
    /// The wrapped length, or `LayoutDimension.auto` (no constraint) for `nil`: CKSwift's `frame` takes `CGFloat?`.
    public var layoutDimension: LayoutDimension { self?.layoutDimension ?? .auto }
}
