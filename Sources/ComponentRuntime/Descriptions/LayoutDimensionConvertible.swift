public import Foundation

/// A value `.frame(width:height:…)` takes as a length: a ``LayoutDimension`` (`.percent(50)`, `.auto`) or a
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

// `.percent(50)` and `.auto` where a `LayoutDimensionConvertible` is expected (a `frame` argument). Disfavoured, so
// that `LayoutDimension.percent` still names the enum's own case.
extension LayoutDimensionConvertible where Self == LayoutDimension {
    /// No constraint: the component's own size decides.
    @_disfavoredOverload
    public static var auto: LayoutDimension { LayoutDimension.auto }

    /// A length in points.
    @_disfavoredOverload
    public static func points(_ points: CGFloat) -> LayoutDimension { LayoutDimension.points(points) }

    /// A percentage of the parent's size.
    @_disfavoredOverload
    public static func percent(_ percent: CGFloat) -> LayoutDimension { LayoutDimension.percent(percent) }
}

extension Optional: LayoutDimensionConvertible where Wrapped: LayoutDimensionConvertible {
    /// The wrapped length, or ``LayoutDimension/auto`` for `nil`: CKSwift's `frame` takes `CGFloat?`.
    public var layoutDimension: LayoutDimension { self?.layoutDimension ?? .auto }
}
