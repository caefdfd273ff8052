public import Foundation

/// A long-lived partner of short-lived components: ComponentKit's `CKComponentController`.
///
/// The runtime creates a controller with the first component of its scope and keeps it across every rebuild;
/// ``ComponentController/component`` is always the latest component, so asynchronous work that completes
/// later reaches the current one (the seed's follow button). A controller is the component's next responder,
/// so actions sent from the component's views reach it.
///
/// The runtime makes a controller with the first component of its scope (``init(component:)``): override that
/// initializer to take what the controller needs from the component, without globals.
///
/// When the host takes a built tree (mounted or not), ``willUpdateComponent()`` for the controllers whose scope
/// has a new component, as ComponentKit's scope root announces it. When the tree is laid out (by a mount, by
/// ``ComponentHost/layoutTree(in:)``, or by a build off the main actor), ``didPrepareLayout(size:)`` for the
/// controllers of components laid out anew, in tree order. Then, in the order one mount pass calls them:
/// 1. ``didPrepareLayout(size:)``, if the pass laid the tree out;
/// 2. ``willUnmount()`` for controllers whose component leaves the mounted tree, then their
///    ``componentWillRelinquishView()``;
/// 3. ``willMount()`` for a first mount, or ``willRemount()``;
/// 4. while views are mounted: ``componentWillRelinquishView()`` before the component's view changes or goes
///    away, ``componentDidAcquireView()`` after it gets one;
/// 5. ``didUnmount()``; then ``didMount()`` or ``didRemount()``, then ``didUpdateComponent()`` if a new
///    component was taken since the last mount;
/// 6. ``invalidateController()`` once the scope has left the tree, or its host went away (the host was
///    released, or the root view that kept it).
///
/// ``componentTreeWillAppear()`` and ``componentTreeDidDisappear()`` follow the host's
/// ``ComponentHost/treeWillAppear()`` and ``ComponentHost/treeDidDisappear()``.
@MainActor
open class AnyComponentController: Responder {
    // Strong: a controller kept alive by pending work must still find (and report) its dead scope.
    var frame: ScopeFrame?
    var latestComponent: Component?
    /// The component instance of the last mount pass that mounted this controller's component.
    weak var mountedComponent: Component?
    weak var mountedView: UIView?
    /// Set by ``willUpdateComponent()`` and cleared by ``didUpdateComponent()``: a new component was taken and
    /// has not been mounted yet (ComponentKit's `_updatingComponent`).
    var isUpdatingComponent = false

    /// Whether the controller's scope has left the tree.
    public private(set) var isInvalidated = false

    /// Creates the controller of a new scope, with the scope's first component. The runtime calls this; you do
    /// not. Override it to read what the controller needs from `component` (call `super`).
    public required init(component: Component) {
        self.latestComponent = component
        super.init()
    }

    /// The view the component renders now, if it is mounted and describes one.
    public var view: UIView? { mountedView }

    /// Rule 2: the component's parent component (for the root, the view the tree is mounted in). Fixed by
    /// ComponentKit's rules, so not overridable.
    public final override var nextResponder: AnyObject? { latestComponent?.parentResponder }

    /// Before the component is mounted for the first time.
    open func willMount() {}
    /// After the component is mounted for the first time.
    open func didMount() {}
    /// Before a mount pass that remounts the component (new state, or a new component for the scope).
    open func willRemount() {}
    /// After such a pass.
    open func didRemount() {}
    /// Before the component leaves the mounted tree.
    open func willUnmount() {}
    /// After it left.
    open func didUnmount() {}
    /// When the host took a tree with a new component for this scope (built, not yet mounted);
    /// ``ComponentController/component`` is already the new one.
    open func willUpdateComponent() {}
    /// After a new component of this scope was mounted.
    open func didUpdateComponent() {}
    /// After the component got a view (its first, or a different one).
    open func componentDidAcquireView() {}
    /// After the component was laid out anew, mounted or not (before the mount pass that uses the layout):
    /// ComponentKit's `didPrepareLayout:forComponent:`. `size` is the component's size.
    open func didPrepareLayout(size: CGSize) {}
    /// Before the host's tree appears (``ComponentHost/treeWillAppear()``).
    open func componentTreeWillAppear() {}
    /// After the host's tree disappeared (``ComponentHost/treeDidDisappear()``).
    open func componentTreeDidDisappear() {}
    /// Before the component gives up its view.
    open func componentWillRelinquishView() {}
    /// Once, when the scope leaves the tree; the controller is not used again. Call `super`.
    open func invalidateController() {}

    /// Takes `component`, the scope's component in a tree the host just took (built, not necessarily mounted):
    /// ComponentKit's `setLatestComponent:`, which announces ``willUpdateComponent()`` at once, so a controller
    /// hears of a new component even when its tree is never mounted. ``didUpdateComponent()`` follows when the
    /// component is mounted.
    func takeLatest(_ component: Component) {
        guard component !== latestComponent else { return }
        latestComponent = component
        isUpdatingComponent = true
        willUpdateComponent()
    }

    func invalidate() {
        guard !isInvalidated else { return }
        isInvalidated = true
        invalidateController()
    }

    override var chainDescription: String { "'\(type(of: self))'" }
}

/// A controller for components of type `C`. Subclass it as `<Name>ComponentController` for a
/// `<Name>Component`; ckgen pairs the two.
@MainActor
open class ComponentController<C: Component>: AnyComponentController {
    /// The latest component of this controller's scope.
    public var component: C {
        guard let component = latestComponent as? C else {
            preconditionFailure("\(type(of: self)) is paired with a component that is not a \(C.self)")
        }
        return component
    }
}

extension ComponentController where C: StatefulComponent {
    /// The current state of the scope.
    public var state: C.State { frame?.state as? C.State ?? C.initialState }

    /// Changes the state of the scope: ComponentKit's `updateState:mode:` from a controller. Updates after the
    /// scope has left the tree are ignored (and counted).
    public func updateState(mode: UpdateMode = .asynchronous, _ transform: @escaping (inout C.State) -> Void) {
        guard let frame else { return }
        ScopeFrame.update(frame, of: C.self, mode: mode, transform)
    }
}

/// A component type that has a controller. ckgen writes the conformance for each
/// `FooComponent`/`FooComponentController` pair:
/// ```swift
/// extension FollowButtonComponent: ControllerProviding {
///     static func makeController(for component: FollowButtonComponent) -> AnyComponentController {
///         FollowButtonComponentController(component: component)
///     }
/// }
/// ```
/// A component with a controller must declare a scope; one that does not is reported.
@MainActor
public protocol ControllerProviding: Component {
    /// Makes the controller for a new scope of this component type, given the scope's first component.
    static func makeController(for component: Self) -> AnyComponentController
}
