#if !canImport(UIKit)
    public import Foundation

    /// The headless backend's `CGMutablePath`: a ``CGPath`` that is built step by step, with Core Graphics'
    /// method names. Every method takes a `transform` applied to the points it adds, as in Core Graphics.
    public final class CGMutablePath: CGPath {
        /// An empty path.
        public init() {
            super.init(elements: [])
        }

        override init(elements: [Element]) {
            super.init(elements: elements)
        }

        /// Starts a new subpath at `point`.
        public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
            elements.append(.move(point.applying(transform)))
        }

        /// Adds a line from the current point to `point`.
        public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
            elements.append(.line(point.applying(transform)))
        }

        /// Adds a quadratic curve from the current point to `end`.
        public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
            elements.append(.quadCurve(to: end.applying(transform), control: control.applying(transform)))
        }

        /// Adds a cubic curve from the current point to `end`.
        public func addCurve(
            to end: CGPoint,
            control1: CGPoint,
            control2: CGPoint,
            transform: CGAffineTransform = .identity
        ) {
            elements.append(
                .curve(
                    to: end.applying(transform),
                    control1: control1.applying(transform),
                    control2: control2.applying(transform)
                )
            )
        }

        /// Closes the current subpath with a line back to its start.
        public func closeSubpath() {
            elements.append(.closeSubpath)
        }

        /// Adds `rect` as a closed subpath, clockwise on screen from its top-left corner.
        public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
            move(to: CGPoint(x: rect.minX, y: rect.minY), transform: transform)
            addLine(to: CGPoint(x: rect.maxX, y: rect.minY), transform: transform)
            addLine(to: CGPoint(x: rect.maxX, y: rect.maxY), transform: transform)
            addLine(to: CGPoint(x: rect.minX, y: rect.maxY), transform: transform)
            closeSubpath()
        }

        /// Adds each of `rects`.
        public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
            for rect in rects { addRect(rect, transform: transform) }
        }

        /// Adds an open subpath through `points`.
        public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
            guard let first = points.first else { return }
            move(to: first, transform: transform)
            for point in points.dropFirst() { addLine(to: point, transform: transform) }
        }

        /// Adds the ellipse that fits in `rect` as a closed subpath of four curves.
        public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
            addRoundedRect(in: rect, cornerWidth: rect.width / 2, cornerHeight: rect.height / 2, transform: transform)
        }

        /// Adds `rect` with corners that are quarter ellipses `cornerWidth` wide and `cornerHeight` tall (each no
        /// more than half the rectangle's side), as a closed subpath.
        public func addRoundedRect(
            in rect: CGRect,
            cornerWidth: CGFloat,
            cornerHeight: CGFloat,
            transform: CGAffineTransform = .identity
        ) {
            let rx = max(0, min(cornerWidth, rect.width / 2))
            let ry = max(0, min(cornerHeight, rect.height / 2))
            guard rx > 0, ry > 0 else { return addRect(rect, transform: transform) }
            // A quarter ellipse as one cubic curve: the control points sit this fraction of the radius along
            // the tangents.
            let k: CGFloat = 0.552_284_749_8
            let (minX, minY, maxX, maxY) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
            func point(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }
            move(to: point(minX + rx, minY), transform: transform)
            if maxX - rx > minX + rx { addLine(to: point(maxX - rx, minY), transform: transform) }
            addCurve(
                to: point(maxX, minY + ry),
                control1: point(maxX - rx + rx * k, minY),
                control2: point(maxX, minY + ry - ry * k),
                transform: transform
            )
            if maxY - ry > minY + ry { addLine(to: point(maxX, maxY - ry), transform: transform) }
            addCurve(
                to: point(maxX - rx, maxY),
                control1: point(maxX, maxY - ry + ry * k),
                control2: point(maxX - rx + rx * k, maxY),
                transform: transform
            )
            if minX + rx < maxX - rx { addLine(to: point(minX + rx, maxY), transform: transform) }
            addCurve(
                to: point(minX, maxY - ry),
                control1: point(minX + rx - rx * k, maxY),
                control2: point(minX, maxY - ry + ry * k),
                transform: transform
            )
            if minY + ry < maxY - ry { addLine(to: point(minX, minY + ry), transform: transform) }
            addCurve(
                to: point(minX + rx, minY),
                control1: point(minX, minY + ry - ry * k),
                control2: point(minX + rx - rx * k, minY),
                transform: transform
            )
            closeSubpath()
        }

        /// Adds an arc of the circle around `center` from `startAngle` to `endAngle` (radians from the x axis
        /// towards the y axis), joined to the current point by a line. `clockwise` is meant in Core Graphics'
        /// y-up space, as there: `true` runs towards smaller angles, which is anticlockwise on a UIKit screen.
        public func addArc(
            center: CGPoint,
            radius: CGFloat,
            startAngle: CGFloat,
            endAngle: CGFloat,
            clockwise: Bool,
            transform: CGAffineTransform = .identity
        ) {
            let fullTurn = 2 * CGFloat.pi
            var sweep = endAngle - startAngle
            if clockwise {
                if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: fullTurn) - fullTurn }
                sweep = max(sweep, -fullTurn)
            } else {
                if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: fullTurn) + fullTurn }
                sweep = min(sweep, fullTurn)
            }
            addRelativeArc(
                center: center,
                radius: radius,
                startAngle: startAngle,
                delta: sweep,
                transform: transform
            )
        }

        /// Adds an arc of the circle around `center` that starts at `startAngle` and turns through `delta`
        /// radians (positive: towards larger angles), joined to the current point by a line.
        public func addRelativeArc(
            center: CGPoint,
            radius: CGFloat,
            startAngle: CGFloat,
            delta: CGFloat,
            transform: CGAffineTransform = .identity
        ) {
            func onCircle(_ angle: CGFloat) -> CGPoint {
                CGPoint(
                    x: center.x + radius * CGFloat(cos(Double(angle))),
                    y: center.y + radius * CGFloat(sin(Double(angle)))
                )
            }
            let start = onCircle(startAngle)
            if elements.isEmpty {
                move(to: start, transform: transform)
            } else {
                addLine(to: start, transform: transform)
            }
            // One cubic curve per quarter turn or less keeps the curve within a fraction of a percent of the circle.
            let count = max(1, Int((abs(delta) / (CGFloat.pi / 2)).rounded(.up)))
            let step = delta / CGFloat(count)
            let handle = 4 / 3 * CGFloat(tan(Double(step / 4))) * radius
            for index in 0..<count {
                let from = startAngle + step * CGFloat(index)
                let to = from + step
                let (p0, p1) = (onCircle(from), onCircle(to))
                let control1 = CGPoint(
                    x: p0.x - handle * CGFloat(sin(Double(from))),
                    y: p0.y + handle * CGFloat(cos(Double(from)))
                )
                let control2 = CGPoint(
                    x: p1.x + handle * CGFloat(sin(Double(to))),
                    y: p1.y - handle * CGFloat(cos(Double(to)))
                )
                addCurve(to: p1, control1: control1, control2: control2, transform: transform)
            }
        }

        /// Adds the elements of `path`.
        public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
            for element in path.elements {
                switch element {
                case .move(let point): move(to: point, transform: transform)
                case .line(let point): addLine(to: point, transform: transform)
                case .quadCurve(let to, let control): addQuadCurve(to: to, control: control, transform: transform)
                case .curve(let to, let control1, let control2):
                    addCurve(to: to, control1: control1, control2: control2, transform: transform)
                case .closeSubpath: closeSubpath()
                }
            }
        }
    }
#endif
