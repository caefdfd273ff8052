/// The part of a tree's scope hierarchy that one scope owns: its state, its controller, the latest
/// component that declared it, and the scopes declared inside it. Frames outlive components; they are
/// matched by `(parent frame, component type, identifier)` each time the tree is built.
///
/// A build (on any thread) and the main actor (state updates, mounting) both use a frame, so what changes
/// lives under a lock; a host builds one tree at a time, so the lock only keeps the two sides apart.
final class ScopeFrame: Sendable {
    /// What matches a scope across builds: its component type and identifier under the same parent frame, and
    /// among siblings with both equal, its position (ComponentKit's tree-node key counter), so colliding
    /// siblings are told apart by order and keep their state while the order holds.
    struct Key: Hashable, Sendable {
        let componentType: ObjectIdentifier
        let identifier: ScopeIdentifier
        var occurrence = 0
    }

    let key: Key
    /// A number no other scope has, the same across builds for as long as the scope lives: ComponentKit's scope
    /// handle `globalIdentifier` (``Component/scopeGlobalIdentifier``).
    let globalIdentifier = ScopeFrame.nextGlobalIdentifier()
    let componentTypeName: String
    weak let parent: ScopeFrame?
    weak let host: ComponentHost?
    /// What only the main actor reads and writes: the controller, and what mounting remembers of the scope.
    let main = ScopeFrameMainState()
    private let storage = Locked(Storage())

    private struct Storage: Sendable {
        var children: [Key: ScopeFrame] = [:]
        var previousChildren: [Key: ScopeFrame]?
        var state: (any Sendable)?
        var isLive = true
        var isDirty = false
        var hasDirtyDescendant = false
    }

    init(key: Key, componentTypeName: String, parent: ScopeFrame?, host: ComponentHost?) {
        self.key = key
        self.componentTypeName = componentTypeName
        self.parent = parent
        self.host = host
    }

    private static let globalIdentifierCount = Locked(0)

    /// The next global identifier (frames are made on any thread).
    private static func nextGlobalIdentifier() -> Int {
        globalIdentifierCount.withLock { count in
            count += 1
            return count
        }
    }

    /// The root frame of a host: the parent of the tree's top-level scopes.
    static func root(host: ComponentHost?) -> ScopeFrame {
        ScopeFrame(
            key: Key(componentType: ObjectIdentifier(ScopeFrame.self), identifier: ScopeIdentifier("root")),
            componentTypeName: "root",
            parent: nil,
            host: host
        )
    }

    /// The child frames of the current build.
    var children: [Key: ScopeFrame] {
        get { storage.withLock { $0.children } }
        set { storage.withLock { $0.children = newValue } }
    }

    func setChild(_ frame: ScopeFrame, for key: Key) {
        storage.withLock { $0.children[key] = frame }
    }

    /// The child frames of the previous build, while this frame's subtree is being rebuilt.
    var previousChildren: [Key: ScopeFrame]? { storage.withLock { $0.previousChildren } }

    /// Takes the frame of `key` from the previous build's children, if there was one.
    func takePreviousChild(_ key: Key) -> ScopeFrame? {
        storage.withLock { $0.previousChildren?.removeValue(forKey: key) }
    }

    var state: (any Sendable)? {
        get { storage.withLock { $0.state } }
        set { storage.withLock { $0.state = newValue } }
    }

    /// Changes the state in place, under the lock.
    func updateState(_ transform: (inout (any Sendable)?) -> Void) {
        storage.withLock { transform(&$0.state) }
    }

    /// The scope's controller, made on the main actor when the host takes a tree that declared the scope.
    @MainActor
    var controller: AnyComponentController? {
        get { main.controller }
        set { main.controller = newValue }
    }

    /// `false` once the scope has left the tree; updates to it are then ignored.
    var isLive: Bool { storage.withLock { $0.isLive } }

    /// The state changed since the last build; the component must render again.
    var isDirty: Bool {
        get { storage.withLock { $0.isDirty } }
        set { storage.withLock { $0.isDirty = newValue } }
    }

    /// Some frame below this one is dirty.
    var hasDirtyDescendant: Bool {
        get { storage.withLock { $0.hasDirtyDescendant } }
        set { storage.withLock { $0.hasDirtyDescendant = newValue } }
    }

    /// Whether this frame or one below it must render again.
    var needsRender: Bool { storage.withLock { $0.isDirty || $0.hasDirtyDescendant } }

    /// Marks the frame and its subtree clean after a build rendered them.
    func markClean() {
        storage.withLock {
            $0.isDirty = false
            $0.hasDirtyDescendant = false
        }
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
        storage.withLock {
            $0.previousChildren = $0.children
            $0.children = [:]
        }
    }

    /// Ends a rebuild: scopes not declared again have left the tree.
    func endRebuild(dead: inout [ScopeFrame]) {
        let previous = storage.withLock {
            let previous = $0.previousChildren ?? [:]
            $0.previousChildren = nil
            return previous
        }
        for frame in previous.values { frame.kill(into: &dead) }
    }

    func kill(into dead: inout [ScopeFrame]) {
        let (wasLive, below) = storage.withLock {
            let wasLive = $0.isLive
            $0.isLive = false
            return (wasLive, Array($0.children.values) + Array(($0.previousChildren ?? [:]).values))
        }
        guard wasLive else { return }
        dead.append(self)
        for child in below { child.kill(into: &dead) }
    }

    /// A readable name for diagnostics: `FollowButtonComponent("42")`.
    var debugName: String {
        let identifier = key.identifier.isNoIdentifier ? "" : "\(key.identifier)"
        return "\(componentTypeName)(\(identifier))" + (key.occurrence > 0 ? "#\(key.occurrence + 1)" : "")
    }
}

/// The part of a scope that only the main actor uses: its controller and what mounting remembers, which
/// belong to the tree the main actor mounted (a tree built elsewhere is handed over whole).
@MainActor
final class ScopeFrameMainState {
    var controller: AnyComponentController?
    /// The component of this scope that the last mount pass mounted, for animations from it.
    weak var mountedComponent: Component?
    /// Whether a component of this scope has been mounted, so initial-mount animations run once.
    var hasBeenMounted = false
    /// Whether the scope's state changed since its component was last mounted: the same component, rendered
    /// again, then animates from itself.
    var stateChangedSinceMount = false

    nonisolated init() {}
}
