/// Whether bytes contain a sequence of bytes: the plain search the parser runs over every file.
///
/// Foundation's `firstRange(of:)` on byte collections goes through generic collection code that cost more than
/// parsing the file with swift-syntax; this looks for the first byte, then compares the rest.
enum ByteSearch {
    static func contains(_ haystack: ArraySlice<UInt8>, _ needle: [UInt8]) -> Bool {
        guard let first = needle.first else { return true }
        guard haystack.count >= needle.count else { return false }
        return haystack.withUnsafeBufferPointer { text in
            needle.withUnsafeBufferPointer { pattern in
                let last = text.count - pattern.count
                var index = 0
                while index <= last {
                    if text[index] == first {
                        var offset = 1
                        while offset < pattern.count && text[index + offset] == pattern[offset] { offset += 1 }
                        if offset == pattern.count { return true }
                    }
                    index += 1
                }
                return false
            }
        }
    }

    static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool { contains(haystack[...], needle) }
}
