/// Reads `@ck.…` markers from the lines of a doc comment.
///
/// Grammar, one marker per line, first on the line:
/// ```
/// marker    := "@ck." name [ "(" [ argument ("," argument)* ] ")" ]
/// argument  := [ label ":" ] string
/// string    := a Swift string literal: "…" with \" \\ \n \t \r \0 \u{…} escapes
/// ```
/// Prose that merely mentions `@ck.` later in a line is left alone.
struct AnnotationParser {
    /// A doc comment line and where its text starts in the file.
    struct Line {
        var text: Substring
        /// Converts an offset into `text` (in UTF-8 bytes) to a location.
        var locate: (Int) -> SourceLocation
    }

    enum Result {
        case annotation(Annotation)
        case malformed(Diagnostic)
    }

    static let prefix = "@ck."

    /// A warning when invisible characters (and blanks) are all that come before `@ck.` from `index` on: such a
    /// line reads as an annotation but is none; `nil` otherwise.
    private static func invisibleCharacter(in utf8: [UInt8], at index: Int, _ line: Line) -> Result? {
        // Nearly every line without an annotation is ASCII there.
        guard index < utf8.count, utf8[index] >= 0x80 else { return nil }
        let text = String(decoding: utf8[index...], as: UTF8.self)
        var first: Unicode.Scalar?
        var offset = 0
        for scalar in text.unicodeScalars {
            if invisibleScalars.contains(scalar.value) {
                if first == nil { first = scalar }
            } else if scalar != " " && scalar != "\t" {
                break
            }
            offset += String(scalar).utf8.count
        }
        guard let first, utf8[(index + offset)...].starts(with: Array(prefix.utf8)) else { return nil }
        let hex = String(first.value, radix: 16, uppercase: true)
        let name = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        return .malformed(
            Diagnostic(ParsingMessage.invisibleCharacterBeforeAnnotation(scalar: name), at: line.locate(index))
        )
    }

    /// Characters with no width or mark of their own: bidirectional controls (U+061C, U+200E, U+200F, U+202A to
    /// U+202E, U+2066 to U+2069), zero-width spaces and joiners (U+200B to U+200D, U+2060) and the byte-order mark.
    static let invisibleScalars: Set<UInt32> = [
        0x061C, 0x200B, 0x200C, 0x200D, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2060, 0x2066,
        0x2067, 0x2068, 0x2069, 0xFEFF,
    ]

    /// Parses the marker on `line`, if there is one.
    static func parse(_ line: Line) -> Result? {
        let utf8 = Array(line.text.utf8)
        var index = 0
        while index < utf8.count, utf8[index] == UInt8(ascii: " ") || utf8[index] == UInt8(ascii: "\t") { index += 1 }
        // Doc block comments put a `*` at the start of continuation lines.
        if index < utf8.count, utf8[index] == UInt8(ascii: "*") {
            index += 1
            while index < utf8.count, utf8[index] == UInt8(ascii: " ") || utf8[index] == UInt8(ascii: "\t") {
                index += 1
            }
        }
        let start = index
        guard utf8[index...].starts(with: Array(prefix.utf8)) else {
            return invisibleCharacter(in: utf8, at: index, line)
        }
        var parser = Cursor(bytes: utf8, index: index + prefix.utf8.count, locate: line.locate)
        let location = line.locate(start)

        guard let name = parser.identifier() else {
            return .malformed(
                parser.error(.expectedAnnotationName)
            )
        }
        var arguments: [Annotation.Argument]?
        parser.skipSpaces()
        if parser.peek == UInt8(ascii: "(") {
            parser.index += 1
            switch parser.arguments(annotation: name) {
            case .success(let parsed): arguments = parsed
            case .failure(let diagnostic): return .malformed(diagnostic)
            }
        }
        parser.skipSpaces()
        if !parser.atEnd {
            return .malformed(
                parser.error(.textAfterAnnotation(name, hasArguments: arguments != nil))
            )
        }
        return .annotation(Annotation(name: name, arguments: arguments, location: location))
    }
}

/// A byte cursor over one comment line.
private struct Cursor {
    let bytes: [UInt8]
    var index: Int
    let locate: (Int) -> SourceLocation

    var atEnd: Bool { index >= bytes.count }
    var peek: UInt8? { atEnd ? nil : bytes[index] }

    mutating func skipSpaces() {
        while let byte = peek, byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") { index += 1 }
    }

