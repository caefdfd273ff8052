/// ckgen's own templates, parsed once into a tree and rendered over ``RenderValue``s into one buffer.
///
/// It reads the same template text as the general engine (swift-mustache) and gives the same output, for the
/// part of Mustache ckgen's default templates use: text; `{{name}}` and `{{.}}`; sections and inverted sections
/// (over flags, lists and values, with names looked up through the enclosing values as Mustache does), including
/// `{{#first()}}`/`{{^last()}}` of the list being walked; partials, comments and `{{% CONTENT_TYPE: TEXT}}` on
/// lines of their own. A template using anything else does not compile here, and the general engine renders it:
/// the result never depends on which engine ran, only the time does.
struct CompiledTemplates: Sendable {
    /// A piece of a template. Names are resolved to keys when the template compiles; a name with no key is one
    /// ``TemplateContext`` never sets, and finds nothing.
    indirect enum Node: Sendable {
        case text([UInt8])
        case variable(RenderKey?)
        case current
        case section(RenderKey?, inverted: Bool, [Node])
        case sequenceFlag(SequenceFlag, inverted: Bool, [Node])
        case partial(String)
    }

    enum SequenceFlag: String, Sendable {
        case first, last
    }

    private let templates: [String: [Node]]

    /// Compiles every template, or returns `nil` when one steps outside the part of Mustache described above.
    init?(sources: [String: String]) {
        var templates: [String: [Node]] = [:]
        for (name, source) in sources {
            guard let nodes = Self.compile(source) else { return nil }
            templates[name] = nodes
        }
        self.templates = templates
    }

    /// Renders template `main` over `root`, or returns `nil` when a value is of a kind the general engine would
    /// print in its own way (a list or an object in a `{{name}}` tag).
    func render(_ root: RenderValue, main: String) -> String? {
        renderBytes(root, main: main).map { String(decoding: $0, as: UTF8.self) }
    }

    /// ``render(_:main:)``'s text as UTF-8 bytes, for a caller that reads bytes (``Renderer/tidy(_:)``).
    func renderBytes(_ root: RenderValue, main: String, capacity: Int = 0) -> [UInt8]? {
        guard let nodes = templates[main] else { return nil }
        var walk = Walk(templates: templates)
        walk.output.reserveCapacity(capacity)
        var stack = [root]
        guard walk.render(nodes, stack: &stack, sequence: nil) else { return nil }
        return walk.output
    }

    // MARK: Rendering

    /// Where the walk of a list is: what `first()` and `last()` answer.
    private struct Sequence {
        var first: Bool
        var last: Bool
    }

    /// One rendering: the output so far, as UTF-8 bytes (appending to one byte buffer costs less than growing a
    /// `String`, which checks each piece it is given).
    private struct Walk {
        let templates: [String: [Node]]
        var output: [UInt8] = []

        /// Mustache's lookup: the innermost value that is an object with the key wins.
        private func lookUp(_ key: RenderKey?, in stack: [RenderValue]) -> RenderValue? {
            guard let key else { return nil }
            var index = stack.count
            while index > 0 {
                index -= 1
                if case .object(let object) = stack[index], let found = object[key] { return found }
            }
            return nil
        }

        mutating func render(_ nodes: [Node], stack: inout [RenderValue], sequence: Sequence?) -> Bool {
            for node in nodes {
                switch node {
                case .text(let text):
                    output.append(contentsOf: text)
                case .current:
                    guard let value = stack.last, write(value) else { return false }
                case .variable(let name):
                    if let value = lookUp(name, in: stack), !write(value) { return false }
                case .partial(let name):
                    // A partial starts without the list context of the place that includes it.
                    guard let partial = templates[name], render(partial, stack: &stack, sequence: nil) else {
                        return false
                    }
                case .sequenceFlag(let flag, let inverted, let body):
                    let value = sequence.map { flag == .first ? $0.first : $0.last }
                    // Outside a list there is no value: the section is skipped, its inverse shown.
                    if (value ?? false) != inverted, !render(body, stack: &stack, sequence: sequence) {
                        return false
                    }
                case .section(let name, let inverted, let body):
                    let value = lookUp(name, in: stack)
                    guard
                        inverted
                            ? renderInverted(body, value, stack: &stack, sequence: sequence)
                            : renderSection(body, value, stack: &stack, sequence: sequence)
                    else { return false }
                }
            }
            return true
        }

