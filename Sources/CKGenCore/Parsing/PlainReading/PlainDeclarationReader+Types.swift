import Foundation

/// Types as written, read into ``TypeReference``s with the spelling and structure `TypeReference(_:source:)` gives
/// swift-syntax's node of the same text. The grammar follows swift-syntax's `parseType`: attributes and `inout`,
/// then `some`/`any`, a simple type or a composition of them, then an optional function arrow.
extension PlainDeclarationReader {
    /// A type read from the file, and where it is.
    struct ReadType {
        var reference: TypeReference
        var range: Range<Int>
        /// Whether attributes or `inout` come first (an `AttributedTypeSyntax`).
        var isAttributed = false
        /// `Foo` in `ComponentController<Foo>`, for a named type with generic arguments.
        var firstGenericArgument: Range<Int>?
        /// Whether it is a parenthesised list with nothing written after it: what a function type's arrow follows.
        var isParenthesized = false
    }

    func readTypeReference() throws -> ReadType {
        try enterNested()
        defer { leaveNested() }
        let start = index
        var isAttributed = false
        while consume(UInt8(ascii: "@")) {
            _ = try readName()
            if current == UInt8(ascii: "(") { throw Decline() }
            isAttributed = true
            try skipTrivia()
        }
        if let word = peekWord() {
            if matches(word, "inout") {
                index = word.upperBound
                isAttributed = true
                try skipTrivia()
            } else if Self.otherSpecifiers.contains(where: { matches(word, $0) }) {
                throw Decline()
            }
        }
        var base = try readSimpleOrComposition()
        // A function type: a tuple, then effects and an arrow.
        let saved = index
        try skipTrivia()
        var isFunction = false
        if let word = peekWord(), matches(word, "async") || matches(word, "throws") {
            index = word.upperBound
            skipBlanks()
            if let next = peekWord(), matches(next, "throws") || matches(next, "async") {
                // `async throws`, as written in that order; anything else is swift-syntax's to read.
                guard matches(word, "async") && matches(next, "throws") else { throw Decline() }
                index = next.upperBound
            }
            if current == UInt8(ascii: "(") { throw Decline() }
            try skipTrivia()
            guard current == UInt8(ascii: "-") && byte(index + 1) == UInt8(ascii: ">") else { throw Decline() }
            isFunction = true
        } else if current == UInt8(ascii: "-") && byte(index + 1) == UInt8(ascii: ">") {
            isFunction = true
        }
        if isFunction {
            // Without a tuple before the arrow swift-syntax reports missing parentheses.
            guard base.isParenthesized else { throw Decline() }
            index += 2
            try skipTrivia()
            let result = try readTypeReference()
            let range = base.range.lowerBound..<result.range.upperBound
            base = ReadType(reference: TypeReference(spelling: spelling(range), shape: .function), range: range)
        } else {
            index = saved
        }
        guard isAttributed else { return base }
        let range = start..<base.range.upperBound
        return ReadType(
            reference: TypeReference(spelling: spelling(range), shape: base.reference.shape),
            range: range,
            isAttributed: true
        )
    }

    private static let otherSpecifiers: [StaticString] = [
        "borrowing", "consuming", "sending", "__owned", "__shared", "isolated", "each", "repeat", "nonisolated",
        "_const",
    ]

    /// `some P`, `any P & Q`, `A & B`, or a simple type.
    private func readSimpleOrComposition() throws -> ReadType {
        let start = index
        var someOrAny: Bool?
        if let word = peekWord(), matches(word, "some") || matches(word, "any"),
            byte(word.upperBound) == UInt8(ascii: " ")
        {
            someOrAny = matches(word, "some")
            index = word.upperBound
            skipBlanks()
        }
        var base = try readSimpleType()
        let saved = index
        skipBlanks()
        if current == UInt8(ascii: "&") {
            try expectSpacedAmpersand()
            var elements = [base]
            while consume(UInt8(ascii: "&")) {
                try skipTrivia()
                elements.append(try readSimpleType())
                let afterElement = index
                skipBlanks()
                if current != UInt8(ascii: "&") {
                    index = afterElement
                    break
                }
                try expectSpacedAmpersand()
            }
            let range = base.range.lowerBound..<elements[elements.count - 1].range.upperBound
            base = ReadType(
                reference: TypeReference(spelling: spelling(range), shape: .composition(elements.map(\.reference))),
                range: range
            )
        } else {
            index = saved
        }
        guard let isSome = someOrAny else { return base }
        let range = start..<base.range.upperBound
        return ReadType(
            reference: TypeReference(
                spelling: spelling(range),
                shape: isSome ? .opaque(base.reference) : .existential(base.reference)
            ),
            range: range
        )
    }

