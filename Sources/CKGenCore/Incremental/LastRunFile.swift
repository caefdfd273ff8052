import Foundation

/// How ``LastRun`` is stored: in the generator's binary coding (``BinaryWriter``), behind a magic number, a
/// version, the build of ckgen that wrote it (another build never reads it) and the hash of what follows. A file
/// that is damaged, of another version or another build reads as no record at all: the run then does its work and
/// writes a new one.
///
/// The record is rewritten in place, not replaced: making a new file and renaming it over the old one (a new
/// inode each time) cost a run that found one comment changed more than the rest of its writing. A record caught
/// half-written (by a run beside it, or after a crash) fails its hash and reads as none.
///
/// It was JSON: decoding and encoding it, and the runtime's lookups of the `Codable` conformances that took, were
/// a tenth of the instructions of a run that found one comment changed.
enum LastRunFile {
    /// The record's name in the cache folder.
    static let fileName = "ckgen-last-run.bin"

    /// Bumped whenever the layout below changes.
    static let version: UInt64 = 3

    private static let magic: [UInt8] = Array("CKGL".utf8)

    static func encode(_ run: LastRun) -> [UInt8] {
        // No file is the record's own: every location writes its file.
        var writer = BinaryWriter(path: "")
        for byte in magic { writer.writeByte(byte) }
        writer.writeUnsigned(version)
        writer.writeUnsigned(CKGenVersion.buildHash)
        let header = writer.bytes.count
        writer.write(run.fingerprint)
        writer.write(run.outputPath)
        writer.write(run.outputHash)
        writer.write(run.outputSize)
        writer.write(run.outputCheck)
        writer.write(run.warnings)
        writer.write(run.settings)
        writer.write(run.modelHash)
        writer.write(run.validationWarnings)
        writer.write(run.planHash)
        writer.write(run.listing)
        // The body's hash, fixed width, between the header and the body.
        var bytes = writer.bytes
        let hash = bytes[header...].withUnsafeBytes { ContentHash.of($0) }
        bytes.insert(contentsOf: withUnsafeBytes(of: hash.littleEndian, Array.init), at: header)
        return bytes
    }

    static func decode(_ data: Data) -> LastRun? {
        data.withUnsafeBytes { buffer in
            var reader = BinaryReader(buffer)
            return try? decode(&reader, in: buffer)
        }
    }

    private static func decode(_ reader: inout BinaryReader, in buffer: UnsafeRawBufferPointer)
        throws(DamagedCacheEntry) -> LastRun?
    {
        for byte in magic where try reader.readByte() != byte { return nil }
        guard try reader.readUnsigned() == version, try reader.readUnsigned() == CKGenVersion.buildHash else {
            return nil
        }
        var hash: UInt64 = 0
        for shift in stride(from: 0, to: 64, by: 8) { hash |= UInt64(try reader.readByte()) << UInt64(shift) }
        guard ContentHash.of(UnsafeRawBufferPointer(rebasing: buffer[reader.offset...])) == hash else { return nil }
        var run = LastRun(
            fingerprint: try reader.read(),
            outputPath: try reader.read(),
            outputHash: try reader.read(),
            outputSize: try reader.read(),
            warnings: []
        )
        run.outputCheck = try reader.read()
        run.warnings = try reader.read()
        run.settings = try reader.read()
        run.modelHash = try reader.read()
        run.validationWarnings = try reader.read()
        run.planHash = try reader.read()
        run.listing = try reader.read()
        guard reader.isAtEnd else { throw DamagedCacheEntry() }
        return run
    }

    /// Writes `bytes` over the file at `path` (made if missing), then cuts it to their length; `false` when the
    /// file cannot be opened or written.
    static func overwrite(_ path: String, with bytes: [UInt8]) -> Bool {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        // Freshly opened, the descriptor writes from the start.
        let written = bytes.withUnsafeBytes { AtomicFile.writeAll($0, to: descriptor) }
        return written && ftruncate(descriptor, off_t(bytes.count)) == 0
    }
}

// The parts of the record, in the generator's binary coding (optionals and arrays through its own conformances).

extension FileStamp: BinaryCodable {
    func write(to writer: inout BinaryWriter) {
        for field in [device, inode, size, modified, changed] { writer.write(field) }
    }

    init(from reader: inout BinaryReader) throws(DamagedCacheEntry) {
        self.init(
            device: try reader.read(),
            inode: try reader.read(),
            size: try reader.read(),
            modified: try reader.read(),
            changed: try reader.read()
        )
    }
}

extension LastRun.OutputCheck: BinaryCodable {
    func write(to writer: inout BinaryWriter) {
        writer.write(stamp)
        writer.write(readStart)
    }

    init(from reader: inout BinaryReader) throws(DamagedCacheEntry) {
        self.init(stamp: try reader.read(), readStart: try reader.read())
    }
}

extension InputListing.Folder: BinaryCodable {
    func write(to writer: inout BinaryWriter) {
        writer.write(path)
        writer.write(stamp)
    }

    init(from reader: inout BinaryReader) throws(DamagedCacheEntry) {
        self.init(path: try reader.read(), stamp: try reader.read())
    }
}

extension InputListing: BinaryCodable {
    func write(to writer: inout BinaryWriter) {
        writer.write(inputs)
        writer.write(excluded)
        writer.write(listedAt)
        writer.write(folders)
        writer.write(files)
        writer.write(inodes)
    }

    init(from reader: inout BinaryReader) throws(DamagedCacheEntry) {
        self.init(
            inputs: try reader.read(),
            excluded: try reader.read(),
            listedAt: try reader.read(),
            folders: try reader.read(),
            files: try reader.read(),
            inodes: try reader.read()
        )
    }
}
