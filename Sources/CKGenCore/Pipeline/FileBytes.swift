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
/// When the plain calls fail, Foundation reads the file again, so the error says what it always said.
enum FileBytes {
    static func read(_ path: String) throws -> Data {
        if let data = readPlainly(path) { return data }
        return try Data(contentsOf: URL(fileURLWithPath: path))
    }

    private static func readPlainly(_ path: String) -> Data? {
        withRegularFile(path) { file in
            var data = Data(count: file.size)
            let complete = data.withUnsafeMutableBytes { buffer -> Bool in
                guard let base = buffer.baseAddress else { return file.size == 0 }
                return file.fill(base, count: file.size)
            }
            // A file that changed size while being read: Foundation reads it as it is now.
            return complete && file.isAtEnd ? data : nil
        }
    }

    /// A regular file open for reading, and its size when it was opened.
    struct RegularFile {
        let descriptor: Int32
        let size: Int

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

        /// Whether nothing is left to read (a file that grew while it was read is not).
        var isAtEnd: Bool {
            var extra: UInt8 = 0
            return systemRead(descriptor, &extra, 1) == 0
        }
    }

    /// Opens `path` when it is a regular file (a FIFO or a device would block), runs `body` on it and closes it;
    /// `nil` when it cannot be opened or is not a regular file.
    static func withRegularFile<Result>(_ path: String, _ body: (RegularFile) -> Result?) -> Result? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        return body(RegularFile(descriptor: descriptor, size: Int(info.st_size)))
    }

    private static func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.read(descriptor, buffer, count)
        #else
            Darwin.read(descriptor, buffer, count)
        #endif
    }
}
