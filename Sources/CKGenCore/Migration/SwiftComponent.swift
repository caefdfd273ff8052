import Foundation

/// A component expression in the Swift that `ckgen migrate` writes: what the recogniser makes of a ComponentKit
/// component expression, and what the emitter lays out as a builder statement.
indirect enum SwiftComponent: Sendable, Equatable {
    /// `head` (`TextComponent("Hi")`), then an attribute block, a children block, and modifiers, in that order.
    case call(head: String, attributes: [String], children: [SwiftComponent]?, modifiers: [SwiftModifier])
    /// `if condition { then } else { otherwise }`.
    case conditional(condition: String, then: SwiftComponent, otherwise: SwiftComponent?)
    /// What could not be converted: its original text (which started at `column` of its line), kept as a comment
    /// where it was.
    case kept(original: String, reason: String, column: Int)

    /// This component with one more modifier; a conditional passes it to its branches.
    func adding(_ modifier: SwiftModifier) -> SwiftComponent {
        switch self {
        case .call(let head, let attributes, let children, let modifiers):
            return .call(head: head, attributes: attributes, children: children, modifiers: modifiers + [modifier])
        case .conditional(let condition, let then, let otherwise):
            return .conditional(
                condition: condition,
                then: then.adding(modifier),
                otherwise: otherwise?.adding(modifier)
            )
        case .kept:
            return self
        }
    }

    /// Whether anything in it was kept unconverted.
    var keepsOriginal: Bool {
        switch self {
        case .call(_, _, let children, let modifiers):
            return (children ?? []).contains { $0.keepsOriginal }
                || modifiers.contains { ($0.block ?? []).contains { $0.keepsOriginal } }
        case .conditional(_, let then, let otherwise):
            return then.keepsOriginal || (otherwise?.keepsOriginal ?? false)
        case .kept:
            return true
        }
    }
}

/// A modifier after a component: `.padding(8)`, or one with a block of components, `.background { … }`.
struct SwiftModifier: Sendable, Equatable {
    /// The text up to its block: `.padding(8)`, `.background`.
    var text: String
    /// The components of its trailing block, if it has one.
    var block: [SwiftComponent]?

    init(_ text: String, block: [SwiftComponent]? = nil) {
        self.text = text
        self.block = block
    }
}

/// Lays out ``SwiftComponent``s as builder statements, four spaces a level, lines kept within 120 columns where
/// a call's arguments can be broken.
enum SwiftComponentLayout {
    static let width = 120

    /// The lines of `component`, indented `level` levels.
    static func lines(_ component: SwiftComponent, level: Int) -> [String] {
        let indent = String(repeating: "    ", count: level)
        switch component {
        case .kept(let original, let reason, let column):
            return ["\(indent)// Not converted (\(reason)):"] + commented(original, indent: indent, column: column)
        case .conditional(let condition, let then, let otherwise):
            var result = ["\(indent)if \(condition) {"] + lines(then, level: level + 1)
            if let otherwise {
                result += ["\(indent)} else {"] + lines(otherwise, level: level + 1)
            }
            return result + ["\(indent)}"]
        case .call(let head, let attributes, let children, let modifiers):
            var result = wrapped(head, indent: indent)
            if !attributes.isEmpty {
                result[result.count - 1] += " {"
                result += attributes.map { indent + "    " + $0 }
                result.append(children == nil ? "\(indent)}" : "\(indent)} content: {")
            } else if children != nil {
                result[result.count - 1] += " {"
            }
            if let children {
                result += children.flatMap { lines($0, level: level + 1) } + ["\(indent)}"]
            }
            let inline =
                modifiers.allSatisfy { $0.block == nil }
                && result.count == 1 && result[0].count + modifiers.map(\.text.count).reduce(0, +) <= width
            if inline { return [result[0] + modifiers.map(\.text).joined()] }
            // One modifier a line: under a one-line head they continue it (indented); under a block they line up
            // with the head, as a builder's modifiers are written.
            let modifierIndent = result.count == 1 ? indent + "    " : indent
            for modifier in modifiers {
                if let block = modifier.block {
                    result.append("\(modifierIndent)\(modifier.text) {")
                    let depth = modifierIndent.count / 4 + 1
                    result += block.flatMap { lines($0, level: depth) } + ["\(modifierIndent)}"]
                } else {
                    result.append(modifierIndent + modifier.text)
                }
            }
            return result
        }
    }

    /// `head` on one line when it fits, else its call's arguments one a line.
    static func wrapped(_ head: String, indent: String) -> [String] {
        let multiline = head.contains("\n")
        guard indent.count + head.count > width || multiline, let open = head.firstIndex(of: "("),
            head.hasSuffix(")")
        else {
            return [indent + head]
        }
        let inside = head[head.index(after: open)..<head.index(before: head.endIndex)]
        let arguments = topLevelParts(inside)
        guard arguments.count > 1 || multiline else { return [indent + head] }
        // An argument that is a component written over several lines keeps its own indentation under the label.
        let inner = indent + "    "
        let lines = arguments.enumerated().flatMap { index, argument in
            let comma = index == arguments.count - 1 ? "" : ","
            return (inner + argument + comma).split(separator: "\n", omittingEmptySubsequences: false)
                .enumerated().map { $0.offset == 0 ? String($0.element) : inner + $0.element }
        }
        return ["\(indent)\(head[..<open])("] + lines + ["\(indent))"]
    }

    /// `text` split at its commas outside brackets and string literals.
    static func topLevelParts(_ text: Substring) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        var inString = false
        var previous: Character = " "
        for character in text {
            if character == "\"" && previous != "\\" { inString.toggle() }
            if !inString {
                if "([{".contains(character) { depth += 1 }
                if ")]}".contains(character) { depth -= 1 }
                if character == ",", depth == 0 {
                    parts.append(current.trimmingCharacters(in: .whitespaces))
                    current = ""
                    previous = character
                    continue
                }
            }
            current.append(character)
            previous = character
        }
        parts.append(current.trimmingCharacters(in: .whitespaces))
        return parts
    }

    /// `text`, which started at `column` of its line, as `//` comment lines that keep its indentation.
    static func commented(_ text: String, indent: String, column: Int = 1) -> [String] {
        var raw = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        raw[0] = String(repeating: " ", count: max(column - 1, 0)) + raw[0]
        let margin =
            raw.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            .map { $0.prefix(while: { $0 == " " }).count }.min() ?? 0
        return raw.map { line in
            let body = String(line.dropFirst(min(margin, line.prefix(while: { $0 == " " }).count)))
            return body.isEmpty ? "\(indent)//" : "\(indent)// \(body)"
        }
    }
}