        private mutating func renderSection(
            _ body: [Node],
            _ value: RenderValue?,
            stack: inout [RenderValue],
            sequence: Sequence?
        ) -> Bool {
            guard let value else { return true }
            switch value {
            case .flag(let flag):
                return !flag || render(body, stack: &stack, sequence: sequence)
            case .list(let elements):
                return renderList(body, count: elements.count, stack: &stack) { elements[$0] }
            case .rows(let rows):
                return renderList(body, count: rows.count, stack: &stack, rows.element)
            case .text, .object:
                // Any other value (an empty string too) opens the section with itself as the innermost value.
                stack.append(value)
                defer { stack.removeLast() }
                return render(body, stack: &stack, sequence: nil)
            }
        }

        /// A list's body once for each element, with the element innermost.
        private mutating func renderList(
            _ body: [Node],
            count: Int,
            stack: inout [RenderValue],
            _ element: (Int) -> RenderValue
        ) -> Bool {
            for index in 0..<count {
                stack.append(element(index))
                let position = Sequence(first: index == 0, last: index == count - 1)
                let rendered = render(body, stack: &stack, sequence: position)
                stack.removeLast()
                guard rendered else { return false }
            }
            return true
        }

        private mutating func renderInverted(
            _ body: [Node],
            _ value: RenderValue?,
            stack: inout [RenderValue],
            sequence: Sequence?
        ) -> Bool {
            switch value {
            case nil, .flag(false)?:
                return render(body, stack: &stack, sequence: sequence)
            case .list(let elements)? where elements.isEmpty:
                stack.append(.list([]))
                defer { stack.removeLast() }
                return render(body, stack: &stack, sequence: nil)
            case .rows(let rows)? where rows.count == 0:
                stack.append(.list([]))
                defer { stack.removeLast() }
                return render(body, stack: &stack, sequence: nil)
            default:
                return true
            }
        }

        /// Writes a value as text; a list or object has no text here.
        private mutating func write(_ value: RenderValue) -> Bool {
            switch value {
            case .text(let text): output.append(contentsOf: text.utf8)
            case .flag(let flag): output.append(contentsOf: (flag ? "true" : "false").utf8)
            case .list, .object, .rows: return false
            }
            return true
        }
    }

    // MARK: Compiling

    private enum TagKind {
        case open(inverted: Bool), close, partial, comment, pragma
    }

