import Foundation

/// Function bodies ckgen reads (a `render()` with attribute uses, an initializer calling `super.init(…)`), read
/// without swift-syntax when they are plain: statements that are expressions, assignments or `return`s, made of
/// names, literals, member accesses, calls, collection literals, binary operators and the ternary operator.
///
/// What ckgen takes from such a body depends on the shape of swift-syntax's tree (an attribute's view type is that of
/// a `ViewConfiguration(…)` call at most eight nodes up), so the body is read into a small tree that counts the
/// nodes swift-syntax puts between an expression and its parent (a call's argument is three down: the call, its
/// argument list, the argument). A body it cannot read is left to swift-syntax (``readKeptBodies(patching:)``).
extension PlainDeclarationReader {
    /// What ckgen takes from a body: its attribute uses, in the order they are written,
    /// and the labels of its `super.init(…)` calls.
    struct BodyFindings {
        var attributeUses: [AttributeUse] = []
        var superInitLabels: [[String]] = []
    }

    /// One argument of a call: its label's bytes, if it has one, and its node. A struct, not a tuple: an array of
    /// tuples holding a `Range` has the runtime look up `Int`'s `Comparable` conformance among the binary's records
    /// the first time, which cost a run that parsed one file a fifth of its parse.
    struct CallArgument {
        var label: Range<Int>?
        var node: Int
    }

    /// One node of a body's expression tree, as far as ckgen asks about it.
    struct BodyNode {
        enum Kind {
            /// `name`: the name's range.
            case reference
            /// `super`
            case superReference
            /// `base.name` or `.name` (`base` -1): the name's range.
            case member
            /// `callee(arguments)`
            case call
            /// Anything else.
            case other
        }
        var kind: Kind
        /// Where it is written, without blanks around it.
        var range: Range<Int>
        var name: Range<Int> = 0..<0
        /// A member's base or a call's callee; -1 for none.
        var base = -1
        /// A call's arguments: their labels and nodes.
        var arguments: [CallArgument] = []
        /// The parent node, and how many of swift-syntax's nodes lie between (1 for its direct child).
        var parent = -1
        var hops = 0
    }

    /// Reads the body between `open` and `close` (its braces), or returns `nil` when it is not plain.
    func readPlainBody(open: Int, close: Int) -> BodyFindings? {
        let saved = index
        defer { index = saved }
        index = open + 1
        var nodes: [BodyNode] = []
        do {
            var first = true
            while true {
                let trivia = try skipTrivia()
                if index == close { break }
                guard index < close, first || trivia.newline else { return nil }
                first = false
                try readStatement(into: &nodes, end: close)
                skipBlanks()
                guard
                    index == close || current == UInt8(ascii: "\n") || current == UInt8(ascii: "\r")
                        || (current == UInt8(ascii: "/") && byte(index + 1) == UInt8(ascii: "/"))
                else { return nil }
            }
        } catch {
            return nil
        }
        guard index == close else { return nil }
        return findings(in: nodes)
    }

    private func readStatement(into nodes: inout [BodyNode], end: Int) throws {
        // A statement starting with one of these may continue the line before: left to swift-syntax.
        switch current {
        case UInt8(ascii: "."), UInt8(ascii: "("), UInt8(ascii: "["): throw Decline()
        default: if Self.isOperatorByte(current) { throw Decline() }
        }
        if let word = peekWord(), matches(word, "return") {
            index = word.upperBound
            skipBlanks()
            // `return` and a line break: whether the next line is returned is swift-syntax's to say.
            if index == end { return }
            guard current != UInt8(ascii: "\n") && current != UInt8(ascii: "\r") else { throw Decline() }
        }
        _ = try readSequence(into: &nodes)
    }

