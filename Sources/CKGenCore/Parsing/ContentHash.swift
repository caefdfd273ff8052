public import Foundation

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
