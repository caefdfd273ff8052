import Foundation

/// Builds a ``ModuleGraph`` from what ckgen read (the model), what it decided to generate (the plan) and the
/// sources' text (for what the model does not keep: which components a `render()` (or a description's `body`)
/// constructs, which selectors a type sends, which router events it emits).
public enum GraphBuilder {
    /// The graph of `model` and `plan`; `source` gives a file's text by its path (returning `nil`: not readable,
    /// so only the model's facts are drawn for it), and reads the file when not given.
    ///
    /// The graph reads what generating read, through the same guards: a file the parser refused (nested too deeply,
    /// a NUL character, not UTF-8, unreadable) is not read again, and a file is read no further than
    /// ``FileBytes/sizeLimit`` and parsed only when ``SourceScan`` finds it within the parser's limits (the file may
    /// have changed since it was parsed).
    public static func graph(
        model: ModuleModel,
        plan: GenerationPlan,
        source: ((String) -> String?)? = nil
    ) -> ModuleGraph {
        var builder = Builder(model: model, plan: plan)
        for file in model.files where file.path.hasSuffix(".swift") && !wasRefused(file) {
            let text = source.map { $0(file.path) } ?? readSource(file.path)
            guard let text, let uses = SourceScan.uses(in: text) else { continue }
            for (type, uses) in uses { builder.add(uses, of: type) }
        }
        return ModuleGraph(moduleName: model.moduleName, nodes: builder.finishedNodes(), edges: builder.edges)
    }

    /// The text of the file at `path`, read no further than ``FileBytes/sizeLimit``; `nil` when it cannot be read
    /// or is not UTF-8.
    static func readSource(_ path: String) -> String? {
        (try? FileBytes.read(path)).flatMap { String(data: $0, encoding: .utf8) }
    }

    /// Diagnostics that mean the parser did not read the file (see ``SourceFileParser``).
    static let refusals: Set<DiagnosticID> = [
        .parsingTooDeep, .parsingNulCharacter, .parsingInvalidUTF8, .inputUnreadable, .inputNotRegularFile,
    ]

    /// Whether generating left `file` out unread.
    static func wasRefused(_ file: ParsedFile) -> Bool {
        file.diagnostics.contains { refusals.contains($0.id) }
    }
}

/// The graph as it is built: nodes by identifier, edges in any order.
private struct Builder {
    var nodes: [String: ModuleGraph.Node] = [:]
    var edges: [ModuleGraph.Edge] = []
    let components: Set<String>
    /// Components by their last name component, where only one has it: `Cell(…)` in code names `Feed.Cell`.
    let componentsBySimpleName: [String: String]
    let moduleTypes: Set<String>
    let viewFactories: [String: String]
    let viewTypes: Set<String>
    let eventNames: [String: String]

