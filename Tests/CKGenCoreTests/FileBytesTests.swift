import Foundation
import Testing

@testable import CKGenCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Input files are read with one `read` asking for a byte more than `fstat` said: a short read is the end.
@Suite("File bytes")
struct FileBytesTests {
    private func file(_ bytes: Data) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("ckgen-bytes-\(UUID())").path
        #expect(FileManager.default.createFile(atPath: path, contents: bytes))
        return path
    }

    @Test("empty, small and multi-megabyte files read whole; a missing file throws Foundation's error")
    func readsWholeFiles() throws {
        for count in [0, 1, 4096, 3 << 20] {
            let bytes = Data((0..<count).map { UInt8(truncatingIfNeeded: $0 &* 7) })
            let path = try file(bytes)
            defer { unlink(path) }
            #expect(try FileBytes.read(path) == bytes)
        }
        #expect(throws: (any Error).self) { try FileBytes.read("/nonexistent/ckgen/A.swift") }
    }

    @Test("a file longer or shorter than expected (it changed while being read) is not taken as complete")
    func sizeChanges() throws {
        let path = try file(Data("0123456789".utf8))
        defer { unlink(path) }
        for (expected, complete) in [(10, true), (9, false), (11, false), (0, false)] {
            let result = FileBytes.withRegularFile(path) { file -> Bool in
                let buffer = UnsafeMutableRawPointer.allocate(byteCount: expected + 1, alignment: 1)
                defer { buffer.deallocate() }
                // The size `fstat` gave when the file was opened, replaced by the one this case expects.
                let changed = FileBytes.RegularFile(descriptor: file.descriptor, size: expected, stamp: file.stamp)
                return changed.fillToEnd(buffer, count: changed.size)
            }
            #expect(result == complete, "expected \(expected) bytes")
        }
    }
}
