public import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes generated files: only when their contents changed (so builds do not recompile needlessly), and
/// atomically (a temporary file renamed into place, see ``AtomicFile``), so a failure never leaves a half-written
/// file.
public enum OutputWriter {
    /// What happened to one file.
    public enum Outcome: Equatable, Sendable {
        case written(URL)
        case unchanged(URL)
    }

    /// Where `destination` (as the user gave it) puts `fileName`: a path ending in `.swift` is the file itself;
    /// anything else is a folder that receives the file.
    public static func fileURL(for destination: String, fileName: String) throws -> URL {
        let url = URL(fileURLWithPath: destination)
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
        if destination.hasSuffix(".swift") {
            if exists && isDirectory.boolValue {
                throw Diagnostic(OutputMessage.isDirectory(destination), at: nil)
            }
            return url
        }
        if exists && !isDirectory.boolValue {
            throw Diagnostic(OutputMessage.notADirectory(destination), at: nil)
        }
        return url.appendingPathComponent(fileName)
    }

    /// Writes `contents` to `url` unless the file already holds exactly that. Creates missing folders.
    ///
    /// The text's own UTF-8 storage is written and compared, a chunk of the existing file at a time: a large
    /// module's output is megabytes, and a copy of it as `Data` beside the whole existing file was a fifth of the
    /// run's peak memory.
    public static func write(_ contents: String, to url: URL) throws -> Outcome {
        var contents = contents
        return try contents.withUTF8 { text throws(Diagnostic) -> Outcome in
            try write(UnsafeRawBufferPointer(text), to: url)
        }
    }

    /// ``write(_:to:)`` of UTF-8 bytes.
    public static func write(_ contents: [UInt8], to url: URL) throws -> Outcome {
        try contents.withUnsafeBytes { bytes throws(Diagnostic) -> Outcome in try write(bytes, to: url) }
    }

    private static func write(_ bytes: UnsafeRawBufferPointer, to url: URL) throws(Diagnostic) -> Outcome {
        if holds(bytes, at: url.path) { return .unchanged(url) }
        // A symbolic link (checked to lead to ckgen's own output before the run) is written through: the file it
        // leads to is replaced, and the link stays, as `lint --fix` edits a linked source.
        let target = linkTarget(url.path).map { URL(fileURLWithPath: $0) } ?? url
        do {
            try FileManager.default.createDirectory(
                at: target.deletingLastPathComponent(),
                withIntermediateDirectories: true
            )
            try AtomicFile.write(bytes, to: target)
        } catch {
            throw Diagnostic(OutputMessage.write(path: url.path, reason: error.localizedDescription), at: nil)
        }
        return .written(url)
    }

    /// Where the symbolic link at `path` leads, every link resolved; `nil` when `path` is no link, or a link that
    /// leads nowhere (writing then replaces the link, as it always did).
    static func linkTarget(_ path: String) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return nil }
        return OutputOwnership.realPath(path)
    }

    /// Whether the file at `path` holds exactly `bytes`: its size first, then its contents a chunk at a time (the
    /// last chunk read with a byte to spare, which tells the file's end without another read).
    static func holds(_ bytes: UnsafeRawBufferPointer, at path: String) -> Bool {
        FileBytes.withRegularFile(path) { file -> Bool in
            guard file.size == bytes.count else { return false }
            var offset = 0
            return file.forEachChunk(of: 1 << 20) { chunk, _ in
                defer { offset += chunk.count }
                guard let base = bytes.baseAddress, let start = chunk.baseAddress else { return true }
                return memcmp(start, base + offset, chunk.count) == 0
            }
        } ?? false
    }
}
