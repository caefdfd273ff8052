public import Foundation

/// One input file as read from disk: its bytes and their hash, or why it could not be read.
public struct InputFile: Sendable {
    /// The path as the user gave it.
    public var path: String
    /// The file's bytes; `nil` when it could not be read, or was left unread because the parse cache holds what
    /// parsing found in it (``isVouchedFor``).
    public var data: Data?
    /// A stable hash of the file's bytes.
    public var hash: UInt64
    /// Why the file could not be read.
    public var readError: String?
    /// What `stat` said of the file when it was read or checked, when known.
    var stamp: FileStamp? = nil
    /// Whether the file was left unread because its stamp is the one the parse cache recorded with `hash`.
    var isVouchedFor = false
}

/// Reads and parses many files at once (as many at a time as the machine has cores), reusing the cache for files
/// whose contents did not change.
public enum ParseStage {
    /// Bytes, not `Data`: making a `Data` of a string's UTF-8 view cost a run that parsed one file a sixth of its
    /// parsing.
    private static let generatedMarker = Array(Renderer.generatedMarker.utf8)

    /// Reads every file, concurrently. A file whose stamp is the one `cache` recorded when it last read it is not
    /// read: its hash is the recorded one (see ``FileStamp``).
    public static func read(paths: [String], cache: ParseCache? = nil) -> [InputFile] {
        cache?.beginReading()
        let slots = Slots<InputFile>(count: paths.count)
        let folders = cache == nil ? nil : FolderHandles(paths)
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            let path = paths[index]
            let stamp = { folders?.stamp(of: index, path) }
            if let (hash, stamp) = cache?.unchanged(path, at: index, stamp: stamp) {
                slots.set(
                    index,
                    InputFile(path: path, data: nil, hash: hash, readError: nil, stamp: stamp, isVouchedFor: true)
                )
                return
            }
            slots.set(index, read(path))
        }
        return slots.values
    }

    /// Reads one file.
    static func read(_ path: String) -> InputFile {
        do {
            let (data, stamp) = try FileBytes.readStamped(path)
            return InputFile(path: path, data: data, hash: ContentHash.of(data), readError: nil, stamp: stamp)
        } catch {
            return InputFile(path: path, data: nil, hash: 0, readError: error.localizedDescription)
        }
    }

    /// Parses files already read into a module model.
    public static func run(inputs: [InputFile], moduleName: String, cache: ParseCache?) -> ModuleModel {
        let slots = Slots<(file: ParsedFile, input: InputFile)>(count: inputs.count)
        DispatchQueue.concurrentPerform(iterations: inputs.count) { index in
            var input = inputs[index]
            if input.readError == nil, let cached = cache?.file(path: input.path, hash: input.hash, at: index) {
                slots.set(index, (cached, input))
                return
            }
            // A file the cache vouched for but could not give back (a damaged entry) is read after all.
            if input.isVouchedFor { input = read(input.path) }
            guard let data = input.data else {
                let diagnostic = Diagnostic(
                    InputMessage.unreadableFile(input.path, reason: input.readError ?? "unknown error"),
                    at: SourceLocation(file: input.path, line: 1, column: 1)
                )
                slots.set(index, (ParsedFile(path: input.path, diagnostics: [diagnostic]), input))
                return
            }
            slots.set(index, (parse(path: input.path, data: data), input))
        }
        let results = slots.values
        cache?.update(
            results.compactMap { file, input in
                guard input.readError == nil else { return nil }
                return ParseCache.Update(file: file, hash: input.hash, stamp: input.stamp, wasRead: !input.isVouchedFor)
            }
        )
        return ModuleModel(moduleName: moduleName, files: results.map(\.file))
    }
}

extension ParseStage {
    /// Parses one file's bytes, without the cache.
    static func parse(path: String, data: Data) -> ParsedFile {
        // ckgen's own output (from an earlier run into a folder it now reads): nothing written by hand.
        if data.starts(with: Self.generatedMarker) { return ParsedFile(path: path) }
        return SourceFileParser.parse(path: path, data: data)
    }
}

