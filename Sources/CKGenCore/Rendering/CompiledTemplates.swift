import Dispatch

/// ckgen's own templates, parsed once into a tree and rendered over ``RenderValue``s into one buffer.
///
/// It reads the same template text as the general engine (swift-mustache) and gives the same output, for the
/// part of Mustache ckgen's default templates use: text; `{{name}}` and `{{.}}`; sections and inverted sections
/// (over flags, lists and values, with names looked up through the enclosing values as Mustache does), including
/// `{{#first()}}`/`{{^last()}}` of the list being walked; partials, comments and `{{% CONTENT_TYPE: TEXT}}` on
/// lines of their own. A template using anything else does not compile here, and the general engine renders it:
/// the result never depends on which engine ran, only the time does.
struct CompiledTemplates: TemplateEngine, Sendable {
    /// A piece of a template. Names are resolved to keys when the template compiles; a name with no key is one
    /// ``TemplateContext`` never sets, and finds nothing.
    ///
    /// Not `indirect` (a section's nodes are already an array, a reference): each node a walk steps over was a box
    /// to retain, and then its contents.
    enum Node: Sendable {
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

    /// A list at least this long is rendered in two halves at once.
    static let sharedListLength = 128

    /// Compiles every template, or returns `nil` when one steps outside the part of Mustache described above.
    init?(sources: [String: String]) {
        var templates: [String: [Node]] = [:]
        for (name, source) in sources {
            guard let nodes = TemplateCompiler.compile(source) else { return nil }
            templates[name] = nodes
        }
        self.templates = templates
    }

