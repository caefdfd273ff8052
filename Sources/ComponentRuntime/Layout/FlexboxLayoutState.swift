public import Foundation

/// What a ``FlexboxComponent`` keeps between its layouts: the engine's cache and its children's nodes, made on
/// the first layout after the flexbox was built or something below it changed. Only the container's node changes
/// from one layout to the next (the size range becomes its limits), so the cache finds every child's measurements
/// again: measuring a flexbox and then laying it out at the size found measures each child once.
final class FlexboxLayoutState: @unchecked Sendable {
    // @unchecked Sendable: `cache` and `childNodes` are read and written only while `lock` is held.
    private let lock = NSLock()
    private var cache = FlexLayoutCache()
    private var childNodes: [FlexNode]?

    /// Lays the children out in a container with `style`; `makeChildren` makes their nodes the first time, and
    /// again after a change (`isFirstSinceChange`), when the children's measurements may be stale.
    func layout(
        _ style: FlexStyle,
        children makeChildren: () -> [FlexNode],
        layoutDirection: FlexLayoutDirection,
        isFirstSinceChange: Bool
    ) -> FlexLayoutResult {
        lock.lock()
        defer { lock.unlock() }
        if isFirstSinceChange && childNodes != nil {
            cache = FlexLayoutCache()
            childNodes = nil
        }
        let children: [FlexNode]
        if let childNodes {
            children = childNodes
        } else {
            children = makeChildren()
            childNodes = children
        }
        return cache.layout(FlexNode(style: style, children: children), layoutDirection: layoutDirection)
    }
}

/// The reading direction a ``FlexboxComponent`` whose style does not set one lays out in, from the context
/// (``CompositeComponent/childContext(_:)`` or the `.context(FlexLayoutDirectionKey.self, .rightToLeft)`
/// modifier): set it once near the root for a right-to-left language. Left to right by default.
public enum FlexLayoutDirectionKey: ContextKey {
    /// Left to right.
    public static var defaultValue: FlexLayoutDirection { .leftToRight }
}

/// A component whose content has a first baseline, which a ``FlexboxComponent`` aligning on baselines
/// (``FlexAlign/baseline``) lines up: ``TextComponent`` is one.
public protocol BaselineProviding: AnyObject {
    /// The distance from the top of the component, laid out at `size`, to the baseline of its first line.
    func firstBaseline(in size: CGSize) -> CGFloat
}
