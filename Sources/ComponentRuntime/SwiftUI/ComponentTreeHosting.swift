import Foundation

/// The platform-neutral half of hosting a component tree inside a view that another layout system sizes and
/// places (SwiftUI, through `ComponentTreeView`, on iOS): it owns the ``ComponentHost``, answers how big the tree
/// wants to be for a proposed size, mounts the tree into the view at the size it was given, and takes new content
/// when the owner's inputs change, keeping every scope's state and controller.
///
/// ```swift
/// let hosting = ComponentTreeHosting { _ in FeedComponent(model: model) }
/// let size = hosting.sizeThatFits(width: 320, height: nil)     // the root's layout within 0...320 wide
/// hosting.mount(in: view, size: size)                          // mounts, laid out within that size
/// ```
@MainActor
public final class ComponentTreeHosting {
    /// The host of the tree: its state, controllers and mounted views.
    public let host: ComponentHost
    /// Called when the tree was built again or re-rendered by a state update, so its size may have changed:
    /// the owner asks for a new size (a UIKit view invalidates its intrinsic content size).
    public var treeDidChange: (@MainActor () -> Void)?

    private let content: ContentBox
    private var isAppearing = false

    /// Creates the hosting of the tree `content` builds. Nothing is built until a size is asked for or the tree
    /// is mounted.
    public init(context: Context = Context(), content: @escaping @MainActor (Context) -> Component) {
        let box = ContentBox(content)
        self.content = box
        self.host = ComponentHost(context: context) { context in box.build(context) }
        host.treeDidChange = { [weak self] in self?.treeDidChange?() }
    }

    /// Takes new content and context (the owner's inputs changed): builds the tree again if it was built, so
    /// scopes declared again keep their state and controllers.
    public func update(context: Context, content: @escaping @MainActor (Context) -> Component) {
        self.content.build = content
        host.context = context
        if host.rootComponent != nil { host.rebuild() }
    }

    /// The size the tree takes for a proposed size: the root laid out from zero up to the proposal, a `nil` or
    /// infinite dimension left unconstrained (SwiftUI's `ProposedViewSize` asking for the ideal size).
    public func sizeThatFits(width: CGFloat?, height: CGFloat?) -> CGSize {
        if host.rootComponent == nil { host.rebuild() }
        guard let root = host.rootComponent else { return .zero }
        let range = Self.sizeRange(proposedWidth: width, height: height)
        return MainActorMark.run { root.layout(in: range).size }
    }

    /// The range a proposal allows: from zero up to each proposed dimension; `nil`, infinite or NaN ones are
    /// unconstrained.
    public nonisolated static func sizeRange(proposedWidth width: CGFloat?, height: CGFloat?) -> SizeRange {
        func limit(_ value: CGFloat?) -> CGFloat {
            guard let value, value.isFinite else { return .infinity }
            return Swift.max(0, value)
        }
        return SizeRange(min: .zero, max: CGSize(width: limit(width), height: limit(height)))
    }

    /// Mounts the tree into `view` (the view the owner sized and placed), laid out within `size`. Call it
    /// again when the view's size changes; the tree is laid out again and remounted, its state kept.
    public func mount(in view: UIView, size: CGSize) {
        host.sizeRange = Self.sizeRange(proposedWidth: size.width, height: size.height)
        host.mount(in: view)
    }

    /// Tells the tree's controllers that it appears (the view entered a window) or disappeared (it left); a
    /// repeated call with the same value does nothing.
    public func setAppearing(_ appearing: Bool) {
        guard appearing != isAppearing else { return }
        isAppearing = appearing
        if appearing { host.treeWillAppear() } else { host.treeDidDisappear() }
    }

    /// The owner is done with the view: the controllers hear that the tree disappeared, and it is unmounted
    /// (its views are kept for a later mount, its state stays).
    public func dismantle() {
        setAppearing(false)
        host.unmount()
    }
}

/// The closure that builds the root: replaced when the owner's inputs change, read by the host's build.
@MainActor
private final class ContentBox {
    var build: @MainActor (Context) -> Component

    init(_ build: @escaping @MainActor (Context) -> Component) {
        self.build = build
    }
}
