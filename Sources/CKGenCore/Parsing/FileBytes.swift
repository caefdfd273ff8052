import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a whole file with `open`, `fstat` and `read`.
///
/// `Data(contentsOf: URL(fileURLWithPath:))` made a URL and worked out its absolute path for every file: 60,000
/// instructions a file, four times what hashing the file costs, and most of a run that finds nothing to do.
/// When the file cannot be opened, Foundation tries, so the error says what it always said.
///
/// Every read is bounded: a file larger than ``sizeLimit`` (or the limit a caller gives) is refused with
/// ``TooLarge``, whatever its size says. Files in `/proc` and `/sys` report a size of 0 and some never end
/// (`/proc/self/pagemap` holds eight bytes for every page of the address space): they are read a chunk at a time,
/// up to the limit.
enum FileBytes {
    /// The most bytes ckgen reads from one file: far more than any source or header holds (the largest Swift files
    /// of real projects are a few megabytes, generated ones tens), far less than a machine's memory.
    static let sizeLimit = 64 << 20

    /// A file that holds more than a read's limit.
    struct TooLarge: LocalizedError, Equatable {
        /// The limit, in bytes.
        var limit: Int

        var errorDescription: String? {
            "it holds more than \(Self.describe(limit)), the most ckgen reads of one file (a file in /proc or /sys "
                + "that reports no size and never ends reads as one)"
        }

        /// `limit` in the largest whole unit: `256 MB`, `256 KB`, `100 bytes`.
        static func describe(_ limit: Int) -> String {
            if limit >= 1 << 20 && limit % (1 << 20) == 0 { return "\(limit >> 20) MB" }
            if limit >= 1 << 10 && limit % (1 << 10) == 0 { return "\(limit >> 10) KB" }
            return "\(limit) bytes"
        }
    }

    /// The file's bytes, at most `limit` of them (``TooLarge`` past it).
    static func read(_ path: String, limit: Int = sizeLimit) throws -> Data {
        try readStamped(path, limit: limit).data
    }

    /// The file's bytes and its stamp as it was opened (`nil` when it had to be read without trusting its size).
    static func readStamped(_ path: String, limit: Int = sizeLimit) throws -> (data: Data, stamp: FileStamp?) {
        if let read = try readPlainly(path, limit: limit) { return read }
        return (try readChunked(path, limit: limit), nil)
    }

    /// The file read a chunk at a time until it ends or passes `limit`, with no trust in what `stat` says of its
    /// size (so at most a chunk more than `limit` is ever held): for files
    /// whose size changed while read, files in `/proc` that report none, and anything not a regular file. When it
    /// cannot be opened, Foundation tries, so the error says what it always said.
    static func readChunked(_ path: String, limit: Int) throws -> Data {
        let descriptor = path.withCString { open($0, O_RDONLY | O_CLOEXEC) }
        guard descriptor >= 0 else { return try Data(contentsOf: URL(fileURLWithPath: path)) }
        defer { close(descriptor) }
        var data = Data()
        let chunkSize = 1 << 16
        let chunk = UnsafeMutableRawPointer.allocate(byteCount: chunkSize, alignment: 16)
        defer { chunk.deallocate() }
        while true {
            // Whole chunks only: /proc/self/pagemap refuses a read whose size is not a multiple of 8.
            let read = systemRead(descriptor, chunk, chunkSize)
            if read < 0 && errno == EINTR { continue }
            if read < 0 { throw CocoaError(.fileReadUnknown, userInfo: [NSFilePathErrorKey: path]) }
            if read == 0 { return data }
            data.append(chunk.assumingMemoryBound(to: UInt8.self), count: read)
            if data.count > limit { throw TooLarge(limit: limit) }
        }
    }

    /// A regular file read in one go with the size `stat` gave; `nil` when it is no regular file or its size was
    /// not what it said (``readChunked(_:limit:)`` reads it then).
    private static func readPlainly(_ path: String, limit: Int) throws -> (data: Data, stamp: FileStamp)? {
        let result = withRegularFile(path) { file -> Swift.Result<(data: Data, stamp: FileStamp)?, TooLarge>? in
            guard file.size <= limit else { return .failure(TooLarge(limit: limit)) }
            return .success(readWhole(file))
        }
        return try result?.get() ?? nil
    }

    private static func readWhole(_ file: RegularFile) -> (data: Data, stamp: FileStamp)? {
        // One byte more than the file holds: a read that stops short of it has reached the end, so the common
        // case is one `read` (a second one returning nothing, to see the end, was half of a run's reads). The
        // buffer becomes the `Data`, uncleared and not resized: `Data(count:)` and shrinking it by the spare
        // byte cost more than reading a small file.
        guard let buffer = malloc(file.size + 1) else { return nil }
        // A file that changed size while being read (or a file in /proc, which says it has none): it is read
        // again a chunk at a time.
        guard file.fillToEnd(buffer, count: file.size) else {
            free(buffer)
            return nil
        }
        return (Data(bytesNoCopy: buffer, count: file.size, deallocator: .free), file.stamp)
    }