    /// `&` between two types, written with a blank on each side: written against a name (`A &B`), swift-syntax's
    /// lexer takes it for a prefix operator.
    private func expectSpacedAmpersand() throws {
        guard byte(index - 1) == UInt8(ascii: " "), byte(index + 1) == UInt8(ascii: " ") else { throw Decline() }
    }

    static func isOperatorByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
            UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
            UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"), UInt8(ascii: "."):
            true
        default: false
        }
    }

    /// A name with generic arguments, a collection, or a parenthesised list, then `.Member`, `.Type`, `?` and `!`
    /// written against it.
    private func readSimpleType() throws -> ReadType {
        let start = index
        var result: ReadType
        switch current {
        case UInt8(ascii: "["):
            index += 1
            try skipTrivia()
            let key = try readTypeReference()
            try skipTrivia()
            if consume(UInt8(ascii: ":")) {
                try skipTrivia()
                let value = try readTypeReference()
                try skipTrivia()
                try expect(UInt8(ascii: "]"))
                result = ReadType(
                    reference: TypeReference(
                        spelling: spelling(start..<index),
                        shape: .dictionary(key: key.reference, value: value.reference)
                    ),
                    range: start..<index
                )
            } else {
                try expect(UInt8(ascii: "]"))
                result = ReadType(
                    reference: TypeReference(spelling: spelling(start..<index), shape: .array(key.reference)),
                    range: start..<index
                )
            }
        case UInt8(ascii: "("):
            let elements = try readParenthesizedTypes()
            let shape: TypeReference.Shape
            if elements.count == 1, !elements[0].isLabeled {
                shape = elements[0].type.reference.shape  // `(T)` is `T`
            } else {
                shape = .tuple(elements.map(\.type.reference))
            }
            result = ReadType(
                reference: TypeReference(spelling: spelling(start..<index), shape: shape),
                range: start..<index,
                isParenthesized: true
            )
        default:
            let name = try readTypeName()
            let arguments = current == UInt8(ascii: "<") ? try readGenericArguments() : []
            result = ReadType(
                reference: TypeReference(
                    spelling: spelling(start..<index),
                    shape: .named(path: [text(name).trimmingBackticks], genericArguments: arguments.map(\.reference))
                ),
                range: start..<index,
                firstGenericArgument: arguments.first?.range
            )
        }
        // Each suffix wraps the type in one more level (`Int???` is an optional of an optional of an optional):
        // counted as nesting, so thousands of them are refused as deeply nested generic arguments are.
        var suffixes = 0
        while true {
            if current == UInt8(ascii: "?") || current == UInt8(ascii: "!") || current == UInt8(ascii: ".") {
                suffixes += 1
                try checkSuffixes(suffixes)
            }
            switch current {
            case UInt8(ascii: "?"), UInt8(ascii: "!"):
                index += 1
                result = ReadType(
                    reference: TypeReference(spelling: spelling(start..<index), shape: .optional(result.reference)),
                    range: start..<index
                )
            case UInt8(ascii: ".") where Self.isWordStart(byte(index + 1)) || byte(index + 1) == UInt8(ascii: "`"):
                index += 1
                let name = try readWord()
                if matches(name, "Type") || matches(name, "Protocol") {
                    result = ReadType(
                        reference: TypeReference(spelling: spelling(start..<index), shape: .metatype(result.reference)),
                        range: start..<index
                    )
                    continue
                }
                if isKeyword(name) { throw Decline() }
                var path: [String] = []
                if case .named(let basePath, _) = result.reference.shape { path = basePath }
                path.append(text(name).trimmingBackticks)
                let arguments = current == UInt8(ascii: "<") ? try readGenericArguments() : []
                result = ReadType(
                    reference: TypeReference(
                        spelling: spelling(start..<index),
                        shape: .named(path: path, genericArguments: arguments.map(\.reference))
                    ),
                    range: start..<index,
                    firstGenericArgument: arguments.first?.range
                )
            default:
                return result
            }
        }
    }

    /// A type's name: an identifier, `Self` or `Any`; keywords are no type names.
    private func readTypeName() throws -> Range<Int> {
        let name = try readWord()
        if isKeyword(name) || matches(name, "_") || matches(name, "some") || matches(name, "any") { throw Decline() }
        return name
    }

    /// `(A, label: B)`: the elements, and whether each has a label.
    func readParenthesizedTypes() throws -> [(type: ReadType, isLabeled: Bool)] {
        try expect(UInt8(ascii: "("))
        try skipTrivia()
        var elements: [(type: ReadType, isLabeled: Bool)] = []
        if consume(UInt8(ascii: ")")) { return elements }
        while true {
            var isLabeled = false
            if let word = peekWord() {
                // `label: Type`; a second name (`_ x: Int`) is swift-syntax's to read.
                var after = word.upperBound
                while byte(after) == UInt8(ascii: " ") { after += 1 }
                if byte(after) == UInt8(ascii: ":") {
                    if isKeyword(word) { throw Decline() }
                    index = after + 1
                    isLabeled = true
                    try skipTrivia()
                }
            }
            elements.append((try readTypeReference(), isLabeled))
            try skipTrivia()
            if consume(UInt8(ascii: ")")) { return elements }
            try expect(UInt8(ascii: ","))
            try skipTrivia()
            if current == UInt8(ascii: ")") { throw Decline() }
        }
    }

    /// `<A, B>` after a name.
    private func readGenericArguments() throws -> [ReadType] {
        try expect(UInt8(ascii: "<"))
        var arguments: [ReadType] = []
        repeat {
            try skipTrivia()
            // Integer generic arguments (`InlineArray<3, Int>`) are swift-syntax's to read.
            arguments.append(try readTypeReference())
            try skipTrivia()
        } while consume(UInt8(ascii: ","))
        try expect(UInt8(ascii: ">"))
        return arguments
    }

    /// The spelling `TypeReference(_:source:)` gives the type written at `range`: its bytes when they need no
    /// respacing, otherwise its tokens joined as ``DeclarationCollector/typeText(_:)`` joins them.
    func spelling(_ range: Range<Int>) -> String {
        let written = source[range]
        if TypeReference.isWrittenAsSpelled(written) { return String(decoding: written, as: UTF8.self) }
        var text = TypeText()
        var offset = range.lowerBound
        while offset < range.upperBound {
            let byte = bytes[offset]
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
                || byte == UInt8(ascii: "\r")
            {
                offset += 1
                continue
            }
            if byte == UInt8(ascii: "/") && self.byte(offset + 1) == UInt8(ascii: "/") {
                while offset < range.upperBound && bytes[offset] != UInt8(ascii: "\n")
                    && bytes[offset] != UInt8(ascii: "\r")
                {
                    offset += 1
                }
                continue
            }
            // One token: a word (with its backticks), `->`, or one punctuation character.
            var end = offset + 1
            if Self.isWordStart(byte) {
                while end < range.upperBound && Self.isWordByte(bytes[end]) { end += 1 }
            } else if byte == UInt8(ascii: "`") {
                while end < range.upperBound && bytes[end] != UInt8(ascii: "`") { end += 1 }
                end += 1
            } else if byte == UInt8(ascii: "-") && self.byte(offset + 1) == UInt8(ascii: ">") {
                end += 1
            }
            text.append(String(decoding: source[offset..<end], as: UTF8.self))
            offset = end
        }
        return text.joined
    }

}
