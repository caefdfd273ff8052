/// A component whose view is owned by its controller rather than by the mount pass: ComponentKit's
/// `CKStatefulViewComponent`. Use it for a native view that keeps state the component tree does not model,
/// such as a horizontally scrolling list that must keep its offset when its cell leaves and comes back.
///
/// The component mounts a plain container view of its fixed size; its controller, a
/// ``StatefulViewComponentController`` subclass, puts the stateful view inside, moves it between containers
/// (cells), and decides when it may go back to the reuse pool. The component must declare a scope (its
/// controller lives there) and be paired with its controller (`FooComponent` ↔ `FooComponentController`,
/// written by ckgen).
open class StatefulViewComponent: Component {
    /// Creates the component.
    /// - Parameters:
    ///   - size: the stateful view's size; the runtime cannot measure a native view.
    ///   - identifier: the scope identifier that keeps the controller (and so the view) across rebuilds.
    public init(size: ComponentSize, scope identifier: some Hashable & Sendable) {
        super.init(
            view: ViewConfiguration(StatefulViewContainer.self),
            size: size,
            declaringScope: ScopeIdentifier(identifier)
        )
    }
}

/// The plain view a ``StatefulViewComponent`` mounts; its controller places the stateful view inside.
@MainActor
public final class StatefulViewContainer: UIView {}

/// Marks controllers that manage a stateful view, so the runtime can tell a stateful view component that
/// has none.
@MainActor
protocol StatefulViewManaging: AnyObject {}
