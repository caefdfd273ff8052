import Foundation

/// A component built from other components, like ComponentKit's `CKCompositeComponent` and
/// `CKRenderComponent`: override ``render()`` to return the child it wraps.
///
/// A composite may declare a scope, `(its type, identifier)`, which gives it state (``StatefulComponent``)
/// and a controller (``ControllerProviding``) that survive every rebuild of the tree:
/// ```swift
/// final class FollowButtonComponent: CompositeComponent {
///     struct State { var isFetching = false }
///     let model: FollowModel
///     init(model: FollowModel) {
///         self.model = model
///         super.init(scope: model.id)
///     }
///     override func render() -> Component {
///         Component(view: ViewConfiguration(UIButton.self, [
///             .title(state.isFetching ? "…" : "Follow"), .controlAction(.didTapFollow),
///         ]), size: ComponentSize(width: 80, height: 30))
///     }
/// }
/// ```
/// The runtime calls ``render()`` while it builds the tree, and calls it again (on the same component) when
/// the scope's state changes, so only that part of the tree is rebuilt.
@MainActor
open class CompositeComponent: Component {
    var renderedChild: Component?

    /// Creates a composite without a scope.
    /// - Parameters:
    ///   - view: an optional view that wraps the child.
    ///   - size: a fixed size; dimensions left `nil` are the child's.
    public override init(view: ViewConfiguration? = nil, size: ComponentSize = ComponentSize()) {
        super.init(view: view, size: size)
    }

    /// Creates a composite that declares the scope `(its type, identifier)`. Sibling scopes must differ in
    /// type or identifier; a collision is reported.
    public init(view: ViewConfiguration? = nil, size: ComponentSize = ComponentSize(), scope identifier: AnyHashable) {
        super.init(view: view, size: size, declaringScope: identifier)
    }

    /// Returns the child this component wraps. Read ``StatefulComponent/state`` and ``Component/context``
    /// here. The default returns an empty component, so overriding is how a composite says what it is.
    open func render() -> Component { Component() }

    /// The context this composite's child is built with. Override to add values for the subtree:
    /// `inherited.with(ScreenControllerKey.self, WeakReference(screen))`.
    open func childContext(_ inherited: Context) -> Context { inherited }

    override var layoutChildren: [Component] { renderedChild.map { [$0] } ?? [] }

    override func computeLayout() -> LayoutResult {
        let childSize = renderedChild?.layout.size ?? .zero
        return LayoutResult(
            size: CGSize(width: size.width ?? childSize.width, height: size.height ?? childSize.height),
            childOrigins: renderedChild == nil ? [] : [.zero]
        )
    }
}
