import Foundation

/// Each type's own validation results (``TypeResult``) as the last run left them, kept in the cache folder: a run
/// whose model changed checks again only the types the change can affect, and takes the others' results as they
/// were. The module-wide steps (the type index, annotation placement, selector and event uniqueness, dispatch
/// tables, pairings, attribute uses) still run over the whole module, from the types' results.
///
/// A type's result is keyed on two hashes:
/// - **its source**: its qualified name, whether both branches of an `#if` declare it, whether it is a component,
///   and the contents of every file that declares it or one of its extensions (as read, by ``InputFile/hash``).
///   Its declarations are a function of those files, so the same files give the same declarations;
/// - **what it looked up**: each other type its checks asked for by name (``TypeLookup``) and the source hash of
///   the type found then, or that none was. A run asks the same questions of its own index: the result stands only
///   when every answer is the same.
///
/// The file is read only by the build of ckgen that wrote it, for the same settings (module name, access level,
/// templates); a file that is damaged
/// or fails its hash reads as none, and the run checks every type.
final class ValidationMemo: @unchecked Sendable {
    /// A result's key: the hash of its type's source, and the hash of what its checks looked up.
    struct Key: Equatable {
        var source: UInt64
        var lookups: UInt64
    }

    /// The file's name in the cache folder.
    static let fileName = "ckgen-validation.bin"

    /// Bumped whenever the layout below, or what a result holds, changes.
    static let version: UInt64 = 1

    private static let magic: [UInt8] = Array("CKGV".utf8)

    private let fileHashes: [String: UInt64]
    /// The last run's results, by qualified name.
    private let stored: [String: TypeResult]
    /// This run's source hashes, by ``TypeIndex/Entry/id``: set by ``keys(of:)`` before any lookup.
    private var sourceKeys: [UInt64?] = []

    /// A memo for a module whose files' contents hash to `fileHashes` (by path), validated with `settings` (see
    /// ``LastRun/settingsFingerprint(options:templates:)``), holding what the file at `path` kept for the same
    /// settings, if anything.
    init(fileHashes: [String: UInt64], settings: UInt64, path: String?) {
        self.fileHashes = fileHashes
        let data = path.flatMap { FileBytes.mapped($0, whole: true) }
        stored = data.flatMap { Self.decode($0, settings: settings) } ?? [:]
    }

    /// How many results the last run kept.
    var storedCount: Int { stored.count }

    /// Works out every type's source hash in `index` (by ``TypeIndex/Entry/id``; `nil` for a type declared in a
    /// file with no known contents), and keeps them for the lookups.
    func keys(of index: TypeIndex) -> [UInt64?] {
        var keys = [UInt64?](repeating: nil, count: index.entries.count)
        var writer = BinaryWriter(path: "")
        for entry in index.entries {
            writer.removeAll()
            writer.write(entry.qualifiedName)
            writer.write(entry.hasAlternativeDeclarations)
            writer.write(index.isComponent(entry))
            var known = true
            for declaration in entry.all {
                // The path too: a file moved with the same contents gives its declarations other locations.
                guard let hash = fileHashes[declaration.location.file] else {
                    known = false
                    break
                }
                writer.write(declaration.location.file)
                writer.write(hash)
            }
            if known { keys[entry.id] = writer.contentHash }
        }
        sourceKeys = keys
        return keys
    }

    /// The hash of the answers `index` gives to `lookups`; `nil` when one finds a type with no source hash.
    func lookupsKey(_ lookups: [TypeLookup], in index: TypeIndex) -> UInt64? {
        var hash: UInt64 = 0x9E37_79B9_7F4A_7C15
        for lookup in lookups {
            var found: UInt64 = 0
            if let entry = index.lookUp(lookup) {
                guard let key = sourceKeys[entry.id] else { return nil }
                found = key
            }
            // Mixed in order: the lookups are sorted, so the same questions come in the same order.
            hash = (hash ^ found) &* 0x100_0000_01b3
            hash = (hash ^ (hash >> 29)) &* 0xBF58_476D_1CE4_E5B9
        }
        return hash
    }

