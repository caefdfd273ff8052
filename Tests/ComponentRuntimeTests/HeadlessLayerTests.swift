import ComponentRuntime
import Foundation
import Testing

/// A view whose layer is a gradient layer, as UIKit apps make gradient backgrounds.
@MainActor
private final class GradientView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }
    // The UIKit idiom: the layer class guarantees the cast.
    // swift-format-ignore: NeverForceUnwrap
    var gradientLayer: CAGradientLayer { layer as! CAGradientLayer }
}

/// A view whose layer is a shape layer.
@MainActor
private final class ShapeView: UIView {
    override class var layerClass: AnyClass { CAShapeLayer.self }
}

@MainActor
@Suite("Headless backend: layers with QuartzCore's properties, defaults and class hierarchy")
struct HeadlessLayerTests {
    @Test("a new layer has Core Animation's documented defaults")
    func layerDefaults() {
        let layer = CALayer()
        #expect(layer.bounds == .zero && layer.position == .zero && layer.frame == .zero)
        #expect(layer.anchorPoint == CGPoint(x: 0.5, y: 0.5))
        #expect(layer.zPosition == 0 && layer.anchorPointZ == 0)
        #expect(layer.opacity == 1)
        #expect(!layer.isHidden && layer.isDoubleSided && !layer.isGeometryFlipped)
        #expect(layer.backgroundColor == nil)
        #expect(layer.cornerRadius == 0)
        #expect(
            layer.maskedCorners == [
                .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
            ]
        )
        #expect(layer.cornerCurve == .circular)
        #expect(!layer.masksToBounds)
        #expect(layer.borderWidth == 0 && layer.borderColor == CGColor(gray: 0, alpha: 1))
        #expect(layer.shadowColor == CGColor(gray: 0, alpha: 1))
        #expect(layer.shadowOpacity == 0)
        #expect(layer.shadowOffset == CGSize(width: 0, height: -3))
        #expect(layer.shadowRadius == 3)
        #expect(layer.shadowPath == nil)
        #expect(layer.contents == nil)
        #expect(layer.contentsGravity == .resize)
        #expect(layer.contentsScale == 1)
        #expect(layer.contentsRect == CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(layer.contentsCenter == CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(layer.minificationFilter == .linear && layer.magnificationFilter == .linear)
        #expect(layer.mask == nil && layer.sublayers == nil && layer.superlayer == nil)
        #expect(CATransform3DIsIdentity(layer.transform) && CATransform3DIsIdentity(layer.sublayerTransform))
        #expect(!layer.allowsEdgeAntialiasing && layer.allowsGroupOpacity)
        #expect(!layer.shouldRasterize && layer.rasterizationScale == 1)
        #expect(layer.name == nil && layer.actions == nil && layer.style == nil && layer.delegate == nil)
        #expect(!layer.needsDisplayOnBoundsChange && !layer.drawsAsynchronously && !layer.isOpaque)
        #expect(layer.compositingFilter == nil && layer.filters == nil && layer.backgroundFilters == nil)
        // CAMediaTiming
        #expect(layer.speed == 1 && layer.timeOffset == 0 && layer.beginTime == 0 && layer.duration == 0)
        #expect(layer.repeatCount == 0 && layer.repeatDuration == 0 && !layer.autoreverses)
        #expect(layer.fillMode == .removed)
    }

    @Test("a gradient layer and a shape layer are layers, with their own defaults")
    func subclassDefaults() {
        let gradient = CAGradientLayer()
        #expect((gradient as CALayer) is CAGradientLayer)
        #expect(gradient.colors == nil && gradient.locations == nil)
        #expect(gradient.startPoint == CGPoint(x: 0.5, y: 0))
        #expect(gradient.endPoint == CGPoint(x: 0.5, y: 1))
        #expect(gradient.type == .axial)
        #expect(CAGradientLayerType.conic.rawValue == "conic")

        let shape = CAShapeLayer()
        #expect(shape.path == nil)
        #expect(shape.fillColor == CGColor(gray: 0, alpha: 1), "opaque black")
        #expect(shape.fillRule == .nonZero)
        #expect(shape.strokeColor == nil)
        #expect(shape.strokeStart == 0 && shape.strokeEnd == 1)
        #expect(shape.lineWidth == 1 && shape.miterLimit == 10)
        #expect(shape.lineCap == .butt && shape.lineJoin == .miter)
        #expect(shape.lineDashPhase == 0 && shape.lineDashPattern == nil)
        let layers: [CALayer] = [CALayer(), gradient, shape]
        #expect(layers.filter { $0 is CAGradientLayer }.count == 1)
    }

    @Test("a view's layer is made from its layer class; CALayer by default")
    func layerClass() throws {
        #expect(ObjectIdentifier(UIView.layerClass) == ObjectIdentifier(CALayer.self))
        #expect(type(of: UIView().layer) == CALayer.self)
        let view = GradientView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(view.layer is CAGradientLayer)
        let gradient = try #require(view.layer as? CAGradientLayer)
        gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        #expect(view.gradientLayer.colors?.count == 2)
        let keyPath: KeyPath<GradientView, CALayer> = \.layer
        #expect(view[keyPath: keyPath] is CAGradientLayer)
        #expect(ShapeView().layer is CAShapeLayer)
        #expect(view.layer.frame == view.frame, "the layer still holds the view's geometry")
    }

    @Test("changing the anchor point keeps the position and moves the frame, as in Core Animation")
    func anchorPoint() {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        #expect(layer.position == CGPoint(x: 50, y: 25))
        layer.anchorPoint = .zero
        #expect(layer.position == CGPoint(x: 50, y: 25))
        #expect(layer.frame == CGRect(x: 50, y: 25, width: 100, height: 50))
        layer.bounds.size = CGSize(width: 10, height: 10)
        #expect(layer.frame == CGRect(x: 50, y: 25, width: 10, height: 10), "resizing keeps the anchor's place")
    }

    @Test("sublayers are added, inserted, replaced and removed, each in one superlayer")
    func sublayers() {
        let root = CALayer()
        let (a, b, c, d) = (CALayer(), CALayer(), CALayer(), CALayer())
        root.addSublayer(a)
        root.addSublayer(b)
        root.insertSublayer(c, at: 0)
        #expect(root.sublayers?.map(ObjectIdentifier.init) == [c, a, b].map(ObjectIdentifier.init))
        root.insertSublayer(d, above: c)
        #expect(root.sublayers?.map(ObjectIdentifier.init) == [c, d, a, b].map(ObjectIdentifier.init))
        root.insertSublayer(d, below: c)
        #expect(root.sublayers?.first === d)
        root.replaceSublayer(a, with: CALayer())
        #expect(a.superlayer == nil && root.sublayers?.count == 4)
        let other = CALayer()
        other.addSublayer(b)
        #expect(b.superlayer === other && root.sublayers?.count == 3, "a layer has one superlayer")
        b.removeFromSuperlayer()
        #expect(other.sublayers == nil)
        root.sublayers = nil
        #expect(c.superlayer == nil && d.superlayer == nil)
    }

    @Test("actions are found through the delegate, then the actions dictionary; NSNull turns one off")
    func actions() {
        let layer = CALayer()
        #expect(layer.action(forKey: "opacity") == nil)
        layer.actions = ["opacity": NSNull()]
        #expect(layer.action(forKey: "opacity") is NSNull)
    }

    @Test("display and layout requests are kept until run, and ask the delegate")
    func displayAndLayout() {
        let layer = CALayer()
        #expect(!layer.needsDisplay())
        layer.setNeedsDisplay()
        #expect(layer.needsDisplay())
        layer.displayIfNeeded()
        #expect(!layer.needsDisplay())
        layer.setNeedsLayout()
        #expect(layer.needsLayout())
        layer.layoutIfNeeded()
        #expect(!layer.needsLayout())
        let view = UIView()
        view.setNeedsDisplay()
        #expect(view.layer.needsDisplay(), "a view's setNeedsDisplay is its layer's")
    }

    @Test("3-D transforms compose, invert and convert to affine transforms as in Core Animation")
    func transforms() {
        let move = CATransform3DMakeTranslation(10, 20, 0)
        let scale = CATransform3DMakeScale(2, 2, 1)
        let both = CATransform3DConcat(scale, move)
        #expect(both.m41 == 10 && both.m42 == 20 && both.m11 == 2)
        let affine = CATransform3DGetAffineTransform(both)
        #expect(CGPoint(x: 1, y: 1).applying(affine) == CGPoint(x: 12, y: 22))
        #expect(CATransform3DIsAffine(both))
        #expect(!CATransform3DIsAffine(CATransform3DMakeRotation(.pi / 4, 1, 0, 0)))
        let inverse = CATransform3DInvert(both)
        let roundTrip = CATransform3DConcat(both, inverse)
        #expect(zip(roundTrip.entriesForTest, CATransform3DIdentity.entriesForTest).allSatisfy { abs($0 - $1) < 1e-12 })
        let rotation = CATransform3DGetAffineTransform(CATransform3DMakeRotation(.pi / 2, 0, 0, 1))
        let expected = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(abs(rotation.a - expected.a) < 1e-12 && abs(rotation.b - expected.b) < 1e-12)
        #expect(CATransform3DEqualToTransform(CATransform3DMakeAffineTransform(.identity), CATransform3DIdentity))
    }

    @Test("paths: rectangles, rounded rectangles, ellipses and lines, with their bounding boxes")
    func paths() {
        let rect = CGRect(x: 10, y: 20, width: 30, height: 40)
        #expect(CGPath(rect: rect, transform: nil).boundingBox == rect)
        #expect(CGPath(ellipseIn: rect, transform: nil).boundingBox == rect)
        #expect(CGPath(roundedRect: rect, cornerWidth: 5, cornerHeight: 5, transform: nil).boundingBox == rect)
        var shift = CGAffineTransform(translationX: 5, y: 5)
        #expect(CGPath(rect: rect, transform: &shift).boundingBox == rect.offsetBy(dx: 5, dy: 5))
        let path = CGMutablePath()
        #expect(path.isEmpty && path.boundingBox.isNull)
        path.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 5), CGPoint(x: 3, y: 8)])
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 8))
        #expect(path.currentPoint == CGPoint(x: 3, y: 8))
        path.closeSubpath()
        #expect(path.currentPoint == .zero, "a close goes back to the subpath's start")
        #expect(path.copy() == path, "paths are equal when their elements are")
        #expect(path.description.hasPrefix("M0 0 L10 5"))
        let arc = CGMutablePath()
        arc.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi, clockwise: false)
        #expect(abs(arc.currentPoint.x + 10) < 1e-9 && abs(arc.currentPoint.y) < 1e-9)
        #expect(abs(arc.boundingBoxOfPath.maxY - 10) < 1e-9, "towards larger angles: through +y")
    }

    @Test("a bezier path gives its outline as a CGPath, for shape and shadow paths")
    func bezierPath() {
        let rect = CGRect(x: 0, y: 0, width: 40, height: 20)
        let rounded = UIBezierPath(roundedRect: rect, cornerRadius: 6)
        #expect(rounded.bounds == rect)
        let shape = CAShapeLayer()
        shape.path = rounded.cgPath
        #expect(shape.path?.boundingBox == rect)
        let view = UIView()
        view.layer.shadowPath = UIBezierPath(ovalIn: rect).cgPath
        #expect(view.layer.shadowPath?.boundingBox == rect)
        let corners = UIBezierPath(
            roundedRect: rect,
            byRoundingCorners: [.topLeft],
            cornerRadii: CGSize(width: 4, height: 4)
        )
        #expect(corners.bounds == rect && !corners.isEmpty)
        let arc = UIBezierPath(arcCenter: .zero, radius: 5, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(abs(arc.currentPoint.y - 5) < 1e-9, "clockwise on screen: from +x down to +y")
        #expect(UIBezierPath().bounds.isNull)
    }

    @Test("a snapshot draws a gradient layer's colours as a linear gradient over the view")
    func gradientSnapshot() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = GradientView(frame: CGRect(x: 10, y: 10, width: 50, height: 40))
        view.gradientLayer.colors = [UIColor.red.cgColor, UIColor(white: 0, alpha: 0.5).cgColor]
        view.gradientLayer.locations = [0.25, 1]
        view.gradientLayer.startPoint = CGPoint(x: 0, y: 0.5)
        view.gradientLayer.endPoint = CGPoint(x: 1, y: 0.5)
        root.addSubview(view)
        let svg = root.snapshotSVG()
        #expect(svg.contains("<linearGradient id=\"gradient1\" x1=\"0\" y1=\"0.5\" x2=\"1\" y2=\"0.5\">"), "\(svg)")
        #expect(svg.contains("<stop offset=\"0.25\" stop-color=\"#ff0000\"/>"))
        #expect(svg.contains("<stop offset=\"1\" stop-color=\"#000000\" stop-opacity=\"0.5\"/>"))
        #expect(svg.contains("<rect x=\"10\" y=\"10\" width=\"50\" height=\"40\" fill=\"url(#gradient1)\"/>"))
        let plain = GradientView(frame: root.bounds)
        #expect(!plain.snapshotSVG().contains("linearGradient"), "no colours, no gradient")
    }

    @Test("QuartzCore's settable layer properties are reachable by writable key path with QuartzCore's types")
    func keyPaths() {
        let paths: [AnyKeyPath] = [
            \CALayer.opacity as ReferenceWritableKeyPath<CALayer, Float>,
            \CALayer.backgroundColor as ReferenceWritableKeyPath<CALayer, CGColor?>,
            \CALayer.contents as ReferenceWritableKeyPath<CALayer, Any?>,
            \CALayer.shadowPath as ReferenceWritableKeyPath<CALayer, CGPath?>,
            \CALayer.actions as ReferenceWritableKeyPath<CALayer, [String: any CAAction]?>,
            \CALayer.fillMode as ReferenceWritableKeyPath<CALayer, CAMediaTimingFillMode>,
            \CAGradientLayer.locations as ReferenceWritableKeyPath<CAGradientLayer, [NSNumber]?>,
            \CAShapeLayer.lineDashPattern as ReferenceWritableKeyPath<CAShapeLayer, [NSNumber]?>,
        ]
        #expect(paths.count == 8)
    }
}

extension CATransform3D {
    /// The sixteen entries, for comparing with a tolerance.
    fileprivate var entriesForTest: [CGFloat] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }
}
