import Foundation

/// What building a tree found out about one component: its place in the tree, its scope, the context it got,
/// the child a composite rendered, and its layouts. Written while the tree is built, wherever that happens.
struct ComponentRecord {
    /// The parent in the tree last built. Weak, so that it cannot dangle: a parent owns its children (what it
    /// was made with, or for a composite its rendered child), never the other way round.
    weak var parent: Component?
    var context = Context()
    var scopeFrame: ScopeFrame?
    /// The child a composite rendered.
    var renderedChild: Component?
    /// Set when the subtree changed since it was last mounted; the mounter skips unchanged subtrees.
    var subtreeChanged = true
    /// The number of the last build that placed this component (``TreeBuilder/buildNumber``): a component this
    /// build placed already is in a second place, which gets a copy.
    var placedInBuild: UInt64 = 0
    /// Set when the build placed this component at the depth limit (``TreeLimits/maximumDepth``) with children
    /// below it, which it left out: the component is laid out as an empty leaf.
    var isCutAtDepthLimit = false
    /// The size last announced to the controller (``LayoutAnnouncement``) since the layouts were last forgotten.
    var announcedLayoutSize: CGSize?
    /// Layouts of the subtree, by size range, most recent first. A container measures a child in one range
    /// and then lays it out in another (a flexbox measures, then places at the final size), so a few are kept.
    /// The size and the children's layouts are kept, not a layout of this component, which would retain the
    /// component itself.
    private(set) var layouts: [CachedLayout] = []

    struct CachedLayout {
        let range: SizeRange
        let size: CGSize
        let children: [ComponentLayout.Child]
    }

    func cachedLayout(in range: SizeRange) -> CachedLayout? {
        layouts.first { $0.range == range }
    }

    mutating func cacheLayout(_ layout: ComponentLayout, in range: SizeRange) {
        if layouts.count == 4 { layouts.removeLast() }
        layouts.insert(CachedLayout(range: range, size: layout.size, children: layout.children), at: 0)
    }

    /// Forgets the layouts, and marks the subtree for the next mount pass.
    mutating func invalidateLayout() {
        layouts.removeAll()
        subtreeChanged = true
        announcedLayoutSize = nil
    }
}

/// What mounting did with one component: the view it got, where it was put, and the dispatch table the
/// responder chain reads. Main-actor isolated, like every view.
@MainActor
final class MountRecord {
    var mountedView: MountedView?
    var isMounted = false
    var frame: CGRect = .null
    weak var parentView: UIView?
    /// For the root component, the view the tree is mounted in: where the component part of the chain ends.
    weak var hostView: UIView?

    // The dispatch table of the component's type, looked up once per component: the walk up the chain then
    // reads a stored value per responder.
    private var actionTableLookedUp = false
    private var table: AnyActionTable?

    nonisolated init() {}

    func actionTable(of component: Component) -> AnyActionTable? {
        if !actionTableLookedUp {
            table = (type(of: component) as? any ActionResponder.Type)?.actionTable
            actionTableLookedUp = true
        }
        return table
    }
}
