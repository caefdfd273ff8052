import Foundation
import Testing

@testable import CKGenCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Issue 41, item 2: a file that reports a size of 0 and never ends (`/proc/self/pagemap`, given as an input or
/// `#include`d by a header) was read until memory ran out. Every read is bounded, whatever the file system says the
/// size is: a chunk at a time up to the limit, and an error past it.
@Suite("File reads are bounded in size")
struct FileSizeLimitTests {
    private func file(_ count: Int) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("ckgen-limit-\(UUID())").path
        #expect(FileManager.default.createFile(atPath: path, contents: Data(repeating: 0x41, count: count)))
        return path
    }

    @Test("a regular file at the limit is read; one byte more is refused", arguments: [-1, 0, 1])
    func regularFileLimit(_ delta: Int) throws {
        let path = try file(4096 + delta)
        defer { unlink(path) }
        if delta <= 0 {
            #expect(try FileBytes.read(path, limit: 4096).count == 4096 + delta)
        } else {
            #expect(throws: FileBytes.TooLarge(limit: 4096)) { try FileBytes.read(path, limit: 4096) }
        }
    }

    @Test("a file read without trusting its size stops one byte past the limit")
    func chunkedLimit() throws {
        let path = try file(200_000)
        defer { unlink(path) }
        #expect(try FileBytes.readChunked(path, limit: 200_000).count == 200_000)
        #expect(throws: FileBytes.TooLarge(limit: 199_999)) { try FileBytes.readChunked(path, limit: 199_999) }
    }

    @Test("the refusal says the limit in words an engineer reads")
    func wording() {
        #expect(FileBytes.TooLarge.describe(FileBytes.sizeLimit) == "64 MB")
        #expect(FileBytes.TooLarge.describe(256 * 1024) == "256 KB")
        #expect(FileBytes.TooLarge.describe(100) == "100 bytes")
        #expect(
            FileBytes.TooLarge(limit: 64 << 20).localizedDescription
                == "it holds more than 64 MB, the most ckgen reads of one file (a file in /proc or /sys that reports "
                + "no size and never ends reads as one)"
        )
    }

    #if os(Linux)
        @Test("/proc/self/pagemap says it is empty and never ends: it is refused at the limit")
        func pagemap() throws {
            #expect(throws: FileBytes.TooLarge(limit: 1 << 20)) {
                try FileBytes.read("/proc/self/pagemap", limit: 1 << 20)
            }
        }

        @Test("a /proc file that says it is empty but ends is read whole (the near miss)")
        func procFileThatEnds() throws {
            let text = String(decoding: try FileBytes.read("/proc/self/status"), as: UTF8.self)
            #expect(text.contains("Pid:"))
        }

        @Test("an input that never ends is an unreadable file at its first line, not a run out of memory")
        func pagemapAsInput() throws {
            let input = ParseStage.read("/proc/self/pagemap")
            #expect(input.data == nil)
            let reason = try #require(input.readError)
            #expect(reason.contains("holds more than 64 MB"))
            let model = ParseStage.run(inputs: [input], moduleName: "App", cache: nil)
            let diagnostic = try #require(model.files.first?.diagnostics.first)
            #expect(diagnostic.id == .inputUnreadable)
            #expect(diagnostic.location == CKGenCore.SourceLocation(file: "/proc/self/pagemap", line: 1, column: 1))
        }

        @Test("a config that never ends is refused as too large, located")
        func pagemapAsConfig() throws {
            let error = #expect(throws: Diagnostic.self) { try UserConfig.load(path: "/proc/self/pagemap") }
            #expect(error?.id == .configTooLarge)
            #expect(error?.location?.line == 1)
        }
    #endif
}
