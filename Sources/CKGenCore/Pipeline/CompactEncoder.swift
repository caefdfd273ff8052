/// Encodes `Codable` values as compact bytes for the parse cache: no keys, no field names, no text numbers.
///
/// Values are written in the order their `encode(to:)` visits them, which for synthesized conformances is the
/// order of declaration; ``CompactDecoder`` reads them back in the same order. That is only safe between the same
/// build of ckgen, which the cache guarantees (its version and ckgen's are part of the file). Integers are
/// variable-length; an optional is a presence byte and its value; an array its count and elements; a string its
/// UTF-8 bytes, or, when the same text came earlier in the value (every location repeats the file's path), the
/// number of that earlier string.
///
/// JSON cost more to decode than parsing the file again, which made the cache slower than no cache.
enum CompactEncoder {
    static func encode(_ value: some Encodable) throws -> [UInt8] {
        let sink = CompactSink()
        try value.encode(to: CompactWriter(sink: sink))
        return sink.bytes
    }
}

/// The bytes written so far, and the strings already written (for back-references).
final class CompactSink {
    var bytes: [UInt8] = []
    private var strings: [String: Int] = [:]

    init() { bytes.reserveCapacity(512) }

    func writeVarint(_ value: UInt64) {
        var value = value
        while value >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }

    /// Zig-zag, so small negative numbers stay short.
    func writeSigned(_ value: Int64) { writeVarint(UInt64(bitPattern: (value << 1) ^ (value >> 63))) }

    /// An even tag is a new string's byte count; an odd one the number of an earlier string.
    func writeString(_ value: String) {
        if let number = strings[value] {
            writeVarint(UInt64(number) << 1 | 1)
            return
        }
        strings[value] = strings.count
        var value = value
        value.withUTF8 { utf8 in
            writeVarint(UInt64(utf8.count) << 1)
            bytes.append(contentsOf: utf8)
        }
    }

    /// Reserves four bytes for a count filled in as elements arrive; returns where they are.
    func reserveCount() -> Int {
        bytes.append(contentsOf: [0, 0, 0, 0])
        return bytes.count - 4
    }

    func incrementCount(at offset: Int) {
        var count = UInt32(bytes[offset]) | UInt32(bytes[offset + 1]) << 8 | UInt32(bytes[offset + 2]) << 16
        count |= UInt32(bytes[offset + 3]) << 24
        count += 1
        for shift in 0..<4 { bytes[offset + shift] = UInt8(truncatingIfNeeded: count >> (8 * UInt32(shift))) }
    }

    func write<T: Encodable>(_ value: T) throws {
        // Generic code (an array's elements) arrives here with the type unknown: the common leaves first.
        // Compared by type, not cast: a failed `as` cast searches protocol conformances, and cost more than all
        // the rest of encoding.
        if T.self == String.self {
            writeString(unsafeBitCast(value, to: String.self))
        } else if T.self == Bool.self {
            bytes.append(unsafeBitCast(value, to: Bool.self) ? 1 : 0)
        } else if T.self == Int.self {
            writeSigned(Int64(unsafeBitCast(value, to: Int.self)))
        } else {
            try value.encode(to: CompactWriter(sink: self))
        }
    }

    func write(_ value: Bool) { bytes.append(value ? 1 : 0) }
    func write(_ value: String) { writeString(value) }
    func write(_ value: Double) { writeVarint(value.bitPattern) }
    func write(_ value: Float) { writeVarint(UInt64(value.bitPattern)) }
    func writeInteger(_ value: some SignedInteger) { writeSigned(Int64(value)) }
    func writeInteger(_ value: some UnsignedInteger) { writeVarint(UInt64(value)) }
}

/// What a value is told to encode into: every kind of container writes to the same sink.
struct CompactWriter: Encoder {
    let sink: CompactSink
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(KeyedCompactWriter<Key>(sink: sink))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        UnkeyedCompactWriter(sink: sink, countOffset: sink.reserveCount())
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { SingleCompactWriter(sink: sink) }
}

