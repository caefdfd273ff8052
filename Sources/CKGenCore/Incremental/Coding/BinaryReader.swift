/// Why a parse cache entry could not be read: it ended early, went on past its value, or held a number that no
/// writer writes. The cache then parses the file again, so no more is kept.
struct DamagedCacheEntry: Error {}

/// Reads what ``BinaryWriter`` wrote, in the same order. Every read checks what is left, so a damaged entry throws
/// ``DamagedCacheEntry`` rather than reading past its end, trapping or allocating what a corrupt count asks for.
struct BinaryReader {
    /// How deeply values may nest (a type inside a type, a note of a note): no deeper than the parser reads. A
    /// damaged entry could otherwise ask for a recursion deep enough to overflow a worker thread's stack.
    static let maximumDepth = SourceFileParser.maximumNestingLevel

    private let bytes: UnsafeBufferPointer<UInt8>
    private(set) var offset = 0
    private var depth = 0
    /// The path of the file being read, once read: a location that does not write its file is in this one.
    var path = ""

    /// A reader of `bytes`, which must stay valid while it reads.
    init(_ bytes: UnsafeRawBufferPointer) { self.bytes = bytes.assumingMemoryBound(to: UInt8.self) }

    /// Whether every byte has been read.
    var isAtEnd: Bool { offset == bytes.count }

    /// The next value of type `T`.
    mutating func read<T: BinaryCodable>(_: T.Type = T.self) throws(DamagedCacheEntry) -> T {
        try T(from: &self)
    }

    /// The next byte.
    mutating func readByte() throws(DamagedCacheEntry) -> UInt8 {
        guard offset < bytes.count else { throw DamagedCacheEntry() }
        defer { offset += 1 }
        return bytes[offset]
    }

    /// The next LEB128 number; more than ten bytes (64 bits), or a tenth byte with bits above the 64th, is damage:
    /// a writer never writes them, and reading past them would take two byte strings for one number.
    mutating func readUnsigned() throws(DamagedCacheEntry) -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            let byte = try readByte()
            guard shift < 63 || (shift == 63 && byte <= 1) else { throw DamagedCacheEntry() }
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
    }

    /// The next zig-zagged number.
    mutating func readSigned() throws(DamagedCacheEntry) -> Int {
        let raw = try readUnsigned()
        return Int(truncatingIfNeeded: Int64(bitPattern: raw >> 1) ^ -Int64(bitPattern: raw & 1))
    }

    /// The next count of bytes or elements. Every element takes at least one byte, so a count larger than the
    /// bytes left is damage: checking here keeps a corrupt count from reserving gigabytes.
    mutating func readCount() throws(DamagedCacheEntry) -> Int {
        let count = try readUnsigned()
        guard count <= UInt64(bytes.count - offset) else { throw DamagedCacheEntry() }
        return Int(count)
    }

    /// The next string. Invalid UTF-8 is repaired (as `String(decoding:as:)` does), never trusted.
    mutating func readString() throws(DamagedCacheEntry) -> String {
        let count = try readCount()
        defer { offset += count }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<offset + count]), as: UTF8.self)
    }

    /// Notes that a value which may contain values of its own type starts; pair with ``leaveNested()``.
    mutating func enterNested() throws(DamagedCacheEntry) {
        guard depth < Self.maximumDepth else { throw DamagedCacheEntry() }
        depth += 1
    }

    /// Notes that the value ``enterNested()`` started has been read.
    mutating func leaveNested() { depth -= 1 }
}
