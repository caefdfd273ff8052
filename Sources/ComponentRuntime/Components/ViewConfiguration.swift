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
///
/// Its ``accessibilityContext`` (ComponentKit's field of the same name) is applied to the view while VoiceOver
/// runs: `ViewConfiguration(UIView.self, [...], accessibilityContext: ComponentAccessibilityContext(...))`.
public struct ViewConfiguration {
    let viewClassIdentifier: ViewClassIdentifier
    let makeView: @MainActor () -> UIView
    private let content: Content
    /// What assistive technologies learn about the view, applied only while VoiceOver runs (see
    /// ``ComponentAccessibilityContext``).
    public var accessibilityContext: ComponentAccessibilityContext?

    /// The attributes, listed when the configuration was made, or made on the main actor when it is first mounted.
    private enum Content {
        case listed(ResolvedAttributes)
        case deferred(DeferredAttributes)
    }

    // The generic initializers are inlinable and only take the attributes' type-erased boxes out, so the code
    // that runs per view is specialised where the view type is known; the rest is not generic.

    /// A view of type `type`, made with its plain initializer, with an optional accessibility context.
    @inlinable
    public init<V: UIView>(
        _ type: V.Type,
        _ attributes: [AttributeValue<V>] = [],
        accessibilityContext: ComponentAccessibilityContext? = nil
    ) {
        self.init(ViewClass.type(type), attributes, accessibilityContext: accessibilityContext)
    }

    /// A view made by `viewClass` (a type or a factory), with an optional accessibility context.
    @inlinable
    public init<V: UIView>(
        _ viewClass: ViewClass<V>,
        _ attributes: [AttributeValue<V>] = [],
        accessibilityContext: ComponentAccessibilityContext? = nil
    ) {
        self.init(viewClass: viewClass.identifier, makeView: viewClass.make, listing: attributes.map { $0.box })
        self.accessibilityContext = accessibilityContext
    }

    @usableFromInline
    init(viewClass: ViewClassIdentifier, makeView: @escaping @MainActor () -> UIView, listing boxes: [AnyAttributeBox])
    {
        self.viewClassIdentifier = viewClass
        self.makeView = makeView
        self.content = .listed(
            ResolvedAttributes(boxes, viewClass: viewClass, report: RuntimeDiagnostics.reportWhileBuilding)
        )
    }

    /// A view of type `type` whose attributes are listed on the main actor, when the view is first mounted:
    /// ```swift
    /// ViewConfiguration(UIView.self) {
    ///     .backgroundColor(.white)
    ///     (\.layer.cornerRadius, 8)   // a key path to a view's property can only be written on the main actor
    /// }
    /// ```
    /// Use it for key-path attributes in code that is not on the main actor (a `render()`, a description's
    /// `body`): the closure runs on the main actor once per configuration, at once when the tree is built on the
    /// main thread, else when the view is first mounted. What it captures crosses to the main actor, so it must
    /// be `Sendable`.
    @inlinable
    public init<V: UIView>(
        _ type: V.Type,
        accessibilityContext: ComponentAccessibilityContext? = nil,
        @ViewAttributeBuilder<V> attributes: @escaping @MainActor () -> [AttributeValue<V>]
    ) {
        self.init(ViewClass.type(type), accessibilityContext: accessibilityContext, attributes: attributes)
    }

    /// A view made by `viewClass` whose attributes are listed on the main actor when it is first mounted.
    @inlinable
    public init<V: UIView>(
        _ viewClass: ViewClass<V>,
        accessibilityContext: ComponentAccessibilityContext? = nil,
        @ViewAttributeBuilder<V> attributes: @escaping @MainActor () -> [AttributeValue<V>]
    ) {
        if MainThread.isCurrent {
            // Built on the main thread, which is the main actor's: list them now, as the array form does, rather
            // than keep a closure until the mount. `MainThread.isCurrent` has just answered whether this is the
            // main actor, so the block is called as it is: `MainActor.assumeIsolated` would ask the concurrency
            // runtime again and box the block, which a build paid for every view it describes.
            self.init(viewClass, MainActorCall.unchecked(attributes), accessibilityContext: accessibilityContext)
        } else {
            self.init(
                viewClass: viewClass.identifier,
                makeView: viewClass.make,
                deferring: { attributes().map { $0.box } }
            )
            self.accessibilityContext = accessibilityContext
        }
    }

