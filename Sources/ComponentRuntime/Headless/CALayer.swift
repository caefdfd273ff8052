#if !canImport(UIKit)
    public import Foundation

    /// The headless backend's `CALayer`: a rectangle in a tree of layers with what Core Animation draws it with
    /// (background, border, corners, shadow, contents, opacity), with QuartzCore's names, types and defaults for
    /// every settable property. Snapshots (``UIView/snapshotSVG()``) draw the corner radius and the clipping.
    ///
    /// A view's layer *is* its geometry and visibility, as in UIKit: ``UIView/frame``, `bounds`, `center`,
    /// `transform`, `isHidden`, `alpha` and `backgroundColor` read and write the layer's ``frame``, ``bounds``,
    /// ``position``, ``transform``, ``isHidden``, ``opacity`` and ``backgroundColor``, and a view's subviews'
    /// layers are its layer's sublayers, in the same order. Simpler than Core Animation:
    /// - nothing animates and there is no render tree: ``presentation()`` is the layer itself;
    /// - ``frame`` is the untransformed frame (``position`` less the ``anchorPoint`` share of the ``bounds``
    ///   size); Core Animation's is the bounding box of the transformed bounds.
    open class CALayer: NSObject, CAMediaTiming {
        /// Creates a layer with QuartzCore's defaults. `required`, so that a view makes its layer from its
        /// `layerClass`.
        public required override init() {
            super.init()
        }

        /// Core Animation calls this to make a presentation layer from `layer`. The headless backend has none;
        /// this makes a layer with the defaults, so subclasses that override it compile unchanged.
        public init(layer: Any) {
            super.init()
        }

        /// The layer as it is on screen: the layer itself, as nothing animates on the headless backend.
        open func presentation() -> Self? { self }

        /// The model layer: the layer itself.
        open func model() -> Self { self }

        /// The default value of the property named `key`; `nil` for all on the headless backend.
        open class func defaultValue(forKey key: String) -> Any? { nil }

        /// Whether a change to the property named `key` redraws the layer; `false` for all here.
        open class func needsDisplay(forKey key: String) -> Bool { false }

        // MARK: Geometry

        /// The untransformed frame's origin. Stored rather than worked out from the position so a frame reads
        /// back exactly as it was written (views' frames are written often and compared exactly).
        private var frameOrigin: CGPoint = .zero
        private var storedBounds: CGRect = .zero

        /// The layer's own coordinate space: its size, and the point of its contents at its top-left corner.
        /// Changing the size keeps ``position`` where it is. `.zero` by default.
        open var bounds: CGRect {
            get { storedBounds }
            set {
                let resized = newValue.size != storedBounds.size
                let kept = position
                storedBounds = newValue
                if resized { position = kept }
            }
        }

        /// Where the layer's ``anchorPoint`` sits in its superlayer's coordinates. `.zero` by default.
        open var position: CGPoint {
            get {
                CGPoint(
                    x: frameOrigin.x + anchorPoint.x * storedBounds.width,
                    y: frameOrigin.y + anchorPoint.y * storedBounds.height
                )
            }
            set {
                frameOrigin = CGPoint(
                    x: newValue.x - anchorPoint.x * storedBounds.width,
                    y: newValue.y - anchorPoint.y * storedBounds.height
                )
            }
        }

        /// The point of the bounds, in unit coordinates, that ``position`` names and transforms turn around:
        /// (0.5, 0.5), the centre, by default. Changing it keeps ``position`` and moves the frame, as in Core
        /// Animation.
        open var anchorPoint = CGPoint(x: 0.5, y: 0.5) {
            didSet {
                let kept = CGPoint(
                    x: frameOrigin.x + oldValue.x * storedBounds.width,
                    y: frameOrigin.y + oldValue.y * storedBounds.height
                )
                position = kept
            }
        }

        /// The anchor point's z coordinate. 0 by default.
        open var anchorPointZ: CGFloat = 0

        /// The layer's position on the z axis, which orders it among its siblings in Core Animation. 0 by
        /// default; the headless backend keeps sublayers in array order.
        open var zPosition: CGFloat = 0

        /// The layer's rectangle in its superlayer's coordinates: ``position`` and ``bounds`` size seen through
        /// the ``anchorPoint``. Setting it sets the position and the bounds size. The headless backend leaves
        /// ``transform`` out of it (see the type's documentation).
        open var frame: CGRect {
            get { CGRect(origin: frameOrigin, size: storedBounds.size) }
            set {
                frameOrigin = newValue.origin
                storedBounds.size = newValue.size
            }
        }

        /// The transform applied to the layer around its anchor point. ``CATransform3DIdentity`` by default.
        open var transform = CATransform3DIdentity

        /// The transform applied to the sublayers. ``CATransform3DIdentity`` by default.
        open var sublayerTransform = CATransform3DIdentity

        /// ``transform`` as an affine transform.
        open func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }

        /// Sets ``transform`` to the affine transform `m`.
        open func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

        /// Whether `p`, in the layer's coordinates, is inside its bounds.
        open func contains(_ p: CGPoint) -> Bool { bounds.contains(p) }

        /// The size the layer would like: its bounds' size.
        open func preferredFrameSize() -> CGSize { bounds.size }

        // MARK: The layer tree

        /// The layer this one is a sublayer of.
        open private(set) weak var superlayer: CALayer?
        private var sublayerList: [CALayer] = []
        /// How many entries of ``sublayers`` have been looked at to find a sublayer (a test hook: adding layers in
        /// order, each just in front of the last, must look at a bounded number per layer).
        internal private(set) var sublayerEntriesExamined = 0

        /// The sublayers, back to front; `nil` when there are none, as in Core Animation. Setting it removes the
        /// current ones and adds the new ones, taking each out of its previous superlayer.
        open var sublayers: [CALayer]? {
            get { sublayerList.isEmpty ? nil : sublayerList }
            set {
                for layer in sublayerList { layer.superlayer = nil }
                sublayerList = []
                for layer in newValue ?? [] { addSublayer(layer) }
            }
        }

        /// Adds `layer` in front of the other sublayers, taking it out of its previous superlayer first.
        open func addSublayer(_ layer: CALayer) {
            insert(layer) { self.sublayerList.count }
        }

        /// Inserts `layer` at `idx` of ``sublayers`` (clamped to the end).
        open func insertSublayer(_ layer: CALayer, at idx: UInt32) {
            insert(layer) { min(Int(idx), self.sublayerList.count) }
        }

        /// Inserts `layer` just behind `sibling`, or behind every sublayer when `sibling` is `nil` or not a
        /// sublayer.
        open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
            // Searched from the front: a layer goes behind a sibling mostly when it is put at the back.
            insert(layer) {
                self.sublayerList.firstIndex(ofIdentical: sibling, examined: &self.sublayerEntriesExamined) ?? 0
            }
        }

        /// Inserts `layer` just in front of `sibling`, or in front of every sublayer when `sibling` is `nil` or
        /// not a sublayer.
        open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
            // Searched from the back: a layer goes in front of a sibling mostly when views are added in order, each
            // in front of the last one.
            insert(layer) {
                self.sublayerList.lastIndex(ofIdentical: sibling, examined: &self.sublayerEntriesExamined)
                    .map { $0 + 1 } ?? self.sublayerList.count
            }
        }

        /// Puts `newLayer` where `oldLayer`, a sublayer, is, and removes `oldLayer`.
        open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
            guard oldLayer.superlayer === self, oldLayer !== newLayer else { return }
            insertSublayer(newLayer, above: oldLayer)
            oldLayer.removeFromSuperlayer()
        }

        /// Takes the layer out of its superlayer, if it has one.
        open func removeFromSuperlayer() {
            guard let superlayer else { return }
            if let index = superlayer.sublayerList.firstIndex(
                ofIdentical: self,
                examined: &superlayer.sublayerEntriesExamined
            ) {
                superlayer.sublayerList.remove(at: index)
            }
            self.superlayer = nil
        }

        /// Takes `layer` out of its superlayer, then puts it at the index `position` gives (worked out after).
        private func insert(_ layer: CALayer, at position: () -> Int) {
            precondition(layer !== self, "a layer cannot be its own sublayer")
            layer.removeFromSuperlayer()
            sublayerList.insert(layer, at: position())
            layer.superlayer = self
        }

        /// A layer whose alpha channel masks this one. `nil` by default.
        open var mask: CALayer?

        /// Whether sublayers are clipped to the bounds and rounded corners. `false` by default.
        open var masksToBounds = false

        /// Whether the layer is hidden. `false` by default.
        open var isHidden = false

        /// Whether the back of the layer shows when it is turned away. `true` by default.
        open var isDoubleSided = true

        /// Whether the layer's content is flipped vertically. `false` by default.
        open var isGeometryFlipped = false

        /// Whether the contents are drawn flipped: ``isGeometryFlipped`` here.
        open func contentsAreFlipped() -> Bool { isGeometryFlipped }

        // MARK: Contents

        /// What the layer shows (a `CGImage` in Core Animation). `nil` by default; kept, not drawn, here.
        open var contents: Any?

        /// The part of ``contents`` shown, in unit coordinates. The whole, (0, 0, 1, 1), by default.
        open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)

        /// Where the contents sit in the bounds. `.resize` by default.
        open var contentsGravity: CALayerContentsGravity = .resize

        /// Pixels per point of the contents. 1 by default; a view's layer has its screen's scale.
        open var contentsScale: CGFloat = 1

        /// The stretchable part of the contents, in unit coordinates. The whole by default.
        open var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)

        /// How drawn contents are stored. `.RGBA8Uint` by default.
        open var contentsFormat: CALayerContentsFormat = .RGBA8Uint

        /// Whether the layer asks for extended-dynamic-range contents. `false` by default.
        open var wantsExtendedDynamicRangeContent = false

        /// How high-dynamic-range contents are tone-mapped. `.automatic` by default.
        open var toneMapMode: CALayer.ToneMapMode = .automatic

        /// The filter used when the contents are shrunk. `.linear` by default.
        open var minificationFilter: CALayerContentsFilter = .linear

        /// The filter used when the contents are enlarged. `.linear` by default.
        open var magnificationFilter: CALayerContentsFilter = .linear

        /// The bias used with ``minificationFilter``'s mipmaps. 0 by default.
        open var minificationFilterBias: Float = 0

        /// Whether the layer promises to be opaque, so what is behind it need not be drawn. `false` by default.
        open var isOpaque = false

        /// Whether the layer redraws when its bounds change. `false` by default.
        open var needsDisplayOnBoundsChange = false

        /// Whether drawing is queued to a background thread. `false` by default.
        open var drawsAsynchronously = false

        private var needsDisplayFlag = false

        /// Marks the layer as needing its contents again; ``displayIfNeeded()`` then asks for them.
        open func setNeedsDisplay() { needsDisplayFlag = true }

        /// Marks part of the layer as needing its contents again: the whole layer here.
        open func setNeedsDisplay(_ r: CGRect) { setNeedsDisplay() }

        /// Whether ``setNeedsDisplay()`` was called since the layer last displayed.
        open func needsDisplay() -> Bool { needsDisplayFlag }

        /// Displays the layer if it needs it.
        open func displayIfNeeded() {
            guard needsDisplayFlag else { return }
            display()
        }

        /// Asks the ``delegate`` for the contents (its `display(_:)`), and clears the need to display.
        open func display() {
            needsDisplayFlag = false
            delegate?.display(self)
        }

        private var needsLayoutFlag = false

        /// Marks the sublayers as needing layout; ``layoutIfNeeded()`` then lays them out.
        open func setNeedsLayout() { needsLayoutFlag = true }

        /// Whether ``setNeedsLayout()`` was called since the layer was last laid out.
        open func needsLayout() -> Bool { needsLayoutFlag }

        /// Lays out the sublayers if they need it.
        open func layoutIfNeeded() {
            guard needsLayoutFlag else { return }
            needsLayoutFlag = false
            layoutSublayers()
        }

        /// Lays out the sublayers: asks the ``delegate`` (its `layoutSublayers(of:)`). Override to lay them out.
        open func layoutSublayers() { delegate?.layoutSublayers(of: self) }

        // MARK: Appearance

        /// Which edges are antialiased. All four by default.
        open var edgeAntialiasingMask: CAEdgeAntialiasingMask = [
            .layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge,
        ]

        /// Whether the layer may antialias its edges. `false` by default.
        open var allowsEdgeAntialiasing = false

        /// The fill behind the contents. `nil` (none) by default.
        open var backgroundColor: CGColor?

        /// The radius of the rounded corners, in points; 0 (the default) draws square corners.
        open var cornerRadius: CGFloat = 0

        /// Which corners ``cornerRadius`` rounds. All four by default. Snapshots round all four whenever the
        /// radius is set.
        open var maskedCorners: CACornerMask = [
            .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
        ]

        /// The shape of the rounded corners. `.circular` by default.
        open var cornerCurve: CALayerCornerCurve = .circular

        /// The width of the border, drawn inside the bounds; 0 (the default) draws none.
        open var borderWidth: CGFloat = 0

        /// The colour of the border; opaque black by default, as in Core Animation.
        open var borderColor: CGColor? = CGColor(gray: 0, alpha: 1)

        /// The opacity, kept at the precision a view's `alpha` is written with (a `Float` would turn 0.3 into
        /// 0.30000001192…, which a view reading its alpha back would see).
        var opacityValue: CGFloat = 1

        /// The opacity, from 0 to 1. 1 by default. A view's `alpha`.
        open var opacity: Float {
            get { Float(opacityValue) }
            set { opacityValue = CGFloat(newValue) }
        }

        /// Whether the layer and its sublayers are composited together before ``opacity`` applies. `true` by
        /// default, as on iOS.
        open var allowsGroupOpacity = true

        /// A Core Image filter blending the layer with what is behind it. `nil` by default; kept, not applied.
        open var compositingFilter: Any?

        /// Core Image filters applied to the layer. `nil` by default; kept, not applied.
        open var filters: [Any]?

        /// Core Image filters applied to what is behind the layer. `nil` by default; kept, not applied.
        open var backgroundFilters: [Any]?

        /// Whether the layer is drawn once into a bitmap and reused. `false` by default.
        open var shouldRasterize = false

        /// Pixels per point of the rasterised bitmap. 1 by default.
        open var rasterizationScale: CGFloat = 1

        // MARK: Shadow

        /// The shadow's colour. Opaque black by default.
        open var shadowColor: CGColor? = CGColor(gray: 0, alpha: 1)

        /// The shadow's opacity, from 0 to 1. 0 (no shadow) by default.
        open var shadowOpacity: Float = 0

        /// How far the shadow is cast. (0, -3) by default, as in Core Animation.
        open var shadowOffset = CGSize(width: 0, height: -3)

        /// The blur radius of the shadow. 3 by default.
        open var shadowRadius: CGFloat = 3

        /// The outline that casts the shadow; `nil` (the default) uses the layer's contents and sublayers.
        open var shadowPath: CGPath?

        // MARK: Actions, delegate, style

        /// Actions by property or event name, looked up by ``action(forKey:)``. `nil` by default.
        open var actions: [String: any CAAction]?

        /// The action for `event`: the ``delegate``'s, else the one in ``actions``, else
        /// ``defaultAction(forKey:)``'s.
        open func action(forKey event: String) -> (any CAAction)? {
            delegate?.action(for: self, forKey: event) ?? actions?[event] ?? Self.defaultAction(forKey: event)
        }

        /// The action for `event` when neither the delegate nor ``actions`` has one; `nil` here.
        open class func defaultAction(forKey event: String) -> (any CAAction)? { nil }

        /// A name, for finding the layer in a tree. `nil` by default.
        open var name: String?

        /// The object asked about contents, layout and actions; a view for its own layer. Held weakly.
        open weak var delegate: (any CALayerDelegate)?

        /// Default values for properties not set, by key. `nil` by default.
        open var style: [AnyHashable: Any]?

        // MARK: CAMediaTiming

        /// When the layer's timeline starts. 0 by default.
        open var beginTime: CFTimeInterval = 0
        /// How long one pass lasts. 0 by default.
        open var duration: CFTimeInterval = 0
        /// How fast the layer's time passes. 1 by default.
        open var speed: Float = 1
        /// An offset added to the layer's time. 0 by default.
        open var timeOffset: CFTimeInterval = 0
        /// How many passes to run. 0 by default.
        open var repeatCount: Float = 0
        /// How long to keep repeating. 0 by default.
        open var repeatDuration: CFTimeInterval = 0
        /// Whether passes run forwards then backwards. `false` by default.
        open var autoreverses = false
        /// What the layer's timeline shows outside its active time. `.removed` by default.
        open var fillMode: CAMediaTimingFillMode = .removed
    }
#endif
