import Foundation

/// The building block of a tree: an immutable description of (at most) one view and its size, like
/// ComponentKit's `CKComponent newWithView:size:`.
///
/// A component without a view only lays out children. Subclass ``CompositeComponent`` to build a component
/// from others (and to own state), and use ``StackComponent`` to lay children out in a row or column.
///
/// Components are short-lived: the tree is built anew whenever its inputs change. A component does not know
/// its controller; the runtime pairs them through the ``ControllerProviding`` conformance ckgen writes.
///
/// Components are not tied to the main actor: a tree may be made, built and laid out on any thread (a list
/// builds its items on a background task while the main actor scrolls), then handed to the main actor, which
/// alone mounts it. The compiler checks the hand-over: a tree built off the main actor is returned as a
/// `sending` value, so nothing else can still reach it. What mounting learns (the view, the frame) lives in a
/// main-actor record beside the component, never written off the main actor.
open class Component {
    /// The view this component describes, if any.
    public let viewConfiguration: ViewConfiguration?
    /// The component's size.
    public let size: ComponentSize
    /// The scope identifier the component declared, if it declared a scope.
    let declaredScope: ScopeIdentifier?
    /// What building found: scope, context, parent, rendered child and layouts.
    var record = ComponentRecord()
    /// What mounting did; main-actor only.
    let mounting = MountRecord()

    /// The component this one is a child of in the tree last built; `nil` for the root (and before the tree is
    /// built).
    public var parent: Component? { record.parent }

    /// The values passed down the tree while it was built (see ``Context``).
    public var context: Context { record.context }

    var scopeFrame: ScopeFrame? { record.scopeFrame }

    /// The number of this component's scope, which no other scope has and which stays the same across builds for
    /// as long as the scope lives (the components that declare it again get the same one): ComponentKit's scope
    /// handle `globalIdentifier`. A list names the scope of a state update with it
    /// (``ListItemStateChange/updatedScopeIdentifier``). `nil` for a component without a scope, or not built yet.
    public var scopeGlobalIdentifier: Int? { record.scopeFrame?.globalIdentifier }

    /// Creates a component. The first one made inside ``withScope(_:_:)`` of its own class takes that scope.
    /// - Parameters:
    ///   - view: the view to render, or `nil` for a component that only lays out children.
    ///   - size: the fixed size (views made from a configuration have no intrinsic size).
    public init(view: ViewConfiguration? = nil, size: ComponentSize = ComponentSize()) {
        self.viewConfiguration = view
        self.size = size
        self.declaredScope = OpenedScope.acquire(by: Self.self)
    }

    /// Creates a component that declares a scope `(its type, identifier)`.
    init(view: ViewConfiguration?, size: ComponentSize, declaringScope: ScopeIdentifier) {
        self.viewConfiguration = view
        self.size = size
        self.declaredScope = declaringScope
    }

    /// The children laid out by this component, after rendering: none for a component the build cut at the
    /// depth limit (``TreeLimits/maximumDepth``), so that no walk of the tree goes below it.
    final var layoutChildren: [Component] { record.isCutAtDepthLimit ? [] : ownLayoutChildren }

    /// The children this component lays out, whatever the depth: what each layout component answers.
    var ownLayoutChildren: [Component] { childComponents }

    /// The children of a component that writes its own layout (``computeLayout(in:)``): the runtime builds them
    /// (their scopes, context, controllers) and mounts what your layout places. Override with every child your
    /// layout may place. The built-in layout components answer this themselves.
    open var childComponents: [Component] { [] }

    // MARK: One value in several places

    /// A new component like this one, for a second place in a tree: a component is one place (its parent, scope,
    /// layouts and view are its own), so a value written twice (`let hairline = …; hairline; quote; hairline`)
    /// gets a copy for each place after the first (``TreeBuilder``). Its children are the same ones; the build
    /// copies those in turn. `nil` for a class the runtime does not know how to copy (a subclass of the app's):
    /// its second place is then reported. Each component class of the runtime's answers for itself.
    func copyForAnotherPlace() -> Component? {
        guard type(of: self) == Component.self else { return nil }
        guard let declaredScope else { return Component(view: viewConfiguration, size: size) }
        return Component(view: viewConfiguration, size: size, declaringScope: declaredScope)
    }

