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
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        let size = Int(info.st_size)
        var data = Data(count: size)
        let complete = data.withUnsafeMutableBytes { buffer -> Bool in
            guard let base = buffer.baseAddress else { return size == 0 }
            var offset = 0
            while offset < size {
                let count = systemRead(descriptor, base + offset, size - offset)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { return false }
                offset += count
            }
            return true
        }
        // A file that changed size while being read: Foundation reads it as it is now.
        var extra: UInt8 = 0
        guard complete, systemRead(descriptor, &extra, 1) == 0 else { return nil }
        return data
    }

    private static func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.read(descriptor, buffer, count)
        #else
            Darwin.read(descriptor, buffer, count)
        #endif
    }
}
