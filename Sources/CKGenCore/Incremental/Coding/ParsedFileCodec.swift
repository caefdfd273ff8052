import Foundation

/// The parse cache's entry format: a ``ParsedFile`` written field by field by its ``BinaryCodable``
/// conformance. Equal files give equal bytes (nothing depends on hashing or addresses), which
/// ``ParseCache/modelHash()`` relies on when it hashes entries to tell whether the model changed.
///
/// Going through `Codable` instead (a generic encoder, a keyed container per value) cost a cold run about a sixth
/// of its instructions.
enum ParsedFileCodec {
    /// The entry bytes of `file`.
    static func encode(_ file: ParsedFile) -> [UInt8] {
        var writer = BinaryWriter(path: file.path)
        writer.write(file)
        return writer.bytes
    }

    /// The file `data` holds, or `nil` when it is damaged (truncated, extended or corrupt): the caller parses the
    /// file again.
    static func decode(_ data: Data) -> ParsedFile? {
        data.withUnsafeBytes { buffer in
            var reader = BinaryReader(buffer)
            guard let file = try? reader.read(ParsedFile.self), reader.isAtEnd else { return nil }
            return file
        }
    }
}
