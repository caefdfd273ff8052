/// How rendering spells names and literals: ``Identifiers``' answers, reached without its general work for the
/// plain ASCII names and literals nearly every plan holds.
///
/// Rendering asks for a spelling for every name and identifier it writes, and ``Identifiers`` finds it
/// through a `Set` of keywords (hashing each name) and appends string literals one Unicode scalar at a time: a
/// quarter of rendering. These shortcuts answer only where the answer is certain from the bytes, and ask
/// ``Identifiers`` otherwise, so the spellings stay defined in one place.
enum SwiftSpelling {
    /// `Identifiers.escapeKeyword(name)`.
    static func name(_ name: String) -> String {
        isPlainNonKeyword(name) ? name : Identifiers.escapeKeyword(name)
    }

    /// `Identifiers.swiftTypeName(name)`.
    static func typeName(_ name: String) -> String {
        isPlainNonKeyword(name) ? name : Identifiers.swiftTypeName(name)
    }

    /// `Identifiers.stringLiteral(text)`.
    static func stringLiteral(_ text: String) -> String {
        let quote = UInt8(ascii: "\"")
        let backslash = UInt8(ascii: "\\")
        // Printable ASCII but quotes and backslashes is written as it is, between quotes.
        guard text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != quote && $0 != backslash }) else {
            return Identifiers.stringLiteral(text)
        }
        let count = text.utf8.count + 2
        return String(unsafeUninitializedCapacity: count) { buffer in
            buffer[0] = quote
            var index = 1
            for byte in text.utf8 {
                buffer[index] = byte
                index += 1
            }
            buffer[index] = quote
            return count
        }
    }

    /// Keywords and other names ``Identifiers`` escapes that hold a byte other than a lowercase ASCII letter:
    /// any other plain identifier with such a byte is written as it is.
    private static let escapedNamesNotAllLowercase: [String] = (Identifiers.swiftKeywords.sorted() + ["Type", "Protocol"])
        .filter { !$0.utf8.allSatisfy(isLowercaseLetter) }

    /// Whether `name` is an ASCII identifier with a capital, digit or `_` (so not a lowercase keyword) that is none
    /// of ``escapedNamesNotAllLowercase``: escaping leaves it as it is. `false` says nothing.
    private static func isPlainNonKeyword(_ name: String) -> Bool {
        guard let first = name.utf8.first, !isDigit(first) else { return false }
        var allLowercase = true
        for byte in name.utf8 {
            if isLowercaseLetter(byte) { continue }
            guard isDigit(byte) || byte == UInt8(ascii: "_") || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            else { return false }
            allLowercase = false
        }
        return !allLowercase && name != "_" && !escapedNamesNotAllLowercase.contains(name)
    }

    private static func isLowercaseLetter(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
