/// Compiles template text into ``CompiledTemplates/Node`` trees.
///
/// Works on UTF-8 bytes: ckgen compiles its templates on every run, and searching and trimming them as
/// `Character`s cost a fifth of rendering a 300-file module. Only ASCII bytes (braces, sigils, blanks) are tested,
/// so multi-byte characters pass through whole in text.
enum TemplateCompiler {
    typealias Node = CompiledTemplates.Node
    typealias Line = ArraySlice<UInt8>

    private enum TagKind {
        case open(inverted: Bool), close, partial, comment, pragma
    }

    private static let space = UInt8(ascii: " ")
    private static let tab = UInt8(ascii: "\t")
    private static let openBrace = UInt8(ascii: "{")
    private static let closeBrace = UInt8(ascii: "}")

    /// A template's tree, built line by line: a line holding only a section, partial, comment or pragma tag
    /// (blanks around it allowed) leaves nothing in the output, as Mustache's "standalone" rule says; any other
    /// line is text with `{{name}}` tags. `nil` when the template steps outside what ``CompiledTemplates`` reads.
    static func compile(_ source: String) -> [Node]? {
        var stack: [(name: String, inverted: Bool, nodes: [Node])] = [("", false, [])]
        let bytes = Array(source.utf8)
        let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        // The general engine escapes HTML until `{{% CONTENT_TYPE: TEXT}}`: only templates that start with it
        // render the same here, where nothing is escaped.
        guard let first = lines.first, let pragma = standaloneTag(first), case .pragma = pragma.kind else { return nil }
        for (number, line) in lines.enumerated() {
            if line.contains(UInt8(ascii: "\r")) { return nil }
            if let tag = standaloneTag(line) {
                let name = tag.name
                switch tag.kind {
                case .pragma:
                    guard number == 0, name == "CONTENT_TYPE:TEXT" else { return nil }
                case .comment:
                    break
                case .partial:
                    guard line.first == openBrace else { return nil }  // an indented partial indents its lines
                    stack[stack.count - 1].nodes.append(.partial(name))
                case .open(let inverted):
                    stack.append((name, inverted, []))
                case .close:
                    guard stack.count > 1, let section = stack.popLast(), section.name == name else { return nil }
                    let node: Node
                    if name.hasSuffix("()") {
                        guard let flag = CompiledTemplates.SequenceFlag(rawValue: String(name.dropLast(2))) else {
                            return nil
                        }
                        node = .sequenceFlag(flag, inverted: section.inverted, section.nodes)
                    } else {
                        guard isPlainName(name.utf8) else { return nil }
                        node = .section(RenderKey(rawValue: name), inverted: section.inverted, section.nodes)
                    }
                    stack[stack.count - 1].nodes.append(node)
                }
                continue
            }
            let endsWithNewline = number < lines.count - 1
            guard appendInlineNodes(line, newline: endsWithNewline, to: &stack[stack.count - 1].nodes) else {
                return nil
            }
        }
        guard stack.count == 1 else { return nil }
        return stack[0].nodes
    }

    /// The tag of a line that holds one tag and blanks, when it is of a kind that leaves no trace there.
    private static func standaloneTag(_ line: Line) -> (kind: TagKind, name: String)? {
        let tag = trimmingBlanks(line)
        guard tag.count > 5, tag.starts(with: [openBrace, openBrace]),
            tag.reversed().starts(with: [closeBrace, closeBrace])
        else { return nil }
        let inside = tag.dropFirst(2).dropLast(2)
        guard firstDelimiter(openBrace, in: inside) == nil, firstDelimiter(closeBrace, in: inside) == nil,
            let sigil = inside.first
        else { return nil }
        let name = String(decoding: inside.dropFirst().filter { $0 != space && $0 != tab }, as: UTF8.self)
        switch sigil {
        case UInt8(ascii: "#"): return (.open(inverted: false), name)
        case UInt8(ascii: "^"): return (.open(inverted: true), name)
        case UInt8(ascii: "/"): return (.close, name)
        case UInt8(ascii: ">"): return (.partial, name)
        case UInt8(ascii: "!"): return (.comment, name)
        case UInt8(ascii: "%"): return (.pragma, name)
        default: return nil
        }
    }

    /// Appends the text and `{{name}}` / `{{.}}` tags of `line` (and its newline); `false` when the line holds
    /// any other kind of tag.
    private static func appendInlineNodes(_ line: Line, newline: Bool, to nodes: inout [Node]) -> Bool {
        var rest = line
        while let open = firstDelimiter(openBrace, in: rest) {
            appendText(rest[..<open], to: &nodes)
            let inside = rest[(open + 2)...]
            guard let close = firstDelimiter(closeBrace, in: inside) else { return false }
            let name = trimmingBlanks(inside[..<close])
            if name.elementsEqual([UInt8(ascii: ".")]) {
                nodes.append(.current)
            } else {
                guard isPlainName(name) else { return false }
                nodes.append(.variable(RenderKey(rawValue: String(decoding: name, as: UTF8.self))))
            }
            rest = inside[(close + 2)...]
        }
        appendText(rest, to: &nodes)
        if newline { appendText([UInt8(ascii: "\n")], to: &nodes) }
        return true
    }

    /// Text joins the text before it: rendering then copies one run of bytes where it copied several.
    private static func appendText(_ text: Line, to nodes: inout [Node]) {
        guard !text.isEmpty else { return }
        if case .text(let previous)? = nodes.last {
            nodes[nodes.count - 1] = .text(previous + text)
        } else {
            nodes.append(.text(Array(text)))
        }
    }

    /// Where `{{` (or `}}`, for a closing brace) first starts in `bytes`.
    private static func firstDelimiter(_ brace: UInt8, in bytes: Line) -> Int? {
        var index = bytes.startIndex
        while index + 1 < bytes.endIndex {
            if bytes[index] == brace && bytes[index + 1] == brace { return index }
            index += 1
        }
        return nil
    }

    private static func trimmingBlanks(_ bytes: Line) -> Line {
        var start = bytes.startIndex
        var end = bytes.endIndex
        while start < end, bytes[start] == space || bytes[start] == tab { start += 1 }
        while start < end, bytes[end - 1] == space || bytes[end - 1] == tab { end -= 1 }
        return bytes[start..<end]
    }

    /// A name looked up as a whole: no dots (paths), brackets (transforms) or sigils.
    private static func isPlainName<Bytes: Collection<UInt8>>(_ name: Bytes) -> Bool {
        !name.isEmpty
            && name.allSatisfy {
                ($0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z"))
                    || ($0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z"))
                    || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || $0 == UInt8(ascii: "_")
            }
    }
}