    /// Operands joined by binary operators (with blanks on both sides), `=` and `? :`: swift-syntax's flat sequence.
    private func readSequence(into nodes: inout [BodyNode]) throws -> Int {
        try enterNested()
        defer { leaveNested() }
        let start = index
        var elements = [try readPrefixed(into: &nodes)]
        var ternaries: [(node: Int, then: Int)] = []
        while true {
            let saved = index
            skipBlanks()
            guard index > saved, Self.isOperatorByte(current), current != UInt8(ascii: "/") else {
                index = saved
                break
            }
            var end = index
            while Self.isOperatorByte(byte(end)) { end += 1 }
            let spacedAfter = byte(end) == UInt8(ascii: " ") || byte(end) == UInt8(ascii: "\n")
            let operatorText = source[index..<end]
            // An operator with `.` must start with it; `->` and comments are no operators here.
            guard spacedAfter, !operatorText.contains(UInt8(ascii: "/")),
                !(operatorText.contains(UInt8(ascii: ".")) && operatorText.first != UInt8(ascii: ".")),
                !(operatorText.count == 2 && operatorText.first == UInt8(ascii: "-")
                    && operatorText.last == UInt8(ascii: ">"))
            else { throw Decline() }
            index = end
            try skipTrivia()
            if operatorText.count == 1 && operatorText.first == UInt8(ascii: "?") {
                let then = try readSequence(into: &nodes)
                skipBlanks()
                guard current == UInt8(ascii: ":"), byte(index - 1) == UInt8(ascii: " "),
                    byte(index + 1) == UInt8(ascii: " ")
                else { throw Decline() }
                index += 1
                try skipTrivia()
                nodes.append(BodyNode(kind: .other, range: saved..<index))
                ternaries.append((nodes.count - 1, then))
                elements.append(nodes.count - 1)
            }
            elements.append(try readPrefixed(into: &nodes))
        }
        guard elements.count > 1 else { return elements[0] }
        nodes.append(BodyNode(kind: .other, range: start..<index))
        let sequence = nodes.count - 1
        // Each operand is in the sequence's expression list; a ternary's middle is one further down.
        for element in elements {
            nodes[element].parent = sequence
            nodes[element].hops = 2
        }
        for ternary in ternaries {
            nodes[ternary.then].parent = ternary.node
            nodes[ternary.then].hops = 1
        }
        return sequence
    }

    /// `-x`, `!x`: a prefix operator written against its operand.
    private func readPrefixed(into nodes: inout [BodyNode]) throws -> Int {
        let start = index
        guard
            current == UInt8(ascii: "-") || current == UInt8(ascii: "!") || current == UInt8(ascii: "~")
                || current == UInt8(ascii: "+")
        else { return try readPostfix(into: &nodes) }
        index += 1
        guard !Self.isOperatorByte(current), current != UInt8(ascii: " ") else { throw Decline() }
        let operand = try readPostfix(into: &nodes)
        nodes.append(BodyNode(kind: .other, range: start..<index))
        nodes[operand].parent = nodes.count - 1
        nodes[operand].hops = 1
        return nodes.count - 1
    }

