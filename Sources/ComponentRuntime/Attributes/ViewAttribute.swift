/// A property of a view that a component sets: ComponentKit's `CKComponentViewAttribute`.
///
/// An attribute has an identifier, unique for its view class, and an applicator; optionally an unapplicator
/// (called with the old value before a changed value is applied, or when a reused view no longer carries the
/// attribute) and an updater (called with the old and new value instead of unapply + apply). On reuse, a
/// value equal to the one last applied to that view is not applied again.
///
/// ckgen writes attributes for every `/// @ck.view` class; a hand-written one looks the same:
/// ```swift
/// extension AttributeValue where V: AvatarView {
///     static func cornerRadius(_ value: Double) -> Self {
///         Self(ViewAttribute("MyApp.AvatarView.cornerRadius") { view, value in view.cornerRadius = value }, value)
///     }
/// }
/// ```
public struct ViewAttribute<V: UIView, Value: Equatable> {
    /// The attribute's identifier, unique per view class (for example `MyApp.AvatarView.cornerRadius`).
    public let identifier: String
    let apply: @MainActor (V, Value) -> Void
    let unapply: (@MainActor (V, Value) -> Void)?
    let update: (@MainActor (V, Value, Value) -> Void)?

    /// Creates an attribute.
    /// - Parameters:
    ///   - identifier: unique per view class; ckgen uses `Module.Type.member`.
    ///   - unapply: optional; undoes a value, called before a changed value is applied (when there is no
    ///     `update`) and when a reused view no longer carries the attribute.
    ///   - update: optional; applies a changed value given the old one, instead of unapply + apply.
    ///   - apply: sets a value on the view.
    public init(
        _ identifier: String,
        unapply: (@MainActor (V, Value) -> Void)? = nil,
        update: (@MainActor (V, Value, Value) -> Void)? = nil,
        apply: @escaping @MainActor (V, Value) -> Void
    ) {
        self.identifier = identifier
        self.apply = apply
        self.unapply = unapply
        self.update = update
    }

    /// Pairs the attribute with a value, for a ``ViewConfiguration``.
    public func callAsFunction(_ value: Value) -> AttributeValue<V> { AttributeValue(self, value) }
}

/// An attribute together with its value, as listed in a ``ViewConfiguration`` of views of type `V`.
///
/// Attribute constructors are static members, so a configuration reads like ComponentKit's:
/// `ViewConfiguration(UIButton.self, [.title("Follow", for: .normal), .controlAction(.didTapFollow)])`.
public struct AttributeValue<V: UIView> {
    @usableFromInline let box: AnyAttributeBox

    /// The attribute's identifier.
    public var identifier: String { box.identifier }

    /// Pairs `attribute` with `value`.
    public init<Value: Equatable>(_ attribute: ViewAttribute<V, Value>, _ value: Value) {
        self.box = AttributeBox(attribute: attribute, value: value)
    }

    init(box: AnyAttributeBox) { self.box = box }
}

/// The mount pass's view of one attribute value, with the value's type erased. Made anywhere (attribute
/// values are plain data), used on the main actor.
@usableFromInline
class AnyAttributeBox {
    let identifier: String
    init(identifier: String) { self.identifier = identifier }

    /// Whether `other` carries the same attribute with an equal value.
    func isEqual(to other: AnyAttributeBox) -> Bool { false }
    /// The value, if it is a `T`: what a button's measurement reads (``ButtonMeasurement``).
    func value<T>(as type: T.Type) -> T? { nil }
    /// Whether the attribute can be undone. Such attributes are left out of the reuse key, as in ComponentKit:
    /// a view is reused without them and the mounter unapplies them.
    var hasUnapplicator: Bool { false }
    /// Applies this value; `previous` is the value last applied under the same identifier, if any.
    @MainActor func apply(to view: UIView, replacing previous: AnyAttributeBox?, owner: Component?) {}
    /// Undoes this value because the view no longer carries the attribute.
    @MainActor func unapply(from view: UIView, owner: Component?) {}
}

final class AttributeBox<V: UIView, Value: Equatable>: AnyAttributeBox {
    let attribute: ViewAttribute<V, Value>
    let value: Value

    init(attribute: ViewAttribute<V, Value>, value: Value) {
        self.attribute = attribute
        self.value = value
        super.init(identifier: attribute.identifier)
    }

    override func isEqual(to other: AnyAttributeBox) -> Bool {
        guard let other = other as? AttributeBox<V, Value> else { return false }
        return other.value == value
    }

    override func value<T>(as type: T.Type) -> T? { value as? T }

    override var hasUnapplicator: Bool { attribute.unapply != nil }

    @MainActor override func apply(to view: UIView, replacing previous: AnyAttributeBox?, owner: Component?) {
        guard let typedView = view as? V else {
            // ViewConfiguration ties V to the view class, so this only happens with a factory that lies.
            RuntimeDiagnostics.report(
                .duplicateAttribute,
                "attribute '\(identifier)' expects a '\(V.self)' but the view is a '\(type(of: view))'"
            )
            return
        }
        if let old = previous as? AttributeBox<V, Value> {
            if let update = attribute.update {
                update(typedView, old.value, value)
                return
            }
            attribute.unapply?(typedView, old.value)
        } else if let previous {
            previous.unapply(from: view, owner: owner)
        }
        attribute.apply(typedView, value)
    }

    @MainActor override func unapply(from view: UIView, owner: Component?) {
        guard let typedView = view as? V else { return }
        attribute.unapply?(typedView, value)
    }
}
