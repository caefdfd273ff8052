/// Finds names close to a misspelt one, for "did you mean …?" suggestions.
enum NameSuggestions {
    /// The candidate closest to `name` within a small edit distance, if any.
    static func closest(to name: String, in candidates: [String]) -> String? {
        let limit = max(2, name.count / 4)
        var best: (name: String, distance: Int)?
        for candidate in candidates.sorted() where candidate != name {
            let distance = editDistance(name, candidate)
            if distance <= limit, distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best?.name
    }

    /// Levenshtein distance.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}

/// Turns names into Swift identifiers.
public enum Identifiers {
    /// `CustomButtonEvent` → `customButtonEvent`; `user.tapped-image` → `userTappedImage`; `URLTapped` →
    /// `urlTapped`; a leading digit gets an `event` prefix.
    static func lowerCamel(_ raw: String) -> String {
        ASCIIWords.lowerCamel(raw) ?? lowerCamelOfAnyText(raw)
    }

    /// ``lowerCamel(_:)`` by `Character`s, for text that is not all ASCII.
    static func lowerCamelOfAnyText(_ raw: String) -> String {
        var words: [String] = []
        var current = ""
        for character in raw {
            if character.isLetter || character.isNumber || character == "_" {
                current.append(character)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        guard !words.isEmpty else { return "event" }
        var result = lowercasingLeadingCapitals(words[0])
        for word in words.dropFirst() { result += word.prefix(1).uppercased() + word.dropFirst() }
        if result.first?.isNumber == true || result.allSatisfy({ $0 == "_" }) { result = "event" + result }
        return result
    }

    /// `URLString` → `urlString`; `Image` → `image`; `URL` → `url`.
    static func lowercasingLeadingCapitals(_ word: String) -> String {
        ASCIIWords.lowercasingLeadingCapitals(word) ?? lowercasingLeadingCapitalsOfAnyText(word)
    }

    /// ``lowercasingLeadingCapitals(_:)`` by `Character`s, for text that is not all ASCII.
    static func lowercasingLeadingCapitalsOfAnyText(_ word: String) -> String {
        let characters = Array(word)
        var capitals = 0
        while capitals < characters.count, characters[capitals].isUppercase { capitals += 1 }
        if capitals == 0 { return word }
        if capitals == 1 || capitals == characters.count {
            return word.prefix(capitals).lowercased() + word.dropFirst(capitals)
        }
        // Keep the last capital of a run when a lowercase letter follows: `URLString` → `url` + `String`.
        return word.prefix(capitals - 1).lowercased() + word.dropFirst(capitals - 1)
    }

    /// `image(_:for:)`-style names need no escaping; a bare keyword does (`default` → `` `default` ``).
    /// Also any name that is not a plain identifier (Swift 6's raw identifiers, such as `` `3D view` ``), and
    /// `Type` and `Protocol`, which mean a metatype after a dot. A name already in backticks is left as it is.
    static func escapeKeyword(_ name: String) -> String {
        // Bytes, not Characters: rendering asks this of every name it writes.
        let backtick = UInt8(ascii: "`")
        if name.utf8.count >= 2 && name.utf8.first == backtick && name.utf8.last == backtick { return name }
        return !isPlainIdentifier(name) || swiftKeywords.contains(name) || escapedContextualWords.contains(name)
            ? "`\(name)`" : name
    }

    /// A qualified type name as Swift writes it, each component escaped: `` Outer.`Type` ``. (A component with
    /// generic arguments, from an extension's `Foo<Int>`, is already as written.)
    static func swiftTypeName(_ name: String) -> String {
        // Most names are one component: no splitting and joining (rendering asks for every type it writes).
        if !name.utf8.contains(UInt8(ascii: ".")) {
            return name.utf8.contains(UInt8(ascii: "<")) ? name : escapeKeyword(name)
        }
        return name.split(separator: ".", omittingEmptySubsequences: false)
            .map { $0.contains("<") ? String($0) : escapeKeyword(String($0)) }
            .joined(separator: ".")
    }

    /// A letter or `_`, then letters, digits and `_` (and not `_` alone): written without backticks.
    static func isPlainIdentifier(_ name: String) -> Bool {
        // Nearly every name is ASCII: answered from the bytes, without Unicode property lookups (which cost more
        // than the rest of rendering a name).
        if name.utf8.allSatisfy({ $0 < 0x80 }) {
            guard let first = name.utf8.first, name != "_" else { return false }
            return !first.isASCIIDigit && name.utf8.allSatisfy(\.isASCIIIdentifierByte)
        }
        guard let first = name.unicodeScalars.first, name != "_" else { return false }
        return (first == "_" || first.properties.isXIDStart)
            && name.unicodeScalars.dropFirst().allSatisfy { $0 == "_" || $0.properties.isXIDContinue }
    }

    static let swiftKeywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "protocol", "public", "rethrows", "static", "struct",
        "subscript", "typealias", "var", "break", "case", "continue", "default", "defer", "do", "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as", "Any",
        "catch", "false", "is", "nil", "super", "self", "Self", "throw", "throws", "true", "try",
    ]

    /// Names that are no keywords of ``swiftKeywords`` but that generated code must still write in backticks:
    /// `Type` and `Protocol` after a dot, `precedencegroup` (which starts a declaration) and `await` (which starts an
    /// expression, where generated code passes an argument of that name).
    static let escapedContextualWords: Set<String> = ["Type", "Protocol", "precedencegroup", "await"]

    /// Why `name` cannot be a module's name, or `nil` when it can: a module name is a Swift identifier (a letter or
    /// `_`, then letters, digits and `_`), since generated code writes it in identifiers and comments.
    public static func moduleNameProblem(_ name: String) -> String? {
        let shown = stringLiteral(name)
        guard let first = name.unicodeScalars.first else { return "the module name is empty" }
        func isStart(_ scalar: Unicode.Scalar) -> Bool {
            scalar == "_" || (scalar.properties.isXIDStart && scalar.properties.generalCategory != .modifierLetter)
        }
        guard isStart(first) else {
            return "the module name \(shown) must start with a letter or '_'"
        }
        if let bad = name.unicodeScalars.first(where: { !($0 == "_" || $0.properties.isXIDContinue) }) {
            return "the module name \(shown) is not a Swift identifier: it contains \(stringLiteral(String(bad))); "
                + "use letters, digits and '_' only, as in the target's name in Package.swift"
        }
        if swiftKeywords.contains(name) { return "the module name \(shown) is a Swift keyword" }
        return nil
    }

    /// `parts` one after another, written at once into a string of their total length. Validation builds an
    /// identifier for every attribute and rendering every line of generated Swift from pieces, and appending them
    /// one by one (as interpolation does) checked and grew the string for each.
    static func concatenated(_ parts: [String]) -> String {
        var count = 0
        for part in parts { count += part.utf8.count }
        return String(unsafeUninitializedCapacity: count) { buffer in
            var offset = 0
            for part in parts {
                let rest = UnsafeMutableBufferPointer(rebasing: buffer[offset...])
                offset +=
                    part.utf8.withContiguousStorageIfAvailable { rest.initialize(fromContentsOf: $0) }
                    ?? rest.initialize(from: part.utf8).1
            }
            return offset
        }
    }

    /// ``concatenated(_:)-([String])`` of the arguments.
    static func concatenated(_ parts: String...) -> String { concatenated(parts) }

    /// `text` made safe to place inside a `//` comment: line breaks and other control characters are written as
    /// escapes, so nothing after them can become a line of code.
    static func commentText(_ text: String) -> String {
        // Printable ASCII needs no escaping; checking the bytes spares a Unicode lookup for each character. They
        // are read from the string's own storage: stepping through its UTF-8 view cost several times more.
        let isPrintableASCII = { (byte: UInt8) in byte >= 0x20 && byte < 0x7F }
        if text.utf8.withContiguousStorageIfAvailable({ $0.allSatisfy(isPrintableASCII) })
            ?? text.utf8.allSatisfy(isPrintableASCII)
        {
            return text
        }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .control, .lineSeparator, .paragraphSeparator, .format:
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A Swift string literal for `text`, escaping what must be escaped (quotes, backslashes, control
    /// characters, and anything outside printable ASCII as `\u{…}`, so generated files are plain ASCII).
    static func stringLiteral(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\0": result += "\\0"
            default:
                if scalar.value >= 0x20 && scalar.value < 0x7F {
                    result.unicodeScalars.append(scalar)
                } else {
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                }
            }
        }
        return result + "\""
    }
}
