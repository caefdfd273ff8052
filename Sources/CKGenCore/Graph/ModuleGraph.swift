/// What `ckgen graph` draws: a module's components, controllers, views, event proxies, actions and events, and
/// how they connect. Plain values in a stable order, so the same sources always give the same graph.
public struct ModuleGraph: Equatable, Sendable {
    /// What a node stands for.
    public enum NodeKind: Int, Comparable, Sendable {
        case component, controller, view, eventProxy, responder, action, event

        /// In declaration order: the order nodes are listed in.
        public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// One box or ellipse.
    public struct Node: Equatable, Sendable {
        /// Unique within the graph: `type:Name`, `action:name`, `event:Name`.
        public var id: String
        /// What it stands for.
        public var kind: NodeKind
        /// What the picture shows.
        public var label: String
        /// For an action or event: nothing in the module handles it.
        public var isUnhandled = false
    }

    /// How two nodes connect.
    public enum EdgeKind: String, Sendable {
        /// A component and the controller paired with it.
        case controller
        /// A composite component and a component its `render()` constructs.
        case renders
        /// A component and a `@ck.view` class its view configuration names.
        case mounts
        /// A type and a selector it sends (an action attribute, `ComponentAction`, `send`).
        case sends
        /// A selector or event and a type with a handler for it.
        case handledBy = "handled by"
        /// A type and a router event it emits.
        case emits
    }

    /// One arrow.
    public struct Edge: Equatable, Sendable {
        /// The identifier of the node the arrow starts at.
        public var from: String
        /// The identifier of the node the arrow points to.
        public var to: String
        /// What the arrow means.
        public var kind: EdgeKind
        /// The handling method, for ``EdgeKind/handledBy``.
        public var detail: String?
    }

    /// The module's name.
    public var moduleName: String
    /// Sorted by kind, then identifier.
    public private(set) var nodes: [Node]
    /// Sorted by source, destination, then kind.
    public private(set) var edges: [Edge]

    /// A graph; nodes and edges are sorted (and duplicate edges dropped) so the order of discovery does not
    /// matter.
    public init(moduleName: String, nodes: [Node], edges: [Edge]) {
        self.moduleName = moduleName
        self.nodes = nodes.sorted { ($0.kind, $0.id) < ($1.kind, $1.id) }
        var seen = Set<String>()
        self.edges = edges.sorted { ($0.from, $0.to, $0.kind.rawValue) < ($1.from, $1.to, $1.kind.rawValue) }
            .filter { seen.insert("\($0.from)\u{0}\($0.to)\u{0}\($0.kind.rawValue)").inserted }
    }
}
