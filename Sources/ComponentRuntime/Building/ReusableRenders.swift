import Foundation

/// Why a tree is built: ComponentKit's build trigger, which decides how composites off the dirty path are
/// reused (`CKRenderInternal::reusePreviousComponentForSingleChild`).
enum BuildTrigger: Sendable {
    /// The build closure's inputs may have changed (``ComponentHost/rebuild()``): a composite keeps its previous
    /// subtree only when it says its inputs are equal (``CompositeComponent/shouldRerender(comparedTo:)``).
    case propsUpdate
    /// Only state changed (``ComponentHost/flushInBackground()``): a composite off the dirty path keeps its
    /// previous subtree without being asked, unless a scope above it has a state update of its own (it may pass
    /// new inputs down), where it is asked as for a props update.
    case stateUpdate
}

/// What a build off the main actor may reuse of the tree the host holds, taken on the main actor when the build
/// starts: for each scope off the dirty path whose component is a composite, that composite, the child it
/// rendered and the layouts cached for the child.
///
/// The tree stays mounted while the build runs, so the build must not write to it: it reads the previous
/// composite only to compare inputs (``CompositeComponent/shouldRerender(comparedTo:)``), puts a
/// ``ReusedRenderStandIn`` where the kept child goes, and leaves linking the child into the new tree to the main
/// actor (``BuildResult/linkKeptSubtrees()``).
struct ReusableRenders: @unchecked Sendable {
    // @unchecked: the components are only read off the main actor (their `let` inputs, through
    // `shouldRerender`); their records are written on the main actor only, after the build was handed over. The
    // cached layouts are copied values.
    struct Entry {
        let previous: CompositeComponent
        let child: Component
        let childLayouts: [ComponentRecord.CachedLayout]
    }

    private let entries: [ObjectIdentifier: Entry]

    static let none = ReusableRenders(entries: [:])

    private init(entries: [ObjectIdentifier: Entry]) { self.entries = entries }

    /// The composites of `scopeComponents` (by frame identity) that a build may reuse: rendered, and with no
    /// state update at or below their scope.
    @MainActor
    static func snapshot(of scopeComponents: [ObjectIdentifier: Component]) -> ReusableRenders {
        var entries: [ObjectIdentifier: Entry] = [:]
        for (frame, component) in scopeComponents {
            guard let composite = component as? CompositeComponent, let child = composite.renderedChild,
                let scope = composite.scopeFrame, !scope.needsRender
            else { continue }
            entries[frame] = Entry(previous: composite, child: child, childLayouts: child.record.layouts)
        }
        return ReusableRenders(entries: entries)
    }

    func entry(for frame: ScopeFrame) -> Entry? { entries[ObjectIdentifier(frame)] }
}

/// Stands for a kept child in a tree built off the main actor, until the main actor links the child in: it lays
/// out as the child did (from the child's cached layouts) without touching the child, which is still mounted.
/// A range the child was not laid out in is noted (``missedLayout``): the main actor then lays the tree out.
final class ReusedRenderStandIn: Component {
    let child: Component
    private let childLayouts: [ComponentRecord.CachedLayout]
    private(set) var missedLayout = false

    init(for entry: ReusableRenders.Entry) {
        child = entry.child
        childLayouts = entry.childLayouts
        super.init()
    }

    override func computeLayout(in range: SizeRange) -> ComponentLayout {
        guard let cached = childLayouts.first(where: { $0.range == range }) else {
            missedLayout = true
            return ComponentLayout(component: child, size: range.min)
        }
        return ComponentLayout(component: child, size: cached.size, children: cached.children)
    }
}
