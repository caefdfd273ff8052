import Foundation

/// Reads what ``CompactEncoder`` wrote, asking for fields in the order the encoder wrote them. Every read checks
/// the bytes left, so a damaged cache entry throws instead of reading past its end.
enum CompactDecoder {
    static func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        try data.withUnsafeBytes { buffer in
            let source = CompactSource(buffer)
            let value = try T(from: CompactReader(source: source))
            guard source.isAtEnd else { throw CompactCodingError(description: "bytes left after the value") }
            return value
        }
    }
}

/// The bytes being read and the strings read so far (for back-references). Lives only inside
/// ``CompactDecoder/decode(_:from:)``, while its buffer is valid.
final class CompactSource {
    private let buffer: UnsafeRawBufferPointer
    private var offset = 0
    private var strings: [String] = []

    init(_ buffer: UnsafeRawBufferPointer) { self.buffer = buffer }

    var isAtEnd: Bool { offset == buffer.count }

    private static let truncated = CompactCodingError(description: "the cache entry ends in the middle of a value")

    func readByte() throws -> UInt8 {
        guard offset < buffer.count else { throw Self.truncated }
        defer { offset += 1 }
        return buffer[offset]
    }

    func readVarint() throws -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            let byte = try readByte()
            guard shift < 64 else { throw Self.truncated }
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
    }

    func readSigned() throws -> Int64 {
        let raw = try readVarint()
        return Int64(bitPattern: raw >> 1) ^ -Int64(bitPattern: raw & 1)
    }

    func readString() throws -> String {
        let tag = try readVarint()
        if tag & 1 == 1 {
            let number = Int(tag >> 1)
            guard number < strings.count else { throw Self.truncated }
            return strings[number]
        }
        let count = Int(tag >> 1)
        guard count <= buffer.count - offset else { throw Self.truncated }
        let text = String(decoding: UnsafeRawBufferPointer(rebasing: buffer[offset..<offset + count]), as: UTF8.self)
        offset += count
        strings.append(text)
        return text
    }

    func readCount() throws -> Int {
        var count: UInt32 = 0
        for shift in 0..<4 { count |= UInt32(try readByte()) << (8 * UInt32(shift)) }
        // Each element takes at least a byte: a larger count is damage, not a big array.
        guard Int(count) <= buffer.count - offset else { throw Self.truncated }
        return Int(count)
    }

    func readBool() throws -> Bool {
        switch try readByte() {
        case 0: return false
        case 1: return true
        default: throw CompactCodingError(description: "a flag that is neither 0 nor 1")
        }
    }

    func read<T: Decodable>(_ type: T.Type) throws -> T {
        // Generic code (an array's elements) arrives here with the type unknown: the common leaves first.
        // Compared by type, not cast (see CompactSink.write).
        if type == String.self { return unsafeBitCast(try readString(), to: T.self) }
        if type == Int.self { return unsafeBitCast(Int(try readSigned()), to: T.self) }
        if type == Bool.self { return unsafeBitCast(try readBool(), to: T.self) }
        return try T(from: CompactReader(source: self))
    }

    func read<T: FixedWidthInteger & SignedInteger>(signed type: T.Type) throws -> T {
        guard let value = T(exactly: try readSigned()) else { throw Self.truncated }
        return value
    }

    func read<T: FixedWidthInteger & UnsignedInteger>(unsigned type: T.Type) throws -> T {
        guard let value = T(exactly: try readVarint()) else { throw Self.truncated }
        return value
    }
}

/// What a value is decoded from: every kind of container reads the same source.
struct CompactReader: Decoder {
    let source: CompactSource
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(KeyedCompactReader<Key>(source: source))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        UnkeyedCompactReader(source: source, count: try source.readCount())
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { SingleCompactReader(source: source) }
}

/// Fields in the order they were written; keys are not stored, so every key is "there" and an optional's
/// presence byte says whether it holds a value.
struct KeyedCompactReader<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let source: CompactSource
    var codingPath: [any CodingKey] { [] }
    var allKeys: [Key] { [] }

    func contains(_ key: Key) -> Bool { true }
    func decodeNil(forKey key: Key) throws -> Bool { try !source.readBool() }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try source.read(type) }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try source.readBool() }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try source.readString() }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { Double(bitPattern: try source.readVarint()) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
        Float(bitPattern: try source.read(unsigned: UInt32.self))
    }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try source.read(signed: Int.self) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try source.read(signed: Int8.self) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try source.read(signed: Int16.self) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try source.read(signed: Int32.self) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try source.read(signed: Int64.self) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try source.read(unsigned: UInt.self) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try source.read(unsigned: UInt8.self) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try source.read(unsigned: UInt16.self) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try source.read(unsigned: UInt32.self) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try source.read(unsigned: UInt64.self) }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        try source.readBool() ? source.read(type) : nil
    }
    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
        try source.readBool() ? try source.readBool() : nil
    }
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
        try source.readBool() ? try source.readString() : nil
    }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
        try source.readBool() ? Double(bitPattern: try source.readVarint()) : nil
    }
    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? {
        try source.readBool() ? Float(bitPattern: try source.read(unsigned: UInt32.self)) : nil
    }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
        try source.readBool() ? try source.read(signed: Int.self) : nil
    }
    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? {
        try source.readBool() ? try source.read(signed: Int8.self) : nil
    }
    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? {
        try source.readBool() ? try source.read(signed: Int16.self) : nil
    }
    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? {
        try source.readBool() ? try source.read(signed: Int32.self) : nil
    }
    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? {
        try source.readBool() ? try source.read(signed: Int64.self) : nil
    }
    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? {
        try source.readBool() ? try source.read(unsigned: UInt.self) : nil
    }
    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? {
        try source.readBool() ? try source.read(unsigned: UInt8.self) : nil
    }
    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? {
        try source.readBool() ? try source.read(unsigned: UInt16.self) : nil
    }
    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? {
        try source.readBool() ? try source.read(unsigned: UInt32.self) : nil
    }
    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? {
        try source.readBool() ? try source.read(unsigned: UInt64.self) : nil
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        KeyedDecodingContainer(KeyedCompactReader<NestedKey>(source: source))
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        UnkeyedCompactReader(source: source, count: try source.readCount())
    }

    func superDecoder() throws -> any Decoder { CompactReader(source: source) }
    func superDecoder(forKey key: Key) throws -> any Decoder { CompactReader(source: source) }
}

