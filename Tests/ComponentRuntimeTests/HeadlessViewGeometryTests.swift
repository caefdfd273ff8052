import ComponentRuntime
import Foundation
import Testing

/// Counts its layout passes and tint changes.
@MainActor
private final class CountingView: UIView {
    var layoutCount = 0
    var tintChanges = 0
    override func layoutSubviews() {
        super.layoutSubviews()
        layoutCount += 1
    }
    override func tintColorDidChange() { tintChanges += 1 }
}

/// A view whose touch area reaches 10 points beyond its bounds, as apps widen small buttons.
@MainActor
private final class WideTouchView: UIView {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -10, dy: -10).contains(point)
    }
}

@MainActor
@Suite("Headless backend: a view's geometry, layer, layout and hit testing, as UIKit's")
struct HeadlessViewGeometryTests {
    @Test("a new view has UIKit's documented defaults")
    func defaults() {
        let view = UIView()
        #expect(view.tag == 0)
        #expect(view.autoresizingMask == [])
        #expect(view.autoresizesSubviews)
        #expect(view.isOpaque)
        #expect(view.clearsContextBeforeDrawing)
        #expect(!view.isMultipleTouchEnabled)
        #expect(!view.isExclusiveTouch)
        #expect(view.contentScaleFactor == UIScreen.main.scale)
        #expect(view.semanticContentAttribute == .unspecified)
        #expect(view.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
        #expect(!view.preservesSuperviewLayoutMargins)
        #expect(view.insetsLayoutMarginsFromSafeArea)
        #expect(view.translatesAutoresizingMaskIntoConstraints)
        #expect(view.overrideUserInterfaceStyle == .unspecified)
        #expect(view.mask == nil)
        #expect(view.tintAdjustmentMode == .normal, "automatic reads as the mode in effect: normal at the top")
        #expect(view.anchorPoint == CGPoint(x: 0.5, y: 0.5))
        #expect(CATransform3DIsIdentity(view.transform3D))
        #expect(view.motionEffects.isEmpty)
        #expect(view.restorationIdentifier == nil)
        #expect(view.minimumContentSizeCategory == nil && view.maximumContentSizeCategory == nil)
        #expect(view.safeAreaInsets == .zero)
        #expect(view.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        #expect(UIView.noIntrinsicMetric == -1)
    }

    @Test("views are equal only to themselves and hash by identity, so they work as set members")
    func identity() {
        let first = UIView()
        let second = UIView()
        #expect(first == first)
        #expect(first != second)
        let set: Set<UIView> = [first, second, first]
        #expect(set.count == 2)
        #expect(set.contains(first) && set.contains(second))
        let labels: Set<UILabel> = [UILabel(), UILabel()]
        #expect(labels.count == 2, "two labels with the same (no) text are still two views")
    }

