/// Writes a ``ModuleGraph`` as a Graphviz DOT document: one line a node and an edge, in the graph's order, so
/// the same graph always gives the same bytes. Actions and events that nothing handles are drawn red and bold,
/// and say so.
public enum DOTRenderer {
    /// How the second line of every DOT file ckgen writes begins: what shows that ckgen wrote it, so `graph` may
    /// write over it again (see ``OutputOwnership``).
    public static let header = "// Written by `ckgen graph`"

    /// The DOT text of `graph`, ending in a newline.
    public static func render(_ graph: ModuleGraph) -> String {
        var lines = [
            "// The components, controllers, actions and events of module \(graph.moduleName).",
            header + "; render with `dot -Tsvg`.",
            "digraph \(quoted(graph.moduleName)) {",
            "  graph [rankdir=LR, fontname=\"Helvetica\", fontsize=12, labelloc=t, "
                + "label=\(quoted("\(graph.moduleName): components, controllers, actions and events"))];",
            "  node [fontname=\"Helvetica\", fontsize=11, style=filled];",
            "  edge [fontname=\"Helvetica\", fontsize=9, color=\"#555555\"];",
        ]
        for node in graph.nodes {
            lines.append("  \(quoted(node.id)) [\(attributes(of: node))];")
        }
        for edge in graph.edges {
            lines.append("  \(quoted(edge.from)) -> \(quoted(edge.to)) [\(attributes(of: edge))];")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func attributes(of node: ModuleGraph.Node) -> String {
        let (shape, fill, role): (String, String, String) =
            switch node.kind {
            case .component: ("box", "#dbe9ff", "component")
            case .controller: ("box", "#fff3c4", "controller")
            case .view: ("box", "#eeeeee", "view")
            case .eventProxy: ("component", "#e8dcff", "event proxy")
            case .responder: ("box", "#ffffff", "responder")
            case .action: ("ellipse", "#d9f5dc", "action")
            case .event: ("hexagon", "#ffe7cc", "router event")
            }
        var label = node.label + "\n" + role
        var parts = ["shape=\(shape)"]
        if node.kind == .component || node.kind == .controller { parts.append("style=\"rounded,filled\"") }
        if node.isUnhandled {
            label += "\nunhandled"
            parts += ["fillcolor=\"#ffd6d6\"", "color=\"#cc0000\"", "fontcolor=\"#cc0000\"", "penwidth=2.5"]
        } else {
            parts.append("fillcolor=\(quoted(fill))")
        }
        return (["label=\(quoted(label))"] + parts).joined(separator: ", ")
    }

    private static func attributes(of edge: ModuleGraph.Edge) -> String {
        let label = edge.detail.map { "\(edge.kind.rawValue)\n\($0)" } ?? edge.kind.rawValue
        var parts = ["label=\(quoted(label))"]
        switch edge.kind {
        case .controller: parts.append("style=dashed")
        case .renders, .mounts: parts.append("color=\"#2f5fb3\"")
        case .handledBy: parts.append("color=\"#2e8b57\"")
        case .sends, .emits: break
        }
        return parts.joined(separator: ", ")
    }

    /// `text` as a DOT string: in quotes, with `\` and `"` escaped and newlines as `\n`.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for character in text {
            switch character {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            default: result.append(character)
            }
        }
        return result + "\""
    }
}