/// An array: its count, then its elements.
struct UnkeyedCompactReader: UnkeyedDecodingContainer {
    let source: CompactSource
    let count: Int?
    private(set) var currentIndex = 0
    var codingPath: [any CodingKey] { [] }
    var isAtEnd: Bool { currentIndex >= (count ?? 0) }

    init(source: CompactSource, count: Int) {
        self.source = source
        self.count = count
    }

    private mutating func next() throws {
        guard !isAtEnd else { throw CompactCodingError(description: "an array read past its end") }
        currentIndex += 1
    }

    mutating func decodeNil() throws -> Bool { false }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try next()
        return try source.read(type)
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool {
        try next()
        return try source.readBool()
    }
    mutating func decode(_ type: String.Type) throws -> String {
        try next()
        return try source.readString()
    }
    mutating func decode(_ type: Double.Type) throws -> Double {
        try next()
        return Double(bitPattern: try source.readVarint())
    }
    mutating func decode(_ type: Float.Type) throws -> Float {
        try next()
        return Float(bitPattern: try source.read(unsigned: UInt32.self))
    }
    mutating func decode(_ type: Int.Type) throws -> Int {
        try next()
        return try source.read(signed: Int.self)
    }
    mutating func decode(_ type: Int8.Type) throws -> Int8 {
        try next()
        return try source.read(signed: Int8.self)
    }
    mutating func decode(_ type: Int16.Type) throws -> Int16 {
        try next()
        return try source.read(signed: Int16.self)
    }
    mutating func decode(_ type: Int32.Type) throws -> Int32 {
        try next()
        return try source.read(signed: Int32.self)
    }
    mutating func decode(_ type: Int64.Type) throws -> Int64 {
        try next()
        return try source.read(signed: Int64.self)
    }
    mutating func decode(_ type: UInt.Type) throws -> UInt {
        try next()
        return try source.read(unsigned: UInt.self)
    }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 {
        try next()
        return try source.read(unsigned: UInt8.self)
    }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 {
        try next()
        return try source.read(unsigned: UInt16.self)
    }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 {
        try next()
        return try source.read(unsigned: UInt32.self)
    }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 {
        try next()
        return try source.read(unsigned: UInt64.self)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        try next()
        return KeyedDecodingContainer(KeyedCompactReader<NestedKey>(source: source))
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try next()
        return UnkeyedCompactReader(source: source, count: try source.readCount())
    }

    mutating func superDecoder() throws -> any Decoder { CompactReader(source: source) }
}

/// One value (a raw-value enum's raw value, for instance).
struct SingleCompactReader: SingleValueDecodingContainer {
    let source: CompactSource
    var codingPath: [any CodingKey] { [] }

    func decodeNil() -> Bool { false }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try source.read(type) }
    func decode(_ type: Bool.Type) throws -> Bool { try source.readBool() }
    func decode(_ type: String.Type) throws -> String { try source.readString() }
    func decode(_ type: Double.Type) throws -> Double { Double(bitPattern: try source.readVarint()) }
    func decode(_ type: Float.Type) throws -> Float { Float(bitPattern: try source.read(unsigned: UInt32.self)) }
    func decode(_ type: Int.Type) throws -> Int { try source.read(signed: Int.self) }
    func decode(_ type: Int8.Type) throws -> Int8 { try source.read(signed: Int8.self) }
    func decode(_ type: Int16.Type) throws -> Int16 { try source.read(signed: Int16.self) }
    func decode(_ type: Int32.Type) throws -> Int32 { try source.read(signed: Int32.self) }
    func decode(_ type: Int64.Type) throws -> Int64 { try source.read(signed: Int64.self) }
    func decode(_ type: UInt.Type) throws -> UInt { try source.read(unsigned: UInt.self) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try source.read(unsigned: UInt8.self) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try source.read(unsigned: UInt16.self) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try source.read(unsigned: UInt32.self) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try source.read(unsigned: UInt64.self) }
}
