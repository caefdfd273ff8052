import Foundation

/// Whether bytes contain a sequence of bytes: the plain search the parser runs over every file.
///
/// Foundation's `firstRange(of:)` on byte collections goes through generic collection code that cost more than
/// parsing the file with swift-syntax; this looks for the first byte, then compares the rest.
enum ByteSearch {
    static func contains(_ haystack: ArraySlice<UInt8>, _ needle: [UInt8]) -> Bool {
        haystack.withUnsafeBufferPointer { text in
            needle.withUnsafeBufferPointer { pattern in contains(text, pattern) }
        }
    }

    static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool { contains(haystack[...], needle) }

    /// Whether `text` contains `needle`, compared as UTF-8 bytes (Foundation's `contains` on strings goes through
    /// `range(of:)` and its options).
    static func contains(_ text: String, _ needle: StaticString) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            contains(bytes, UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount))
        }
    }

    /// The offset of every occurrence of `needle` in `haystack`, in order (overlapping ones included).
    static func offsets(of needle: [UInt8], in haystack: [UInt8]) -> [Int] {
        var result: [Int] = []
        haystack.withUnsafeBufferPointer { text in
            needle.withUnsafeBufferPointer { pattern in
                var from = 0
                while let found = firstOffset(of: pattern, in: text, from: from) {
                    result.append(found)
                    from = found + 1
                }
            }
        }
        return result
    }

    /// `memchr` finds each candidate first byte (a vectorised scan), then the rest is compared: every file is
    /// searched for `@ck.` and `#if`, and a byte-by-byte loop cost a hundredth of linting real code.
    private static func contains(_ text: UnsafeBufferPointer<UInt8>, _ pattern: UnsafeBufferPointer<UInt8>) -> Bool {
        pattern.isEmpty || firstOffset(of: pattern, in: text, from: 0) != nil
    }

    private static func firstOffset(
        of pattern: UnsafeBufferPointer<UInt8>,
        in text: UnsafeBufferPointer<UInt8>,
        from start: Int
    ) -> Int? {
        guard let first = pattern.first else { return nil }
        guard text.count >= pattern.count, let base = text.baseAddress else { return nil }
        let last = text.count - pattern.count
        var index = start
        while index <= last {
            guard let found = memchr(base + index, Int32(first), last - index + 1) else { return nil }
            index = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
            var offset = 1
            while offset < pattern.count && text[index + offset] == pattern[offset] { offset += 1 }
            if offset == pattern.count { return index }
            index += 1
        }
        return nil
    }
}
