#if !canImport(UIKit)
    public import Foundation

    /// How a shape's inside is decided where its outline crosses itself: QuartzCore's `CAShapeLayerFillRule`.
    public struct CAShapeLayerFillRule: Hashable, RawRepresentable, Sendable {
        /// The constant's name.
        public let rawValue: String
        /// The rule called `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The rule called `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// Inside where the outline winds round a point a non-zero number of times (the default).
        public static let nonZero = Self("non-zero")
        /// Inside where a ray from a point crosses the outline an odd number of times.
        public static let evenOdd = Self("even-odd")
    }

    /// How a shape's stroked lines meet: QuartzCore's `CAShapeLayerLineJoin`.
    public struct CAShapeLayerLineJoin: Hashable, RawRepresentable, Sendable {
        /// The constant's name.
        public let rawValue: String
        /// The join called `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The join called `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// A sharp corner, cut off past the miter limit (the default).
        public static let miter = Self("miter")
        /// A rounded corner.
        public static let round = Self("round")
        /// A corner cut square.
        public static let bevel = Self("bevel")
    }

    /// How a shape's stroked lines end: QuartzCore's `CAShapeLayerLineCap`.
    public struct CAShapeLayerLineCap: Hashable, RawRepresentable, Sendable {
        /// The constant's name.
        public let rawValue: String
        /// The cap called `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The cap called `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// Ends exactly at the end point (the default).
        public static let butt = Self("butt")
        /// A half circle past the end point.
        public static let round = Self("round")
        /// A half square past the end point.
        public static let square = Self("square")
    }

    /// The headless backend's `CAShapeLayer`: a layer that fills and strokes a ``CGPath``, with QuartzCore's
    /// properties and defaults. The path and paint are kept for tests to read; snapshots do not draw them.
    open class CAShapeLayer: CALayer {
        /// The outline drawn, in the layer's coordinates. `nil` (nothing) by default.
        open var path: CGPath?

        /// The colour filling the outline. Opaque black by default; `nil` fills nothing.
        open var fillColor: CGColor? = CGColor(gray: 0, alpha: 1)

        /// How the inside of a self-crossing outline is decided. `.nonZero` by default.
        open var fillRule: CAShapeLayerFillRule = .nonZero

        /// The colour stroking the outline. `nil` (no stroke) by default.
        open var strokeColor: CGColor?

        /// Where the stroke starts along the outline, from 0 to 1. 0 by default.
        open var strokeStart: CGFloat = 0

        /// Where the stroke ends along the outline, from 0 to 1. 1 by default; animating it draws the outline.
        open var strokeEnd: CGFloat = 1

        /// The stroke's width. 1 by default.
        open var lineWidth: CGFloat = 1

        /// How far a mitred corner may reach, relative to the line width, before it is bevelled. 10 by default.
        open var miterLimit: CGFloat = 10

        /// How stroked lines end. `.butt` by default.
        open var lineCap: CAShapeLayerLineCap = .butt

        /// How stroked lines meet. `.miter` by default.
        open var lineJoin: CAShapeLayerLineJoin = .miter

        /// How far into the dash pattern the stroke starts. 0 by default.
        open var lineDashPhase: CGFloat = 0

        /// Dash and gap lengths, alternating; `nil` (the default) strokes a solid line.
        open var lineDashPattern: [NSNumber]?
    }
#endif
