#if !canImport(UIKit)
    public import Foundation

    /// The headless backend's `UIBezierPath`: UIKit's object wrapper of a ``CGPath``, most often made for a
    /// shape layer's path or a shadow path (`UIBezierPath(roundedRect:cornerRadius:).cgPath`). Angles and
    /// `clockwise` are meant on a UIKit screen (y down), as in UIKit. The drawing properties are kept; nothing
    /// is drawn.
    open class UIBezierPath: NSObject {
        private var path = CGMutablePath()

        /// An empty path.
        public override init() {
            super.init()
        }

        /// Never used on the headless backend: paths are not archived. Always fails.
        public init?(coder: NSCoder) {
            return nil
        }

        /// A closed rectangle.
        public convenience init(rect: CGRect) {
            self.init()
            path.addRect(rect)
        }

        /// The ellipse that fits in `rect`.
        public convenience init(ovalIn rect: CGRect) {
            self.init()
            path.addEllipse(in: rect)
        }

        /// A rectangle whose corners are rounded with `cornerRadius` (no more than half the shorter side).
        public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
            self.init()
            path.addRoundedRect(in: rect, cornerWidth: cornerRadius, cornerHeight: cornerRadius)
        }

        /// A rectangle whose `corners` are rounded with `cornerRadii` (each no more than half the side); the
        /// other corners are square.
        public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize)
        {
            self.init()
            let rx = max(0, min(cornerRadii.width, rect.width / 2))
            let ry = max(0, min(cornerRadii.height, rect.height / 2))
            func radii(_ corner: UIRectCorner) -> CGSize {
                corners.contains(corner) ? CGSize(width: rx, height: ry) : .zero
            }
            let (topLeft, topRight) = (radii(.topLeft), radii(.topRight))
            let (bottomRight, bottomLeft) = (radii(.bottomRight), radii(.bottomLeft))
            let k: CGFloat = 0.552_284_749_8
            path.move(to: CGPoint(x: rect.minX + topLeft.width, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX - topRight.width, y: rect.minY))
            if topRight != .zero {
                path.addCurve(
                    to: CGPoint(x: rect.maxX, y: rect.minY + topRight.height),
                    control1: CGPoint(x: rect.maxX - topRight.width * (1 - k), y: rect.minY),
                    control2: CGPoint(x: rect.maxX, y: rect.minY + topRight.height * (1 - k))
                )
            }
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - bottomRight.height))
            if bottomRight != .zero {
                path.addCurve(
                    to: CGPoint(x: rect.maxX - bottomRight.width, y: rect.maxY),
                    control1: CGPoint(x: rect.maxX, y: rect.maxY - bottomRight.height * (1 - k)),
                    control2: CGPoint(x: rect.maxX - bottomRight.width * (1 - k), y: rect.maxY)
                )
            }
            path.addLine(to: CGPoint(x: rect.minX + bottomLeft.width, y: rect.maxY))
            if bottomLeft != .zero {
                path.addCurve(
                    to: CGPoint(x: rect.minX, y: rect.maxY - bottomLeft.height),
                    control1: CGPoint(x: rect.minX + bottomLeft.width * (1 - k), y: rect.maxY),
                    control2: CGPoint(x: rect.minX, y: rect.maxY - bottomLeft.height * (1 - k))
                )
            }
            path.addLine(to: CGPoint(x: rect.minX, y: rect.minY + topLeft.height))
            if topLeft != .zero {
                path.addCurve(
                    to: CGPoint(x: rect.minX + topLeft.width, y: rect.minY),
                    control1: CGPoint(x: rect.minX, y: rect.minY + topLeft.height * (1 - k)),
                    control2: CGPoint(x: rect.minX + topLeft.width * (1 - k), y: rect.minY)
                )
            }
            path.closeSubpath()
        }

        /// An arc of the circle around `center`; `clockwise` as seen on screen.
        public convenience init(
            arcCenter center: CGPoint,
            radius: CGFloat,
            startAngle: CGFloat,
            endAngle: CGFloat,
            clockwise: Bool
        ) {
            self.init()
            addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
        }

        /// A path with the elements of `CGPath`.
        public convenience init(cgPath CGPath: CGPath) {
            self.init()
            path.addPath(CGPath)
        }

        /// The path as a Core Graphics path; setting it replaces the elements.
        open var cgPath: CGPath {
            get { path.copy() ?? CGMutablePath() }
            set { path = newValue.mutableCopy() ?? CGMutablePath() }
        }

        /// Starts a new subpath at `point`.
        open func move(to point: CGPoint) { path.move(to: point) }
        /// Adds a line to `point`.
        open func addLine(to point: CGPoint) { path.addLine(to: point) }
        /// Adds a cubic curve to `endPoint`.
        open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
            path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
        }
        /// Adds a quadratic curve to `endPoint`.
        open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
            path.addQuadCurve(to: endPoint, control: controlPoint)
        }
        /// Adds an arc of the circle around `center`; `clockwise` as seen on screen (towards larger angles).
        open func addArc(
            withCenter center: CGPoint,
            radius: CGFloat,
            startAngle: CGFloat,
            endAngle: CGFloat,
            clockwise: Bool
        ) {
            // Core Graphics' `clockwise` is meant in a y-up space: the opposite on a UIKit screen.
            path.addArc(
                center: center,
                radius: radius,
                startAngle: startAngle,
                endAngle: endAngle,
                clockwise: !clockwise
            )
        }
        /// Closes the current subpath.
        open func close() { path.closeSubpath() }
        /// Removes every element.
        open func removeAllPoints() { path = CGMutablePath() }
        /// Adds the elements of `bezierPath`.
        open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }
        /// Maps every point by `transform`.
        open func apply(_ transform: CGAffineTransform) {
            let mapped = CGMutablePath()
            mapped.addPath(path, transform: transform)
            path = mapped
        }

        /// Whether the path has no elements.
        open var isEmpty: Bool { path.isEmpty }
        /// The path's bounding box, control points included; `.null` when empty, as in Core Graphics.
        open var bounds: CGRect { path.boundingBox }
        /// Where the path ends.
        open var currentPoint: CGPoint { path.currentPoint }

        /// The stroke width. 1 by default.
        open var lineWidth: CGFloat = 1
        /// How far a mitred corner may reach, relative to the line width. 10 by default.
        open var miterLimit: CGFloat = 10
        /// How closely curves are approximated when drawn. 0.6 by default.
        open var flatness: CGFloat = 0.6
        /// Whether the inside is decided by the even-odd rule rather than non-zero winding. `false` by default.
        open var usesEvenOddFillRule = false
    }
#endif
