/// ``Identifiers/lowerCamel(_:)`` and ``Identifiers/lowercasingLeadingCapitals(_:)`` on ASCII text, byte by byte.
///
/// Names are nearly always ASCII, and asking each `Character` whether it is a letter, a number or uppercase (a
/// Unicode property lookup each) cost half of planning event proxies. These give the same results on ASCII text
/// (`IdentifierCaseTests` compares them), and `nil` for anything else.
enum ASCIIWords {
    /// Whether `text` is all ASCII. Read from the string's own storage: stepping through its UTF-8 view cost
    /// several times more.
    static func isASCII(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { $0.allSatisfy { $0 < 0x80 } }
            ?? text.utf8.allSatisfy { $0 < 0x80 }
    }

    static func lowerCamel(_ raw: String) -> String? {
        guard isASCII(raw) else { return nil }
        let bytes = Array(raw.utf8)
        var words: [ArraySlice<UInt8>] = []
        var start: Int?
        for (index, byte) in bytes.enumerated() {
            if byte.isASCIIIdentifierByte {
                if start == nil { start = index }
            } else if let wordStart = start {
                words.append(bytes[wordStart..<index])
                start = nil
            }
        }
        if let wordStart = start { words.append(bytes[wordStart...]) }
        guard let first = words.first else { return "event" }
        var result = lowercasingLeadingCapitals(first)
        for word in words.dropFirst() {
            result.append(uppercased(word[word.startIndex]))
            result.append(contentsOf: word.dropFirst())
        }
        if let leading = result.first, leading.isASCIIDigit || result.allSatisfy({ $0 == UInt8(ascii: "_") }) {
            result = Array("event".utf8) + result
        }
        return String(decoding: result, as: UTF8.self)
    }

    static func lowercasingLeadingCapitals(_ word: String) -> String? {
        guard isASCII(word) else { return nil }
        return String(decoding: lowercasingLeadingCapitals(Array(word.utf8)[...]), as: UTF8.self)
    }

    /// `URLString` → `urlString`: a run of capitals is lowered, but for its last when a lowercase letter follows.
    private static func lowercasingLeadingCapitals(_ word: ArraySlice<UInt8>) -> [UInt8] {
        var result = Array(word)
        var capitals = 0
        while capitals < result.count, result[capitals].isASCIIUppercase { capitals += 1 }
        let lowered = capitals <= 1 || capitals == result.count ? capitals : capitals - 1
        for index in 0..<lowered { result[index] += 0x20 }
        return result
    }

    private static func uppercased(_ byte: UInt8) -> UInt8 {
        byte.isASCIILowercase ? byte - 0x20 : byte
    }
}
