/// The third stage of `ckgen migrate`: writes each ``MigratedComponent`` as one Swift file, laid out as a person
/// would write it (four-space indentation, one statement per line), with what was kept as comments.
struct SwiftEmitter {
    /// The first line of every file `ckgen migrate` writes: it may replace a file that begins with it, and no
    /// other (unless told to), so a file you have edited and whose line you removed is never written over.
    static let marker = "// Migrated by ckgen migrate"

    /// The file's name and text for `component`, from the Objective-C++ file `source`; `fileLevel` holds the
    /// file's other declarations, written into its first component's file.
    func file(for component: MigratedComponent, source: String, fileLevel: [String] = []) -> (
        name: String, text: String
    ) {
        let sourceName = source.split(separator: "/").last.map(String.init) ?? source
        var lines = [
            "\(Self.marker) from \(sourceName).",
            "// Review it, then delete the line above: ckgen migrate replaces only files that begin with it.",
            "import ComponentRuntime",
            "",
            "#if canImport(UIKit)",
            "    import UIKit",
            "#endif",
            "",
        ]
        if !fileLevel.isEmpty { lines += fileLevel + [""] }
        switch component.shape {
        case .description: lines += description(component, sourceName: sourceName)
        case .controller(let described): lines += controller(component, described: described, sourceName: sourceName)
        case .kept: lines.append("// The class '\(component.name)' of \(sourceName) was not converted.")
        }
        for (original, reason) in component.kept {
            lines += ["", "// Not converted (\(reason)):"]
            lines += SwiftComponentLayout.commented(original, indent: "")
        }
        return (component.name + ".swift", lines.joined(separator: "\n") + "\n")
    }

    private func description(_ component: MigratedComponent, sourceName: String) -> [String] {
        var lines = [
            "/// \(component.name), migrated from ComponentKit (\(sourceName)).",
            "struct \(component.name): ComponentDescription {",
        ]
        for (name, type) in component.properties { lines.append("    let \(name): \(type)") }
        if let state = component.state { lines.append("    @ScopedState var \(state.name) = \(state.initial)") }
        if !component.properties.isEmpty || component.state != nil { lines.append("") }
        lines.append("    var body: Component {")
        lines += component.bodyPrelude.map { "        " + $0 }
        if let body = component.body {
            lines += SwiftComponentLayout.lines(body, level: 2)
        } else {
            lines.append("        // ckgen migrate found no '[super newWithComponent:]' to convert.")
        }
        lines.append("    }")
        for method in component.methods {
            lines.append("")
            lines += method.map { $0.isEmpty ? "" : "    " + $0 }
        }
        return lines + ["}"]
    }

    private func controller(_ component: MigratedComponent, described: String, sourceName: String) -> [String] {
        var lines = [
            "/// \(component.name), migrated from ComponentKit (\(sourceName)).",
            "final class \(component.name): ComponentController<DescribedComponent<\(described)>> {",
        ]
        for (index, method) in component.methods.enumerated() {
            if index > 0 { lines.append("") }
            lines += method.map { $0.isEmpty ? "" : "    " + $0 }
        }
        return lines + ["}"]
    }
}