    @Test("frame, bounds and center are one geometry: setting one moves the others")
    func frameBoundsCenter() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 40))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(view.center == CGPoint(x: 60, y: 40))
        view.center = CGPoint(x: 50, y: 50)
        #expect(view.frame == CGRect(x: 0, y: 30, width: 100, height: 40))
        view.bounds = CGRect(x: 0, y: 0, width: 60, height: 20)
        #expect(view.center == CGPoint(x: 50, y: 50), "a new bounds size keeps the centre")
        #expect(view.frame == CGRect(x: 20, y: 40, width: 60, height: 20))
        view.bounds.origin = CGPoint(x: 5, y: 7)
        #expect(view.frame == CGRect(x: 20, y: 40, width: 60, height: 20), "the bounds origin does not move the frame")
        let fractional = CGRect(x: 0.1, y: 0.2, width: 300.3, height: 200.7)
        view.frame = fractional
        #expect(view.frame == fractional, "a frame reads back exactly as written")
    }

    @Test("a view's layer holds its geometry, visibility, opacity, background colour and transform")
    func layerIsTheView() {
        let view = UIView(frame: CGRect(x: 1, y: 2, width: 30, height: 40))
        #expect(view.layer.frame == view.frame)
        #expect(view.layer.position == view.center)
        view.layer.frame = CGRect(x: 5, y: 5, width: 10, height: 10)
        #expect(view.frame == CGRect(x: 5, y: 5, width: 10, height: 10))
        view.layer.position = CGPoint(x: 100, y: 100)
        #expect(view.center == CGPoint(x: 100, y: 100))

        view.isHidden = true
        #expect(view.layer.isHidden)
        view.layer.isHidden = false
        #expect(!view.isHidden)

        view.alpha = 0.3
        #expect(view.alpha == 0.3, "alpha reads back at the precision written")
        #expect(view.layer.opacity == Float(0.3))
        view.layer.opacity = 0.5
        #expect(view.alpha == 0.5)

        view.backgroundColor = .red
        #expect(view.layer.backgroundColor == UIColor.red.cgColor)
        view.layer.backgroundColor = CGColor(gray: 0.5, alpha: 1)
        #expect(view.backgroundColor == UIColor(white: 0.5, alpha: 1))
        view.backgroundColor = nil
        #expect(view.layer.backgroundColor == nil)

        view.transform = CGAffineTransform(scaleX: 2, y: 3)
        #expect(CATransform3DEqualToTransform(view.layer.transform, CATransform3DMakeScale(2, 3, 1)))
        view.layer.setAffineTransform(.identity)
        #expect(view.transform.isIdentity)

        view.anchorPoint = CGPoint(x: 0, y: 0)
        #expect(view.layer.anchorPoint == .zero)
        #expect(view.layer.delegate === view, "a view is its layer's delegate")
    }

    @Test("a subview's layer is a sublayer of its superview's, in the subviews' order; others stay where they are")
    func layerTreeFollowsViews() {
        let parent = UIView()
        let first = UIView()
        let second = UIView()
        let decoration = CALayer()
        parent.layer.addSublayer(decoration)
        parent.addSubview(first)
        parent.addSubview(second)
        #expect(
            parent.layer.sublayers?.map(ObjectIdentifier.init)
                == [decoration, first.layer, second.layer].map(ObjectIdentifier.init)
        )
        #expect(first.layer.superlayer === parent.layer)
        parent.insertSubview(second, belowSubview: first)
        #expect(parent.subviews == [second, first])
        #expect(
            parent.layer.sublayers?.map(ObjectIdentifier.init)
                == [decoration, second.layer, first.layer].map(ObjectIdentifier.init)
        )
        parent.sendSubviewToBack(first)
        #expect(parent.subviews == [first, second])
        parent.exchangeSubview(at: 0, withSubviewAt: 1)
        #expect(parent.subviews == [second, first])
        #expect(parent.layer.sublayers?.last === first.layer)
        first.removeFromSuperview()
        #expect(first.layer.superlayer == nil)
        #expect(parent.layer.sublayers?.count == 2)
    }

    @Test("a view's mask is its layer's mask")
    func mask() {
        let view = UIView()
        let mask = UIView()
        view.mask = mask
        #expect(view.layer.mask === mask.layer)
        view.mask = nil
        #expect(view.layer.mask == nil)
    }

    @Test("points and rectangles convert between views through frames and bounds origins, scroll offsets included")
    func conversion() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let card = UIView(frame: CGRect(x: 10, y: 20, width: 200, height: 100))
        let badge = UIView(frame: CGRect(x: 5, y: 6, width: 20, height: 20))
        window.addSubview(card)
        card.addSubview(badge)
        #expect(badge.convert(CGPoint(x: 1, y: 1), to: card) == CGPoint(x: 6, y: 7))
        #expect(badge.convert(CGPoint(x: 1, y: 1), to: nil) == CGPoint(x: 16, y: 27), "nil: the window")
        #expect(card.convert(CGPoint(x: 16, y: 27), from: nil) == CGPoint(x: 6, y: 7))
        #expect(window.convert(CGPoint(x: 16, y: 27), to: badge) == CGPoint(x: 1, y: 1))
        #expect(
            badge.convert(CGRect(x: 0, y: 0, width: 20, height: 20), to: window)
                == CGRect(x: 15, y: 26, width: 20, height: 20)
        )
        card.bounds.origin = CGPoint(x: 5, y: 0)
        #expect(badge.convert(CGPoint.zero, to: window) == CGPoint(x: 10, y: 26), "content moves up-left by it")

        let scroll = UIScrollView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        let row = UIView(frame: CGRect(x: 0, y: 300, width: 100, height: 44))
        window.addSubview(scroll)
        scroll.addSubview(row)
        scroll.contentOffset = CGPoint(x: 0, y: 250)
        #expect(row.convert(CGPoint.zero, to: window) == CGPoint(x: 0, y: 150))

        let loose = UIView(frame: CGRect(x: 7, y: 7, width: 10, height: 10))
        #expect(loose.convert(CGPoint.zero, to: nil) == CGPoint(x: 7, y: 7), "no window: the root's frame space")
    }

    @Test("hit testing finds the frontmost interactive view under a point, as UIKit does")
    func hitTesting() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let front = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        root.addSubview(back)
        root.addSubview(front)
        #expect(root.hitTest(CGPoint(x: 75, y: 75), with: nil) === front)
        #expect(root.hitTest(CGPoint(x: 25, y: 25), with: nil) === back)
        #expect(root.hitTest(CGPoint(x: 190, y: 10), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 300, y: 300), with: nil) == nil)
        front.isUserInteractionEnabled = false
        #expect(root.hitTest(CGPoint(x: 75, y: 75), with: nil) === back)
        back.alpha = 0.001
        #expect(root.hitTest(CGPoint(x: 75, y: 75), with: nil) === root, "nearly transparent views take no touches")
        back.alpha = 1
        back.isHidden = true
        #expect(root.hitTest(CGPoint(x: 25, y: 25), with: UIEvent()) === root)

        let wide = WideTouchView(frame: CGRect(x: 150, y: 150, width: 20, height: 20))
        root.addSubview(wide)
        #expect(root.hitTest(CGPoint(x: 145, y: 145), with: nil) === wide, "point(inside:with:) decides")
        let label = UILabel(frame: CGRect(x: 0, y: 150, width: 40, height: 40))
        root.addSubview(label)
        #expect(root.hitTest(CGPoint(x: 10, y: 160), with: nil) === root, "a label takes no touches by default")
    }

    @Test("viewWithTag finds the view itself or the first tagged view inside it; isDescendant(of:) walks up")
    func tags() {
        let root = UIView()
        let branch = UIView()
        let leaf = UIView()
        leaf.tag = 7
        let other = UIView()
        other.tag = 7
        root.addSubview(branch)
        branch.addSubview(leaf)
        root.addSubview(other)
        #expect(root.viewWithTag(7) === leaf, "depth first, back to front")
        #expect(root.viewWithTag(0) === root)
        #expect(root.viewWithTag(9) == nil)
        #expect(leaf.isDescendant(of: root) && leaf.isDescendant(of: leaf))
        #expect(!root.isDescendant(of: leaf))
        #expect(root.dump().contains("tag=7"))
    }

    @Test("layout runs on layoutIfNeeded after setNeedsLayout or a change of size, down the tree")
    func layoutPasses() {
        let parent = CountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = CountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        parent.addSubview(child)
        parent.layoutIfNeeded()
        #expect(parent.layoutCount == 1 && child.layoutCount == 1, "a new view needs layout")
        parent.layoutIfNeeded()
        #expect(parent.layoutCount == 1, "nothing changed")
        parent.frame.origin = CGPoint(x: 5, y: 5)
        parent.layoutIfNeeded()
        #expect(parent.layoutCount == 1, "a move is not a resize")
        parent.frame.size.width = 120
        parent.layoutIfNeeded()
        #expect(parent.layoutCount == 2 && child.layoutCount == 1)
        child.setNeedsLayout()
        parent.layoutIfNeeded()
        #expect(parent.layoutCount == 2 && child.layoutCount == 2)
    }

    @Test("subviews with an autoresizing mask follow their superview's size; flexible parts share the change")
    func autoresizing() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let fill = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
        fill.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let pinnedRight = UIView(frame: CGRect(x: 80, y: 0, width: 20, height: 20))
        pinnedRight.autoresizingMask = [.flexibleLeftMargin]
        let centred = UIView(frame: CGRect(x: 40, y: 40, width: 20, height: 20))
        centred.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        let fixed = UIView(frame: CGRect(x: 1, y: 1, width: 2, height: 2))
        for view in [fill, pinnedRight, centred, fixed] { parent.addSubview(view) }
        parent.frame.size = CGSize(width: 200, height: 150)
        #expect(fill.frame == CGRect(x: 10, y: 10, width: 180, height: 130))
        #expect(pinnedRight.frame == CGRect(x: 180, y: 0, width: 20, height: 20))
        #expect(centred.frame == CGRect(x: 90, y: 40, width: 20, height: 20))
        #expect(fixed.frame == CGRect(x: 1, y: 1, width: 2, height: 2))
        parent.autoresizesSubviews = false
        parent.frame.size = CGSize(width: 100, height: 100)
        #expect(fill.frame.width == 180, "turned off")
    }

    @Test("sizeThatFits is the current size by default; sizeToFit keeps the origin")
    func sizing() {
        let view = UIView(frame: CGRect(x: 3, y: 4, width: 50, height: 60))
        #expect(view.sizeThatFits(CGSize(width: 10, height: 10)) == CGSize(width: 50, height: 60))
        let label = UILabel(frame: CGRect(x: 3, y: 4, width: 0, height: 0))
        label.text = "Hello"
        label.sizeToFit()
        #expect(label.frame == CGRect(x: 3, y: 4, width: 43, height: 21), "5 characters at 8.5 points, 21-point line")
    }

    @Test("directional layout margins are the layout margins by leading and trailing edge")
    func directionalMargins() {
        let view = UIView()
        view.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        view.semanticContentAttribute = .forceRightToLeft
        #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 1, leading: 4, bottom: 3, trailing: 2))
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 20)
        #expect(view.layoutMargins == UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 10))
        #expect(UIView.userInterfaceLayoutDirection(for: .playback, relativeTo: .rightToLeft) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified, relativeTo: .rightToLeft) == .rightToLeft)
    }

    @Test("tint adjustment follows the superview; tint changes reach the views that follow them")
    func tint() {
        let parent = CountingView()
        let child = CountingView()
        let ownTint = CountingView()
        ownTint.tintColor = .red
        parent.addSubview(child)
        parent.addSubview(ownTint)
        ownTint.tintChanges = 0
        parent.tintColor = .green
        #expect(parent.tintChanges == 1 && child.tintChanges == 1)
        #expect(ownTint.tintChanges == 0, "it keeps its own colour")
        #expect(child.tintColor == .green)
        parent.tintAdjustmentMode = .dimmed
        #expect(child.tintAdjustmentMode == .dimmed)
        #expect(ownTint.tintChanges == 1, "the mode reaches it")
        child.tintAdjustmentMode = .normal
        #expect(child.tintAdjustmentMode == .normal)
    }

    @Test("motion effects are kept once each")
    func motionEffects() {
        let view = UIView()
        let effect = UIMotionEffect()
        view.addMotionEffect(effect)
        view.addMotionEffect(effect)
        #expect(view.motionEffects.count == 1)
        view.removeMotionEffect(effect)
        #expect(view.motionEffects.isEmpty)
    }

    @Test("UIKit's settable view properties are reachable by writable key path with UIKit's types")
    func keyPaths() {
        let paths: [AnyKeyPath] = [
            \UIView.tag as ReferenceWritableKeyPath<UIView, Int>,
            \UIView.bounds as ReferenceWritableKeyPath<UIView, CGRect>,
            \UIView.center as ReferenceWritableKeyPath<UIView, CGPoint>,
            \UIView.autoresizingMask as ReferenceWritableKeyPath<UIView, UIView.AutoresizingMask>,
            \UIView.directionalLayoutMargins as ReferenceWritableKeyPath<UIView, NSDirectionalEdgeInsets>,
            \UIView.overrideUserInterfaceStyle as ReferenceWritableKeyPath<UIView, UIUserInterfaceStyle>,
            \UIView.mask as ReferenceWritableKeyPath<UIView, UIView?>,
            \UIView.tintAdjustmentMode as ReferenceWritableKeyPath<UIView, UIView.TintAdjustmentMode>,
            \UIView.transform3D as ReferenceWritableKeyPath<UIView, CATransform3D>,
            \UIView.layer.shadowPath as ReferenceWritableKeyPath<UIView, CGPath?>,
        ]
        #expect(paths.count == 10)
    }
}