    init(model: ModuleModel, plan: GenerationPlan) {
        var superclasses: [String: String] = [:]
        for declaration in model.declarations where declaration.kind == .class {
            superclasses[declaration.name] = declaration.firstInheritedBaseName
        }
        // Struct descriptions are components too: their `body` is drawn as a composite's `render()` is.
        let valueTypes = Set(
            model.declarations.filter { $0.kind == .struct || $0.kind == .enum }.map(\.qualifiedName)
        )
        let descriptions = model.declarations.filter { declaration in
            declaration.inheritedTypes.contains(where: \.namesComponentDescription)
        }
        .map(\.qualifiedName).filter(valueTypes.contains)
        components = Set(
            model.declarations.filter { $0.kind == .class }.map(\.qualifiedName).filter { name in
                var current = superclasses[TypeName.baseName(of: name)]
                var steps = 0
                while let type = current, steps < 64 {
                    if RuntimeNames.componentClasses.contains(type) { return true }
                    current = superclasses[type]
                    steps += 1
                }
                return false
            } + descriptions
        )
        componentsBySimpleName = Dictionary(grouping: components, by: { TypeName.baseName(of: $0) })
            .compactMapValues { $0.count == 1 ? $0.first : nil }
        moduleTypes = Set(model.declarations.filter { $0.kind != .extension }.map(\.qualifiedName))
        viewTypes = Set(plan.views.map(\.typeName))
        viewFactories = Dictionary(
            plan.views.flatMap { view in view.factories.map { ($0.name, view.typeName) } },
            uniquingKeysWith: min
        )
        eventNames = Dictionary(plan.events.map { ($0.constant, $0.name) }, uniquingKeysWith: min)

        for component in components { addType(component, .component) }
        for view in viewTypes { addType(view, .view) }
        for pairing in plan.pairings {
            addType(pairing.component, .component)
            addType(pairing.controller, .controller)
            edges.append(.init(from: "type:\(pairing.component)", to: "type:\(pairing.controller)", kind: .controller))
        }
        for proxy in plan.proxies {
            addType(proxy.typeName, .eventProxy)
            for strategy in proxy.strategies {
                let event = addEvent(strategy.eventConstant)
                edges.append(
                    .init(from: event, to: "type:\(proxy.typeName)", kind: .handledBy, detail: strategy.method)
                )
            }
        }
        for selector in plan.selectors { _ = addAction(selector.constant, name: selector.name) }
        for table in plan.actionTables {
            addType(table.typeName, .responder)
            for entry in table.entries {
                let action = addAction(entry.selectorConstant, name: nil)
                edges.append(.init(from: action, to: "type:\(table.typeName)", kind: .handledBy, detail: entry.method))
            }
        }
    }

    /// Adds what the source says `type` does.
    mutating func add(_ uses: TypeUses, of type: String) {
        guard moduleTypes.contains(type) || nodes["type:\(type)"] != nil else { return }
        let from = "type:\(type)"
        if components.contains(type) {
            for call in uses.calls.sorted() {
                let child = components.contains(call) ? call : componentsBySimpleName[call]
                if let child, child != type {
                    edges.append(.init(from: from, to: "type:\(child)", kind: .renders))
                } else if let view = viewFactories[call] {
                    edges.append(.init(from: from, to: "type:\(view)", kind: .mounts))
                }
            }
            for metatype in uses.metatypes.sorted() where viewTypes.contains(metatype) {
                edges.append(.init(from: from, to: "type:\(metatype)", kind: .mounts))
            }
        }
        for selector in uses.sentActions.sorted() {
            addType(type, .responder)
            edges.append(.init(from: from, to: addAction(selector, name: nil), kind: .sends))
        }
        for event in uses.emittedEvents.sorted() {
            addType(type, .responder)
            edges.append(.init(from: from, to: addEvent(event), kind: .emits))
        }
    }

    /// The nodes, with actions and events that no edge hands to a handler marked unhandled.
    func finishedNodes() -> [ModuleGraph.Node] {
        let handled = Set(edges.filter { $0.kind == .handledBy }.map(\.from))
        return nodes.values.map { node in
            var node = node
            if node.kind == .action || node.kind == .event { node.isUnhandled = !handled.contains(node.id) }
            return node
        }
    }

    /// Adds a type node unless the type already has one (the first, more specific kind wins: the initializer
    /// adds components, views, controllers and proxies before handlers and senders).
    private mutating func addType(_ name: String, _ kind: ModuleGraph.NodeKind) {
        let id = "type:\(name)"
        if nodes[id] == nil { nodes[id] = .init(id: id, kind: kind, label: name) }
    }

    private mutating func addAction(_ constant: String, name: String?) -> String {
        let id = "action:\(constant)"
        if nodes[id] == nil { nodes[id] = .init(id: id, kind: .action, label: name ?? constant) }
        return id
    }

    private mutating func addEvent(_ constant: String) -> String {
        let name = eventNames[constant] ?? constant
        let id = "event:\(name)"
        if nodes[id] == nil { nodes[id] = .init(id: id, kind: .event, label: name) }
        return id
    }
}
