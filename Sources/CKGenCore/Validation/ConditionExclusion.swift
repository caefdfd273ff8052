/// Whether two `#if` conditions, as Parsing records them, can never hold together: a member declared in both
/// branches of `#if A … #else … #endif` is one member per configuration, not a duplicate. Conditions are joined
/// clauses (`(A) && !(B)`), so two conditions exclude each other when one requires a clause the other negates.
/// The answer errs towards "no": a clash ckgen cannot prove impossible is still reported.
enum ConditionExclusion {
    /// Whether `first` and `second` exclude each other (`nil` means no condition, which excludes nothing).
    static func excludes(_ first: String?, _ second: String?) -> Bool {
        guard let first, let second, first != second else { return false }
        let literalsOfFirst = literals(of: first)
        guard !literalsOfFirst.isEmpty else { return false }
        return literals(of: second).contains {
            literalsOfFirst.contains(Literal(atom: $0.atom, negated: !$0.negated))
        }
    }

    /// A term the whole condition implies: `atom` or `!atom`.
    struct Literal: Hashable {
        var atom: String
        var negated: Bool
    }

    /// The terms `condition` implies: itself, and each of its top-level `&&` operands (none when it has a
    /// top-level `||`, which binds more loosely than `&&`).
    static func literals(of condition: String) -> Set<Literal> {
        var result: Set<Literal> = [literal(condition)]
        let operands = topLevelOperands(condition)
        if operands.count > 1 {
            for operand in operands { result.insert(literal(operand)) }
        }
        return result
    }

    /// `!(x)`, `!x` or `(x)` reduced to its atom and whether it is negated (`!!x` is `x`).
    static func literal(_ term: String) -> Literal {
        var text = stripped(term)
        var negated = false
        while text.hasPrefix("!") {
            let raw = Substring(text.dropFirst()).trimmingWhitespace
            let rest = stripped(String(raw))
            // `!a && b` negates only `a`: the whole is an atom; `!(a || b)` negates all of `a || b`.
            let enclosed = raw.hasPrefix("(") && closesAtEnd(raw)
            guard enclosed || (topLevelOperands(rest).count == 1 && !hasTopLevel("||", in: rest)) else { break }
            negated.toggle()
            text = rest
        }
        return Literal(atom: text, negated: negated)
    }

    /// `term` without surrounding whitespace and without parentheses that enclose all of it.
    static func stripped(_ term: String) -> String {
        var text = Substring(term).trimmingWhitespace
        while text.hasPrefix("("), text.hasSuffix(")"), closesAtEnd(text) {
            text = text.dropFirst().dropLast().trimmingWhitespace
        }
        return String(text)
    }

    /// Whether the parenthesis that opens `text` closes at its last character.
    private static func closesAtEnd(_ text: Substring) -> Bool {
        var depth = 0
        for (offset, character) in text.enumerated() {
            if character == "(" { depth += 1 }
            if character == ")" {
                depth -= 1
                if depth == 0 { return offset == text.count - 1 }
            }
        }
        return false
    }

    /// The operands of `&&` at parenthesis depth 0; `[condition]` when it has a top-level `||`.
    static func topLevelOperands(_ condition: String) -> [String] {
        if hasTopLevel("||", in: condition) { return [condition] }
        var operands: [String] = []
        var current = ""
        var depth = 0
        var characters = Array(condition)[...]
        while let character = characters.first {
            characters = characters.dropFirst()
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1 }
            if depth == 0, character == "&", characters.first == "&" {
                characters = characters.dropFirst()
                operands.append(current)
                current = ""
                continue
            }
            current.append(character)
        }
        operands.append(current)
        return operands
    }

    private static func hasTopLevel(_ operator: String, in condition: String) -> Bool {
        var depth = 0
        var previous: Character?
        let symbol = Character(String(`operator`.prefix(1)))
        for character in condition {
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1 }
            if depth == 0, character == symbol, previous == symbol { return true }
            previous = character
        }
        return false
    }
}

extension Substring {
    fileprivate var trimmingWhitespace: Substring {
        var text = self
        while text.first?.isWhitespace == true { text = text.dropFirst() }
        while text.last?.isWhitespace == true { text = text.dropLast() }
        return text
    }
}