    /// Renders template `main` over `root`, or returns `nil` when a value is of a kind the general engine would
    /// print in its own way (a list or an object in a `{{name}}` tag).
    func render(_ root: RenderValue, main: String) -> String? {
        renderBytes(root, main: main).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Template `main` rendered over `values` (the object at the root), or `nil` when a template or value is outside
    /// what this engine renders: the ``TemplateEngine`` requirement.
    func render(_ values: RenderObject, main: String) -> [UInt8]? {
        renderBytes(.object(values), main: main)
    }

    /// ``render(_:main:)``'s text as UTF-8 bytes, for a caller that reads bytes (``Renderer/tidy(_:)``).
    func renderBytes(_ root: RenderValue, main: String) -> [UInt8]? {
        renderKeepingPieces(root, main: main, keeping: nil)?.bytes
    }

    /// ``renderBytes(_:main:)``, keeping a piece for each item of a keyed list of `root` (``RenderValue/Rows``)
    /// when `keeping` is given, and copying the text of `keeping.previous`'s piece with the same key instead of
    /// rendering an item again (see ``RenderedPieces``).
    func renderKeepingPieces(_ root: RenderValue, main: String, keeping: PieceKeeping?) -> (
        bytes: [UInt8], pieces: [RenderedPieces.Piece]
    )? {
        guard let nodes = templates[main] else { return nil }
        var walk = Walk(templates: templates, mayShare: true, keeping: keeping)
        // The last run's text is about as long as this one's: the buffer is made once, not grown by doubling
        // (each step a copy of megabytes into fresh pages).
        if let previous = keeping?.previous { walk.output.reserveCapacity(previous.textCount + previous.textCount / 8) }
        var stack = [root]
        guard walk.render(nodes, stack: &stack, sequence: nil) else { return nil }
        return (walk.output, walk.pieces)
    }

    /// What a walk keeps pieces with: the last run's pieces, if any, and ``RenderedPieces/rootHash(_:)`` of the
    /// root it renders.
    struct PieceKeeping: Sendable {
        var previous: RenderedPieces?
        var rootHash: UInt64
    }

    /// The hash of a section's body, part of the key of each piece it renders. A partial is hashed by name: the
    /// templates are ckgen's own, the same in every run of one build.
    static func hash(_ nodes: [Node]) -> UInt64 {
        var writer = BinaryWriter(path: "")
        write(nodes, to: &writer)
        return writer.contentHash
    }

    private static func write(_ nodes: [Node], to writer: inout BinaryWriter) {
        writer.writeUnsigned(UInt64(nodes.count))
        for node in nodes {
            switch node {
            case .text(let text):
                writer.writeByte(0)
                writer.writeUnsigned(UInt64(text.count))
                for byte in text { writer.writeByte(byte) }
            case .variable(let key):
                writer.writeByte(1)
                writer.write(key?.rawValue)
            case .current:
                writer.writeByte(2)
            case .section(let key, let inverted, let body):
                writer.writeByte(inverted ? 4 : 3)
                writer.write(key?.rawValue)
                write(body, to: &writer)
            case .sequenceFlag(let flag, let inverted, let body):
                writer.writeByte(inverted ? 6 : 5)
                writer.write(flag.rawValue)
                write(body, to: &writer)
            case .partial(let name):
                writer.writeByte(7)
                writer.write(name)
            }
        }
    }

    // MARK: Rendering

    /// Where the walk of a list is: what `first()` and `last()` answer.
    private struct Sequence {
        var first: Bool
        var last: Bool
    }

    /// A list whose items keep pieces: each item's hash, and the hash of the section's body.
    private struct KeyedList {
        var items: [UInt64]
        var section: UInt64
    }

    /// One rendering: the output so far, as UTF-8 bytes (appending to one byte buffer costs less than growing a
    /// `String`, which checks each piece it is given).
    private struct Walk {
        let templates: [String: [Node]]
        /// Whether a long list may be split between two cores (only once: the walks it starts do not split again).
        let mayShare: Bool
        let keeping: PieceKeeping?
        var output: [UInt8] = []
        /// The pieces kept so far, placed in ``output``.
        var pieces: [RenderedPieces.Piece] = []
        /// While an item of a keyed list renders: the stack's depth of the item. A lookup that finds a list or an
        /// object below it reads beyond the item, and its text is not kept.
        private var itemDepth = Int.max
        private var readBeyondItem = false

        init(templates: [String: [Node]], mayShare: Bool, keeping: PieceKeeping?) {
            self.templates = templates
            self.mayShare = mayShare
            self.keeping = keeping
        }

        /// Mustache's lookup: the innermost value that is an object with the key wins.
        private mutating func lookUp(_ key: RenderKey?, in stack: [RenderValue]) -> RenderValue? {
            guard let key else { return nil }
            var index = stack.count
            while index > 0 {
                index -= 1
                if case .object(let object) = stack[index], let found = object[key] {
                    if index < itemDepth {
                        switch found {
                        case .text, .flag: break
                        case .list, .object, .rows: readBeyondItem = true
                        }
                    }
                    return found
                }
            }
            return nil
        }

        mutating func render(_ nodes: [Node], stack: inout [RenderValue], sequence: Sequence?) -> Bool {
            // Each node is matched where it lies: taking it out of the array copied (retained) its contents.
            for index in nodes.indices {
                switch nodes[index] {
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
                return renderList(body, count: elements.count, keyed: nil, stack: &stack) { elements[$0] }
            case .rows(let rows):
                // Only a list of the root keeps pieces: inside an item, the item's text is kept whole.
                var keyed: KeyedList?
                if keeping != nil, stack.count == 1, let keys = rows.keys, keys.count == rows.count {
                    keyed = KeyedList(items: keys, section: CompiledTemplates.hash(body))
                }
                return renderList(body, count: rows.count, keyed: keyed, stack: &stack, rows.element)
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
            keyed: KeyedList?,
            stack: inout [RenderValue],
            _ element: @escaping @Sendable (Int) -> RenderValue
        ) -> Bool {
            // With the last run's pieces, most items are copied, not rendered: splitting would only copy each
            // half once more.
            guard mayShare, count >= CompiledTemplates.sharedListLength, keeping?.previous == nil else {
                return renderElements(body, 0..<count, of: count, keyed: keyed, stack: &stack, element)
            }
            // A large module's views and controllers are thousands of rows, and rendering them was most of a
            // cold run after parsing: the second half is rendered on another core, into its own buffer, and
            // appended. Rows are made from the plan, which is only read, so the halves share nothing they write.
            let halves = [0..<(count / 2), (count / 2)..<count]
            let results = Slots<(output: [UInt8], pieces: [RenderedPieces.Piece])?>(count: 2)
            let start = stack
            let templates = templates
            let keeping = keeping
            DispatchQueue.concurrentPerform(iterations: 2) { half in
                var walk = Walk(templates: templates, mayShare: false, keeping: keeping)
                var stack = start
                let rendered = walk.renderElements(
                    body,
                    halves[half],
                    of: count,
                    keyed: keyed,
                    stack: &stack,
                    element
                )
                results.set(half, rendered ? (walk.output, walk.pieces) : nil)
            }
            for half in results.values {
                guard let half else { return false }
                let offset = output.count
                pieces.append(
                    contentsOf: half.pieces.map {
                        RenderedPieces.Piece(key: $0.key, start: $0.start + offset, count: $0.count)
                    }
                )
                output.append(contentsOf: half.output)
            }
            return true
        }

        /// The list's body for the elements in `range`, with the element innermost.
        private mutating func renderElements(
            _ body: [Node],
            _ range: Range<Int>,
            of count: Int,
            keyed: KeyedList?,
            stack: inout [RenderValue],
            _ element: (Int) -> RenderValue
        ) -> Bool {
            for index in range {
                let position = Sequence(first: index == 0, last: index == count - 1)
                let start = output.count
                // The key of the item's piece, when its list keeps pieces.
                var key: UInt64?
                if let keyed, let keeping {
                    let itemKey = RenderedPieces.key(
                        item: keyed.items[index],
                        section: keyed.section,
                        root: keeping.rootHash,
                        first: position.first,
                        last: position.last
                    )
                    // The last run's text for the same key: the item's values are not even made.
                    if let previous = keeping.previous, previous.appendText(for: itemKey, to: &output) {
                        pieces.append(RenderedPieces.Piece(key: itemKey, start: start, count: output.count - start))
                        continue
                    }
                    key = itemKey
                    itemDepth = stack.count
                    readBeyondItem = false
                }
                stack.append(element(index))
                let rendered = render(body, stack: &stack, sequence: position)
                stack.removeLast()
                // Only a keyed item's walk ends here: a list inside an item leaves the item's depth as it is.
                if key != nil { itemDepth = Int.max }
                guard rendered else { return false }
                if let key, !readBeyondItem {
                    pieces.append(RenderedPieces.Piece(key: key, start: start, count: output.count - start))
                }
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
            case .text(let text):
                // Copied from the string's own storage: appending its UTF-8 view went a byte at a time.
                if text.utf8.withContiguousStorageIfAvailable({ output.append(contentsOf: $0) }) == nil {
                    output.append(contentsOf: text.utf8)
                }
            case .flag(let flag): output.append(contentsOf: (flag ? "true" : "false").utf8)
            case .list, .object, .rows: return false
            }
            return true
        }
    }
}
