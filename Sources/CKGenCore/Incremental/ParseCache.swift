public import Foundation

/// Parsed files kept between runs, keyed by path and content hash, so an unchanged input is not parsed again
/// (nor read, when its ``FileStamp`` vouches for it).
/// One file in the cache folder; a cache that cannot be read is ignored (and rewritten).
///
/// Each entry is stored as its own encoded blob behind a small binary index (see ``ParseCacheFile``), because a
/// run that changed one file should pay for one file: opening the cache reads only the index, an entry is
/// decoded when a worker asks for it (on every core at once), and saving copies the blobs of unchanged files as
/// they are, encoding only the files parsed in this run. Blobs are in ``ParsedFileCodec``'s format, written field
/// by field by hand: JSON cost more to decode than parsing every file again, and a generic `Codable` encoder
/// about a seventh of a cold run's instructions.
public final class ParseCache: @unchecked Sendable {
    /// Bumped whenever the file's layout or the blobs' format changes, so an old cache is never misread. (A
    /// change to the model's shape is caught by ``ParseCacheLayout``, whose fingerprint the header also holds.)
    static let version: UInt32 = 8

    /// The model's layout and the build of ckgen that wrote the entries: another build may parse differently.
    static let layoutKey = ContentHash.combine([ParseCacheLayout.recorded, CKGenVersion.buildHash])

    /// The cache file's name in its folder.
    static let fileName = "ckgen-parse-cache.bin"

    private let url: URL
    /// What the file on disk holds, in its order: the order of the run's inputs that wrote it, which is the order
    /// of the next run's too unless files came or went. Read-only after `init`, so workers read it without a lock.
    private let storedEntries: [ParseCacheFile.Entry]
    /// Where each path is in `storedEntries`: made (under the lock) the first time an entry is not where the
    /// caller's position says. Hashing every path into a dictionary was a third of opening the cache.
    private var storedIndex: [String: Int]?
    /// When the run that wrote the file began reading its inputs: a stored stamp vouches for a file's contents
    /// only if the file had last changed before then (see ``FileStamp``).
    private let storedReadStart: UInt64
    /// When this run began reading its inputs (``beginReading()``), written with the entries.
    private var readStart: UInt64 = 0
    /// What `save` writes; `nil` until `update` changes something.
    private var pending: [Update]?
    /// This run's files with the hashes of their contents, as `update` gave them.
    private var current: [(ParsedFile, UInt64)] = []
    /// Entries encoded in this run, by path: `save` and ``modelHash()`` each encode a file only once.
    private var encoded: [String: ParseCacheFile.Entry] = [:]
    /// Files ``modelHash(of:)`` parsed, by path, with the hash of the contents they were parsed from: the parse
    /// stage takes them from here rather than parsing them again.
    private var parsed: [String: (hash: UInt64, file: ParsedFile)] = [:]
    private let lock = NSLock()
    /// Left when a save started by ``saveInBackground()`` is done.
    private let saving = DispatchGroup()
    /// Whether ``saveInBackground()`` was called.
    private(set) var isSaving = false

    /// Opens (or starts) the cache in `folder`.
    public init(folder: URL) {
        url = folder.appendingPathComponent(Self.fileName)
        // Mapped: the cache is only ever replaced (``AtomicFile``), never rewritten in place. Read where a file
        // cannot be mapped.
        let data = FileBytes.mapped(url.path) ?? (try? FileBytes.read(url.path))
        let contents = data.flatMap {
            ParseCacheFile.contents(of: $0, version: Self.version, layout: Self.layoutKey)
        }
        storedEntries = contents?.entries ?? []
        storedReadStart = contents?.readStart ?? 0
    }

    /// The stored entry for `path`. `position` is where the caller expects it (the path's index among the run's
    /// sorted inputs): looked at first, then the index.
    private func stored(_ path: String, at position: Int = -1) -> ParseCacheFile.Entry? {
        if storedEntries.indices.contains(position), storedEntries[position].path == path {
            return storedEntries[position]
        }
        guard !storedEntries.isEmpty else { return nil }
        lock.lock()
        if storedIndex == nil {
            var index: [String: Int] = [:]
            index.reserveCapacity(storedEntries.count)
            for (position, entry) in storedEntries.enumerated() { index[entry.path] = position }
            storedIndex = index
        }
        let found = storedIndex?[path]
        lock.unlock()
        return found.map { storedEntries[$0] }
    }

