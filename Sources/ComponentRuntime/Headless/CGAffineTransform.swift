#if !canImport(UIKit)
    public import Foundation

    /// The headless backend's `CGAffineTransform` (Foundation on Linux has none): Core Graphics' 2-D affine
    /// matrix `[a b 0; c d 0; tx ty 1]`, which maps a point `(x, y)` to `(a·x + c·y + tx, b·x + d·y + ty)`.
    public struct CGAffineTransform: Equatable, Sendable {
        /// The matrix entries, named as in Core Graphics.
        public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

        /// A transform with the given matrix entries.
        public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
            (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
        }

        /// The transform that changes nothing.
        public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

        /// A translation by `tx`, `ty`.
        public init(translationX tx: CGFloat, y ty: CGFloat) {
            self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
        }

        /// A scale by `sx`, `sy`.
        public init(scaleX sx: CGFloat, y sy: CGFloat) {
            self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
        }

        /// A rotation by `angle` radians (counter-clockwise in a y-up space, clockwise on screen).
        public init(rotationAngle angle: CGFloat) {
            let (cosine, sine) = (CGFloat(cos(Double(angle))), CGFloat(sin(Double(angle))))
            self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
        }

        /// Whether this is the identity transform.
        public var isIdentity: Bool { self == .identity }

        /// This transform followed by `t2`.
        public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
            CGAffineTransform(
                a: a * t2.a + b * t2.c,
                b: a * t2.b + b * t2.d,
                c: c * t2.a + d * t2.c,
                d: c * t2.b + d * t2.d,
                tx: tx * t2.a + ty * t2.c + t2.tx,
                ty: tx * t2.b + ty * t2.d + t2.ty
            )
        }

        /// A translation by `tx`, `ty` applied before this transform.
        public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
            CGAffineTransform(translationX: tx, y: ty).concatenating(self)
        }

        /// A scale by `sx`, `sy` applied before this transform.
        public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
            CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
        }

        /// A rotation by `angle` radians applied before this transform.
        public func rotated(by angle: CGFloat) -> CGAffineTransform {
            CGAffineTransform(rotationAngle: angle).concatenating(self)
        }

        /// The inverse transform; a transform that cannot be inverted is returned unchanged, as in Core Graphics.
        public func inverted() -> CGAffineTransform {
            let determinant = a * d - b * c
            guard determinant != 0 else { return self }
            return CGAffineTransform(
                a: d / determinant,
                b: -b / determinant,
                c: -c / determinant,
                d: a / determinant,
                tx: (c * ty - d * tx) / determinant,
                ty: (b * tx - a * ty) / determinant
            )
        }
    }

    extension CGAffineTransform {
        /// The six entries for a view dump: `[a, b, c, d, tx, ty]`.
        var dumpDescription: String {
            "[" + [a, b, c, d, tx, ty].map(\.compactDescription).joined(separator: ", ") + "]"
        }
    }

    extension CGPoint {
        /// The point mapped by `t`.
        public func applying(_ t: CGAffineTransform) -> CGPoint {
            CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
        }
    }

    extension CGSize {
        /// The size mapped by `t`'s linear part (translation does not move a size).
        public func applying(_ t: CGAffineTransform) -> CGSize {
            CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
        }
    }
#endif
