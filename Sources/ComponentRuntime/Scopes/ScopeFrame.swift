/// The part of a tree's scope hierarchy that one scope owns: its state, its controller, the latest
/// component that declared it, and the scopes declared inside it. Frames outlive components; they are
/// matched by `(parent frame, component type, identifier)` each time the tree is built.
@MainActor
final class ScopeFrame {
    /// What matches a scope across builds: its component type and identifier under the same parent frame, and
    /// among siblings with both equal, its position (ComponentKit's tree-node key counter), so colliding
    /// siblings are told apart by order and keep their state while the order holds.
    struct Key: Hashable {
        let componentType: ObjectIdentifier
        let identifier: AnyHashable
        var occurrence = 0
    }

    let key: Key
    let componentTypeName: String
    weak var parent: ScopeFrame?
    weak var host: ComponentHost?

    /// The child frames of the current build.
    var children: [Key: ScopeFrame] = [:]
    /// The child frames of the previous build, while this frame's subtree is being rebuilt.
    var previousChildren: [Key: ScopeFrame]?

    var state: Any?
    var controller: AnyComponentController?
    weak var component: Component?

    /// `false` once the scope has left the tree; updates to it are then ignored.
    var isLive = true
    /// The state changed since the last build; the component must render again.
    var isDirty = false
    /// Some frame below this one is dirty.
    var hasDirtyDescendant = false

    init(key: Key, componentTypeName: String, parent: ScopeFrame?, host: ComponentHost?) {
        self.key = key
        self.componentTypeName = componentTypeName
        self.parent = parent
        self.host = host
    }

    /// The root frame of a host: the parent of the tree's top-level scopes.
    static func root(host: ComponentHost) -> ScopeFrame {
        ScopeFrame(
            key: Key(componentType: ObjectIdentifier(ScopeFrame.self), identifier: AnyHashable("root")),
            componentTypeName: "root",
            parent: nil,
            host: host
        )
    }

    func markDirty() {
        isDirty = true
        var ancestor = parent
        while let frame = ancestor, !frame.hasDirtyDescendant {
            frame.hasDirtyDescendant = true
            ancestor = frame.parent
        }
    }

    /// Starts a rebuild of the scopes below this frame: they must be declared again to survive.
    func beginRebuild() {
        previousChildren = children
        children = [:]
    }

    /// Ends a rebuild: scopes not declared again have left the tree.
    func endRebuild(dead: inout [ScopeFrame]) {
        for frame in (previousChildren ?? [:]).values { frame.kill(into: &dead) }
        previousChildren = nil
    }

    func kill(into dead: inout [ScopeFrame]) {
        guard isLive else { return }
        isLive = false
        dead.append(self)
        for child in children.values { child.kill(into: &dead) }
        for child in (previousChildren ?? [:]).values { child.kill(into: &dead) }
    }

    /// A readable name for diagnostics: `FollowButtonComponent("42")`.
    var debugName: String {
        let identifier = key.identifier == .noIdentifier ? "" : "\(key.identifier)"
        return "\(componentTypeName)(\(identifier))" + (key.occurrence > 0 ? "#\(key.occurrence + 1)" : "")
    }
}
