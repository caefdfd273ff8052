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

    // Layout, cached per size range because it depends only on the subtree and the range. The cache keeps the
    // size and the children's layouts, not a layout of this component, which would retain the component itself.
    // A container measures a child in one range and then lays it out in another (a flexbox measures, then places
    // at the final size), so a few ranges are kept, the most recent first.
    var cachedLayouts: [(range: SizeRange, size: CGSize, children: [ComponentLayout.Child])] = []

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
    var layoutChildren: [Component] { childComponents }

    /// The children of a component that writes its own layout (``computeLayout(in:)``): the runtime builds them
    /// (their scopes, context, controllers) and mounts what your layout places. Override with every child your
    /// layout may place. The built-in layout components answer this themselves.
    open var childComponents: [Component] { [] }

    /// The controller of this component's scope, if it has one. (Components do not know their controller;
    /// this is for the runtime.)
    var controller: AnyComponentController? { scopeFrame?.controller }

    /// Where this component is mounted: its view (if it describes one) and its frame in that view's
    /// superview. ComponentKit's `viewContext`; a handler reads the control that sent an action through it.
    public var viewContext: ComponentViewContext {
        ComponentViewContext(view: mountedView?.view, frame: isMounted ? mountedFrame : .null)
    }

    /// Animations for the component's view when its scope first appears: ComponentKit's
    /// `animationsOnInitialMount`. Needs a scope and a view.
    open func animationsOnInitialMount() -> [ComponentAnimation] { [] }

    /// Animations for the component's view when it replaces `previous`, the last mounted component of its
    /// scope: ComponentKit's `animationsFromPreviousComponent:`. Needs a scope and a view.
    open func animationsFromPreviousComponent(_ previous: Component) -> [ComponentAnimation] { [] }

    /// Animations for the component's view when its scope leaves the tree; the view is hidden once they end:
    /// ComponentKit's `animationsOnFinalUnmount`. Needs a scope and a view.
    open func animationsOnFinalUnmount() -> [ComponentAnimation] { [] }

    /// Where this component's children are mounted, asked on every mount pass that reaches it with the view
    /// it renders (`nil` when it describes none): ComponentKit's `mountInContext:` result. Override to mount
    /// the children into a view this component manages (``ChildrenMounting/into(_:)``), or to mount none
    /// (``ChildrenMounting/declined``); the default mounts them into the component's view.
    open func childrenMounting(in view: UIView?) -> ChildrenMounting { .intoComponentView }

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

    /// Lays this component out within `range`: ComponentKit's `computeLayoutThatFits:`. Override to write a
    /// layout of your own (lay children out with their ``layout(in:)`` and place them). The default is a leaf of
    /// its fixed size: each dimension the component's ``size`` fixes, else the range's minimum, moved into the
    /// range.
    open func computeLayout(in range: SizeRange) -> ComponentLayout {
        ComponentLayout(
            component: self,
            size: range.clamp(CGSize(width: size.width ?? range.min.width, height: size.height ?? range.min.height))
        )
    }

    /// This component laid out within `range`, without mounting anything: its size and its children's frames.
    /// Cached until the component's subtree changes or the range does.
    public final func layout(in range: SizeRange) -> ComponentLayout {
        if let cached = cachedLayouts.first(where: { $0.range == range }) {
            return ComponentLayout(component: self, size: cached.size, children: cached.children)
        }
        let result = computeLayout(in: range)
        if cachedLayouts.count == 4 { cachedLayouts.removeLast() }
        cachedLayouts.insert((range, result.size, result.children), at: 0)
        return result
    }
}

/// Where a component's children are mounted (``Component/childrenMounting(in:)``).
public enum ChildrenMounting {
    /// Into the component's view, or, for a component without one, the view it is mounted in.
    case intoComponentView
    /// Into a view the component manages (say, a container inside its view), from that view's origin.
    case into(UIView)
    /// Nowhere: the component mounts nothing below itself; children mounted before are unmounted.
    case declined
}

/// The view and frame of a mounted component: ComponentKit's `CKComponentViewContext`.
public struct ComponentViewContext {
    /// The view that renders the component; `nil` when it is not mounted or describes no view.
    public let view: UIView?
    /// The component's frame in the view it is mounted in; `.null` when it is not mounted.
    public let frame: CGRect
}