    /// Notes that this run begins reading its inputs now.
    func beginReading() {
        let now = FileStamp.now
        lock.lock()
        readStart = now
        lock.unlock()
    }

    /// The hash of the contents the cache recorded for `path`, and the file's stamp, when the stamp it has now is
    /// the one recorded with them and the file had last changed before that run began reading; `nil` when the file
    /// must be read. `stamp` says what `stat` says of the file now; it is not asked when the cache has no record
    /// of the file (a run with an empty cache reads every file anyway).
    func unchanged(
        _ path: String,
        at position: Int = -1,
        stamp: () -> FileStamp?
    ) -> (hash: UInt64, stamp: FileStamp)? {
        guard let entry = stored(path, at: position), let recorded = entry.stamp,
            recorded.isSettled(before: storedReadStart), stamp() == recorded
        else { return nil }
        return (entry.hash, recorded)
    }

    /// A parsed file as this run found it: the hash of the contents it was parsed from, the file's stamp, and
    /// whether it was read in this run (or vouched for by its stamp).
    struct Update {
        var file: ParsedFile
        var hash: UInt64
        var stamp: FileStamp?
        var wasRead: Bool
    }

    /// The parsed file stored for `path`, if its contents still hash to `hash`. Safe to call from many threads.
    func file(path: String, hash: UInt64, at position: Int = -1) -> ParsedFile? {
        lock.lock()
        let parsedThisRun = parsed[path]
        lock.unlock()
        if let parsedThisRun, parsedThisRun.hash == hash { return parsedThisRun.file }
        guard let entry = stored(path, at: position), entry.hash == hash else { return nil }
        return ParsedFileCodec.decode(entry.blob)
    }

    /// Makes the cache hold exactly `files`, from the next `save` on.
    func update(_ files: [Update]) {
        lock.lock()
        let start = readStart
        lock.unlock()
        let unchanged =
            files.count == storedEntries.count
            && files.indices.allSatisfy { position in
                let update = files[position]
                guard let entry = stored(update.file.path, at: position), entry.hash == update.hash,
                    entry.stamp == update.stamp
                else { return false }
                // A file read only because it had changed too recently to be vouched for: saving now, with this
                // run's start, lets the next run skip it.
                let vouchableNow = update.wasRead && (update.stamp?.isSettled(before: start) ?? false)
                return !vouchableNow
            }
        lock.lock()
        pending = unchanged ? nil : files
        current = files.map { ($0.file, $0.hash) }
        lock.unlock()
    }