/// Keys are not written: the decoder asks for fields in the same order.
struct KeyedCompactWriter<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let sink: CompactSink
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil(forKey key: Key) throws { sink.bytes.append(0) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { try sink.write(value) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { sink.write(value) }
    mutating func encode(_ value: String, forKey key: Key) throws { sink.write(value) }
    mutating func encode(_ value: Double, forKey key: Key) throws { sink.write(value) }
    mutating func encode(_ value: Float, forKey key: Key) throws { sink.write(value) }
    mutating func encode(_ value: Int, forKey key: Key) throws { sink.writeInteger(value) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { sink.writeInteger(value) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { sink.writeInteger(value) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { sink.writeInteger(value) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { sink.writeInteger(value) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { sink.writeInteger(value) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { sink.writeInteger(value) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { sink.writeInteger(value) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { sink.writeInteger(value) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { sink.writeInteger(value) }

    // Every optional field goes through one of these: the default implementations write nothing for `nil`, which
    // the decoder could not tell from a value.
    mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws { try present(value) }
    mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws { try present(value) }
    mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws { try present(value) }
    mutating func encodeIfPresent(_ value: Float?, forKey key: Key) throws { try present(value) }
    mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws { try present(value) }
    mutating func encodeIfPresent(_ value: Int8?, forKey key: Key) throws { try present(value) }
    mutating func encodeIfPresent(_ value: Int16?, forKey key: Key) throws { try present(value) }
    mutating func encodeIfPresent(_ value: Int32?, forKey key: Key) throws { try present(value) }
    mutating func encodeIfPresent(_ value: Int64?, forKey key: Key) throws { try present(value) }
    mutating func encodeIfPresent(_ value: UInt?, forKey key: Key) throws { try present(value) }
    mutating func encodeIfPresent(_ value: UInt8?, forKey key: Key) throws { try present(value) }
    mutating func encodeIfPresent(_ value: UInt16?, forKey key: Key) throws { try present(value) }
    mutating func encodeIfPresent(_ value: UInt32?, forKey key: Key) throws { try present(value) }
    mutating func encodeIfPresent(_ value: UInt64?, forKey key: Key) throws { try present(value) }
    mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws { try present(value) }

    private func present<T: Encodable>(_ value: T?) throws {
        guard let value else {
            sink.bytes.append(0)
            return
        }
        sink.bytes.append(1)
        try sink.write(value)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
        -> KeyedEncodingContainer<NestedKey>
    {
        KeyedEncodingContainer(KeyedCompactWriter<NestedKey>(sink: sink))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        UnkeyedCompactWriter(sink: sink, countOffset: sink.reserveCount())
    }

    mutating func superEncoder() -> any Encoder { CompactWriter(sink: sink) }
    mutating func superEncoder(forKey key: Key) -> any Encoder { CompactWriter(sink: sink) }
}

/// An array: a count, patched as each element is written, then the elements.
struct UnkeyedCompactWriter: UnkeyedEncodingContainer {
    let sink: CompactSink
    let countOffset: Int
    private(set) var count = 0
    var codingPath: [any CodingKey] { [] }

    init(sink: CompactSink, countOffset: Int) {
        self.sink = sink
        self.countOffset = countOffset
    }

    mutating func encodeNil() throws { throw CompactCodingError.unsupported("nil inside an array") }

    mutating func encode<T: Encodable>(_ value: T) throws {
        counted()
        try sink.write(value)
    }

    mutating func encode(_ value: Bool) throws {
        counted()
        sink.write(value)
    }
    mutating func encode(_ value: String) throws {
        counted()
        sink.write(value)
    }
    mutating func encode(_ value: Double) throws {
        counted()
        sink.write(value)
    }
    mutating func encode(_ value: Float) throws {
        counted()
        sink.write(value)
    }
    mutating func encode(_ value: Int) throws {
        counted()
        sink.writeInteger(value)
    }
    mutating func encode(_ value: Int8) throws {
        counted()
        sink.writeInteger(value)
    }
    mutating func encode(_ value: Int16) throws {
        counted()
        sink.writeInteger(value)
    }
    mutating func encode(_ value: Int32) throws {
        counted()
        sink.writeInteger(value)
    }
    mutating func encode(_ value: Int64) throws {
        counted()
        sink.writeInteger(value)
    }
    mutating func encode(_ value: UInt) throws {
        counted()
        sink.writeInteger(value)
    }
    mutating func encode(_ value: UInt8) throws {
        counted()
        sink.writeInteger(value)
    }
    mutating func encode(_ value: UInt16) throws {
        counted()
        sink.writeInteger(value)
    }
    mutating func encode(_ value: UInt32) throws {
        counted()
        sink.writeInteger(value)
    }
    mutating func encode(_ value: UInt64) throws {
        counted()
        sink.writeInteger(value)
    }

    private mutating func counted() {
        sink.incrementCount(at: countOffset)
        count += 1
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
        -> KeyedEncodingContainer<NestedKey>
    {
        sink.incrementCount(at: countOffset)
        count += 1
        return KeyedEncodingContainer(KeyedCompactWriter<NestedKey>(sink: sink))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        sink.incrementCount(at: countOffset)
        count += 1
        return UnkeyedCompactWriter(sink: sink, countOffset: sink.reserveCount())
    }

    mutating func superEncoder() -> any Encoder { CompactWriter(sink: sink) }
}

/// One value (a raw-value enum's raw value, for instance).
struct SingleCompactWriter: SingleValueEncodingContainer {
    let sink: CompactSink
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil() throws { throw CompactCodingError.unsupported("a nil single value") }
    mutating func encode<T: Encodable>(_ value: T) throws { try sink.write(value) }
    mutating func encode(_ value: Bool) throws { sink.write(value) }
    mutating func encode(_ value: String) throws { sink.write(value) }
    mutating func encode(_ value: Double) throws { sink.write(value) }
    mutating func encode(_ value: Float) throws { sink.write(value) }
    mutating func encode(_ value: Int) throws { sink.writeInteger(value) }
    mutating func encode(_ value: Int8) throws { sink.writeInteger(value) }
    mutating func encode(_ value: Int16) throws { sink.writeInteger(value) }
    mutating func encode(_ value: Int32) throws { sink.writeInteger(value) }
    mutating func encode(_ value: Int64) throws { sink.writeInteger(value) }
    mutating func encode(_ value: UInt) throws { sink.writeInteger(value) }
    mutating func encode(_ value: UInt8) throws { sink.writeInteger(value) }
    mutating func encode(_ value: UInt16) throws { sink.writeInteger(value) }
    mutating func encode(_ value: UInt32) throws { sink.writeInteger(value) }
    mutating func encode(_ value: UInt64) throws { sink.writeInteger(value) }
}

/// A value the compact format does not represent, or bytes that do not read as the value asked for.
struct CompactCodingError: Error, CustomStringConvertible {
    let description: String

    static func unsupported(_ what: String) -> CompactCodingError {
        CompactCodingError(description: "the parse cache's format cannot hold \(what)")
    }
}
