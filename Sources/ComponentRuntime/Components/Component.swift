import Foundation

/// The building block of a tree: an immutable description of (at most) one view and its size, like
/// ComponentKit's `CKComponent newWithView:size:`.
///
/// A component without a view only lays out children. Subclass ``CompositeComponent`` to build a component
/// from others (and to own state), and use ``StackComponent`` to lay children out in a row or column.
///
/// Components are short-lived: the tree is built anew whenever its inputs change. A component does not know
/// its controller; the runtime pairs them through the ``ControllerProviding`` conformance ckgen writes.
@MainActor
open class Component: Responder {
    /// The view this component describes, if any.
    public let viewConfiguration: ViewConfiguration?
    /// The component's size.
    public let size: ComponentSize
    /// The scope identifier the component declared, if it declared a scope.
    let declaredScope: AnyHashable?

    /// The component this one is a child of; `nil` for the root (and before the tree is built).
    public var parent: Component? { parentPointer }

    // Not `weak`: a weak reference gives every parent a side table, which makes each retain and release of a
    // component several times slower, and the responder chain walks these links constantly. A parent owns its
    // children, and clears this pointer in its `deinit`, so it never dangles.
    unowned(unsafe) var parentPointer: Component?
    /// The values passed down the tree while it was built (see ``Context``).
    public internal(set) var context = Context()

    // Filled in while the tree is built.
    var scopeFrame: ScopeFrame?
    weak var hostView: UIView?

    // Layout, cached because it depends only on the subtree.
    var cachedLayout: LayoutResult?

    // Mount bookkeeping.
    var mountedView: MountedView?
    var isMounted = false
    var subtreeChanged = true
    var mountedFrame: CGRect = .null
    weak var mountedParentView: UIView?

    /// Creates a component.
    /// - Parameters:
    ///   - view: the view to render, or `nil` for a component that only lays out children.
    ///   - size: the fixed size (views made from a configuration have no intrinsic size).
    public init(view: ViewConfiguration? = nil, size: ComponentSize = ComponentSize()) {
        self.viewConfiguration = view
        self.size = size
        self.declaredScope = nil
        super.init()
    }

    /// Creates a component that declares a scope `(its type, identifier)`.
    init(view: ViewConfiguration?, size: ComponentSize, declaringScope: AnyHashable) {
        self.viewConfiguration = view
        self.size = size
        self.declaredScope = declaringScope
        super.init()
    }

    isolated deinit {
        for child in layoutChildren where child.parentPointer === self { child.parentPointer = nil }
    }

    /// The children laid out by this component, after rendering.
    var layoutChildren: [Component] { [] }

    /// The controller of this component's scope, if it has one. (Components do not know their controller;
    /// this is for the runtime.)
    var controller: AnyComponentController? { scopeFrame?.controller }

    /// Where this component is mounted: its view (if it describes one) and its frame in that view's
    /// superview. ComponentKit's `viewContext`; a handler reads the control that sent an action through it.
    public var viewContext: ComponentViewContext {
        ComponentViewContext(view: mountedView?.view, frame: isMounted ? mountedFrame : .null)
    }

    /// Rules 1, 3 and 4: the controller if there is one, else the parent component, else (for the root) the
    /// view the tree is mounted in. Fixed by ComponentKit's rules, so not overridable.
    public final override var nextResponder: AnyObject? {
        if let frame = scopeFrame, let controller = frame.controller { return controller }
        return parentPointer ?? hostView
    }

    /// The parent component, or for the root the view the tree is mounted in.
    var parentResponder: AnyObject? { parent ?? hostView }

    override var chainDescription: String {
        if let viewClass = viewConfiguration?.viewClass { return "'\(type(of: self))' (view '\(viewClass)')" }
        return "'\(type(of: self))'"
    }

    /// Lays out this component's children; the default is a leaf of its fixed size.
    func computeLayout() -> LayoutResult {
        LayoutResult(size: CGSize(width: size.width ?? 0, height: size.height ?? 0), childOrigins: [])
    }

    var layout: LayoutResult {
        if let cachedLayout { return cachedLayout }
        let result = computeLayout()
        cachedLayout = result
        return result
    }
}

/// The view and frame of a mounted component: ComponentKit's `CKComponentViewContext`.
public struct ComponentViewContext {
    /// The view that renders the component; `nil` when it is not mounted or describes no view.
    public let view: UIView?
    /// The component's frame in the view it is mounted in; `.null` when it is not mounted.
    public let frame: CGRect
}

/// The size of a component and where its children go, relative to its own origin.
struct LayoutResult {
    var size: CGSize
    var childOrigins: [CGPoint]
}