    /// How many files the last `update` gave.
    var fileCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return current.count
    }

    /// A hash of what parsing found in this run's files (their encoded entries, in path order): equal hashes mean
    /// equal models, so validation and rendering would repeat the last run's. Encodes the files parsed in this
    /// run that `save` has not encoded yet.
    func modelHash() -> UInt64 {
        lock.lock()
        let files = current
        lock.unlock()
        var parts: [UInt64] = []
        parts.reserveCapacity(files.count * 2)
        for (position, (file, hash)) in Self.sortedByPath(files, path: \.0.path).enumerated() {
            parts.append(ContentHash.of(file.path))
            parts.append(entry(for: file, hash: hash, at: position).blobHash)
        }
        return ContentHash.combine(parts)
    }

    /// The same hash as ``modelHash()`` would give once `inputs` are parsed, worked out before: only the files
    /// whose contents the cache does not hold are parsed (on every core, and kept for the parse stage), and no
    /// stored entry is decoded. `nil` when a file could not be read (its model is an error, not an entry).
    func modelHash(of inputs: [InputFile]) -> UInt64? {
        guard inputs.allSatisfy({ $0.readError == nil }) else { return nil }
        let inputs = Self.sortedByPath(inputs, path: \.path)
        // One lookup a file: the stored entry's blob hash when the cache holds these contents.
        var blobHashes = inputs.indices.map { position in
            let input = inputs[position]
            return stored(input.path, at: position).flatMap { $0.hash == input.hash ? $0.blobHash : nil }
        }
        let missing = inputs.indices.filter { blobHashes[$0] == nil }
        DispatchQueue.concurrentPerform(iterations: missing.count) { index in
            let input = inputs[missing[index]]
            guard let data = input.data else { return }
            let file = ParseStage.parse(path: input.path, data: data)
            lock.lock()
            parsed[input.path] = (input.hash, file)
            lock.unlock()
            entry(for: file, hash: input.hash, at: missing[index])
        }
        for index in missing {
            blobHashes[index] = blobHash(path: inputs[index].path, hash: inputs[index].hash, at: index)
        }
        var parts: [UInt64] = []
        parts.reserveCapacity(inputs.count * 2)
        for (input, blobHash) in zip(inputs, blobHashes) {
            parts.append(ContentHash.of(input.path))
            parts.append(blobHash ?? 0)
        }
        return ContentHash.combine(parts)
    }

    /// The hash of the entry stored or encoded in this run for `path`, parsed from contents hashing to `hash`.
    private func blobHash(path: String, hash: UInt64, at position: Int) -> UInt64? {
        if let entry = stored(path, at: position), entry.hash == hash { return entry.blobHash }
        lock.lock()
        defer { lock.unlock() }
        guard let entry = encoded[path], entry.hash == hash else { return nil }
        return entry.blobHash
    }

    /// The entry of `file`: the stored one when its contents are unchanged, else encoded (once).
    @discardableResult
    private func entry(for file: ParsedFile, hash: UInt64, at position: Int = -1) -> ParseCacheFile.Entry {
        if let entry = stored(file.path, at: position), entry.hash == hash { return entry }
        lock.lock()
        let done = encoded[file.path]
        lock.unlock()
        if let done, done.hash == hash { return done }
        let entry = ParseCacheFile.Entry(path: file.path, hash: hash, blob: Data(ParsedFileCodec.encode(file)))
        lock.lock()
        encoded[file.path] = entry
        lock.unlock()
        return entry
    }

    /// `values` sorted by their paths, checked before sorting: a run's inputs come sorted already, and sorting a
    /// thousand sorted paths again cost more than looking each one up.
    private static func sortedByPath<Value>(_ values: [Value], path: (Value) -> String) -> [Value] {
        let isSorted = values.indices.dropFirst().allSatisfy { path(values[$0 - 1]) < path(values[$0]) }
        return isSorted ? values : values.sorted { path($0) < path($1) }
    }

    /// Saves the cache on another thread: it is encoded and written while the model is validated and rendered.
    /// ``waitUntilSaved()`` waits for it.
    func saveInBackground() {
        isSaving = true
        DispatchQueue.global().async(group: saving) { self.save() }
    }

    /// Returns once the save ``saveInBackground()`` started is done (at once if none was).
    func waitUntilSaved() { saving.wait() }

    /// Writes the cache if it changed: entries already stored keep their bytes, new ones are encoded, on every
    /// core. A failure to write only costs the next run its head start.
    public func save() {
        lock.lock()
        let files = pending
        pending = nil
        let start = readStart
        lock.unlock()
        guard let files else { return }
        let slots = Slots<ParseCacheFile.Entry>(count: files.count)
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            let update = files[index]
            var entry = entry(for: update.file, hash: update.hash, at: index)
            entry.stamp = update.stamp
            slots.set(index, entry)
        }
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let data = ParseCacheFile.data(
            of: slots.values,
            version: Self.version,
            layout: Self.layoutKey,
            readStart: start
        )
        try? AtomicFile.write(data, to: url)
    }
}

/// The cache file's layout: a magic number, the version, the model's layout fingerprint and when the run that wrote
/// it began reading, then per entry its path, content hash, blob hash, the file's stamp (a flag byte, then five
/// `UInt64`s when there is one) and blob, path and blob length-prefixed (little-endian `UInt32` lengths, `UInt64`
/// numbers). Reading checks every length against the file's size, so a truncated or foreign file reads as an empty
/// cache.
enum ParseCacheFile {
    struct Entry {
        let path: String
        let hash: UInt64
        let blob: Data
        /// The blob's hash, stored beside it: the model's hash is made of these, and hashing every blob again
        /// was a sixth of a one-file-changed run's check for an unchanged model.
        let blobHash: UInt64
        /// The file's stamp when the contents hashing to `hash` were read, when known.
        var stamp: FileStamp?

        init(path: String, hash: UInt64, blob: Data, stamp: FileStamp? = nil) {
            self.init(path: path, hash: hash, blob: blob, blobHash: ContentHash.of(blob), stamp: stamp)
        }

        init(path: String, hash: UInt64, blob: Data, blobHash: UInt64, stamp: FileStamp? = nil) {
            self.path = path
            self.hash = hash
            self.blob = blob
            self.blobHash = blobHash
            self.stamp = stamp
        }
    }

