#if !canImport(UIKit)
    public import Foundation

    /// The headless backend's `CGPath` (Core Graphics is not on Linux): an immutable outline made of lines and
    /// Bézier curves, for a layer's ``CALayer/shadowPath``, a ``CAShapeLayer/path`` or a `UIBezierPath`. It has
    /// Core Graphics' names for making rectangles, rounded rectangles and ellipses and for reading the bounding
    /// box; build other outlines with ``CGMutablePath``. Nothing is rasterised: tests read the outline back.
    ///
    /// Paths are equal when they have the same elements, as Core Graphics compares them.
    public class CGPath: Hashable, CustomStringConvertible {
        /// One step of an outline: UIKit's `CGPathElement` without its pointer.
        enum Element: Hashable {
            /// Starts a new subpath at a point.
            case move(CGPoint)
            /// A straight line to a point.
            case line(CGPoint)
            /// A quadratic curve to a point, with one control point.
            case quadCurve(to: CGPoint, control: CGPoint)
            /// A cubic curve to a point, with two control points.
            case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
            /// A line back to the start of the subpath, closing it.
            case closeSubpath

            /// The points the element names, control points included.
            var points: [CGPoint] {
                switch self {
                case .move(let point), .line(let point): [point]
                case .quadCurve(let to, let control): [control, to]
                case .curve(let to, let control1, let control2): [control1, control2, to]
                case .closeSubpath: []
                }
            }
        }

        /// The outline, in order.
        var elements: [Element]

        init(elements: [Element]) {
            self.elements = elements
        }

        /// A rectangle, mapped by `transform` when one is given.
        public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
            let path = CGMutablePath()
            path.addRect(rect, transform: transform?.pointee ?? .identity)
            self.init(elements: path.elements)
        }

        /// The ellipse that fits in `rect`, mapped by `transform` when one is given.
        public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
            let path = CGMutablePath()
            path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
            self.init(elements: path.elements)
        }

        /// A rectangle whose corners are quarter ellipses `cornerWidth` wide and `cornerHeight` tall, mapped by
        /// `transform` when one is given.
        public convenience init(
            roundedRect rect: CGRect,
            cornerWidth: CGFloat,
            cornerHeight: CGFloat,
            transform: UnsafePointer<CGAffineTransform>?
        ) {
            let path = CGMutablePath()
            path.addRoundedRect(
                in: rect,
                cornerWidth: cornerWidth,
                cornerHeight: cornerHeight,
                transform: transform?.pointee ?? .identity
            )
            self.init(elements: path.elements)
        }

        /// Whether the path has no elements.
        public var isEmpty: Bool { elements.isEmpty }

        /// The smallest rectangle holding every point of the path, control points included (`.null` when
        /// empty), as Core Graphics' `boundingBox` is.
        public var boundingBox: CGRect { Self.box(around: elements.flatMap(\.points)) }

        /// The smallest rectangle holding the points the path passes through. The headless backend leaves out
        /// control points rather than finding the curves' extremes, which is the same for rectangles, rounded
        /// rectangles and ellipses.
        public var boundingBoxOfPath: CGRect {
            Self.box(
                around: elements.compactMap {
                    switch $0 {
                    case .move(let point), .line(let point): point
                    case .quadCurve(let to, _), .curve(let to, _, _): to
                    case .closeSubpath: nil
                    }
                }
            )
        }

        /// Where the path ends: the last point, or the start of the last subpath after a close; `.zero` when
        /// the path is empty.
        public var currentPoint: CGPoint {
            var start = CGPoint.zero
            var current = CGPoint.zero
            for element in elements {
                switch element {
                case .move(let point):
                    start = point
                    current = point
                case .closeSubpath:
                    current = start
                default:
                    current = element.points.last ?? current
                }
            }
            return current
        }

        /// An immutable copy.
        public func copy() -> CGPath? { CGPath(elements: elements) }

        /// A mutable copy.
        public func mutableCopy() -> CGMutablePath? { CGMutablePath(elements: elements) }

        /// Paths are equal when their elements are.
        public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.elements == rhs.elements }

        /// Hashes the elements.
        public func hash(into hasher: inout Hasher) { hasher.combine(elements) }

        /// The outline as SVG path data (`M0 0 L10 0 … Z`), numbers rounded to hundredths.
        public var description: String { svgPathData }

        /// The outline as SVG path data, for snapshots and descriptions.
        var svgPathData: String {
            func text(_ point: CGPoint) -> String { "\(point.x.svg) \(point.y.svg)" }
            return elements.map { element -> String in
                switch element {
                case .move(let point): "M\(text(point))"
                case .line(let point): "L\(text(point))"
                case .quadCurve(let to, let control): "Q\(text(control)) \(text(to))"
                case .curve(let to, let control1, let control2): "C\(text(control1)) \(text(control2)) \(text(to))"
                case .closeSubpath: "Z"
                }
            }.joined(separator: " ")
        }

        private static func box(around points: [CGPoint]) -> CGRect {
            guard let first = points.first else { return .null }
            var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
            for point in points.dropFirst() {
                (minX, maxX) = (min(minX, point.x), max(maxX, point.x))
                (minY, maxY) = (min(minY, point.y), max(maxY, point.y))
            }
            return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        }
    }
#endif
