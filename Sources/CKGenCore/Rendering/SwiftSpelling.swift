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

    /// The plain identifiers ``Identifiers`` escapes (keywords and ``Identifiers/escapedContextualWords``) as bytes,
    /// grouped by length: a name is compared with the few of its own length, without hashing it (rendering asks for
    /// every name it writes, and most are lowercase, like most keywords).
    private static let escapedNamesByLength: [[[UInt8]]] = {
        let names = (Identifiers.swiftKeywords.sorted() + Identifiers.escapedContextualWords.sorted()).map {
            Array($0.utf8)
        }
        var byLength = [[[UInt8]]](repeating: [], count: (names.map(\.count).max() ?? 0) + 1)
        for name in names { byLength[name.count].append(name) }
        return byLength
    }()

    /// Whether `name` is an ASCII identifier (not `_` alone) that is none of the names ``Identifiers`` escapes:
    /// escaping leaves it as it is. `false` says nothing.
    private static func isPlainNonKeyword(_ name: String) -> Bool {
        var name = name
        return name.withUTF8 { bytes in
            guard let first = bytes.first, !first.isASCIIDigit, bytes.allSatisfy(\.isASCIIIdentifierByte) else {
                return false
            }
            if bytes.count == 1 && first == UInt8(ascii: "_") { return false }
            guard bytes.count < escapedNamesByLength.count else { return true }
            return !escapedNamesByLength[bytes.count].contains { $0.elementsEqual(bytes) }
        }
    }
}