    private static let magic: UInt32 = 0x4347_4B43  // "CKGC"

    static func data(of entries: [Entry], version: UInt32, layout: UInt64, readStart: UInt64 = 0) -> Data {
        var data = Data()
        data.reserveCapacity(entries.reduce(32) { $0 + $1.blob.count + $1.path.utf8.count + 65 })
        append(magic, to: &data)
        append(version, to: &data)
        append(layout, to: &data)
        append(readStart, to: &data)
        append(UInt32(entries.count), to: &data)
        for entry in entries {
            let path = Data(entry.path.utf8)
            append(UInt32(path.count), to: &data)
            data.append(path)
            append(entry.hash, to: &data)
            append(entry.blobHash, to: &data)
            if let stamp = entry.stamp {
                append(UInt8(1), to: &data)
                for field in [stamp.device, stamp.inode, stamp.size, stamp.modified, stamp.changed] {
                    append(field, to: &data)
                }
            } else {
                append(UInt8(0), to: &data)
            }
            append(UInt32(entry.blob.count), to: &data)
            data.append(entry.blob)
        }
        return data
    }

    /// The entries of `data`, or `nil` when it is not a cache file of this `version` and `layout`. Lengths and
    /// numbers are read from the bytes in place, and each blob is a slice of `data` (a `Data` slice for every
    /// number read was most of opening the cache).
    static func entries(in data: Data, version: UInt32, layout: UInt64) -> [Entry]? {
        contents(of: data, version: version, layout: layout)?.entries
    }

    /// The entries of `data` and when the run that wrote them began reading, or `nil` as for ``entries(in:version:layout:)``.
    static func contents(of data: Data, version: UInt32, layout: UInt64) -> (entries: [Entry], readStart: UInt64)? {
        data.withUnsafeBytes { buffer -> (entries: [Entry], readStart: UInt64)? in
            var reader = Reader(buffer: buffer)
            guard reader.read(UInt32.self) == magic, reader.read(UInt32.self) == version,
                reader.read(UInt64.self) == layout, let readStart = reader.read(UInt64.self),
                let count = reader.read(UInt32.self)
            else { return nil }
            var entries: [Entry] = []
            entries.reserveCapacity(Int(min(count, 1 << 20)))
            for _ in 0..<count {
                guard let pathLength = reader.read(UInt32.self), let path = reader.range(Int(pathLength)),
                    let hash = reader.read(UInt64.self), let blobHash = reader.read(UInt64.self),
                    let hasStamp = reader.read(UInt8.self)
                else { return nil }
                var stamp: FileStamp?
                if hasStamp == 1 {
                    guard let device = reader.read(UInt64.self), let inode = reader.read(UInt64.self),
                        let size = reader.read(UInt64.self), let modified = reader.read(UInt64.self),
                        let changed = reader.read(UInt64.self)
                    else { return nil }
                    stamp = FileStamp(device: device, inode: inode, size: size, modified: modified, changed: changed)
                } else if hasStamp != 0 {
                    return nil
                }
                guard let blobLength = reader.read(UInt32.self), let blob = reader.range(Int(blobLength)) else {
                    return nil
                }
                entries.append(
                    Entry(
                        path: String(decoding: UnsafeRawBufferPointer(rebasing: buffer[path]), as: UTF8.self),
                        hash: hash,
                        blob: data[(data.startIndex + blob.lowerBound)..<(data.startIndex + blob.upperBound)],
                        blobHash: blobHash,
                        stamp: stamp
                    )
                )
            }
            return (entries, readStart)
        }
    }

    private static func append<T: FixedWidthInteger>(_ value: T, to data: inout Data) {
        withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) }
    }

    private struct Reader {
        let buffer: UnsafeRawBufferPointer
        var offset = 0

        init(buffer: UnsafeRawBufferPointer) { self.buffer = buffer }

        /// The next `count` bytes' offsets, or `nil` when fewer are left.
        mutating func range(_ count: Int) -> Range<Int>? {
            guard count >= 0, buffer.count - offset >= count else { return nil }
            defer { offset += count }
            return offset..<offset + count
        }

        mutating func read<T: FixedWidthInteger>(_: T.Type) -> T? {
            guard let range = range(MemoryLayout<T>.size) else { return nil }
            return T(littleEndian: buffer.loadUnaligned(fromByteOffset: range.lowerBound, as: T.self))
        }
    }
}
