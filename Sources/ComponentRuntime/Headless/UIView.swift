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
    open class UIView: UIResponder {
        /// The view's frame in its superview's coordinates.
        open var frame: CGRect
        /// Whether the view is hidden. Views a remount does not use are hidden, not destroyed.
        open var isHidden = false
        /// The view's background colour.
        open var backgroundColor: UIColor?
        /// The view's opacity, from 0 to 1.
        open var alpha: CGFloat = 1
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
        /// The view's layer: its corner radius and clipping.
        public let layer = CALayer()
        /// Whether subviews are clipped to the view's bounds: the layer's ``CALayer/masksToBounds``, as in UIKit.
        open var clipsToBounds: Bool {
            get { layer.masksToBounds }
            set { layer.masksToBounds = newValue }
        }
        /// How the view's content is laid out when its size changes.
        open var contentMode: UIView.ContentMode = .scaleToFill
        /// The transform applied to the view around its centre. Only stored on the headless backend: frames and
        /// snapshots ignore it.
        open var transform: CGAffineTransform = .identity
        /// The tint colour: the view's own, else the first one set on a view it sits in, else the system blue, as
        /// in UIKit. Setting `nil` makes the view follow its superview's again.
        open var tintColor: UIColor! {
            get { ownTintColor ?? superview?.tintColor ?? UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1) }
            set { ownTintColor = newValue }
        }
        private var ownTintColor: UIColor?

        /// The view's children, back to front.
        open private(set) var subviews: [UIView] = []
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

        /// Creates a view with `frame`.
        public init(frame: CGRect) {
            self.frame = frame
            super.init()
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

        /// The bounds: the frame's size at the origin.
        open var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }

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
            view.move(to: self) { self.subviews.insert(view, at: min(max(index, 0), self.subviews.count)) }
        }

        /// Inserts `view` just above `siblingSubview`, which must be a subview of this view.
        open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
            precondition(view !== self, "a view cannot be its own subview")
            view.move(to: self) {
                let index = self.subviews.firstIndex { $0 === siblingSubview }.map { $0 + 1 } ?? self.subviews.count
                self.subviews.insert(view, at: index)
            }
        }

        /// Moves `view`, a subview of this view, to the front.
        open func bringSubviewToFront(_ view: UIView) {
            guard view.superview === self else { return }
            insertSubview(view, at: Int.max)
        }

        /// Removes the view from its superview, if it has one.
        open func removeFromSuperview() {
            guard superview != nil else { return }
            move(to: nil) {}
        }

        /// Moves this view under `newSuperview` (`nil`: out of any), where `insert` puts it in the new superview's
        /// ``subviews``. The callbacks come in UIKit's order: the old superview's ``willRemoveSubview(_:)``, then
        /// ``willMove(toSuperview:)`` and ``willMove(toWindow:)`` down the moved tree, the move, then
        /// ``didMoveToWindow()`` down the tree, ``didMoveToSuperview()`` and the new superview's
        /// ``didAddSubview(_:)``. Window callbacks come only when the window changes, superview callbacks only when
        /// the superview does (a reorder among siblings has none).
        private func move(to newSuperview: UIView?, insert: () -> Void) {
            let oldSuperview = superview
            guard oldSuperview !== newSuperview else {
                oldSuperview?.subviews.removeAll { $0 === self }
                insert()
                return
            }
            let (oldWindow, newWindow) = (window, newSuperview?.window)
            let windowChanges = oldWindow !== newWindow
            oldSuperview?.willRemoveSubview(self)
            willMove(toSuperview: newSuperview)
            if windowChanges { forEachInTree { $0.willMove(toWindow: newWindow) } }
            oldSuperview?.subviews.removeAll { $0 === self }
            superview = newSuperview
            insert()
            if windowChanges { forEachInTree { $0.didMoveToWindow() } }
            didMoveToSuperview()
            newSuperview?.didAddSubview(self)
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

        /// The properties this view adds to its line in ``dump(includeHidden:)``, as `name=value` pairs.
        /// Subclasses append their own to `super`'s. (Headless backend only.)
        open var dumpProperties: [String] {
            var properties: [String] = []
            if let accessibilityIdentifier { properties.append("id=\(accessibilityIdentifier)") }
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
#endif
