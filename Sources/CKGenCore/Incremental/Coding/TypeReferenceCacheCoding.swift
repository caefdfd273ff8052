// How the parse cache stores a type reference: its spelling, then its shape as a case number and the case's values.

extension TypeReference: BinaryCodable {
    func write(to writer: inout BinaryWriter) {
        writer.write(spelling)
        writer.write(shape)
    }

    init(from reader: inout BinaryReader) throws(DamagedCacheEntry) {
        try reader.enterNested()
        defer { reader.leaveNested() }
        self.init(spelling: try reader.read(), shape: try reader.read())
    }
}

extension TypeReference.Shape: BinaryCodable {
    func write(to writer: inout BinaryWriter) {
        switch self {
        case .named(let path, let arguments):
            writer.writeByte(0)
            writer.write(path)
            writer.write(arguments)
        case .optional(let wrapped):
            writer.writeByte(1)
            writer.write(wrapped)
        case .array(let element):
            writer.writeByte(2)
            writer.write(element)
        case .dictionary(let key, let value):
            writer.writeByte(3)
            writer.write(key)
            writer.write(value)
        case .tuple(let elements):
            writer.writeByte(4)
            writer.write(elements)
        case .function:
            writer.writeByte(5)
        case .existential(let constraint):
            writer.writeByte(6)
            writer.write(constraint)
        case .opaque(let constraint):
            writer.writeByte(7)
            writer.write(constraint)
        case .composition(let elements):
            writer.writeByte(8)
            writer.write(elements)
        case .metatype(let base):
            writer.writeByte(9)
            writer.write(base)
        case .other:
            writer.writeByte(10)
        }
    }

    init(from reader: inout BinaryReader) throws(DamagedCacheEntry) {
        switch try reader.readByte() {
        case 0: self = .named(path: try reader.read(), genericArguments: try reader.read())
        case 1: self = .optional(try reader.read())
        case 2: self = .array(try reader.read())
        case 3: self = .dictionary(key: try reader.read(), value: try reader.read())
        case 4: self = .tuple(try reader.read())
        case 5: self = .function
        case 6: self = .existential(try reader.read())
        case 7: self = .opaque(try reader.read())
        case 8: self = .composition(try reader.read())
        case 9: self = .metatype(try reader.read())
        case 10: self = .other
        default: throw DamagedCacheEntry()
        }
    }
}
