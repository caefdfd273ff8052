/// A value the parse cache stores: written field by field in a fixed order, with no field names and no `Codable`
/// containers, and read back in the same order.
///
/// Nothing checks that a conformance writes every field: when a model type gains one, its `write` and `init` here
/// must gain it too. `ParseCacheFormatTests` round-trips a parsed file with every field set, and fails until they
/// do. Reading throws ``DamagedCacheEntry`` on any byte a writer could not have written.
protocol ParseCacheCodable {
    /// Appends the value's fields to `writer`.
    func write(to writer: inout BinaryWriter)
    /// Reads what ``write(to:)`` wrote.
    init(from reader: inout BinaryReader) throws(DamagedCacheEntry)
}

extension String: ParseCacheCodable {
    func write(to writer: inout BinaryWriter) { writer.writeString(self) }
    init(from reader: inout BinaryReader) throws(DamagedCacheEntry) { self = try reader.readString() }
}

extension Int: ParseCacheCodable {
    func write(to writer: inout BinaryWriter) { writer.writeSigned(self) }
    init(from reader: inout BinaryReader) throws(DamagedCacheEntry) { self = try reader.readSigned() }
}

extension UInt64: ParseCacheCodable {
    func write(to writer: inout BinaryWriter) { writer.writeUnsigned(self) }
    init(from reader: inout BinaryReader) throws(DamagedCacheEntry) { self = try reader.readUnsigned() }
}

extension Bool: ParseCacheCodable {
    func write(to writer: inout BinaryWriter) { writer.writeByte(self ? 1 : 0) }
    init(from reader: inout BinaryReader) throws(DamagedCacheEntry) {
        switch try reader.readByte() {
        case 0: self = false
        case 1: self = true
        default: throw DamagedCacheEntry()
        }
    }
}

/// A presence byte, then the value when there is one.
extension Optional: ParseCacheCodable where Wrapped: ParseCacheCodable {
    func write(to writer: inout BinaryWriter) {
        if let value = self {
            writer.writeByte(1)
            value.write(to: &writer)
        } else {
            writer.writeByte(0)
        }
    }

    init(from reader: inout BinaryReader) throws(DamagedCacheEntry) {
        switch try reader.readByte() {
        case 0: self = nil
        case 1: self = try Wrapped(from: &reader)
        default: throw DamagedCacheEntry()
        }
    }
}

/// The count, then the elements.
extension Array: ParseCacheCodable where Element: ParseCacheCodable {
    func write(to writer: inout BinaryWriter) {
        writer.writeUnsigned(UInt64(count))
        for element in self { element.write(to: &writer) }
    }

    init(from reader: inout BinaryReader) throws(DamagedCacheEntry) {
        let count = try reader.readCount()
        self = []
        reserveCapacity(count)
        for _ in 0..<count { append(try Element(from: &reader)) }
    }
}
