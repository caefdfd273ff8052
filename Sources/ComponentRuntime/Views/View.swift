public import Foundation

/// A view of the headless backend: a real object with a frame, a hidden flag, a background colour and a
/// subview tree, like `UIView`. Tests and examples mount components into these views and inspect them.
///
/// Subclass it for your own views. A subclass that the runtime should create with ``ViewClass/type(_:)``
/// keeps the plain `init()`; one whose initializer takes arguments is created through a factory
/// (``ViewClass/factory(_:arguments:make:)``).
@MainActor
open class View: Responder {
    /// The view's frame in its superview's coordinates.
    public var frame: CGRect = .zero
    /// Whether the view is hidden. Views a remount does not use are hidden, not destroyed.
    public var isHidden = false
    /// The view's background colour.
    public var backgroundColor: Color?
    /// The view's opacity, from 0 to 1.
    public var alpha: Double = 1
    /// An identifier tests and accessibility tools use to find the view.
    public var accessibilityIdentifier: String?
    /// Whether the view takes part in touch handling.
    public var isUserInteractionEnabled = true

    /// The view's children, back to front.
    public private(set) var subviews: [View] = []
    /// The view this one is a subview of.
    public private(set) weak var superview: View?
    /// The gesture recognizers attached to this view.
    public private(set) var gestureRecognizers: [GestureRecognizer] = []

    /// The responder after this view when it has no superview, such as the screen controller that owns a root
    /// view (on UIKit, the view controller). Held weakly.
    public weak var owningResponder: Responder?

    /// The component whose view configuration this view currently renders, if any. The runtime keeps it up
    /// to date on every mount; ``sendAction(_:from:sender:)`` uses it to bridge into the component chain.
    public var owningComponent: Component? { owningComponentPointer }

    // Not `weak`, for the same reason as `Component.parent`: the mounter clears it when the view is released,
    // and a component clears it in its `deinit`.
    unowned(unsafe) var owningComponentPointer: Component?

    /// Recognizers installed by gesture attributes, by attribute identifier, so a remount replaces rather
    /// than stacks them.
    var attributeRecognizers: [String: GestureRecognizer] = [:]

    /// The host whose tree is mounted in this view. A root view keeps its host (and so its components) alive,
    /// as `CKComponentHostingView` does.
    var mountedHost: ComponentHost?

    /// Creates a view with a zero frame. The runtime calls this for ``ViewClass/type(_:)``.
    public required override init() {
        super.init()
    }

    /// Rule 5 of the responder chain: a view's next responder is its superview; a root view's is
    /// ``owningResponder``.
    open override var nextResponder: Responder? { superview ?? owningResponder }

    /// Router events bridge into the component chain (rule 7, done for you): from a view that a component
    /// renders, an event goes to that component, then its controller, its parent and so on up to the view the
    /// tree is mounted in. A view no component renders hands events to its superview.
    override var routerEventNextResponder: Responder? { owningComponent ?? nextResponder }

    /// Adds `view` as the frontmost subview, removing it from its previous superview first.
    public func addSubview(_ view: View) {
        precondition(view !== self, "a view cannot be its own subview")
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    /// Removes the view from its superview, if it has one.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// Attaches a gesture recognizer; attaching one that is already attached does nothing.
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard !gestureRecognizers.contains(where: { $0 === recognizer }) else { return }
        recognizer.view?.removeGestureRecognizer(recognizer)
        gestureRecognizers.append(recognizer)
        recognizer.view = self
    }

    /// Detaches a gesture recognizer.
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        gestureRecognizers.removeAll { $0 === recognizer }
        if recognizer.view === self { recognizer.view = nil }
    }

    /// The properties this view adds to its line in ``dump(includeHidden:)``, as `name=value` pairs.
    /// Subclasses append their own to `super`'s.
    open var dumpProperties: [String] {
        var properties: [String] = []
        if let accessibilityIdentifier { properties.append("id=\(accessibilityIdentifier)") }
        if let backgroundColor { properties.append("background=\(backgroundColor)") }
        if alpha != 1 { properties.append("alpha=\(alpha)") }
        return properties
    }
}
