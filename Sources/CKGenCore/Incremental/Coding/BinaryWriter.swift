/// Appends values to a byte buffer in the generator's binary coding (see ``BinaryCodable``): unsigned
/// integers as LEB128, signed ones zig-zagged first so small negative numbers stay short, strings as their UTF-8
/// byte count and bytes.
struct BinaryWriter {
    /// The bytes written so far.
    private(set) var bytes: [UInt8] = []
    /// The path of the file being written. Nearly every location in a parsed file names it, so a location writes
    /// its file only when it is another one.
    let path: String

    /// A writer for the entry of the file at `path`.
    init(path: String) {
        self.path = path
        bytes.reserveCapacity(2048)
    }

    /// ``ContentHash`` of the bytes written so far.
    var contentHash: UInt64 { bytes.withUnsafeBytes { ContentHash.of($0) } }

    /// Forgets what was written, keeping the buffer's capacity for what is written next.
    mutating func removeAll() { bytes.removeAll(keepingCapacity: true) }

    /// Appends `value`'s fields.
    mutating func write(_ value: some BinaryEncodable) { value.write(to: &self) }

    /// Appends one byte: an enum's case number, a flag.
    mutating func writeByte(_ byte: UInt8) { bytes.append(byte) }

    /// Appends `value` in LEB128: seven bits a byte, low bits first, the high bit set on every byte but the last.
    mutating func writeUnsigned(_ value: UInt64) {
        var value = value
        while value >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }

    /// Appends `value` zig-zagged (0, -1, 1, -2, … as 0, 1, 2, 3, …), then in LEB128.
    mutating func writeSigned(_ value: Int) {
        let value = Int64(value)
        writeUnsigned(UInt64(bitPattern: (value << 1) ^ (value >> 63)))
    }

    /// Appends the byte count of `text`'s UTF-8, then the bytes, copied in one go.
    mutating func writeString(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            writeUnsigned(UInt64(utf8.count))
            bytes.append(contentsOf: utf8)
        }
    }
}