    /// Puts `copy` in the place of the child at `index` of ``layoutChildren``, from now on: where a copy of a
    /// child placed elsewhere goes. `false` when this component cannot take it (a layout of the app's, whose
    /// children are its own stored properties).
    func replaceLayoutChild(at index: Int, with copy: Component) -> Bool { false }

    /// The controller of this component's scope, if it has one. (Components do not know their controller;
    /// this is for the runtime.)
    @MainActor
    var controller: AnyComponentController? { record.scopeFrame?.main.controller }

    /// Where this component is mounted: ComponentKit's `viewContext`; a handler reads the control that sent an
    /// action through it. For a component that describes a view, that view and its frame in its superview; for
    /// one that does not, the view it is mounted in (the root view, or the nearest view above it) and its frame
    /// there, as in ComponentKit. Not mounted: no view and a null frame.
    @MainActor
    public var viewContext: ComponentViewContext {
        guard mounting.isMounted else { return ComponentViewContext(view: nil, frame: .null) }
        return ComponentViewContext(view: mounting.mountedView?.view ?? mounting.parentView, frame: mounting.frame)
    }

    /// Animations for the component's view when its scope first appears: ComponentKit's
    /// `animationsOnInitialMount`. Needs a scope and a view.
    open func animationsOnInitialMount() -> [ComponentAnimation] { [] }

    /// Animations for the component's view when it replaces `previous`, the last mounted component of its
    /// scope, or when its own state changed and it rendered again (then `previous` is the component itself; the
    /// state lives in the scope, so compare what you kept from the last mount): ComponentKit's
    /// `animationsFromPreviousComponent:`. Needs a scope and a view; ``ComponentAnimation/targeting(_:)`` runs one
    /// on a component below.
    open func animationsFromPreviousComponent(_ previous: Component) -> [ComponentAnimation] { [] }

    /// Animations for the component's view when its scope leaves the tree; the view is hidden once they end:
    /// ComponentKit's `animationsOnFinalUnmount`. Needs a scope and a view.
    open func animationsOnFinalUnmount() -> [ComponentAnimation] { [] }

    /// Where this component's children are mounted, asked on every mount pass that reaches it with the view
    /// it renders (`nil` when it describes none): ComponentKit's `mountInContext:` result. Override to mount
    /// the children into a view this component manages (``ChildrenMounting/into(_:)``), or to mount none
    /// (``ChildrenMounting/declined``); the default mounts them into the component's view.
    @MainActor
    open func childrenMounting(in view: UIView?) -> ChildrenMounting { .intoComponentView }

    // MARK: The responder chain (main actor: it runs where views send actions)

    /// The next member of the chain (``ResponderChainMember/nextResponder``): the controller if there is one,
    /// else the parent component, else (for the root) the view the tree is mounted in. Fixed by ComponentKit's
    /// rules, so not overridable.
    @MainActor
    public final var nextResponder: AnyObject? {
        if let controller = record.scopeFrame?.main.controller { return controller }
        return record.parent ?? mounting.hostView
    }

    /// The parent component, or for the root the view the tree is mounted in.
    @MainActor
    var parentResponder: AnyObject? { record.parent ?? mounting.hostView }

    /// Whether this component handles `action` sent by `sender`: by default whether its type's dispatch table
    /// lists it (``ResponderChainMember/canPerformAction(_:withSender:)``).
    @MainActor
    open func canPerformAction(_ action: ActionSelector?, withSender sender: AnyObject?) -> Bool {
        guard let action else { return false }
        return mounting.actionTable(of: self)?.handles(action) ?? false
    }

    /// The member of the chain that handles `action` sent by `sender`
    /// (``ResponderChainMember/target(forAction:withSender:)``).
    @MainActor
    open func target(forAction action: ActionSelector?, withSender sender: AnyObject?) -> AnyObject? {
        targetAlongChain(forAction: action, withSender: sender)
    }

    /// Delivers a router event to this component; by default passes it on
    /// (``ResponderChainMember/routerEvent(name:userInfo:)``).
    @MainActor
    open func routerEvent(name: EventName, userInfo: UserInfo) {
        passRouterEventAlong(name: name, userInfo: userInfo)
    }

    /// A short description for diagnostics: the type and the view class.
    var chainDescription: String {
        if let viewClass = viewConfiguration?.viewClass { return "'\(typeNameForDiagnostics)' (view '\(viewClass)')" }
        return "'\(typeNameForDiagnostics)'"
    }

