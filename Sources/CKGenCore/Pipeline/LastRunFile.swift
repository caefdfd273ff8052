import Foundation

/// How ``LastRun`` is stored: in the parse cache's entry format (``BinaryWriter``), behind a magic number, a
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
        writer.writeUnsigned(run.fingerprint)
        writer.write(run.outputPath)
        writer.writeUnsigned(run.outputHash)
        writer.write(run.outputSize)
        writer.writeByte(run.outputCheck == nil ? 0 : 1)
        if let check = run.outputCheck {
            write(check.stamp, to: &writer)
            writer.writeUnsigned(check.readStart)
        }
        writer.write(run.warnings)
        writeOptional(run.settings, to: &writer)
        writeOptional(run.modelHash, to: &writer)
        writer.write(run.validationWarnings)
        writeOptional(run.planHash, to: &writer)
        writer.writeByte(run.listing == nil ? 0 : 1)
        if let listing = run.listing { write(listing, to: &writer) }
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
            fingerprint: try reader.readUnsigned(),
            outputPath: try reader.read(),
            outputHash: try reader.readUnsigned(),
            outputSize: try reader.read(),
            warnings: []
        )
        if try reader.read(Bool.self) {
            run.outputCheck = LastRun.OutputCheck(stamp: try readStamp(&reader), readStart: try reader.readUnsigned())
        }
        run.warnings = try reader.read()
        run.settings = try readOptional(&reader)
        run.modelHash = try readOptional(&reader)
        run.validationWarnings = try reader.read()
        run.planHash = try readOptional(&reader)
        if try reader.read(Bool.self) { run.listing = try readListing(&reader) }
        guard reader.isAtEnd else { throw DamagedCacheEntry() }
        return run
    }

    /// Writes `bytes` over the file at `path` (made if missing), then cuts it to their length; `false` when the
    /// file cannot be opened or written.
    static func overwrite(_ path: String, with bytes: [UInt8]) -> Bool {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        let written = bytes.withUnsafeBytes { buffer -> Bool in
            guard let base = buffer.baseAddress else { return true }
            var offset = 0
            while offset < buffer.count {
                let count = pwrite(descriptor, base + offset, buffer.count - offset, off_t(offset))
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { return false }
                offset += count
            }
            return true
        }
        return written && ftruncate(descriptor, off_t(bytes.count)) == 0
    }

    // MARK: - Parts

    private static func write(_ listing: InputListing, to writer: inout BinaryWriter) {
        writer.write(listing.inputs)
        writer.write(listing.excluded)
        writer.writeUnsigned(listing.listedAt)
        writer.writeUnsigned(UInt64(listing.folders.count))
        for folder in listing.folders {
            writer.write(folder.path)
            write(folder.stamp, to: &writer)
        }
        writer.write(listing.files)
        writer.writeUnsigned(UInt64(listing.inodes.count))
        for inode in listing.inodes { writer.writeUnsigned(inode) }
    }

    private static func readListing(_ reader: inout BinaryReader) throws(DamagedCacheEntry) -> InputListing {
        let inputs: [String] = try reader.read()
        let excluded: String? = try reader.read()
        let listedAt = try reader.readUnsigned()
        let count = try reader.readCount()
        var folders: [InputListing.Folder] = []
        folders.reserveCapacity(count)
        for _ in 0..<count {
            folders.append(InputListing.Folder(path: try reader.read(), stamp: try readStamp(&reader)))
        }
        let files: [String] = try reader.read()
        let inodeCount = try reader.readCount()
        var inodes: [UInt64] = []
        inodes.reserveCapacity(inodeCount)
        for _ in 0..<inodeCount { inodes.append(try reader.readUnsigned()) }
        return InputListing(
            inputs: inputs,
            excluded: excluded,
            listedAt: listedAt,
            folders: folders,
            files: files,
            inodes: inodes
        )
    }

    private static func write(_ stamp: FileStamp, to writer: inout BinaryWriter) {
        for field in [stamp.device, stamp.inode, stamp.size, stamp.modified, stamp.changed] {
            writer.writeUnsigned(field)
        }
    }

    private static func readStamp(_ reader: inout BinaryReader) throws(DamagedCacheEntry) -> FileStamp {
        FileStamp(
            device: try reader.readUnsigned(),
            inode: try reader.readUnsigned(),
            size: try reader.readUnsigned(),
            modified: try reader.readUnsigned(),
            changed: try reader.readUnsigned()
        )
    }

    private static func writeOptional(_ value: UInt64?, to writer: inout BinaryWriter) {
        writer.writeByte(value == nil ? 0 : 1)
        if let value { writer.writeUnsigned(value) }
    }

    private static func readOptional(_ reader: inout BinaryReader) throws(DamagedCacheEntry) -> UInt64? {
        try reader.read(Bool.self) ? try reader.readUnsigned() : nil
    }
}
