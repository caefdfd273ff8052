/// A component that renders one view, written as a leaf of a builder: CKSwift's `ComponentView`, and
/// ComponentKit's `newWithView:size:` without the configuration spelled out.
///
/// ```swift
/// ViewComponent<UIView> {
///     .backgroundColor(.white)            // a typed attribute
///     (\.layer.cornerRadius, 8)           // any settable property, by key path
/// }
/// .frame(height: 1)
///
/// ViewComponent<UIButton>(size: ComponentSize(width: 80, height: 30)) { .title("Follow") }
///     .onTap { isFollowing.toggle() }
/// ```
/// With a `content` block it wraps other components in its view (ComponentKit's
/// `CKCompositeComponent newWithView:component:`), sized by them.
public struct ViewComponent<V: UIView>: ComponentInflatable {
    private var viewClass: ViewClass<V>
    private var attributes: [AttributeValue<V>]
    private var size: ComponentSize
    private var content: Component?

    /// A view of class `V` (or made by `viewClass`) with `attributes`.
    public init(
        _ viewClass: ViewClass<V> = .type(V.self),
        size: ComponentSize = ComponentSize(),
        @ViewAttributeBuilder<V> attributes: () -> [AttributeValue<V>] = { [] }
    ) {
        self.viewClass = viewClass
        self.attributes = attributes()
        self.size = size
    }

    /// A view of class `V` with `attributes` around `content`, which decides its size where `size` does not.
    public init(
        _ viewClass: ViewClass<V> = .type(V.self),
        size: ComponentSize = ComponentSize(),
        @ViewAttributeBuilder<V> attributes: () -> [AttributeValue<V>] = { [] },
        @ComponentBuilder content: () -> Component
    ) {
        self.init(viewClass, size: size, attributes: attributes)
        self.content = content()
    }

    /// The component: a leaf, or a composite around the content.
    public func inflate() -> Component {
        let view = ViewConfiguration(viewClass, attributes)
        guard let content else { return Component(view: view, size: size) }
        return ViewWrapperComponent(view: view, size: size, child: content)
    }

    /// This view with one more attribute.
    public func attribute(_ attribute: AttributeValue<V>) -> Self {
        var copy = self
        copy.attributes.append(attribute)
        return copy
    }

    /// Calls `handler` when the view is tapped (a tap recognizer; any view can carry it). It runs on the main
    /// actor, where it may change ``ScopedState``.
    public func onTap(_ handler: @escaping @MainActor () -> Void) -> Self {
        attribute(.onTap(handler))
    }
}

extension ViewComponent where V: UIControl {
    /// Calls `handler` with the control when it reports one of `events`: `.onControlEvent(.valueChanged) { s in … }`.
    /// It runs on the main actor, where it may change ``ScopedState``.
    public func onControlEvent(_ events: UIControl.Event, _ handler: @escaping @MainActor (V) -> Void) -> Self {
        attribute(.onControlEvent(events, handler))
    }

    /// Calls `handler` when the control is tapped (touch up inside).
    public func onTap(_ handler: @escaping @MainActor () -> Void) -> Self {
        attribute(.onControlEvent(.touchUpInside) { _ in handler() })
    }
}

/// A view around one child, sized by the child: ComponentKit's `CKCompositeComponent newWithView:component:`.
final class ViewWrapperComponent: CompositeComponent {
    private let child: Component

    init(view: ViewConfiguration, size: ComponentSize, child: Component) {
        self.child = child
        super.init(view: view, size: size)
    }

    override func render() -> Component { child }
}

/// Builds the attribute list of a ``ViewComponent``: typed attributes (`.backgroundColor(.white)`) and
/// key-path pairs (`(\.clipsToBounds, true)`), one per line, with `if` and `for` among them.
@resultBuilder
public enum ViewAttributeBuilder<V: UIView> {
    public static func buildExpression(_ attribute: AttributeValue<V>) -> [AttributeValue<V>] { [attribute] }

    public static func buildExpression(_ attributes: [AttributeValue<V>]) -> [AttributeValue<V>] { attributes }

    public static func buildBlock(_ parts: [AttributeValue<V>]...) -> [AttributeValue<V>] { parts.flatMap { $0 } }

    public static func buildOptional(_ part: [AttributeValue<V>]?) -> [AttributeValue<V>] { part ?? [] }

    public static func buildEither(first part: [AttributeValue<V>]) -> [AttributeValue<V>] { part }

    public static func buildEither(second part: [AttributeValue<V>]) -> [AttributeValue<V>] { part }

    public static func buildArray(_ parts: [[AttributeValue<V>]]) -> [AttributeValue<V>] { parts.flatMap { $0 } }

    public static func buildLimitedAvailability(_ part: [AttributeValue<V>]) -> [AttributeValue<V>] { part }
}
