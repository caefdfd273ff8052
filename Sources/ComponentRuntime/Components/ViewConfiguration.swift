public import Foundation

/// The view a component describes: a view class and attribute values, like ComponentKit's
/// `CKComponentViewConfiguration`.
///
/// ```swift
/// ViewConfiguration(UIButton.self, [.title("Follow"), .controlAction(.didTapFollow)])
/// ViewConfiguration(.avatarView(style: .round), [.cornerRadius(8)])   // a ckgen factory
/// ```
/// Attribute identifiers must be unique in one configuration: a repeated identifier is reported as a
/// ``RuntimeDiagnostic/Kind/duplicateAttribute`` fault and only the first value is kept.
public struct ViewConfiguration {
    let viewClassIdentifier: ViewClassIdentifier
    let makeView: @MainActor () -> UIView
    /// Sorted by identifier, duplicates removed.
    let attributes: [AnyAttributeBox]
    /// Views are reused only for an equal key: the same view class and the same attribute identifiers.
    let reuseKey: ViewReuseKey

    /// A view of type `type`, made with its plain initializer.
    public init<V: UIView>(_ type: V.Type, _ attributes: [AttributeValue<V>] = []) {
        self.init(ViewClass.type(type), attributes)
    }

    /// A view made by `viewClass` (a type or a factory).
    public init<V: UIView>(_ viewClass: ViewClass<V>, _ attributes: [AttributeValue<V>] = []) {
        var sorted = attributes.map(\.box).sorted { $0.identifier < $1.identifier }
        var index = 1
        while index < sorted.count {
            if sorted[index].identifier == sorted[index - 1].identifier {
                RuntimeDiagnostics.reportWhileBuilding(
                    .duplicateAttribute,
                    "view configuration of '\(viewClass.identifier)' sets attribute '\(sorted[index].identifier)' "
                        + "twice; only the first value is used"
                )
                // Keep the first one listed by the caller.
                let duplicate = sorted[index]
                let firstListed = attributes.first { $0.box.identifier == duplicate.identifier }?.box
                sorted[index - 1] = firstListed ?? sorted[index - 1]
                sorted.remove(at: index)
            } else {
                index += 1
            }
        }
        self.viewClassIdentifier = viewClass.identifier
        self.makeView = viewClass.make
        self.attributes = sorted
        self.reuseKey = ViewReuseKey(
            viewClass: viewClass.identifier,
            attributeIdentifiers: sorted.filter { !$0.hasUnapplicator }.map(\.identifier)
        )
    }

    /// The identifiers of the attributes, sorted.
    public var attributeIdentifiers: [String] { attributes.map(\.identifier) }
    /// The view class's identifier.
    public var viewClass: ViewClassIdentifier { viewClassIdentifier }
}

/// What makes two views interchangeable: the view class and the identifiers of the attributes that cannot be
/// undone (attributes with an unapplicator are undone on reuse instead, as in ComponentKit).
struct ViewReuseKey: Hashable {
    let viewClass: ViewClassIdentifier
    let attributeIdentifiers: [String]
}

/// A component's size: ComponentKit's `CKComponentSize`, fixed dimensions only. A dimension left `nil` is
/// taken from the component's children (a stack's content), or zero for a leaf.
public struct ComponentSize: Hashable, Sendable {
    /// The width in points, if fixed.
    public var width: CGFloat?
    /// The height in points, if fixed.
    public var height: CGFloat?

    /// Creates a size; omitted dimensions come from the children.
    public init(width: CGFloat? = nil, height: CGFloat? = nil) {
        self.width = width
        self.height = height
    }

    /// A fixed size.
    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }
}
