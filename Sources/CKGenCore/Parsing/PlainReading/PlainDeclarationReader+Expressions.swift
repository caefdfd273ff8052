import Foundation

/// Initial values and default arguments: literals, names, implicit members (`.blue`), collection literals and calls
/// with such arguments, which is all most declarations write. Anything else (operators, closures, key paths,
/// interpolated strings) is swift-syntax's to read.
extension PlainDeclarationReader {
    /// What kind of expression was read, as far as ``DeclarationCollector/literalType(_:)`` tells them apart.
    enum ExpressionKind: Equatable {
        case integer, float, string, boolean
        /// `Name(…)`: a call of a plain name.
        case call(String)
        case other
    }

    /// The type ``DeclarationCollector/literalType(_:)`` gives such an expression.
    static func literalType(_ kind: ExpressionKind) -> TypeReference? {
        switch kind {
        case .integer: return .named("Int")
        case .float: return .named("Double")
        case .string: return .named("String")
        case .boolean: return .named("Bool")
        case .call(let callee):
            guard callee.first?.isUppercase == true, !DeclarationCollector.genericStandardTypes.contains(callee) else {
                return nil
            }
            return TypeReference(
                spelling: callee,
                shape: .named(path: [callee.trimmingBackticks], genericArguments: [])
            )
        case .other: return nil
        }
    }

    func readExpression() throws -> ExpressionKind {
        try enterNested()
        defer { leaveNested() }
        if current == UInt8(ascii: "-") || current == UInt8(ascii: "!") {
            // A prefix operator, written against what it applies to.
            let next = byte(index + 1)
            guard Self.isWordStart(next) || (next >= UInt8(ascii: "0") && next <= UInt8(ascii: "9")) else {
                throw Decline()
            }
            index += 1
            _ = try readPostfixExpression()
            return .other
        }
        return try readPostfixExpression()
    }

    private func readPostfixExpression() throws -> ExpressionKind {
        var kind = ExpressionKind.other
        var callee: Range<Int>?
        switch current {
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            kind = try readNumber()
        case UInt8(ascii: "\""):
            try readString()
            kind = .string
        case UInt8(ascii: "."):
            index += 1
            _ = try readWord()
        case UInt8(ascii: "["):
            try readCollectionLiteral()
        case UInt8(ascii: "("):
            try readArguments()
        default:
            let word = try readWord()
            if matches(word, "true") || matches(word, "false") {
                kind = .boolean
            } else if matches(word, "nil") || matches(word, "self") || matches(word, "Self") {
                kind = .other
            } else if isKeyword(word) || matches(word, "_") || Self.reservedInExpressions.contains(word, in: bytes) {
                throw Decline()
            } else {
                callee = word
            }
        }
        var isFirstPostfix = true
        while true {
            switch current {
            case UInt8(ascii: "."):
                index += 1
                _ = try readWord()
                kind = .other
            case UInt8(ascii: "("):
                try readArguments()
                kind = isFirstPostfix ? callee.map { .call(text($0)) } ?? .other : .other
            case UInt8(ascii: "?"), UInt8(ascii: "!"):
                // `x?.y`, `x!`; `x != y` and `x ?? y` are operators.
                let next = byte(index + 1)
                if next == UInt8(ascii: "=") || next == UInt8(ascii: "?") || next == UInt8(ascii: "!") {
                    throw Decline()
                }
                index += 1
                kind = .other
            case UInt8(ascii: "["), UInt8(ascii: "<"), UInt8(ascii: "{"):
                // Subscripts, generic arguments and trailing closures are swift-syntax's to read.
                throw Decline()
            default:
                return kind
            }
            callee = nil
            isFirstPostfix = false
        }
    }

    /// Contextual keywords that change what an expression means.
    static let reservedInExpressions = WordList([
        "await", "consume", "copy", "some", "any", "each", "discard", "then", "borrowing", "consuming", "unsafe",
    ])

