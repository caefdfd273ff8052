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

    /// Every partial tag in `source`, in order, following `{{=<% %>=}}` delimiter changes.
    static func references(in source: String) -> [Reference] {
        let text = Array(source.utf8)
        var open = Array("{{".utf8)
        var close = Array("}}".utf8)
        var references: [Reference] = []
        var index = 0
        var line = 1
        var lineStart = 0
        func matches(_ pattern: [UInt8], at position: Int) -> Bool {
            guard position + pattern.count <= text.count else { return false }
            for offset in 0..<pattern.count where text[position + offset] != pattern[offset] { return false }
            return true
        }
        func advance(to position: Int) {
            while index < position {
                if text[index] == UInt8(ascii: "\n") {
                    line += 1
                    lineStart = index + 1
                }
                index += 1
            }
        }
        while index < text.count {
            guard matches(open, at: index) else {
                advance(to: index + 1)
                continue
            }
            let tagStart = index
            let tagLine = line
            let tagColumn = tagStart - lineStart + 1
            var end = tagStart + open.count
            while end < text.count && !matches(close, at: end) { end += 1 }
            guard end < text.count else { break }  // an unclosed tag: the template engine reports it
            let content = String(decoding: text[(tagStart + open.count)..<end], as: UTF8.self)
            advance(to: end + close.count)
            let trimmed = content.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("="), trimmed.hasSuffix("="), trimmed.count > 2 {
                let parts = trimmed.dropFirst().dropLast().split(whereSeparator: \.isWhitespace)
                if parts.count == 2 {
                    open = Array(parts[0].utf8)
                    close = Array(parts[1].utf8)
                }
            } else if let marker = trimmed.first, marker == ">" || marker == "<" {
                var name = trimmed.dropFirst().trimmingCharacters(in: .whitespaces)
                let isDynamic = name.hasPrefix("*")
                if isDynamic { name = String(name.dropFirst()).trimmingCharacters(in: .whitespaces) }
                // The name's first byte: past the opening delimiter, spaces, the marker, spaces and any `*`.
                var nameStart = tagStart + open.count
                var passedMarker = false
                while nameStart < end {
                    let byte = text[nameStart]
                    if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") {
                        nameStart += 1
                    } else if !passedMarker || (isDynamic && byte == UInt8(ascii: "*")) {
                        passedMarker = passedMarker || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "<")
                        nameStart += 1
                    } else {
                        break
                    }
                }
                var nameLine = tagLine
                var nameLineStart = tagStart - tagColumn + 1
                for offset in tagStart..<nameStart where text[offset] == UInt8(ascii: "\n") {
                    nameLine += 1
                    nameLineStart = offset + 1
                }
                references.append(
                    Reference(
                        name: name,
                        isDynamic: isDynamic,
                        line: tagLine,
                        column: tagColumn,
                        nameLine: nameLine,
                        nameColumn: nameStart - nameLineStart + 1
                    )
                )
            }
        }
        return references
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
