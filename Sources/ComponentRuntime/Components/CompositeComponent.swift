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
open class CompositeComponent: Component {
    /// The child `render()` returned in the last build.
    var renderedChild: Component? { record.renderedChild }

    /// Creates a composite without a scope.
    /// - Parameters:
    ///   - view: an optional view that wraps the child.
    ///   - size: a fixed size; dimensions left `nil` are the child's.
    public override init(view: ViewConfiguration? = nil, size: ComponentSize = ComponentSize()) {
        super.init(view: view, size: size)
    }

    /// Creates a composite that declares the scope `(its type, identifier)`: ComponentKit's
    /// `CKComponentScope scope(self, identifier)`. Pass ``Swift/Hashable/noIdentifier`` for a scope that
    /// its type alone identifies (`CKComponentScope scope(self)`). Siblings of the same type and identifier are
    /// told apart by their order, with a warning.
    public init(
        view: ViewConfiguration? = nil,
        size: ComponentSize = ComponentSize(),
        scope identifier: some Hashable & Sendable
    ) {
        super.init(view: view, size: size, declaringScope: ScopeIdentifier(identifier))
    }

    /// Returns the child this component wraps. Read ``StatefulComponent/state`` and ``Component/context``
    /// here. The default returns an empty component, so overriding is how a composite says what it is.
    open func render() -> Component { Component() }

    /// Whether this composite must render again, compared with the previous component of its scope:
    /// ComponentKit's `shouldComponentUpdate:`. Return `false` when your inputs equal `previous`'s: if the
    /// state of the scope and of every scope below it is unchanged too, the previous subtree is kept as it is,
    /// without calling ``render()`` (nor rendering below it). The default is `true`. Only composites that
    /// declare a scope can be compared. The context is not compared: a subtree kept keeps its context.
    open func shouldRerender(comparedTo previous: CompositeComponent) -> Bool { true }

    /// The context this composite's child is built with. Override to add values for the subtree:
    /// `inherited.with(ScreenControllerKey.self, WeakReference(screen))`.
    open func childContext(_ inherited: Context) -> Context { inherited }

    override var ownLayoutChildren: [Component] { renderedChild.map { [$0] } ?? [] }

    /// A composite is the size of its child, laid out within the range (already restricted to the composite's
    /// own ``Component/size``, where the range wins if they do not overlap), and its child sits at its origin:
    /// `CKCompositeComponent` and `CKRenderComponent` pass their range to the child.
    open override func computeLayout(in range: SizeRange) -> ComponentLayout {
        guard let child = renderedChild else {
            return ComponentLayout(component: self, size: range.min)
        }
        let childLayout = child.layout(in: range)
        return ComponentLayout(
            component: self,
            size: range.clamp(childLayout.size),
            children: [ComponentLayout.Child(origin: .zero, layout: childLayout)]
        )
    }
}