    /// `42`, `1_000`, `2.5`; other forms (hexadecimal, exponents) are swift-syntax's to read.
    func readNumber() throws -> ExpressionKind {
        func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        while isDigit(current) || current == UInt8(ascii: "_") { index += 1 }
        var kind = ExpressionKind.integer
        if current == UInt8(ascii: "."), isDigit(byte(index + 1)) {
            index += 1
            while isDigit(current) || current == UInt8(ascii: "_") { index += 1 }
            kind = .float
        }
        if Self.isWordByte(current) || current == UInt8(ascii: ".") { throw Decline() }
        return kind
    }

    /// A one-line string literal without interpolation, with the escapes Swift knows.
    func readString() throws {
        try expect(UInt8(ascii: "\""))
        // `"""` opens a multi-line string.
        if current == UInt8(ascii: "\"") && byte(index + 1) == UInt8(ascii: "\"") { throw Decline() }
        while true {
            guard index < count else { throw Decline() }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                if current == UInt8(ascii: "#") { throw Decline() }
                return
            case UInt8(ascii: "\\"):
                let escaped = self.byte(index + 1)
                switch escaped {
                case UInt8(ascii: "0"), UInt8(ascii: "\\"), UInt8(ascii: "t"), UInt8(ascii: "n"), UInt8(ascii: "r"),
                    UInt8(ascii: "\""), UInt8(ascii: "'"):
                    index += 2
                case UInt8(ascii: "u"):
                    index += 2
                    try expect(UInt8(ascii: "{"))
                    var digits = 0
                    var scalar: UInt32 = 0
                    while Self.isHexDigit(current) {
                        scalar = scalar &* 16 &+ Self.hexValue(current)
                        index += 1
                        digits += 1
                    }
                    guard digits >= 1 && digits <= 8 else { throw Decline() }
                    // Only a Unicode scalar: at most 10FFFF, and no surrogate (swift-syntax rejects the rest).
                    guard Unicode.Scalar(scalar) != nil else { throw Decline() }
                    try expect(UInt8(ascii: "}"))
                default:
                    throw Decline()
                }
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                throw Decline()
            default:
                // Control characters, a tab included, are errors in a string literal ("unprintable ASCII character").
                if byte < 0x20 || byte == 0x7F { throw Decline() }
                index += 1
            }
        }
    }

    private static func hexValue(_ byte: UInt8) -> UInt32 {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        default: UInt32(byte - UInt8(ascii: "A") + 10)
        }
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "f"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "F"))
    }

    /// `[]`, `[:]`, `[a, b]`, `[k: v, …]`, without a trailing comma.
    private func readCollectionLiteral() throws {
        try expect(UInt8(ascii: "["))
        try skipTrivia()
        if consume(UInt8(ascii: "]")) { return }
        if consume(UInt8(ascii: ":")) {
            try skipTrivia()
            try expect(UInt8(ascii: "]"))
            return
        }
        _ = try readExpression()
        try skipTrivia()
        let isDictionary = consume(UInt8(ascii: ":"))
        if isDictionary {
            try skipTrivia()
            _ = try readExpression()
            try skipTrivia()
        }
        while consume(UInt8(ascii: ",")) {
            try skipTrivia()
            if current == UInt8(ascii: "]") { throw Decline() }
            _ = try readExpression()
            try skipTrivia()
            if isDictionary {
                try expect(UInt8(ascii: ":"))
                try skipTrivia()
                _ = try readExpression()
                try skipTrivia()
            }
        }
        try expect(UInt8(ascii: "]"))
    }

    /// `(a, label: b)`, without a trailing comma.
    private func readArguments() throws {
        try expect(UInt8(ascii: "("))
        try skipTrivia()
        if consume(UInt8(ascii: ")")) { return }
        while true {
            if let word = peekWord(), byte(word.upperBound) == UInt8(ascii: ":"),
                byte(word.upperBound + 1) != UInt8(ascii: ":")
            {
                if word.count == 1 && bytes[word.lowerBound] == UInt8(ascii: "_") { throw Decline() }
                index = word.upperBound + 1
                try skipTrivia()
            }
            _ = try readExpression()
            try skipTrivia()
            if consume(UInt8(ascii: ")")) { return }
            try expect(UInt8(ascii: ","))
            try skipTrivia()
            if current == UInt8(ascii: ")") { throw Decline() }
        }
    }
}