    @usableFromInline
    init(
        viewClass: ViewClassIdentifier,
        makeView: @escaping @MainActor () -> UIView,
        deferring boxes: @escaping @MainActor () -> [AnyAttributeBox]
    ) {
        self.viewClassIdentifier = viewClass
        self.makeView = makeView
        self.content = .deferred(DeferredAttributes(boxes))
    }

    /// The attributes, sorted by identifier, duplicates removed. `owner` is the component that describes the
    /// view: a deferred block runs as part of it, so a description's typed state and context read in the block
    /// are its own.
    @MainActor
    func attributes(of owner: Component?) -> [AnyAttributeBox] { resolved(owner: owner).attributes }

    /// Views are reused only for an equal key: the same view class and the same attribute identifiers.
    @MainActor
    func reuseKey(of owner: Component?) -> ViewReuseKey { resolved(owner: owner).reuseKey }

    @MainActor
    private func resolved(owner: Component?) -> ResolvedAttributes {
        switch content {
        case .listed(let resolved): return resolved
        case .deferred(let deferred): return deferred.resolve(viewClass: viewClassIdentifier, owner: owner)
        }
    }

    /// The attributes, sorted by identifier, duplicates removed.
    @MainActor
    var attributes: [AnyAttributeBox] { attributes(of: nil) }

    /// The content size of a button from the attributes it carries (``ButtonMeasurement``), or `nil` for a view
    /// that carries no button attribute. Attributes listed by a block are read when the layout runs on the main
    /// actor (a mount, or a build on the main thread), as part of `owner`, the component that describes the view;
    /// laid out elsewhere (a background build) before they were listed, a button is not measured.
    func buttonContentSize(owner: Component) -> CGSize? {
        switch content {
        case .listed(let resolved):
            return ButtonMeasurement(resolved.attributes)?.size
        case .deferred(let deferred):
            guard MainActorMark.isCurrent else { return nil }
            // The closure runs at once, on this thread: nothing it captures crosses to another one.
            nonisolated(unsafe) let (viewClass, owner) = (viewClassIdentifier, owner)
            return MainActor.assumeIsolated {
                ButtonMeasurement(deferred.resolve(viewClass: viewClass, owner: owner).attributes)?.size
            }
        }
    }

    /// The reuse key of a view made from this configuration.
    @MainActor
    var reuseKey: ViewReuseKey { reuseKey(of: nil) }

    /// The identifiers of the attributes, sorted.
    @MainActor
    public var attributeIdentifiers: [String] { attributes.map { $0.identifier } }
    /// The view class's identifier.
    public var viewClass: ViewClassIdentifier { viewClassIdentifier }
}

/// A configuration's attributes, sorted by identifier with duplicates removed, and the reuse key they make.
struct ResolvedAttributes {
    let attributes: [AnyAttributeBox]
    let reuseKey: ViewReuseKey

    /// Sorts `boxes`, reporting (through `report`) and dropping a repeated identifier: the first listed wins.
    init(
        _ boxes: [AnyAttributeBox],
        viewClass: ViewClassIdentifier,
        report: (RuntimeDiagnostic.Kind, String) -> Void
    ) {
        var sorted = boxes.count < 2 ? boxes : boxes.sorted { $0.identifier < $1.identifier }
        var index = 1
        while index < sorted.count {
            if sorted[index].identifier == sorted[index - 1].identifier {
                report(
                    .duplicateAttribute,
                    "view configuration of '\(viewClass)' sets attribute '\(sorted[index].identifier)' "
                        + "twice; only the first value is used"
                )
                // Keep the first one listed by the caller.
                let duplicate = sorted[index]
                let firstListed = boxes.first { $0.identifier == duplicate.identifier }
                sorted[index - 1] = firstListed ?? sorted[index - 1]
                sorted.remove(at: index)
            } else {
                index += 1
            }
        }
        attributes = sorted
        reuseKey = ViewReuseKey(
            viewClass: viewClass,
            attributeIdentifiers: sorted.compactMap { $0.hasUnapplicator ? nil : $0.identifier }
        )
    }
}

/// Attributes listed on the main actor the first time they are needed, then kept.
final class DeferredAttributes: @unchecked Sendable {
    // @unchecked: `cache` is only read and written on the main actor (``resolve(viewClass:owner:)``).
    private let make: @MainActor () -> [AnyAttributeBox]
    private var cache: ResolvedAttributes?