    /// The name diagnostics and scope names use for this component's type (a description's own name for the
    /// component it inflates into).
    var typeNameForDiagnostics: String { "\(type(of: self))" }

    /// Lays this component out within `range`: ComponentKit's `computeLayoutThatFits:`. Override to write a
    /// layout of your own (lay children out with their ``layout(in:)`` and place them). `range` is already
    /// restricted to the component's ``size`` (see ``ComponentSize``). The default is a leaf of the smallest size
    /// the range allows, as in ComponentKit: the size's exact dimensions, else its minimums, else the range's; but a
    /// leaf whose view is a button measures the title, image and content insets its attributes give, as
    /// ComponentKit's `CKButtonComponent` does, and takes that size moved into the range. (Attributes a block lists,
    /// as ``ViewComponent``'s, are read when the layout runs on the main actor; a button laid out in a background
    /// build before its view was mounted is not measured, so give it a size there.)
    open func computeLayout(in range: SizeRange) -> ComponentLayout {
        if let buttonSize = viewConfiguration?.buttonContentSize(owner: self) {
            return ComponentLayout(component: self, size: range.clamp(buttonSize))
        }
        return ComponentLayout(component: self, size: range.min)
    }

    /// This component laid out within `range`, without mounting anything: its size and its children's frames.
    /// Cached until the component's subtree changes or the range does. The range is first intersected with the
    /// component's ``size`` resolved against the range's maximum (ComponentKit's `layoutThatFits:parentSize:`).
    /// A range that is not a number somewhere, or negative, is reported and repaired first, as is a ``size`` with
    /// such a dimension (a NaN or negative dimension is left open, as Yoga leaves an undefined one).
    public final func layout(in range: SizeRange) -> ComponentLayout {
        let range = repairedLayoutInput(range, from: "a size range")
        // Below the depth limit nothing was built: the component is an empty leaf (``TreeLimits``).
        if record.isCutAtDepthLimit { return ComponentLayout(component: self, size: size.restrict(range).min) }
        if let cached = record.cachedLayout(in: range) {
            return ComponentLayout(component: self, size: cached.size, children: cached.children)
        }
        var size = self.size
        if let (repaired, problems) = size.repairedForLayout() {
            reportInvalidLayoutInput("has a size (ComponentSize) where " + problems.joined(separator: "; "))
            size = repaired
        }
        let result = computeLayout(in: repairedLayoutInput(size.restrict(range), from: "its size"))
        record.cacheLayout(result, in: range)
        return result
    }

    /// `range`, or when it holds NaN or negative bounds, the range repaired and reported at this component.
    private func repairedLayoutInput(_ range: SizeRange, from origin: String) -> SizeRange {
        guard let (repaired, problems) = range.repairedForLayout() else { return range }
        reportInvalidLayoutInput("was laid out in \(range), from \(origin): " + problems.joined(separator: "; "))
        return repaired
    }

    /// Reports a layout input of this component that the layout repaired: `what` says which and how.
    func reportInvalidLayoutInput(_ what: String) {
        RuntimeDiagnostics.reportWhileBuilding(.invalidLayoutInput, "\(chainDescription)\(placeShown) \(what)")
    }

    /// " in <scope>" for the nearest scope at or above this component, to locate a report in the tree.
    var placeShown: String {
        var current: Component? = self
        while let candidate = current {
            if let frame = candidate.scopeFrame { return " in \(frame.debugName)" }
            current = candidate.parent
        }
        return ""
    }
}

/// Where a component's children are mounted (``Component/childrenMounting(in:)``).
@MainActor
public enum ChildrenMounting {
    /// Into the component's view, or, for a component without one, the view it is mounted in.
    case intoComponentView
    /// Into a view the component manages (say, a container inside its view), from that view's origin.
    case into(UIView)
    /// Nowhere: the component mounts nothing below itself; children mounted before are unmounted.
    case declined
}

extension Component: ResponderChainMember {}

/// The view and frame of a mounted component: ComponentKit's `CKComponentViewContext`.
@MainActor
public struct ComponentViewContext {
    /// The view that renders the component, or for a component that describes none the view it is mounted in;
    /// `nil` when it is not mounted.
    public let view: UIView?
    /// The component's frame in the view it is mounted in; `.null` when it is not mounted.
    public let frame: CGRect
}
