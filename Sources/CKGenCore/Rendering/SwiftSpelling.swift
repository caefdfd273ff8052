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
        var text = text
        return text.withUTF8 { bytes in
            let quote = UInt8(ascii: "\"")
            let backslash = UInt8(ascii: "\\")
            // Printable ASCII but quotes and backslashes is written as it is, between quotes.
            guard bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != quote && $0 != backslash }) else {
                return Identifiers.stringLiteral(String(decoding: bytes, as: UTF8.self))
            }
            return String(unsafeUninitializedCapacity: bytes.count + 2) { buffer in
                buffer[0] = quote
                _ = UnsafeMutableBufferPointer(rebasing: buffer[1...]).initialize(from: bytes)
                buffer[bytes.count + 1] = quote
                return bytes.count + 2
            }
        }
    }

    /// Keywords and other names ``Identifiers`` escapes that hold a byte other than a lowercase ASCII letter:
    /// any other plain identifier with such a byte is written as it is.
    private static let escapedNamesNotAllLowercase: [String] =
        (Identifiers.swiftKeywords.sorted() + ["Type", "Protocol"])
        .filter { !$0.utf8.allSatisfy(\.isASCIILowercase) }

    /// Whether `name` is an ASCII identifier with a capital, digit or `_` (so not a lowercase keyword) that is none
    /// of ``escapedNamesNotAllLowercase``: escaping leaves it as it is. `false` says nothing.
    private static func isPlainNonKeyword(_ name: String) -> Bool {
        var name = name
        return name.withUTF8 { bytes in
            guard let first = bytes.first, !first.isASCIIDigit else { return false }
            var allLowercase = true
            for byte in bytes where !byte.isASCIILowercase {
                guard byte.isASCIIIdentifierByte else { return false }
                allLowercase = false
            }
            return !allLowercase && !(bytes.count == 1 && first == UInt8(ascii: "_"))
                && !escapedNamesNotAllLowercase.contains {
                    $0.utf8.count == bytes.count && $0.utf8.elementsEqual(bytes)
                }
        }
    }
}