    init(_ make: @escaping @MainActor () -> [AnyAttributeBox]) { self.make = make }

    @MainActor
    func resolve(viewClass: ViewClassIdentifier, owner: Component?) -> ResolvedAttributes {
        if let cache { return cache }
        let boxes = owner.map { owner in DescriptionRendering.with(owner) { make() } } ?? make()
        let resolved = ResolvedAttributes(boxes, viewClass: viewClass, report: RuntimeDiagnostics.report)
        cache = resolved
        return resolved
    }
}

/// What makes two views interchangeable: the view class and the identifiers of the attributes that cannot be
/// undone (attributes with an unapplicator are undone on reuse instead, as in ComponentKit).
struct ViewReuseKey: Hashable {
    let viewClass: ViewClassIdentifier
    let attributeIdentifiers: [String]
}

/// A component's size: ComponentKit's `CKComponentSize` (`RCComponentSize`), an exact width and height and
/// their minimum and maximum, each in points, a percentage of the parent's size, or left open.
///
/// Laid out within a range, a component resolves its size against its parent's size (the range's maximum; a
/// percentage of an unbounded maximum is left open), as `RCComponentSize::resolve` does, and is laid out within
/// the range intersected with that, as `-[CKComponent layoutThatFits:parentSize:]` does: along an axis where the
/// two do not overlap, the range wins (see ``SizeRange/intersect(_:)``). A leaf is the smallest size left.
public struct ComponentSize: Hashable, Sendable {
    /// The exact size and its limits.
    public var constraints: SizeConstraints

    /// The exact width in points, if fixed in points (`nil` when left open or a percentage).
    public var width: CGFloat? {
        get { Self.points(constraints.width) }
        set { constraints.width = newValue.map(LayoutDimension.points) ?? .auto }
    }

    /// The exact height in points, if fixed in points (`nil` when left open or a percentage).
    public var height: CGFloat? {
        get { Self.points(constraints.height) }
        set { constraints.height = newValue.map(LayoutDimension.points) ?? .auto }
    }

    /// Creates a size in points; omitted dimensions are left open (a leaf takes the range's minimum there, a
    /// composite its child's size).
    public init(width: CGFloat? = nil, height: CGFloat? = nil) {
        self.init(width: width, height: height, minWidth: .auto)
    }

    /// Creates a size with limits; omitted dimensions are left open, omitted limits limit nothing:
    /// `ComponentSize(height: 44, minWidth: 100, maxWidth: .percent(50))`.
    public init(
        width: CGFloat? = nil,
        height: CGFloat? = nil,
        minWidth: LayoutDimension = .auto,
        minHeight: LayoutDimension = .auto,
        maxWidth: LayoutDimension = .auto,
        maxHeight: LayoutDimension = .auto
    ) {
        constraints = SizeConstraints(
            width: width.map(LayoutDimension.points) ?? .auto,
            height: height.map(LayoutDimension.points) ?? .auto,
            minWidth: minWidth,
            minHeight: minHeight,
            maxWidth: maxWidth,
            maxHeight: maxHeight
        )
    }

    /// A size given by dimensions relative to the parent's size:
    /// `ComponentSize(SizeConstraints(width: .percent(50), maxHeight: 200))`.
    public init(_ constraints: SizeConstraints) {
        self.constraints = constraints
    }

    /// A fixed size.
    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// Whether the size constrains nothing (every dimension and limit left open).
    var isOpen: Bool { constraints == SizeConstraints() }

    /// `range` intersected with this size resolved against the parent's size, taken as the range's maximum
    /// (`constrainedSize.intersect(_size.resolve(parentSize))` in `-[CKComponent
    /// computeLayoutThatFits:restrictedToSize:relativeToParentSize:]`).
    func restrict(_ range: SizeRange) -> SizeRange {
        if isOpen { return range }
        let parent = CGSize(
            width: range.max.width.isFinite ? range.max.width : .nan,
            height: range.max.height.isFinite ? range.max.height : .nan
        )
        return range.intersect(constraints.resolve(in: parent))
    }

    private static func points(_ dimension: LayoutDimension) -> CGFloat? {
        if case .points(let points) = dimension { return points }
        return nil
    }
}