/// Results written by concurrent workers, each into its own slot.
final class Slots<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Value?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Value) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    var values: [Value] { slots.compactMap { $0 } }
}

/// A stable 64-bit hash: the same on every machine and run, unlike `Hasher`. FNV-1a's step, taken over 8 bytes at
/// a time (read little-endian) and then the bytes left over and the length: a byte at a time, hashing the inputs,
/// the output and the cache's entries was a sixth of a run that found one comment changed. Each step is a
/// bijection of the word it takes, so a change confined to one word always changes the hash.
public enum ContentHash {
    /// The hash of `data`'s bytes.
    public static func of(_ data: Data) -> UInt64 {
        data.withUnsafeBytes { of(UnsafeRawBufferPointer($0)) }
    }

    /// The hash of `text`'s UTF-8 bytes, read in place: the output of a large module is megabytes, and copying
    /// it into `Data` to hash it raised the run's peak memory.
    public static func of(_ text: String) -> UInt64 {
        var text = text
        return text.withUTF8 { of(UnsafeRawBufferPointer($0)) }
    }

    private static let prime: UInt64 = 0x100_0000_01b3
    private static let basis: UInt64 = 0xcbf2_9ce4_8422_2325

    static func of(_ buffer: UnsafeRawBufferPointer) -> UInt64 {
        finish(basis, buffer, totalCount: buffer.count)
    }

    /// `hash` carried over `buffer`'s whole words.
    private static func words(_ hash: UInt64, _ buffer: UnsafeRawBufferPointer) -> UInt64 {
        var hash = hash
        var index = 0
        while index + 8 <= buffer.count {
            let word = UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            hash = (hash ^ word) &* prime
            index += 8
        }
        return hash
    }

    /// `hash` carried over the last of the bytes (their words, the bytes left over), then their total count.
    private static func finish(_ hash: UInt64, _ buffer: UnsafeRawBufferPointer, totalCount: Int) -> UInt64 {
        var hash = words(hash, buffer)
        var index = buffer.count & ~7
        while index < buffer.count {
            hash = (hash ^ UInt64(buffer[index])) &* prime
            index += 1
        }
        return (hash ^ UInt64(totalCount)) &* prime
    }

    /// The hash of the file at `path`, read a chunk at a time (the output of a large module is megabytes: read
    /// whole, it was a fresh allocation the size of the file); `nil` when it is not a regular file that can be
    /// read, or when its size is not `expectedSize` (then it is not read at all).
    static func ofFile(_ path: String, expectedSize: Int? = nil) -> UInt64? {
        ofFileStamped(path, expectedSize: expectedSize)?.hash
    }

    /// ``ofFile(_:expectedSize:)``, with the file's stamp as it was after the read when it is the one it had before
    /// (`nil` when the file changed while it was read).
    static func ofFileStamped(_ path: String, expectedSize: Int? = nil) -> (hash: UInt64, stamp: FileStamp?)? {
        FileBytes.withRegularFile(path) { file -> (hash: UInt64, stamp: FileStamp?)? in
            if let expectedSize, file.size != expectedSize { return nil }
            var hash = basis
            // A multiple of 8, so every chunk but the last ends on a whole word.
            let complete = file.forEachChunk(of: 1 << 16) { bytes, isLast in
                hash = isLast ? finish(hash, bytes, totalCount: file.size) : words(hash, bytes)
                return true
            }
            guard complete else { return nil }
            var info = stat()
            let after = fstat(file.descriptor, &info) == 0 ? FileStamp(info) : nil
            return (hash, after == file.stamp ? after : nil)
        }
    }

    /// Combines hashes in order: the hash of their bytes, in place (appending them to a `Data` eight bytes at a
    /// time cost more than hashing a thousand files' paths and entries).
    public static func combine(_ hashes: [UInt64]) -> UInt64 {
        hashes.withUnsafeBytes { of($0) }
    }
}
