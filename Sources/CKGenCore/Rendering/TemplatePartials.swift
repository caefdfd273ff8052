import Foundation

/// The partials (`{{> Name}}`, `{{< Name}}`) a template includes, found without rendering it.
///
/// The template engine renders an included partial by rendering it in place: a template that includes itself, or
/// two that include each other, recurse until the stack overflows, and a partial that does not exist renders as
/// nothing. ckgen checks the include graph before rendering and reports both (V10), located at the tag.
enum TemplatePartials {
    struct Reference: Equatable {
        var name: String
        /// `{{>*name}}`: the partial is named by a value at render time.
        var isDynamic: Bool
        var line: Int
        var column: Int
        /// Where the name itself starts inside the tag (what a fix-it edits).
        var nameLine: Int
        var nameColumn: Int
    }

    /// Every partial tag in `source`, in order, as the template engine reads them (``TemplateTagScan``).
    static func references(in source: String) -> [Reference] {
        TemplateTagScan(source).tags.compactMap { tag in
            guard case .partial(let name, let isDynamic, _) = tag.kind else { return nil }
            return Reference(
                name: name,
                isDynamic: isDynamic,
                line: tag.position.line,
                column: tag.position.column,
                nameLine: tag.namePosition.line,
                nameColumn: tag.namePosition.column
            )
        }
    }

    /// Checks that every partial reachable from `main` exists, is named statically, and does not include itself
    /// through any chain. `path(name)` is where the template named `name` comes from, for locations.
    static func check(sources: [String: String], main: String, path: (String) -> String) throws {
        var state: [String: Bool] = [:]  // false: being visited; true: done
        var chain: [(name: String, reference: Reference?)] = []

        func visit(_ name: String) throws {
            if state[name] == true { return }
            state[name] = false
            for reference in references(in: sources[name] ?? "") {
                let location = SourceLocation(file: path(name), line: reference.line, column: reference.column)
                if reference.isDynamic {
                    throw Diagnostic(
                        RenderingMessage.dynamicPartial(template: name, partial: reference.name),
                        at: location
                    )
                }
                guard sources[reference.name] != nil else {
                    let known = sources.keys.sorted().filter { $0 != TemplateSet.mainTemplate }
                    let suggestion = NameSuggestions.closest(to: reference.name, in: known)
                    let nameLocation = SourceLocation(
                        file: path(name),
                        line: reference.nameLine,
                        column: reference.nameColumn
                    )
                    throw Diagnostic(
                        RenderingMessage.missingPartial(
                            template: name,
                            partial: reference.name,
                            suggestion: suggestion,
                            known: known
                        ),
                        at: location,
                        fixIts: suggestion.map { [.replace(reference.name, with: $0, at: nameLocation)] } ?? []
                    )
                }
                if state[reference.name] == false {
                    let cycle =
                        chain.drop(while: { $0.name != reference.name }).map(\.name) + [name, reference.name]
                    throw Diagnostic(
                        RenderingMessage.recursivePartial(template: name, partial: reference.name, cycle: cycle),
                        at: location
                    )
                }
                chain.append((name, reference))
                try visit(reference.name)
                chain.removeLast()
            }
            state[name] = true
        }
        try visit(main)
    }
}
