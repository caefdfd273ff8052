/// Bounds on what a set of templates can make the template engine do, checked before it parses them.
///
/// The engine parses sections and renders partials recursively, and renders a partial in full at each tag that
/// includes it: 20,000 nested sections overflow its stack, and partials that each include the next twice, 40
/// deep, stand for 2^40 copies of the last one. ckgen measures both from the templates' text alone (the nesting of
/// sections and partials along any chain of includes, and the text the templates stand for with every partial
/// written out) and reports a template beyond either bound, located at the tag that goes beyond it.
enum TemplateBounds {
    /// The deepest sections and partials may nest, counted together along any chain of includes.
    static let nestingLimit = 64
    /// The most text the templates may stand for with every partial written out in place, in bytes.
    static let expandedSizeLimit = 4 * 1024 * 1024

    /// A tag that opens or closes a section, or includes a partial.
    struct Tag {
        enum Kind { case open, close, partial(String) }
        var kind: Kind
        var line: Int
        var column: Int
    }

    /// The section and partial tags of `source`, in order, as the template engine reads them
    /// (``TemplateTagScan``). A section is `{{#…}}`, `{{^…}}`, `{{$…}}` (a block) or `{{<…}}` (a parent, which is
    /// also a partial). A partial named at render time is left out: which template it includes is not known here
    /// (and ``TemplatePartials`` rejects it).
    static func tags(in source: String) -> [Tag] {
        TemplateTagScan(source).tags.flatMap { tag -> [Tag] in
            let (line, column) = (tag.position.line, tag.position.column)
            switch tag.kind {
            case .section: return [Tag(kind: .open, line: line, column: column)]
            case .sectionEnd: return [Tag(kind: .close, line: line, column: column)]
            case .partial(let name, let isDynamic, let isParent):
                return (isParent ? [Tag(kind: .open, line: line, column: column)] : [])
                    + (isDynamic ? [] : [Tag(kind: .partial(name), line: line, column: column)])
            }
        }
    }

    /// Checks the templates reachable from `main` against ``nestingLimit`` and ``expandedSizeLimit`` (and every
    /// other template against the nesting limit, from where it is, since the engine parses them all). A partial
    /// that does not exist, or that includes itself, is left to ``TemplatePartials/check(sources:main:path:)``.
    /// `path(name)` is where the template named `name` comes from, for locations.
    static func check(
        sources: [String: String],
        main: String,
        path: (String) -> String,
        nestingLimit: Int = nestingLimit,
        expandedSizeLimit: Int = expandedSizeLimit
    ) throws {
        var tagsByName: [String: [Tag]] = [:]
        // For each template checked: how deep it nests, and how much text it stands for.
        var measured: [String: (depth: Int, size: Int)] = [:]
        var visiting: Set<String> = []

        /// Measures `name`, entered `depth` levels deep; the recursion stops at the nesting limit.
        func measure(_ name: String, depth: Int) throws -> (depth: Int, size: Int) {
            if let known = measured[name], depth + known.depth <= nestingLimit { return known }
            visiting.insert(name)
            defer { visiting.remove(name) }
            let source = sources[name] ?? ""
            let tags = tagsByName[name] ?? Self.tags(in: source)
            tagsByName[name] = tags
            var level = 0
            var deepest = 0
            var size = source.utf8.count
            for tag in tags {
                let location = SourceLocation(file: path(name), line: tag.line, column: tag.column)
                switch tag.kind {
                case .open:
                    level += 1
                    deepest = max(deepest, level)
                    if depth + level > nestingLimit {
                        throw Diagnostic(
                            RenderingMessage.tooDeep(template: name, limit: nestingLimit),
                            at: location
                        )
                    }
                case .close:
                    level = max(0, level - 1)
                case .partial(let partial):
                    guard sources[partial] != nil, !visiting.contains(partial) else { continue }
                    if depth + level + 1 > nestingLimit {
                        throw Diagnostic(
                            RenderingMessage.tooDeep(template: name, limit: nestingLimit),
                            at: location
                        )
                    }
                    let inner = try measure(partial, depth: depth + level + 1)
                    deepest = max(deepest, level + 1 + inner.depth)
                    size += inner.size
                    if size > expandedSizeLimit {
                        throw Diagnostic(
                            RenderingMessage.tooLarge(
                                template: name,
                                partial: partial,
                                limitKB: expandedSizeLimit / 1024
                            ),
                            at: location
                        )
                    }
                }
            }
            measured[name] = (deepest, size)
            return (deepest, size)
        }
        _ = try measure(main, depth: 0)
        // The engine parses every template, included or not: each must nest within the limit on its own.
        for name in sources.keys.sorted() where measured[name] == nil { _ = try measure(name, depth: 0) }
    }
}