    private func readPostfix(into nodes: inout [BodyNode]) throws -> Int {
        let start = index
        var node = try readPrimary(into: &nodes)
        while true {
            switch current {
            case UInt8(ascii: "."):
                index += 1
                let name = try readWord()
                nodes.append(BodyNode(kind: .member, range: start..<index, name: name, base: node))
                nodes[node].parent = nodes.count - 1
                nodes[node].hops = 1
            case UInt8(ascii: "("):
                let arguments = try readCallArguments(into: &nodes)
                nodes.append(BodyNode(kind: .call, range: start..<index, base: node, arguments: arguments))
                let call = nodes.count - 1
                nodes[node].parent = call
                nodes[node].hops = 1
                // An argument sits in a labeled expression, in the call's argument list.
                for argument in arguments {
                    nodes[argument.node].parent = call
                    nodes[argument.node].hops = 3
                }
            case UInt8(ascii: "?"), UInt8(ascii: "!"):
                // `x?.y` and `x!`; anything else after them is an operator, read (or declined) by the caller.
                let next = byte(index + 1)
                if current == UInt8(ascii: "?") && next != UInt8(ascii: ".") { return node }
                if current == UInt8(ascii: "!") && Self.isOperatorByte(next) && next != UInt8(ascii: ".") {
                    return node
                }
                index += 1
                nodes.append(BodyNode(kind: .other, range: start..<index))
                nodes[node].parent = nodes.count - 1
                nodes[node].hops = 1
            case UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: "<"):
                // Subscripts, trailing closures and generic arguments are swift-syntax's to read.
                throw Decline()
            default:
                return node
            }
            node = nodes.count - 1
        }
    }

    private func readPrimary(into nodes: inout [BodyNode]) throws -> Int {
        let start = index
        switch current {
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            _ = try readNumber()
            nodes.append(BodyNode(kind: .other, range: start..<index))
        case UInt8(ascii: "\""):
            try readString()
            nodes.append(BodyNode(kind: .other, range: start..<index))
        case UInt8(ascii: "."):
            index += 1
            let name = try readWord()
            nodes.append(BodyNode(kind: .member, range: start..<index, name: name))
        case UInt8(ascii: "["):
            index += 1
            try skipTrivia()
            var elements: [Int] = []
            if consume(UInt8(ascii: ":")) {
                try skipTrivia()
            } else {
                var isDictionary: Bool?
                while current != UInt8(ascii: "]") {
                    elements.append(try readSequence(into: &nodes))
                    try skipTrivia()
                    if isDictionary == nil { isDictionary = current == UInt8(ascii: ":") }
                    if isDictionary == true {
                        try expect(UInt8(ascii: ":"))
                        try skipTrivia()
                        elements.append(try readSequence(into: &nodes))
                        try skipTrivia()
                    }
                    guard consume(UInt8(ascii: ",")) else { break }
                    try skipTrivia()
                }
            }
            try expect(UInt8(ascii: "]"))
            nodes.append(BodyNode(kind: .other, range: start..<index))
            // An element sits in an element node, in the literal's element list.
            for element in elements {
                nodes[element].parent = nodes.count - 1
                nodes[element].hops = 3
            }
        case UInt8(ascii: "("):
            let elements = try readCallArguments(into: &nodes)
            nodes.append(BodyNode(kind: .other, range: start..<index))
            for element in elements {
                nodes[element.node].parent = nodes.count - 1
                nodes[element.node].hops = 3
            }
        default:
            let word = try readWord()
            if matches(word, "super") {
                guard current == UInt8(ascii: ".") else { throw Decline() }
                nodes.append(BodyNode(kind: .superReference, range: word))
            } else if matches(word, "true") || matches(word, "false") || matches(word, "nil") || matches(word, "self")
                || matches(word, "Self")
            {
                nodes.append(BodyNode(kind: .other, range: word))
            } else if isKeyword(word) || matches(word, "_") || Self.reservedInExpressions.contains(word, in: bytes)
                || Self.reservedInStatements.contains(word, in: bytes)
            {
                throw Decline()
            } else {
                nodes.append(BodyNode(kind: .reference, range: word, name: word))
            }
        }
        return nodes.count - 1
    }

    /// Keywords that start statements or expressions this reader leaves to swift-syntax (most are
    /// ``Identifiers/swiftKeywords`` already).
    private static let reservedInStatements = WordList(["try", "if", "switch", "do"])

    /// `(a, label: b)`: each argument's label and node; no trailing comma.
    private func readCallArguments(into nodes: inout [BodyNode]) throws -> [CallArgument] {
        try expect(UInt8(ascii: "("))
        try skipTrivia()
        var arguments: [CallArgument] = []
        if consume(UInt8(ascii: ")")) { return arguments }
        while true {
            var label: Range<Int>?
            if let word = peekWord(), byte(word.upperBound) == UInt8(ascii: ":"),
                byte(word.upperBound + 1) != UInt8(ascii: ":")
            {
                if word.count == 1 && bytes[word.lowerBound] == UInt8(ascii: "_") { throw Decline() }
                label = word
                index = word.upperBound + 1
                try skipTrivia()
            }
            arguments.append(CallArgument(label: label, node: try readSequence(into: &nodes)))
            try skipTrivia()
            if consume(UInt8(ascii: ")")) { return arguments }
            try expect(UInt8(ascii: ","))
            try skipTrivia()
            if current == UInt8(ascii: ")") { throw Decline() }
        }
    }

    /// What ``DeclarationCollector`` and `SuperInitFinder` take from the tree.
    private func findings(in nodes: [BodyNode]) -> BodyFindings? {
        var findings = BodyFindings()
        var superCalls: [(offset: Int, labels: [String])] = []
        for (index, node) in nodes.enumerated() where node.kind == .call {
            let callee = nodes[node.base]
            guard callee.kind == .member else { continue }
            if callee.base >= 0, nodes[callee.base].kind == .superReference, matches(callee.name, "init") {
                superCalls.append(
                    (callee.range.lowerBound, node.arguments.map { $0.label.map(text) ?? "_" })
                )
                continue
            }
            guard callee.base < 0 else { continue }
            let attribute = text(callee.name)
            guard RuntimeNames.selectorAttributes.contains(attribute) else { continue }
            let argument =
                attribute == "gesture"
                ? node.arguments.first { $0.label.map { matches($0, "action") } ?? false }
                : node.arguments.first
            var selector: String?
            var selectorLocation: SourceLocation?
            if let argument, nodes[argument.node].kind == .member, nodes[argument.node].base < 0 {
                let name = nodes[argument.node].name
                selector = text(name).trimmingBackticks
                // The name itself, inside its backticks when it has them.
                selectorLocation = locate(name.lowerBound + (byte(name.lowerBound) == UInt8(ascii: "`") ? 1 : 0))
            }
            guard case .found(let viewType) = enclosingViewType(of: index, in: nodes) else { return nil }
            findings.attributeUses.append(
                AttributeUse(
                    attribute: attribute,
                    selector: selector,
                    viewType: viewType,
                    location: locate(callee.name.lowerBound),
                    selectorLocation: selectorLocation
                )
            )
        }
        findings.attributeUses.sort { $0.location < $1.location }
        findings.superInitLabels = superCalls.sorted { $0.offset < $1.offset }.map(\.labels)
        return findings
    }

    /// What ``enclosingViewType(of:in:)`` finds.
    enum ViewTypeAnswer {
        /// The view type, or `nil` for none.
        case found(String?)
        /// An attribute inside the call's own first argument: this tree does not record enough to say.
        case unknown
    }

    /// The view type ``DeclarationCollector/enclosingViewType(of:)`` finds: that of a `ViewConfiguration(X.self, …)`
    /// call at most eight nodes up.
    private func enclosingViewType(of call: Int, in nodes: [BodyNode]) -> ViewTypeAnswer {
        var distance = 0
        var child = call
        while nodes[child].parent >= 0 {
            distance += nodes[child].hops
            if distance > 8 { return .found(nil) }
            let parent = nodes[child].parent
            let node = nodes[parent]
            if node.kind == .call, nodes[node.base].kind == .reference,
                matches(nodes[node.base].name, "ViewConfiguration")
            {
                guard let first = node.arguments.first else { return .found(nil) }
                if isAncestor(first.node, of: call, in: nodes) { return .unknown }
                let firstNode = nodes[first.node]
                guard firstNode.kind == .member, matches(firstNode.name, "self"), firstNode.base >= 0 else {
                    return .found(nil)
                }
                return .found(text(nodes[firstNode.base].range))
            }
            child = parent
        }
        return .found(nil)
    }

    private func isAncestor(_ candidate: Int, of node: Int, in nodes: [BodyNode]) -> Bool {
        var current = node
        while current >= 0 {
            if current == candidate { return true }
            current = nodes[current].parent
        }
        return false
    }
}
