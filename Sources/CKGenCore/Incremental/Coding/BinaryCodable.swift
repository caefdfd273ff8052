/// A value in the generator's one binary coding, used by every cache and by the plan's hash: written field by
/// field in a fixed order, with no field names and no `Codable` containers (see ``BinaryWriter`` for the
/// primitives). Equal values give equal bytes (nothing depends on hashing or addresses), so a hash of the bytes is a
/// hash of the value.
///
/// `BinaryCodingCompletenessTests` checks every conformance generically: a change to any stored field of a model
/// or plan value, wherever it is nested, changes the bytes, and a cached value reads back equal.
protocol BinaryEncodable {
    /// Appends the value's fields to `writer`.
    func write(to writer: inout BinaryWriter)
}

/// A value the caches store and read back: reading throws ``DamagedCacheEntry`` on any byte a writer could not
/// have written.
protocol BinaryCodable: BinaryEncodable {
    /// Reads what ``BinaryEncodable/write(to:)`` wrote.
    init(from reader: inout BinaryReader) throws(DamagedCacheEntry)
}

extension String: BinaryCodable {
    func write(to writer: inout BinaryWriter) { writer.writeString(self) }
    init(from reader: inout BinaryReader) throws(DamagedCacheEntry) { self = try reader.readString() }
}

extension Int: BinaryCodable {
    func write(to writer: inout BinaryWriter) { writer.writeSigned(self) }
    init(from reader: inout BinaryReader) throws(DamagedCacheEntry) { self = try reader.readSigned() }
}

extension UInt64: BinaryCodable {
    func write(to writer: inout BinaryWriter) { writer.writeUnsigned(self) }
    init(from reader: inout BinaryReader) throws(DamagedCacheEntry) { self = try reader.readUnsigned() }
}

extension Bool: BinaryCodable {
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
extension Optional: BinaryEncodable where Wrapped: BinaryEncodable {
    func write(to writer: inout BinaryWriter) {
        if let value = self {
            writer.writeByte(1)
            value.write(to: &writer)
        } else {
            writer.writeByte(0)
        }
    }
}

extension Optional: BinaryCodable where Wrapped: BinaryCodable {
    init(from reader: inout BinaryReader) throws(DamagedCacheEntry) {
        switch try reader.readByte() {
        case 0: self = nil
        case 1: self = try Wrapped(from: &reader)
        default: throw DamagedCacheEntry()
        }
    }
}

/// The count, then the elements.
extension Array: BinaryEncodable where Element: BinaryEncodable {
    func write(to writer: inout BinaryWriter) {
        writer.writeUnsigned(UInt64(count))
        for element in self { element.write(to: &writer) }
    }
}

extension Array: BinaryCodable where Element: BinaryCodable {
    init(from reader: inout BinaryReader) throws(DamagedCacheEntry) {
        let count = try reader.readCount()
        self = []
        reserveCapacity(count)
        for _ in 0..<count { append(try Element(from: &reader)) }
    }
}