    /// The file's bytes mapped into memory, read-only and private; `nil` when it cannot be opened or mapped (an
    /// empty file maps to no bytes). The parse cache is read this way: read whole, its 750 KB (1,000 files) were
    /// copied into fresh pages though a run that changed one file looks at only their index. Only a file that is
    /// replaced, never rewritten in place, may be mapped: one that shrank while mapped would fault when read.
    ///
    /// `whole` maps every page at once (Linux's `MAP_POPULATE`), for a file that will be read nearly all through:
    /// one page fault for each 4 KB of a 16 MB file cost more than copying it.
    static func mapped(_ path: String, whole: Bool = false) -> Data? {
        withRegularFile(path) { file -> Data? in
            guard file.size > 0 else { return Data() }
            var flags = MAP_PRIVATE
            #if os(Linux)
                if whole { flags |= MAP_POPULATE }
            #endif
            guard let address = mmap(nil, file.size, PROT_READ, flags, file.descriptor, 0),
                address != UnsafeMutableRawPointer(bitPattern: -1)
            else { return nil }
            return Data(bytesNoCopy: address, count: file.size, deallocator: .custom { munmap($0, $1) })
        }
    }

    /// A regular file open for reading, and its size when it was opened.
    struct RegularFile {
        let descriptor: Int32
        let size: Int
        /// What `fstat` said of it when it was opened.
        let stamp: FileStamp

        /// Reads exactly `count` bytes into `buffer`; `false` when the file ends first or a read fails.
        func fill(_ buffer: UnsafeMutableRawPointer, count: Int) -> Bool {
            var offset = 0
            while offset < count {
                let read = systemRead(descriptor, buffer + offset, count - offset)
                if read < 0 && errno == EINTR { continue }
                guard read > 0 else { return false }
                offset += read
            }
            return true
        }

        /// Reads the rest of the file into `buffer`, which has room for `count + 1` bytes; `true` when exactly
        /// `count` bytes were left. Asking for the extra byte tells the end without another call: a read of a
        /// regular file returns less than asked only at its end.
        func fillToEnd(_ buffer: UnsafeMutableRawPointer, count: Int) -> Bool {
            var offset = 0
            while true {
                let read = systemRead(descriptor, buffer + offset, count + 1 - offset)
                if read < 0 && errno == EINTR { continue }
                guard read >= 0 else { return false }
                // Nothing more: the file ended where (or before) it was expected to.
                if read == 0 { return offset == count }
                offset += read
                // Short of the extra byte: the end, with `count` bytes read. All of it: the file grew.
                if offset >= count { return offset == count }
            }
        }

        /// Reads the whole file a chunk of `chunkSize` bytes at a time (the last with ``fillToEnd(_:count:)``), and
        /// hands each chunk to `body` with whether it is the last: at least one chunk, empty for an empty file.
        /// `false` when a read fails, the file's size changed, or `body` returned `false`.
        func forEachChunk(of chunkSize: Int, _ body: (UnsafeRawBufferPointer, _ isLast: Bool) -> Bool) -> Bool {
            let chunk = UnsafeMutableRawPointer.allocate(byteCount: chunkSize + 1, alignment: 16)
            defer { chunk.deallocate() }
            var offset = 0
            repeat {
                let wanted = min(chunkSize, size - offset)
                let isLast = offset + wanted == size
                guard isLast ? fillToEnd(chunk, count: wanted) : fill(chunk, count: wanted),
                    body(UnsafeRawBufferPointer(start: chunk, count: wanted), isLast)
                else { return false }
                offset += wanted
            } while offset < size
            return true
        }
    }

    /// Opens `path` when it is a regular file (a FIFO or a device would block), runs `body` on it and closes it;
    /// `nil` when it cannot be opened or is not a regular file.
    static func withRegularFile<Result>(_ path: String, _ body: (RegularFile) -> Result?) -> Result? {
        // The path's own UTF-8 storage, not a copy made to pass it as a C string.
        let descriptor = path.withCString { open($0, O_RDONLY | O_CLOEXEC) }
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        return body(RegularFile(descriptor: descriptor, size: Int(info.st_size), stamp: FileStamp(info)))
    }

    private static func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.read(descriptor, buffer, count)
        #else
            Darwin.read(descriptor, buffer, count)
        #endif
    }
}
