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
/// With a `content` block after its attributes it wraps other components in its view (ComponentKit's
/// `CKCompositeComponent newWithView:component:`), sized by them:
/// `ViewComponent<UIView>(attributes: { .backgroundColor(.white) }) { TextComponent(quote) }`. A lone trailing block
/// is always the attributes (there is no content-only initializer), so that the compiler reports a mistake in an
/// attribute block on the line it is on, rather than where reading the block as content failed.
public struct ViewComponent<V: UIView>: ComponentInflatable {
    // Usable from inlinable code, so that a client's descriptions specialise ViewComponent for their views.
    @usableFromInline var viewClass: ViewClass<V>
    @usableFromInline var size: ComponentSize
    /// Attributes added by modifiers (`.onTap { }`, `.attribute(_:)`), listed now.
    @usableFromInline var listed: [AttributeValue<V>] = []
    /// The attribute block, run on the main actor (it may form key paths to the view's properties, which Swift
    /// allows only there).
    @usableFromInline var block: (@MainActor () -> [AttributeValue<V>])?
    @usableFromInline var content: Component?

    /// A view of class `V` (or made by `viewClass`) with no attributes.
    @inlinable
    public init(_ viewClass: ViewClass<V> = .type(V.self), size: ComponentSize = ComponentSize()) {
        self.viewClass = viewClass
        self.size = size
    }

    /// A view of class `V` (or made by `viewClass`) with `attributes`: typed ones (`.text("Hi")`) and key-path
    /// pairs (`(\.clipsToBounds, true)`). The block runs on the main actor when the view is first mounted, so
    /// what it reads must be `Sendable` (a description's properties and its scoped state are; a public
    /// description says `Sendable`, see ``ComponentDescription``).
    @inlinable
    public init(
        _ viewClass: ViewClass<V> = .type(V.self),
        size: ComponentSize = ComponentSize(),
        @ViewAttributeBuilder<V> attributes: @escaping @MainActor () -> [AttributeValue<V>]
    ) {
        self.init(viewClass, size: size)
        self.block = attributes
    }

    /// A view of class `V` with `attributes` around `content`, which decides its size where `size` does not.
    @inlinable
    public init(
        _ viewClass: ViewClass<V> = .type(V.self),
        size: ComponentSize = ComponentSize(),
        @ViewAttributeBuilder<V> attributes: @escaping @MainActor () -> [AttributeValue<V>],
        @ComponentBuilder content: () -> Component
    ) {
        self.init(viewClass, size: size, attributes: attributes)
        self.content = content()
    }

    /// The component: a leaf, or a composite around the content.
    @inlinable
    public func inflate() -> Component {
        guard let content else { return Component(view: viewConfiguration(), size: size) }
        return ViewWrapperComponent(view: viewConfiguration(), size: size, child: content)
    }

    /// The view's configuration, made where it is passed on: one returned from each branch goes straight to the
    /// component, where one assigned in branches was copied on its way there.
    @inlinable
    func viewConfiguration() -> ViewConfiguration {
        guard let block else { return ViewConfiguration(viewClass, listed) }
        if listed.isEmpty { return ViewConfiguration(viewClass, attributes: block) }
        // Attribute values are immutable once made and are only applied on the main actor.
        nonisolated(unsafe) let listed = listed
        return ViewConfiguration(viewClass) { listed + block() }
    }

    /// This view with one more attribute.
    @inlinable
    public func attribute(_ attribute: AttributeValue<V>) -> Self {
        var copy = self
        copy.listed.append(attribute)
        return copy
    }

    /// Calls `handler` when the view is tapped (a tap recognizer; any view can carry it). It runs on the main
    /// actor, where it may change ``ScopedState``.
    public func onTap(_ handler: @escaping @MainActor () -> Void) -> Self {
        attribute(.onTap(handler))
    }

    /// Calls `handler` with the recognizer at each step of a pan over the view, on the main actor.
    public func onPan(_ handler: @escaping @MainActor (UIPanGestureRecognizer) -> Void) -> Self {
        attribute(.onPan(handler))
    }