    /// The last run's result for `entry`, when its source hash is still `source` and its lookups find the same.
    func result(for entry: TypeIndex.Entry, source: UInt64, in index: TypeIndex) -> TypeResult? {
        guard let kept = stored[entry.qualifiedName], let key = kept.key, key.source == source,
            lookupsKey(kept.lookups, in: index) == key.lookups
        else { return nil }
        return kept
    }

    /// The key of a result just worked out for a type whose source hash is `source`.
    func key(source: UInt64, lookups: [TypeLookup], in index: TypeIndex) -> Key? {
        lookupsKey(lookups, in: index).map { Key(source: source, lookups: $0) }
    }

    // MARK: - The file

    /// The file's bytes for `results` (those without a key are left out), keyed by `names`.
    static func encode(_ results: [TypeResult], names: [String], settings: UInt64) -> [UInt8] {
        var writer = BinaryWriter(path: "")
        for byte in magic { writer.writeByte(byte) }
        writer.writeUnsigned(version)
        writer.writeUnsigned(CKGenVersion.buildHash)
        writer.writeUnsigned(settings)
        let header = writer.bytes.count
        let kept = zip(names, results).filter { $0.1.key != nil }
        writer.writeUnsigned(UInt64(kept.count))
        for (name, result) in kept {
            guard let key = result.key else { continue }
            writer.write(name)
            writer.write(key.source)
            writer.write(key.lookups)
            writer.write(result)
        }
        var bytes = writer.bytes
        let hash = bytes[header...].withUnsafeBytes { ContentHash.of($0) }
        bytes.insert(contentsOf: withUnsafeBytes(of: hash.littleEndian, Array.init), at: header)
        return bytes
    }

    /// What `data` holds, or `nil` when it is damaged, of another version, build or settings.
    static func decode(_ data: Data, settings: UInt64) -> [String: TypeResult]? {
        data.withUnsafeBytes { buffer in
            var reader = BinaryReader(buffer)
            return try? decode(&reader, in: buffer, settings: settings)
        }
    }

    private static func decode(_ reader: inout BinaryReader, in buffer: UnsafeRawBufferPointer, settings: UInt64)
        throws(DamagedCacheEntry) -> [String: TypeResult]?
    {
        for byte in magic where try reader.readByte() != byte { return nil }
        guard try reader.readUnsigned() == version, try reader.readUnsigned() == CKGenVersion.buildHash,
            try reader.readUnsigned() == settings
        else { return nil }
        var hash: UInt64 = 0
        for shift in stride(from: 0, to: 64, by: 8) { hash |= UInt64(try reader.readByte()) << UInt64(shift) }
        guard ContentHash.of(UnsafeRawBufferPointer(rebasing: buffer[reader.offset...])) == hash else { return nil }
        let count = try reader.readCount()
        var results: [String: TypeResult] = [:]
        results.reserveCapacity(count)
        for _ in 0..<count {
            let name = try reader.read(String.self)
            let key = Key(source: try reader.read(), lookups: try reader.read())
            var result = try reader.read(TypeResult.self)
            result.key = key
            results[name] = result
        }
        guard reader.isAtEnd else { throw DamagedCacheEntry() }
        return results
    }

    /// Writes the file for `results` into `folder`; a memo that cannot be written is only a slower next run.
    static func save(_ results: [TypeResult], names: [String], settings: UInt64, in folder: URL) {
        let bytes = encode(results, names: names, settings: settings)
        let path = folder.appendingPathComponent(fileName).path
        _ = bytes.withUnsafeBytes { bytes in
            AtomicFile.writeMakingFolder(folder) { AtomicFile.writePlainly(bytes, to: path) }
        }
    }
}
