#if !canImport(UIKit)
    public import Foundation

    /// The headless backend's `UIView`: a real object with a frame, a hidden flag, a background colour and a
    /// subview tree, with UIKit's signatures for the part of `UIView` it offers. Tests and examples mount
    /// components into these views and inspect them (``dump(includeHidden:)``).
    ///
    /// Subclass it for your own views, as on iOS. The runtime makes views of a type (``ViewClass/type(_:)``)
    /// with `init()`, which a subclass inherits when it overrides `init(frame:)` or adds no designated
    /// initializer; a view whose initializer takes arguments is made through a factory
    /// (``ViewClass/factory(_:arguments:make:)``).
    @MainActor
    ///
    /// The view's geometry and visibility live in its ``layer``, as in UIKit: see ``CALayer``.
    open class UIView: UIResponder {
        /// The class of the layer a view of this class makes for itself: `CALayer` by default. Override it to
        /// give a view another kind of layer (`CAGradientLayer.self`, `CAShapeLayer.self`), as in UIKit; the
        /// class must be `CALayer` or a subclass of it (anything else gives a plain `CALayer`).
        open class var layerClass: AnyClass { CALayer.self }

        /// The view's layer, made from ``layerClass`` when the view is made. The view is its delegate; it holds
        /// the view's geometry, visibility, opacity and background colour, and its sublayers include the layers
        /// of the view's subviews, in their order.
        public let layer: CALayer

        /// The view's frame in its superview's coordinates: its layer's ``CALayer/frame``. Changing its size
        /// resizes subviews that have an ``autoresizingMask`` and marks the view as needing layout.
        open var frame: CGRect {
            get { layer.frame }
            set {
                let oldSize = layer.bounds.size
                layer.frame = newValue
                sizeDidChange(from: oldSize)
            }
        }
        /// The view's own coordinate space: its size, and the point of its content at its top-left corner (its
        /// subviews move up and left by that point). Its layer's ``CALayer/bounds``; changing the size keeps
        /// ``center`` and resizes as ``frame`` does.
        open var bounds: CGRect {
            get { layer.bounds }
            set {
                let oldSize = layer.bounds.size
                layer.bounds = newValue
                sizeDidChange(from: oldSize)
            }
        }
        /// The view's centre in its superview's coordinates: its layer's ``CALayer/position``.
        open var center: CGPoint {
            get { layer.position }
            set { layer.position = newValue }
        }
        /// Whether the view is hidden: its layer's ``CALayer/isHidden``. Views a remount does not use are
        /// hidden, not destroyed.
        open var isHidden: Bool {
            get { layer.isHidden }
            set { layer.isHidden = newValue }
        }
        /// The view's background colour: its layer's ``CALayer/backgroundColor``. Reads back the colour set;
        /// after the layer's colour is set directly, a colour made from it.
        open var backgroundColor: UIColor? {
            get {
                guard let color = layer.backgroundColor else { return nil }
                if let ownBackgroundColor, ownBackgroundColor.cgColor == color { return ownBackgroundColor }
                return UIColor(cgColor: color)
            }
            set {
                ownBackgroundColor = newValue
                layer.backgroundColor = newValue?.cgColor
            }
        }
        private var ownBackgroundColor: UIColor?
        /// The view's opacity, from 0 to 1: its layer's ``CALayer/opacity``, kept at the precision written.
        open var alpha: CGFloat {
            get { layer.opacityValue }
            set { layer.opacityValue = newValue }
        }
        /// An identifier tests and accessibility tools use to find the view.
        open var accessibilityIdentifier: String?
        /// The custom actions assistive technologies offer on this view.
        open var accessibilityCustomActions: [UIAccessibilityCustomAction]?

        // Accessibility, with UIKit's names and defaults. A standard view answers what UIKit's does until a value is
        // set (a label is an element whose label is its text, a button's traits include `.button`): the internal
        // `…ByDefault` properties below are what each standard view overrides for that.

        /// Whether assistive technologies see this view as one element. `false` for a plain view; `true` for the
        /// standard views UIKit makes elements (labels, buttons, controls, text fields).
        open var isAccessibilityElement: Bool {
            get { explicitIsAccessibilityElement ?? isAccessibilityElementByDefault }
            set { explicitIsAccessibilityElement = newValue }
        }
        private var explicitIsAccessibilityElement: Bool?
        /// What VoiceOver reads for the element; a label's text or a button's title until set.
        open var accessibilityLabel: String? {
            get { explicitAccessibilityLabel ?? accessibilityLabelByDefault }
            set { explicitAccessibilityLabel = newValue }
        }
        private var explicitAccessibilityLabel: String?
        /// The label with attributes; setting it sets ``accessibilityLabel`` to its characters.
        open var accessibilityAttributedLabel: NSAttributedString? {
            get { accessibilityLabel.map { NSAttributedString(string: $0) } }
            set { accessibilityLabel = newValue?.string }
        }
        /// What happens when the element is activated, read after a pause ("Double-tap to open").
        open var accessibilityHint: String?
        /// The hint with attributes; setting it sets ``accessibilityHint`` to its characters.
        open var accessibilityAttributedHint: NSAttributedString? {
            get { accessibilityHint.map { NSAttributedString(string: $0) } }
            set { accessibilityHint = newValue?.string }
        }
        /// The element's current value ("50%", "on"), when it differs from its label; a control's own until set.
        open var accessibilityValue: String? {
            get { explicitAccessibilityValue ?? accessibilityValueByDefault }
            set { explicitAccessibilityValue = newValue }
        }
        private var explicitAccessibilityValue: String?
        /// The value with attributes; setting it sets ``accessibilityValue`` to its characters.
        open var accessibilityAttributedValue: NSAttributedString? {
            get { accessibilityValue.map { NSAttributedString(string: $0) } }
            set { accessibilityValue = newValue?.string }
        }
        /// What the element is (a button, a header, an image) and its state (selected, not enabled).
        open var accessibilityTraits: UIAccessibilityTraits {
            get { explicitAccessibilityTraits ?? accessibilityTraitsByDefault }
            set { explicitAccessibilityTraits = newValue }
        }
        private var explicitAccessibilityTraits: UIAccessibilityTraits?
        /// The element's frame in screen coordinates. UIKit leaves keeping it current to whoever sets it; the
        /// headless backend's accessibility tree uses the view's frame in its window when this is `.zero`.
        open var accessibilityFrame: CGRect = .zero
        /// The point VoiceOver activates, in screen coordinates; `.zero` means the centre of the element.
        open var accessibilityActivationPoint: CGPoint = .zero
        /// The language VoiceOver reads the element in (a BCP 47 tag); `nil` for the app's.
        open var accessibilityLanguage: String?
        /// Whether this view's subviews are hidden from assistive technologies.
        open var accessibilityElementsHidden = false
        /// Whether assistive technologies ignore this view's siblings (and theirs) while it is visible: a modal.
        open var accessibilityViewIsModal = false
        /// Whether VoiceOver reads this view's children together before moving on.
        open var shouldGroupAccessibilityChildren = false
        /// How assistive technologies move through this view's children.
        open var accessibilityNavigationStyle: UIAccessibilityNavigationStyle = .automatic
        /// What kind of container this view is.
        open var accessibilityContainerType: UIAccessibilityContainerType = .none
        /// The elements this view contains, in reading order, in place of its subviews: views and
        /// `UIAccessibilityElement`s. `nil` (the default) lets its subviews speak.
        open var accessibilityElements: [Any]?
        /// Whether the element responds to user interaction although it has no interactive trait.
        open var accessibilityRespondsToUserInteraction = false
        /// The words a user can say to activate the element with Voice Control; the label by default.
        open var accessibilityUserInputLabels: [String]! {
            get { explicitUserInputLabels ?? accessibilityLabel.map { [$0] } ?? [] }
            set { explicitUserInputLabels = newValue }
        }
        private var explicitUserInputLabels: [String]?
        /// The user input labels with attributes.
        open var accessibilityAttributedUserInputLabels: [NSAttributedString]! {
            get { accessibilityUserInputLabels.map { NSAttributedString(string: $0) } }
            set { accessibilityUserInputLabels = newValue?.map(\.string) }
        }
        /// The outline VoiceOver highlights, in screen coordinates, in place of the ``accessibilityFrame`` (a round
        /// or slanted element). `nil` by default. UIKit keeps a copy of the path set; the headless backend keeps
        /// the path itself.
        open var accessibilityPath: UIBezierPath?
        /// What kind of text the element holds (source code, messages), so that VoiceOver reads it suitably.
        /// `nil` by default.
        open var accessibilityTextualContext: UIAccessibilityTextualContext?
        /// How VoiceOver treats the element when it has the `.allowsDirectInteraction` trait. None by default;
        /// kept only, as the headless backend passes no touches through VoiceOver.
        open var accessibilityDirectTouchOptions: UIAccessibility.DirectTouchOptions = []
        /// Whether the element is expanded or collapsed, which VoiceOver says after its label. `.unsupported`
        /// (the element does not expand) by default.
        open var accessibilityExpandedStatus: UIAccessibility.ExpandedStatus = .unsupported
        /// The extra VoiceOver rotors the view offers while VoiceOver is in it. `nil` by default.
        open var accessibilityCustomRotors: [UIAccessibilityCustomRotor]?
        /// Whether the view keeps its colours when the user inverts the screen's colours (photos, video).
        open var accessibilityIgnoresInvertColors = false
        /// Whether a long press on the view shows the large content viewer.
        open var showsLargeContentViewer = false
        /// The title the large content viewer shows.
        open var largeContentTitle: String?
        /// The image the large content viewer shows.
        open var largeContentImage: UIImage?

        /// Whether the view is an element until ``isAccessibilityElement`` is set. Standard views override it.
        var isAccessibilityElementByDefault: Bool { false }
        /// The label until ``accessibilityLabel`` is set. Standard views override it.
        var accessibilityLabelByDefault: String? { nil }
        /// The value until ``accessibilityValue`` is set. Standard views override it.
        var accessibilityValueByDefault: String? { nil }
        /// The traits until ``accessibilityTraits`` is set. Standard views override it.
        var accessibilityTraitsByDefault: UIAccessibilityTraits { .none }
        /// Whether the view takes part in touch handling.
        open var isUserInteractionEnabled = true
        /// Whether subviews are clipped to the view's bounds: the layer's ``CALayer/masksToBounds``, as in UIKit.
        open var clipsToBounds: Bool {
            get { layer.masksToBounds }
            set { layer.masksToBounds = newValue }
        }
        /// How the view's content is laid out when its size changes.
        open var contentMode: UIView.ContentMode = .scaleToFill
        /// The transform applied to the view around its ``anchorPoint``: its layer's ``CALayer/transform``.
        /// Frames, hit testing, coordinate conversion and snapshots ignore it on the headless backend.
        open var transform: CGAffineTransform {
            get { CATransform3DGetAffineTransform(layer.transform) }
            set { layer.transform = CATransform3DMakeAffineTransform(newValue) }
        }
        /// The 3-D transform applied to the view: its layer's ``CALayer/transform``.
        open var transform3D: CATransform3D {
            get { layer.transform }
            set { layer.transform = newValue }
        }
        /// The point of the bounds, in unit coordinates, that ``center`` names and transforms turn around: its
        /// layer's ``CALayer/anchorPoint``, (0.5, 0.5) by default.
        open var anchorPoint: CGPoint {
            get { layer.anchorPoint }
            set { layer.anchorPoint = newValue }
        }
        /// Pixels per point of the view's drawing: its layer's ``CALayer/contentsScale``, the main screen's
        /// scale (3) by default.
        open var contentScaleFactor: CGFloat {
            get { layer.contentsScale }
            set { layer.contentsScale = newValue }
        }
        /// The tint colour: the view's own, else the first one set on a view it sits in, else the system blue, as
        /// in UIKit. Setting `nil` makes the view follow its superview's again. Setting it calls
        /// ``tintColorDidChange()`` on the view and the views inside it that follow it.
        open var tintColor: UIColor! {
            get { ownTintColor ?? superview?.tintColor ?? UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1) }
            set {
                ownTintColor = newValue
                tintDidChange { $0.ownTintColor == nil }
            }
        }
        private var ownTintColor: UIColor?
        /// Whether the tint is dimmed: the view's own mode, else (for `.automatic`, the default) its superview's,
        /// else `.normal`, as UIKit reads it. Setting it calls ``tintColorDidChange()`` as ``tintColor`` does.
        /// The headless backend does not dim ``tintColor``.
        open var tintAdjustmentMode: UIView.TintAdjustmentMode {
            get {
                ownTintAdjustmentMode != .automatic
                    ? ownTintAdjustmentMode : superview?.tintAdjustmentMode ?? .normal
            }
            set {
                ownTintAdjustmentMode = newValue
                tintDidChange { $0.ownTintAdjustmentMode == .automatic }
            }
        }
        private var ownTintAdjustmentMode: UIView.TintAdjustmentMode = .automatic

        /// Called when the view's ``tintColor`` or ``tintAdjustmentMode`` changes, including through a
        /// superview. Does nothing by default.
        open func tintColorDidChange() {}

        /// Calls ``tintColorDidChange()`` on this view and on the views inside it that `follow` their superview.
        private func tintDidChange(reaching follows: (UIView) -> Bool) {
            tintColorDidChange()
            for subview in subviews where follows(subview) { subview.tintDidChange(reaching: follows) }
        }

        /// The view's children, back to front.
        open private(set) var subviews: [UIView] = []
        /// How many entries of ``subviews`` have been looked at to find a subview or a neighbour's placed layer (a
        /// test hook: adding subviews in order must look at a bounded number per subview).
        internal private(set) var subviewEntriesExamined = 0
        /// The view this one is a subview of.
        open private(set) weak var superview: UIView?
        /// The gesture recognizers attached to this view; `nil` when there are none, as in UIKit.
        open var gestureRecognizers: [UIGestureRecognizer]? {
            get { attachedRecognizers.isEmpty ? nil : attachedRecognizers }
            set {
                for recognizer in attachedRecognizers { recognizer.view = nil }
                attachedRecognizers = []
                for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
            }
        }
        private var attachedRecognizers: [UIGestureRecognizer] = []

        /// The view controller whose root view this is (set by ``UIViewController/view``).
        weak var viewController: UIViewController?

        /// Creates a view with `frame`, and its layer from ``layerClass``.
        public init(frame: CGRect) {
            layer = (Self.layerClass as? CALayer.Type ?? CALayer.self).init()
            super.init()
            layer.frame = frame
            layer.contentsScale = UIScreen.main.scale
            layer.delegate = self
        }

        /// Views are never archived on the headless backend; this initializer exists so subclasses written for
        /// UIKit (which must implement it) compile unchanged. It always fails.
        public required init?(coder: NSCoder) {
            return nil
        }

        /// Creates a view with a zero frame. The runtime calls this for ``ViewClass/type(_:)``.
        ///
        /// Unlike UIKit's, it is `required`: without the Objective-C runtime, Swift makes an object from a type
        /// value only through a required initializer. So a subclass that adds its own designated initializer
        /// (`init(style:)`) also overrides `init(frame:)`, which makes it inherit this one; that compiles on iOS
        /// too, where making such a view by type needs `init(frame:)` as well.
        public required override convenience init() {
            self.init(frame: .zero)
        }

        isolated deinit {
            // What the runtime kept beside this view (a mounted host above all) goes with it, as an associated
            // object goes with its object on Apple platforms.
            ViewBookkeeping.viewDidGoAway(ObjectIdentifier(self))
        }

        /// A view's next responder is its view controller for a root view, else its superview, as in UIKit.
        open override var next: UIResponder? { viewController ?? superview }

        /// Adds `view` as the frontmost subview, removing it from its previous superview first.
        open func addSubview(_ view: UIView) {
            insertSubview(view, at: Int.max)
        }

        /// Inserts `view` at `index` of ``subviews`` (clamped to the end), removing it from its previous
        /// superview first.
        open func insertSubview(_ view: UIView, at index: Int) {
            precondition(view !== self, "a view cannot be its own subview")
            view.move(to: self) {
                let clamped = min(max(index, 0), self.subviews.count)
                self.subviews.insert(view, at: clamped)
                return clamped
            }
        }

        /// Inserts `view` just above `siblingSubview`, which must be a subview of this view.
        open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
            precondition(view !== self, "a view cannot be its own subview")
            view.move(to: self) {
                let index =
                    self.subviews.firstIndex(ofIdentical: siblingSubview, examined: &self.subviewEntriesExamined)
                    .map { $0 + 1 } ?? self.subviews.count
                self.subviews.insert(view, at: index)
                return index
            }
        }

        /// Inserts `view` just below `siblingSubview`, which must be a subview of this view.
        open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
            precondition(view !== self, "a view cannot be its own subview")
            view.move(to: self) {
                let index =
                    self.subviews.firstIndex(ofIdentical: siblingSubview, examined: &self.subviewEntriesExamined) ?? 0
                self.subviews.insert(view, at: index)
                return index
            }
        }

        /// Moves `view`, a subview of this view, to the front.
        open func bringSubviewToFront(_ view: UIView) {
            guard view.superview === self else { return }
            insertSubview(view, at: Int.max)
        }

        /// Moves `view`, a subview of this view, to the back.
        open func sendSubviewToBack(_ view: UIView) {
            guard view.superview === self else { return }
            insertSubview(view, at: 0)
        }

        /// Swaps the subviews at `index1` and `index2`, with no callbacks, as in UIKit.
        open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
            guard subviews.indices.contains(index1), subviews.indices.contains(index2), index1 != index2 else { return }
            subviews.swapAt(index1, index2)
            subviews[index1].placeLayerAmongSiblings(at: index1)
            subviews[index2].placeLayerAmongSiblings(at: index2)
        }

        /// Removes the view from its superview, if it has one.
        open func removeFromSuperview() {
            guard superview != nil else { return }
            move(to: nil) { nil }
        }

        /// Moves this view under `newSuperview` (`nil`: out of any), where `insert` puts it in the new superview's
        /// ``subviews`` and returns where (`nil` when it puts it nowhere). The callbacks come in UIKit's order: the old superview's ``willRemoveSubview(_:)``, then
        /// ``willMove(toSuperview:)`` and ``willMove(toWindow:)`` down the moved tree, the move, then
        /// ``didMoveToWindow()`` down the tree, ``didMoveToSuperview()`` and the new superview's
        /// ``didAddSubview(_:)``. Window callbacks come only when the window changes, superview callbacks only when
        /// the superview does (a reorder among siblings has none).
        private func move(to newSuperview: UIView?, insert: () -> Int?) {
            let oldSuperview = superview
            guard oldSuperview !== newSuperview else {
                oldSuperview?.removeSubviewEntry(self)
                if let index = insert() { placeLayerAmongSiblings(at: index) }
                return
            }
            let (oldWindow, newWindow) = (window, newSuperview?.window)
            let windowChanges = oldWindow !== newWindow
            oldSuperview?.willRemoveSubview(self)
            willMove(toSuperview: newSuperview)
            if windowChanges { forEachInTree { $0.willMove(toWindow: newWindow) } }
            oldSuperview?.removeSubviewEntry(self)
            superview = newSuperview
            if let index = insert() { placeLayerAmongSiblings(at: index) } else { layer.removeFromSuperlayer() }
            if windowChanges { forEachInTree { $0.didMoveToWindow() } }
            didMoveToSuperview()
            newSuperview?.didAddSubview(self)
        }

        /// Puts the view's layer among its superview's layer's sublayers just in front of the layer of the nearest
        /// subview behind this view (else just behind the nearest one in front, else in front of all), so the
        /// layers of the subviews keep the subviews' order and layers added directly stay where they were.
        /// `index` is the view's index in its superview's ``subviews``, which the caller knows: looking it up
        /// scanned the subviews on every insertion, which made adding many subviews quadratic.
        private func placeLayerAmongSiblings(at index: Int) {
            guard let superview else { return }
            let superlayer = superview.layer
            let siblings = superview.subviews
            // The nearest placed neighbour is almost always the adjacent subview, so these walks stop at once.
            var behind: UIView?
            for sibling in siblings[..<index].reversed() {
                superview.subviewEntriesExamined += 1
                if sibling.layer.superlayer === superlayer {
                    behind = sibling
                    break
                }
            }
            if let behind {
                superlayer.insertSublayer(layer, above: behind.layer)
                return
            }
            for sibling in siblings[(index + 1)...] {
                superview.subviewEntriesExamined += 1
                if sibling.layer.superlayer === superlayer {
                    superlayer.insertSublayer(layer, below: sibling.layer)
                    return
                }
            }
            superlayer.addSublayer(layer)
        }

        /// Takes `view` out of ``subviews`` (and nothing else).
        private func removeSubviewEntry(_ view: UIView) {
            if let index = subviews.firstIndex(ofIdentical: view, examined: &subviewEntriesExamined) {
                subviews.remove(at: index)
            }
        }

        private func forEachInTree(_ body: (UIView) -> Void) {
            body(self)
            for subview in subviews { subview.forEachInTree(body) }
        }

        /// The window the view is in: the nearest ``UIWindow`` among the view and its superviews.
        open var window: UIWindow? {
            var view: UIView? = self
            while let current = view {
                if let window = current as? UIWindow { return window }
                view = current.superview
            }
            return nil
        }

        /// Called before the view moves under another superview (`nil`: out of any). Does nothing by default.
        open func willMove(toSuperview newSuperview: UIView?) {}
        /// Called after the view moved under another superview. Does nothing by default.
        open func didMoveToSuperview() {}
        /// Called before the view's window changes, on the view and each view inside it. Does nothing by default.
        open func willMove(toWindow newWindow: UIWindow?) {}
        /// Called after the view's window changed, on the view and each view inside it. Does nothing by default.
        open func didMoveToWindow() {}
        /// Called after `subview` was added. Does nothing by default.
        open func didAddSubview(_ subview: UIView) {}
        /// Called before `subview` is removed. Does nothing by default.
        open func willRemoveSubview(_ subview: UIView) {}

        /// Attaches a gesture recognizer; attaching one that is already attached does nothing.
        open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
            guard !attachedRecognizers.contains(where: { $0 === gestureRecognizer }) else { return }
            gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
            attachedRecognizers.append(gestureRecognizer)
            gestureRecognizer.view = self
        }

        /// Detaches a gesture recognizer.
        open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
            attachedRecognizers.removeAll { $0 === gestureRecognizer }
            if gestureRecognizer.view === self { gestureRecognizer.view = nil }
        }

        /// Whether the view lets a gesture recognizer attached to it begin; asked before the recognizer's
        /// delegate. `true` by default; views that track touches themselves override it.
        open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

        // MARK: UIKit's view properties that only hold a value on the headless backend

        /// A number that identifies the view; ``viewWithTag(_:)`` finds it. 0 by default.
        open var tag = 0
        /// How the view resizes when its superview's size changes (if the superview ``autoresizesSubviews``):
        /// the flexible margins and sides share the change in proportion to their sizes, as in UIKit. None by
        /// default.
        open var autoresizingMask: UIView.AutoresizingMask = []
        /// Whether a change of the view's size resizes its subviews by their ``autoresizingMask``. `true` by
        /// default.
        open var autoresizesSubviews = true
        /// Whether the view promises to draw every pixel of its bounds opaquely. `true` by default.
        open var isOpaque = true
        /// Whether the drawing buffer is cleared before ``draw(_:)``. `true` by default.
        open var clearsContextBeforeDrawing = true
        /// Whether the view receives more than one touch at a time. `false` by default.
        open var isMultipleTouchEnabled = false
        /// Whether the view keeps other views from receiving touches while it tracks one. `false` by default.
        open var isExclusiveTouch = false
        /// Whether the view's content flips in a right-to-left language. `.unspecified` by default; see
        /// ``effectiveUserInterfaceLayoutDirection``.
        open var semanticContentAttribute: UISemanticContentAttribute = .unspecified
        /// The space between the view's edges and its content. 8 points each side by default, as in UIKit.
        /// ``directionalLayoutMargins`` is the same space with leading and trailing edges.
        open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) {
            didSet { if layoutMargins != oldValue { layoutMarginsDidChange() } }
        }
        /// Whether the view takes on its superview's layout margins where they are larger. `false` by default;
        /// kept, not applied, by the headless backend.
        open var preservesSuperviewLayoutMargins = false
        /// Whether the layout margins grow by the safe area insets. `true` by default.
        open var insetsLayoutMarginsFromSafeArea = true
        /// Whether Auto Layout makes constraints from the view's autoresizing mask. `true` by default; the headless
        /// backend has no Auto Layout.
        open var translatesAutoresizingMaskIntoConstraints = true
        /// Whether the view and the views inside it are light or dark, whatever the system's setting.
        /// `.unspecified` (follow the system) by default.
        open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
        /// A view whose alpha channel masks this one: its layer becomes this view's layer's ``CALayer/mask``.
        /// `nil` by default.
        open var mask: UIView? {
            didSet { layer.mask = mask?.layer }
        }
        /// The identifier state restoration saves the view under. `nil` by default.
        open var restorationIdentifier: String?
        /// The motion effects applied to the view (see ``addMotionEffect(_:)``). None by default.
        open var motionEffects: [UIMotionEffect] = []
        /// The smallest text size category the view and the views inside it use. `nil` (no limit) by default.
        open var minimumContentSizeCategory: UIContentSizeCategory?
        /// The largest text size category the view and the views inside it use. `nil` (no limit) by default.
        open var maximumContentSizeCategory: UIContentSizeCategory?
        /// Whether the large content viewer scales ``largeContentImage``. `false` by default.
        open var scalesLargeContentImage = false
        /// Insets that centre ``largeContentImage`` in the large content viewer. `.zero` by default.
        open var largeContentImageInsets: UIEdgeInsets = .zero

        /// Called after ``layoutMargins`` (or ``directionalLayoutMargins``) changed. Does nothing by default.
        open func layoutMarginsDidChange() {}

        /// The part of the view that bars and the screen's rounded corners do not cover: `.zero` on the headless
        /// backend, which has neither.
        open var safeAreaInsets: UIEdgeInsets { .zero }

        /// Called after ``safeAreaInsets`` changed; never, on the headless backend. Does nothing by default.
        open func safeAreaInsetsDidChange() {}

        // MARK: Layout

        /// Whether ``layoutIfNeeded()`` will call ``layoutSubviews()``: a new view and one whose size changed or
        /// that asked with ``setNeedsLayout()``.
        private var needsLayout = true

        /// Asks for ``layoutSubviews()`` at the next ``layoutIfNeeded()``. UIKit lays out on its next display
        /// pass; the headless backend has none, so a test (or the code that changed the view) calls
        /// ``layoutIfNeeded()``.
        open func setNeedsLayout() { needsLayout = true }

        /// Lays the view out now if it needs it (``layoutSubviews()``), then the views inside it that need it.
        open func layoutIfNeeded() {
            if needsLayout {
                needsLayout = false
                layoutSubviews()
            }
            for subview in subviews { subview.layoutIfNeeded() }
        }

        /// Positions the subviews. Does nothing by default (the headless backend has no Auto Layout); override
        /// it, calling `super`, as in UIKit.
        open func layoutSubviews() {}

        /// The size the view would like to be within `size`. By default its current size, as in UIKit;
        /// standard views measure their content.
        open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

        /// Resizes the view to ``sizeThatFits(_:)`` its current size, keeping its origin.
        open func sizeToFit() {
            frame.size = sizeThatFits(bounds.size)
        }

        /// The size the view's content needs by itself; ``UIView/noIntrinsicMetric`` in a dimension the content
        /// does not decide. Neither, for a plain view.
        open var intrinsicContentSize: CGSize {
            CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        }

        /// Tells Auto Layout that ``intrinsicContentSize`` changed. Does nothing on the headless backend.
        open func invalidateIntrinsicContentSize() {}

        /// Marks the layout as changed and resizes subviews by their ``autoresizingMask`` after the view's size
        /// changed from `oldSize`.
        private func sizeDidChange(from oldSize: CGSize) {
            let newSize = bounds.size
            guard newSize != oldSize else { return }
            setNeedsLayout()
            guard autoresizesSubviews else { return }
            for subview in subviews where !subview.autoresizingMask.isEmpty {
                subview.frame = subview.autoresizingMask.resize(subview.frame, from: oldSize, to: newSize)
            }
        }

        // MARK: Drawing and hit testing

        /// Draws the view's content into `rect`. Does nothing; the headless backend never calls it.
        open func draw(_ rect: CGRect) {}

        /// Marks the view's content as needing to be drawn again: its layer's ``CALayer/setNeedsDisplay()``.
        open func setNeedsDisplay() { layer.setNeedsDisplay() }

        /// Marks part of the view's content as needing to be drawn again (the whole of it here).
        open func setNeedsDisplay(_ rect: CGRect) { layer.setNeedsDisplay(rect) }

        /// Whether `point`, in the view's coordinates, is inside it: inside its ``bounds``.
        open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

        /// The frontmost view under `point` (in the view's coordinates) that takes touches: this view or one
        /// inside it, as UIKit finds it. A hidden view, one with an alpha under 0.01, one that does not take user
        /// interaction, or one `point` is not ``point(inside:with:)`` has none; otherwise the subviews are asked
        /// front to back, and the view itself answers when none does.
        open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            guard isUserInteractionEnabled, !isHidden, alpha >= 0.01, self.point(inside: point, with: event) else {
                return nil
            }
            for subview in subviews.reversed() {
                if let hit = subview.hitTest(convert(point, to: subview), with: event) { return hit }
            }
            return self
        }

        /// The properties this view adds to its line in ``dump(includeHidden:)``, as `name=value` pairs.
        /// Subclasses append their own to `super`'s. (Headless backend only.)
        open var dumpProperties: [String] {
            var properties: [String] = []
            if let accessibilityIdentifier { properties.append("id=\(accessibilityIdentifier)") }
            if tag != 0 { properties.append("tag=\(tag)") }
            if let backgroundColor { properties.append("background=\(backgroundColor)") }
            if alpha != 1 { properties.append("alpha=\(alpha.compactDescription)") }
            if layer.cornerRadius != 0 { properties.append("cornerRadius=\(layer.cornerRadius.compactDescription)") }
            if !transform.isIdentity { properties.append("transform=\(transform.dumpDescription)") }
            return properties
        }
    }

    extension UIView {
        /// How a view lays out its content when its size changes: UIKit's `UIView.ContentMode`, with UIKit's raw
        /// values.
        public enum ContentMode: Int, Sendable {
            /// Scaled to fill the view, changing the aspect ratio if needed.
            case scaleToFill = 0
            /// Scaled to fit inside the view, keeping the aspect ratio.
            case scaleAspectFit = 1
            /// Scaled to fill the view, keeping the aspect ratio; some content may be clipped.
            case scaleAspectFill = 2
            /// Drawn again when the bounds change.
            case redraw = 3
            /// Centred, at its own size.
            case center = 4
            /// Centred along the top edge.
            case top = 5
            /// Centred along the bottom edge.
            case bottom = 6
            /// Centred along the left edge.
            case left = 7
            /// Centred along the right edge.
            case right = 8
            /// In the top-left corner.
            case topLeft = 9
            /// In the top-right corner.
            case topRight = 10
            /// In the bottom-left corner.
            case bottomLeft = 11
            /// In the bottom-right corner.
            case bottomRight = 12
        }
    }

    /// A view is its layer's delegate, as in UIKit; it answers every question with the defaults.
    extension UIView: CALayerDelegate {}
#endif