    /// Calls `handler` with the recognizer as a long press on the view begins, changes and ends, on the main
    /// actor.
    public func onLongPress(_ handler: @escaping @MainActor (UILongPressGestureRecognizer) -> Void) -> Self {
        attribute(.onLongPress(handler))
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
@usableFromInline
final class ViewWrapperComponent: CompositeComponent {
    private let child: Component

    @usableFromInline
    init(view: ViewConfiguration, size: ComponentSize, child: Component) {
        self.child = child
        super.init(view: view, size: size)
    }

    override func render() -> Component { child }

    override func copyForAnotherPlace() -> Component? {
        // A composite's view configuration is its own (``Component/viewConfiguration`` is never nil here).
        viewConfiguration.map { ViewWrapperComponent(view: $0, size: size, child: child) }
    }
}

/// Builds the attribute list of a ``ViewComponent``: typed attributes (`.backgroundColor(.white)`) and
/// key-path pairs (`(\.clipsToBounds, true)`), one per line, with `if` and `for` among them.
@resultBuilder
public enum ViewAttributeBuilder<V: UIView> {
    /// One typed attribute: `.text("Hi")`.
    @inlinable
    public static func buildExpression(_ attribute: AttributeValue<V>) -> [AttributeValue<V>] { [attribute] }

    /// A key-path pair: `(\.clipsToBounds, true)`.
    @inlinable
    public static func buildExpression<Value: Equatable>(
        _ pair: (ReferenceWritableKeyPath<V, Value>, Value)
    ) -> [AttributeValue<V>] {
        [AttributeValue(pair.0, pair.1)]
    }

    /// A list of attributes.
    @inlinable
    public static func buildExpression(_ attributes: [AttributeValue<V>]) -> [AttributeValue<V>] { attributes }

    /// A key-path pair whose value is not of the property's type: refused with a message that says so, on its own
    /// line. Without it the compiler may report the block read as a ``ViewComponent``'s content instead, on the
    /// line of an attribute above whose name several view classes share (`.text`).
    @available(*, unavailable, message: "the value is not of the type of the property the key path names")
    public static func buildExpression<Value, Other>(
        _ pair: (ReferenceWritableKeyPath<V, Value>, Other)
    ) -> [AttributeValue<V>] {
        []
    }

    /// A key path to a property that cannot be set: refused with a message that says so, where the compiler
    /// would only report that no `buildExpression` matches.
    @available(*, unavailable, message: "the property is read-only: a key-path attribute sets a settable property")
    public static func buildExpression<Value: Equatable>(_ pair: (KeyPath<V, Value>, Value)) -> [AttributeValue<V>] {
        []
    }

    /// The attributes of a block, in order.
    @inlinable
    public static func buildBlock(_ parts: [AttributeValue<V>]...) -> [AttributeValue<V>] {
        parts.count == 1 ? parts[0] : parts.flatMap { $0 }
    }

    /// An `if` without `else`: its attributes, or none.
    @inlinable
    public static func buildOptional(_ part: [AttributeValue<V>]?) -> [AttributeValue<V>] { part ?? [] }

    /// The first branch of an `if`-`else` or `switch`.
    @inlinable
    public static func buildEither(first part: [AttributeValue<V>]) -> [AttributeValue<V>] { part }

    /// Another branch of an `if`-`else` or `switch`.
    @inlinable
    public static func buildEither(second part: [AttributeValue<V>]) -> [AttributeValue<V>] { part }

    /// A `for … in` loop: the attributes of every pass, in order.
    @inlinable
    public static func buildArray(_ parts: [[AttributeValue<V>]]) -> [AttributeValue<V>] { parts.flatMap { $0 } }

    /// An `if #available` branch.
    @inlinable
    public static func buildLimitedAvailability(_ part: [AttributeValue<V>]) -> [AttributeValue<V>] { part }
}
