import Foundation

/// Where mounting meets accessibility: the mounter calls these as it mounts, and a change of VoiceOver's status
/// (or of ``ComponentAccessibility/forcedEnabled``) walks every mounted tree again.
///
/// Each view's context is applied by the walk over the content of the view it is mounted in
/// (``AccessibilityContainerWalk``), once everything below it is mounted, so that a view combining its
/// descendants reads them as they now are.
@MainActor
enum AccessibilityMounting {
    /// Set once any accessibility modifier has been made, on any thread. Until then (or until a view
    /// configuration with a context is mounted), with VoiceOver off, a mount pass spends nothing on
    /// accessibility.
    private nonisolated static let contextMade = Locked(false)
    private static var contextSeen = false

    /// Notes that an accessibility modifier was made (a view configuration's context is noted as it is mounted).
    nonisolated static func noteContextMade() {
        contextMade.withLock { $0 = true }
    }

    /// Whether a walk can change anything: contexts are applied now, or some were made (an identifier is
    /// applied always, and what an earlier walk did may need taking back).
    private static var hasWork: Bool {
        if ComponentAccessibility.isEnabled { return true }
        if !contextSeen { contextSeen = contextMade.current }
        return contextSeen || !AccessibilityViewRecord.isEmpty
    }

    /// Called before a view's attributes are applied in a mount pass: takes back what accessibility did to it,
    /// so that its attributes apply over the view as they left it (an attribute may set the same property). The
    /// walk of the view it is mounted in applies its context again once its content is mounted.
    static func willApplyAttributes(to view: UIView, of configuration: ViewConfiguration) {
        if configuration.accessibilityContext != nil { contextSeen = true }
        guard !AccessibilityViewRecord.isEmpty, let record = AccessibilityViewRecord.existing(for: view) else {
            return
        }
        record.restoreOwnContext()
        record.restoreElements()
    }

    /// Called once the children of a component with a view are mounted in `container` (its view, or the view
    /// it manages): applies their accessibility.
    static func didMountContent(of container: UIView, layout: ComponentLayout) {
        guard hasWork else { return }
        var walk = AccessibilityContainerWalk(container: container, applying: ComponentAccessibility.isEnabled)
        for child in layout.children { walk.visit(child.layout.component) }
        walk.finish()
    }

    /// Called once a tree is mounted in `rootView`: applies the accessibility of the root's content, and keeps
    /// the tree for the walks a change of VoiceOver's status makes.
    static func didMountRoot(_ root: Component, in rootView: UIView) {
        roots[ObjectIdentifier(rootView)] = MountedRoot(view: rootView, root: root)
        guard hasWork else { return }
        walkRootContent(root, in: rootView)
    }

    private static func walkRootContent(_ root: Component, in rootView: UIView) {
        var walk = AccessibilityContainerWalk(container: rootView, applying: ComponentAccessibility.isEnabled)
        walk.visit(root)
        walk.finish()
    }

    // MARK: Mounted trees

    private struct MountedRoot {
        weak var view: UIView?
        weak var root: Component?
    }

    /// The trees mounted, by root view (one tree per root view).
    private static var roots: [ObjectIdentifier: MountedRoot] = [:]

    /// Applies (or takes back) the accessibility of every mounted tree, after contexts started or stopped being
    /// applied.
    static func enabledDidChange() {
        roots = roots.filter { $0.value.view != nil && $0.value.root != nil }
        for entry in roots.values {
            guard let view = entry.view, let root = entry.root, root.mounting.isMounted,
                root.mounting.parentView === view
            else { continue }
            walkContent(below: root)
            walkRootContent(root, in: view)
        }
    }

    /// Walks the content of every view in `component`'s subtree, deepest first, as a mount pass does.
    private static func walkContent(below component: Component) {
        let children = AccessibilityComponentWalk.mountedChildren(of: component)
        for child in children { walkContent(below: child) }
        guard let view = AccessibilityComponentWalk.mountedView(of: component) else { return }
        let container = children.first?.mounting.parentView ?? view
        var walk = AccessibilityContainerWalk(container: container, applying: ComponentAccessibility.isEnabled)
        for child in children { walk.visit(child) }
        walk.finish()
    }
}
