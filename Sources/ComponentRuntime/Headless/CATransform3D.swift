#if !canImport(UIKit)
    public import Foundation

    /// The headless backend's `CATransform3D`: Core Animation's 4 × 4 matrix for a layer's
    /// ``CALayer/transform``, with the entry names and the `CATransform3D…` functions of QuartzCore. A point is a row
    /// vector multiplied on the left, as in Core Animation, so the translation sits in `m41`, `m42`, `m43`.
    ///
    /// Not `Equatable`, as on iOS; compare with ``CATransform3DEqualToTransform(_:_:)``.
    public struct CATransform3D: Sendable {
        /// The matrix entries, row by row, named as in Core Animation.
        public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
        /// The second row.
        public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
        /// The third row.
        public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
        /// The fourth row: the translation and the homogeneous coordinate.
        public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

        /// The all-zero matrix, as Core Animation's `init()` gives (use ``CATransform3DIdentity`` for "no change").
        public init() {
            (m11, m12, m13, m14) = (0, 0, 0, 0)
            (m21, m22, m23, m24) = (0, 0, 0, 0)
            (m31, m32, m33, m34) = (0, 0, 0, 0)
            (m41, m42, m43, m44) = (0, 0, 0, 0)
        }

        /// A matrix with every entry given.
        public init(
            m11: CGFloat,
            m12: CGFloat,
            m13: CGFloat,
            m14: CGFloat,
            m21: CGFloat,
            m22: CGFloat,
            m23: CGFloat,
            m24: CGFloat,
            m31: CGFloat,
            m32: CGFloat,
            m33: CGFloat,
            m34: CGFloat,
            m41: CGFloat,
            m42: CGFloat,
            m43: CGFloat,
            m44: CGFloat
        ) {
            (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
            (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
            (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
            (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
        }

        /// The sixteen entries, row by row: what equality and the functions below work on.
        var entries: [CGFloat] {
            [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
        }

        /// The matrix with the sixteen `entries`, row by row.
        init(entries e: [CGFloat]) {
            self.init(
                m11: e[0],
                m12: e[1],
                m13: e[2],
                m14: e[3],
                m21: e[4],
                m22: e[5],
                m23: e[6],
                m24: e[7],
                m31: e[8],
                m32: e[9],
                m33: e[10],
                m34: e[11],
                m41: e[12],
                m42: e[13],
                m43: e[14],
                m44: e[15]
            )
        }
    }

    /// The transform that changes nothing: every layer's ``CALayer/transform`` until one is set.
    public let CATransform3DIdentity = CATransform3D(
        m11: 1,
        m12: 0,
        m13: 0,
        m14: 0,
        m21: 0,
        m22: 1,
        m23: 0,
        m24: 0,
        m31: 0,
        m32: 0,
        m33: 1,
        m34: 0,
        m41: 0,
        m42: 0,
        m43: 0,
        m44: 1
    )

    /// Whether `t` is the identity transform.
    public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool {
        CATransform3DEqualToTransform(t, CATransform3DIdentity)
    }

    /// Whether `a` and `b` have the same entries.
    public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
        a.entries == b.entries
    }

    /// A translation by `tx`, `ty`, `tz`.
    public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
        var t = CATransform3DIdentity
        (t.m41, t.m42, t.m43) = (tx, ty, tz)
        return t
    }

    /// A scale by `sx`, `sy`, `sz`.
    public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
        var t = CATransform3DIdentity
        (t.m11, t.m22, t.m33) = (sx, sy, sz)
        return t
    }

    /// A rotation by `angle` radians around the axis (`x`, `y`, `z`); an axis of zero length gives the identity.
    public func CATransform3DMakeRotation(
        _ angle: CGFloat,
        _ x: CGFloat,
        _ y: CGFloat,
        _ z: CGFloat
    ) -> CATransform3D {
        let length = (x * x + y * y + z * z).squareRoot()
        guard length > 0 else { return CATransform3DIdentity }
        let (ux, uy, uz) = (x / length, y / length, z / length)
        let (c, s) = (CGFloat(cos(Double(angle))), CGFloat(sin(Double(angle))))
        let k = 1 - c
        return CATransform3D(
            m11: c + ux * ux * k,
            m12: ux * uy * k + uz * s,
            m13: ux * uz * k - uy * s,
            m14: 0,
            m21: uy * ux * k - uz * s,
            m22: c + uy * uy * k,
            m23: uy * uz * k + ux * s,
            m24: 0,
            m31: uz * ux * k + uy * s,
            m32: uz * uy * k - ux * s,
            m33: c + uz * uz * k,
            m34: 0,
            m41: 0,
            m42: 0,
            m43: 0,
            m44: 1
        )
    }

    /// `a` followed by `b`.
    public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
        let (x, y) = (a.entries, b.entries)
        var product = [CGFloat](repeating: 0, count: 16)
        for row in 0..<4 {
            for column in 0..<4 {
                product[row * 4 + column] = (0..<4).reduce(0) { $0 + x[row * 4 + $1] * y[$1 * 4 + column] }
            }
        }
        return CATransform3D(entries: product)
    }

    /// A translation by `tx`, `ty`, `tz` applied before `t`.
    public func CATransform3DTranslate(
        _ t: CATransform3D,
        _ tx: CGFloat,
        _ ty: CGFloat,
        _ tz: CGFloat
    ) -> CATransform3D {
        CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
    }

    /// A scale by `sx`, `sy`, `sz` applied before `t`.
    public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
        CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
    }

    /// A rotation by `angle` radians around (`x`, `y`, `z`) applied before `t`.
    public func CATransform3DRotate(
        _ t: CATransform3D,
        _ angle: CGFloat,
        _ x: CGFloat,
        _ y: CGFloat,
        _ z: CGFloat
    ) -> CATransform3D {
        CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
    }

    /// The inverse of `t`; a transform that cannot be inverted is returned unchanged, as in Core Animation.
    public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
        // Gauss–Jordan elimination on [t | identity], with partial pivoting.
        var m = t.entries
        var inverse = CATransform3DIdentity.entries
        for column in 0..<4 {
            let pivot = (column..<4).max { abs(m[$0 * 4 + column]) < abs(m[$1 * 4 + column]) } ?? column
            guard abs(m[pivot * 4 + column]) > 1e-12 else { return t }
            for k in 0..<4 {
                m.swapAt(column * 4 + k, pivot * 4 + k)
                inverse.swapAt(column * 4 + k, pivot * 4 + k)
            }
            let scale = m[column * 4 + column]
            for k in 0..<4 {
                m[column * 4 + k] /= scale
                inverse[column * 4 + k] /= scale
            }
            for row in 0..<4 where row != column {
                let factor = m[row * 4 + column]
                guard factor != 0 else { continue }
                for k in 0..<4 {
                    m[row * 4 + k] -= factor * m[column * 4 + k]
                    inverse[row * 4 + k] -= factor * inverse[column * 4 + k]
                }
            }
        }
        return CATransform3D(entries: inverse)
    }

    /// The 3-D transform that does what the affine transform `m` does in the plane.
    public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
        CATransform3D(
            m11: m.a,
            m12: m.b,
            m13: 0,
            m14: 0,
            m21: m.c,
            m22: m.d,
            m23: 0,
            m24: 0,
            m31: 0,
            m32: 0,
            m33: 1,
            m34: 0,
            m41: m.tx,
            m42: m.ty,
            m43: 0,
            m44: 1
        )
    }

    /// Whether `t` only moves points within the plane, so an affine transform can say the same.
    public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
        t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0 && t.m33 == 1
            && t.m34 == 0 && t.m43 == 0 && t.m44 == 1
    }

    /// The affine part of `t` (its entries for x and y), whether or not `t` is affine.
    public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
        CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
    }
#endif