    func error(_ message: ParsingMessage, at offset: Int? = nil) -> Diagnostic {
        Diagnostic(message, at: locate(offset ?? index))
    }

    mutating func identifier() -> String? {
        let start = index
        while let byte = peek,
            byte == UInt8(ascii: "_") || (byte >= 0x30 && byte <= 0x39 && index > start)
                || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
        {
            index += 1
        }
        return index > start ? String(decoding: bytes[start..<index], as: UTF8.self) : nil
    }

    mutating func arguments(annotation: String) -> Result<[Annotation.Argument], Diagnostic> {
        var arguments: [Annotation.Argument] = []
        skipSpaces()
        if peek == UInt8(ascii: ")") {
            index += 1
            return .success(arguments)
        }
        while true {
            skipSpaces()
            let argumentStart = index
            var label: String?
            if peek != UInt8(ascii: "\"") {
                guard let name = identifier() else {
                    return .failure(
                        error(.expectedArgument(annotation: annotation))
                    )
                }
                skipSpaces()
                guard peek == UInt8(ascii: ":") else {
                    return .failure(error(.expectedColon(label: name, annotation: annotation)))
                }
                index += 1
                skipSpaces()
                label = name
            }
            guard peek == UInt8(ascii: "\"") else {
                return .failure(error(.expectedString(annotation: annotation)))
            }
            switch string() {
            case .success(let value):
                arguments.append(Annotation.Argument(label: label, value: value, location: locate(argumentStart)))
            case .failure(let diagnostic):
                return .failure(diagnostic)
            }
            skipSpaces()
            if peek == UInt8(ascii: ",") {
                index += 1
                continue
            }
            if peek == UInt8(ascii: ")") {
                index += 1
                return .success(arguments)
            }
            return .failure(error(.expectedCommaOrParenthesis(annotation: annotation)))
        }
    }

    /// A Swift string literal; the cursor is on the opening quote. Linear in the literal's length: the value is
    /// built as UTF-8 bytes and decoded once.
    mutating func string() -> Result<String, Diagnostic> {
        let open = index
        index += 1
        var value: [UInt8] = []
        var chunkStart = index
        func flush(_ end: Int) { value.append(contentsOf: bytes[chunkStart..<end]) }
        func append(_ scalar: Unicode.Scalar) { value.append(contentsOf: String(scalar).utf8) }
        while let byte = peek {
            if byte == UInt8(ascii: "\"") {
                flush(index)
                index += 1
                return .success(String(decoding: value, as: UTF8.self))
            }
            if byte == UInt8(ascii: "\\") {
                flush(index)
                let escapeStart = index
                index += 1
                guard let escaped = peek else { break }
                index += 1
                switch escaped {
                case UInt8(ascii: "\""): value.append(UInt8(ascii: "\""))
                case UInt8(ascii: "\\"): value.append(UInt8(ascii: "\\"))
                case UInt8(ascii: "n"): value.append(UInt8(ascii: "\n"))
                case UInt8(ascii: "t"): value.append(UInt8(ascii: "\t"))
                case UInt8(ascii: "r"): value.append(UInt8(ascii: "\r"))
                case UInt8(ascii: "0"): value.append(0)
                case UInt8(ascii: "'"): value.append(UInt8(ascii: "'"))
                case UInt8(ascii: "u"):
                    guard peek == UInt8(ascii: "{") else {
                        return .failure(
                            error(.expectedUnicodeBrace, at: escapeStart)
                        )
                    }
                    index += 1
                    let digitsStart = index
                    while let digit = peek, digit != UInt8(ascii: "}"), index - digitsStart <= 8 { index += 1 }
                    let digits = String(decoding: bytes[digitsStart..<index], as: UTF8.self)
                    guard peek == UInt8(ascii: "}"), (1...8).contains(digits.count),
                        let codePoint = UInt32(digits, radix: 16),
                        let scalar = Unicode.Scalar(codePoint)
                    else {
                        return .failure(error(.invalidUnicodeEscape(digits), at: escapeStart))
                    }
                    index += 1
                    append(scalar)
                default:
                    return .failure(
                        error(.invalidEscape(Character(Unicode.Scalar(escaped))), at: escapeStart)
                    )
                }
                chunkStart = index
                continue
            }
            index += 1
        }
        return .failure(error(.unterminatedString, at: open))
    }
}
