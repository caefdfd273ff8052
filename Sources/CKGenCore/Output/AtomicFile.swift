import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Replaces a file's contents all at once: the bytes go to a temporary file in the same folder, which is then
/// renamed over the file. A reader, or a build that stops midway, sees the old file or the new one, never part of
/// either; a failure removes the temporary file. The new file has the permissions of any new file (`0666` less
/// the umask), as Foundation's atomic writes give it on Linux.
///
/// No `fsync`, unlike Foundation's `.atomic` writes: syncing makes a file survive a power cut, which a document
/// needs, but everything ckgen writes (its output, its caches) is made again from the sources by the next run.
/// What matters is that nobody reads a half-written file, and the three syncs of a run cost it more than the rest
/// of its writing.
enum AtomicFile {
    /// Writes `bytes` to `url`. When the plain calls fail, Foundation's atomic write tries again, so the error a
    /// user reads is the one it always was.
    static func write(_ bytes: UnsafeRawBufferPointer, to url: URL) throws {
        if writePlainly(bytes, to: url.path) { return }
        let data =
            bytes.baseAddress.map {
                Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: $0), count: bytes.count, deallocator: .none)
            } ?? Data()
        try data.write(to: url, options: .atomic)
    }

    /// Writes `data` to `url`, as the bytes' `write` does.
    static func write(_ data: Data, to url: URL) throws {
        try data.withUnsafeBytes { try write($0, to: url) }
    }

    /// Runs `write`; when it fails, makes `folder` (and the folders above it) and runs it once more. A cache folder
    /// is made by the first write into it, and trying first spares every later run a `mkdir`.
    @discardableResult
    static func writeMakingFolder(_ folder: URL, _ write: () -> Bool) -> Bool {
        if write() { return true }
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return write()
    }

    /// Writes through a temporary file and renames it into place; `false`, with nothing left behind, on failure.
    static func writePlainly(_ bytes: UnsafeRawBufferPointer, to path: String) -> Bool {
        writePlainly([bytes], to: path)
    }

    /// Replaces the contents of a file the user keeps (a source `lint --fix` edits), atomically: a symbolic link is
    /// followed, and the file it leads to is replaced from a temporary file beside it, so the link stays a link; the
    /// new file has the old one's permissions. A file with other hard links is edited in place instead (a new file
    /// renamed over one of its names would leave the others with the old text): every name sees the change, at
    /// the cost of a reader seeing it half-written for a moment. Throws a ``FixItApplier/Failure`` saying why it
    /// could not.
    static func replaceContents(ofFileAt path: String, with bytes: [UInt8]) throws(FixItApplier.Failure) {
        let target = OutputOwnership.realPath(path) ?? path
        var info = stat()
        guard stat(target, &info) == 0 else {
            throw FixItApplier.Failure(description: "cannot write '\(path)': \(String(cString: strerror(errno)))")
        }
        let written =
            info.st_nlink > 1
            ? bytes.withUnsafeBytes { writeInPlace($0, to: target) }
            : bytes.withUnsafeBytes { writePlainly([$0], to: target, mode: info.st_mode & 0o7777) }
        guard written else {
            throw FixItApplier.Failure(description: "cannot write '\(path)': \(String(cString: strerror(errno)))")
        }
    }

    /// Writes `bytes` over the file at `path` itself (truncated first), keeping its inode and so every hard link
    /// to it; `false` when it cannot be opened or written.
    static func writeInPlace(_ bytes: UnsafeRawBufferPointer, to path: String) -> Bool {
        let descriptor = open(path, O_WRONLY | O_TRUNC | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        let written = writeAll(bytes, to: descriptor)
        return close(descriptor) == 0 && written
    }

    /// ``writePlainly(_:to:)`` of `parts`, one after another, without joining them first. With `mode`, the new file
    /// has those permissions; without, those of any new file.
    static func writePlainly(_ parts: [UnsafeRawBufferPointer], to path: String, mode: mode_t? = nil) -> Bool {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        // Hidden, so a temporary file in an input folder is never collected as a Swift input.
        for _ in 0..<4 {
            let temporary = folder + "." + name + ".ckgen-" + String(UInt64.random(in: .min ... .max), radix: 36)
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if descriptor < 0 {
                if errno == EEXIST { continue }
                return false
            }
            let permitted = mode.map { fchmod(descriptor, $0) == 0 } ?? true
            let written = permitted && parts.allSatisfy { writeAll($0, to: descriptor) }
            let closed = close(descriptor) == 0
            if written && closed && rename(temporary, path) == 0 { return true }
            unlink(temporary)
            return false
        }
        return false
    }

    /// Writes all of `bytes` at the descriptor's offset, again after an interrupted or partial write; `false` when
    /// a write fails.
    static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        var offset = 0
        while offset < bytes.count {
            #if canImport(Glibc)
                let written = Glibc.write(descriptor, base + offset, bytes.count - offset)
            #else
                let written = Darwin.write(descriptor, base + offset, bytes.count - offset)
            #endif
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return false }
            offset += written
        }
        return true
    }
}
