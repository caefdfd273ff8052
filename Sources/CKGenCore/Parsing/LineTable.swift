import Foundation

/// Where each line of a file starts, to turn byte offsets into the compiler's line and column.
///
/// swift-syntax's `SourceLocationConverter` builds the same table by walking the whole syntax tree, and copies the
/// tree's text besides: two walks of every token per file, for the handful of locations a file's declarations
/// need. This scans the bytes once. Line breaks are counted as Swift counts them: `\n`, `\r`, and `\r\n` as one.
/// (ckgen reports physical lines, never those a `#sourceLocation` directive presumes.)
struct LineTable {
    /// The offset of the first byte of each line; the first line starts at 0.
    private let lineStarts: [Int]

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        var starts = [0]
        starts.reserveCapacity(bytes.count / 32 + 1)
        var index = 0
        let count = bytes.count
        // Most files break lines with `\n` alone: then `memchr` finds each line's end (byte by byte, this table
        // cost a third of what reading a file's declarations did).
        if let base = bytes.baseAddress, memchr(base, Int32(UInt8(ascii: "\r")), count) == nil {
            while index < count, let found = memchr(base + index, Int32(UInt8(ascii: "\n")), count - index) {
                index = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found)) + 1
                starts.append(index)
            }
            lineStarts = starts
            return
        }
        while index < count {
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "\n") {
                starts.append(index)
            } else if byte == UInt8(ascii: "\r") {
                if index < count && bytes[index] == UInt8(ascii: "\n") { index += 1 }
                starts.append(index)
            }
        }
        lineStarts = starts
    }

    init(_ bytes: [UInt8]) {
        self = bytes.withUnsafeBufferPointer { LineTable($0) }
    }

    /// The 1-based line and UTF-8 column of `offset`.
    func location(ofOffset offset: Int) -> (line: Int, column: Int) {
        // The last line start at or before `offset`.
        var low = 0
        var high = lineStarts.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle }
        }
        return (low + 1, offset - lineStarts[low] + 1)
    }
}