    /// A template's tree, built line by line: a line holding only a section, partial, comment or pragma tag
    /// (blanks around it allowed) leaves nothing in the output, as Mustache's "standalone" rule says; any other
    /// line is text with `{{name}}` tags.
    private static func compile(_ source: String) -> [Node]? {
        var stack: [(name: String, inverted: Bool, nodes: [Node])] = [("", false, [])]
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        // The general engine escapes HTML until `{{% CONTENT_TYPE: TEXT}}`: only templates that start with it
        // render the same here, where nothing is escaped.
        guard let first = lines.first, let pragma = standaloneTag(first), case .pragma = pragma.kind else { return nil }
        for (number, line) in lines.enumerated() {
            let newline = number < lines.count - 1 ? "\n" : ""
            if line.contains("\r") { return nil }
            if let tag = standaloneTag(line) {
                let name = tag.name
                switch tag.kind {
                case .pragma:
                    guard number == 0, name == "CONTENT_TYPE:TEXT" else { return nil }
                case .comment:
                    break
                case .partial:
                    guard line.first == "{" else { return nil }  // an indented partial indents its lines
                    stack[stack.count - 1].nodes.append(.partial(name))
                case .open(let inverted):
                    stack.append((name, inverted, []))
                case .close:
                    guard stack.count > 1, let section = stack.popLast(), section.name == name else { return nil }
                    let node: Node
                    if name.hasSuffix("()") {
                        guard let flag = SequenceFlag(rawValue: String(name.dropLast(2))) else { return nil }
                        node = .sequenceFlag(flag, inverted: section.inverted, section.nodes)
                    } else {
                        guard isPlainName(name) else { return nil }
                        node = .section(RenderKey(rawValue: name), inverted: section.inverted, section.nodes)
                    }
                    stack[stack.count - 1].nodes.append(node)
                }
                continue
            }
            guard let nodes = inlineNodes(String(line) + newline) else { return nil }
            stack[stack.count - 1].nodes += nodes
        }
        guard stack.count == 1 else { return nil }
        return stack[0].nodes
    }

    /// The tag of a line that holds one tag and blanks, when it is of a kind that leaves no trace there.
    private static func standaloneTag(_ line: Substring) -> (kind: TagKind, name: String)? {
        let tag: String
        if line.utf8.allSatisfy({ $0 < 0x80 }) {
            // ASCII, as ckgen's own templates are: trimmed as bytes (stepping backwards through `Character`s cost
            // more than the rest of compiling, on every run).
            let utf8 = line.utf8
            var start = utf8.startIndex
            var end = utf8.endIndex
            while start < end, utf8[start] == UInt8(ascii: " ") || utf8[start] == UInt8(ascii: "\t") {
                start = utf8.index(after: start)
            }
            while start < end,
                utf8[utf8.index(before: end)] == UInt8(ascii: " ")
                    || utf8[utf8.index(before: end)] == UInt8(ascii: "\t")
            {
                end = utf8.index(before: end)
            }
            tag = String(line[start..<end])
        } else {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }
            tag = String(trimmed.reversed())
        }
        guard tag.hasPrefix("{{"), tag.hasSuffix("}}"), tag.count > 5 else { return nil }
        let inside = tag.dropFirst(2).dropLast(2)
        guard !inside.contains("{{"), !inside.contains("}}"), let sigil = inside.first else { return nil }
        let name = String(inside.dropFirst().filter { $0 != " " && $0 != "\t" })
        switch sigil {
        case "#": return (.open(inverted: false), name)
        case "^": return (.open(inverted: true), name)
        case "/": return (.close, name)
        case ">": return (.partial, name)
        case "!": return (.comment, name)
        case "%": return (.pragma, name)
        default: return nil
        }
    }

    /// Text and `{{name}}` / `{{.}}` tags; `nil` when the line holds any other kind of tag.
    private static func inlineNodes(_ line: String) -> [Node]? {
        var nodes: [Node] = []
        var rest = Substring(line)
        while let open = rest.firstRange(of: "{{") {
            if open.lowerBound > rest.startIndex { nodes.append(.text(Array(rest[..<open.lowerBound].utf8))) }
            guard let close = rest[open.upperBound...].firstRange(of: "}}") else { return nil }
            let name = rest[open.upperBound..<close.lowerBound].trimmingBlanks
            if name == "." {
                nodes.append(.current)
            } else {
                guard isPlainName(name) else { return nil }
                nodes.append(.variable(RenderKey(rawValue: name)))
            }
            rest = rest[close.upperBound...]
        }
        if !rest.isEmpty { nodes.append(.text(Array(rest.utf8))) }
        return nodes
    }

    /// A name looked up as a whole: no dots (paths), brackets (transforms) or sigils.
    private static func isPlainName(_ name: String) -> Bool {
        !name.isEmpty && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
    }
}

extension Substring {
    fileprivate var trimmingBlanks: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
