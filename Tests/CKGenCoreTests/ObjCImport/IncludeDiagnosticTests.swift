import Foundation
import Testing

@testable import CKGenCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Issue 41: a diagnostic for an `#include` was reported one column off and no test noticed (a mutation survived);
/// and a header that includes a file that reports no size and never ends (`/proc/self/pagemap`) was read until
/// memory ran out. The include's diagnostic is at its `#`, line and column exact; a file is read only up to the
/// limit, and past it the include is refused there.
@Suite("Objective-C includes: located exactly, and read within the size limit")
struct IncludeDiagnosticTests {
    /// A folder with `files` (name: text), removed after `body`.
    static func withFolder(_ files: [String: String], _ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ckgen-include-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in files {
            try text.write(to: folder.appendingPathComponent(name), atomically: false, encoding: .utf8)
        }
        try body(folder)
    }

    @Test("the lines and columns of includes are where their '#' is, however they are indented and spaced")
    func includeColumns() {
        let text = "// A header\n#import \"A.h\"\n  #include <B/B.h>\n\t# include_next \"C.h\"\n   #  import \"D.h\"\n"
        let found = HeaderIncludes.includes(in: Data(text.utf8))
        #expect(found.map(\.0) == [2, 3, 4, 5])
        #expect(found.map(\.1) == [1, 3, 2, 4])
        #expect(found.map(\.2) == ["A.h", "B/B.h", "C.h", "D.h"])
        #expect(found.map(\.3) == [true, false, true, true])
    }

    @Test("an include of a FIFO is reported at the include's '#', exactly")
    func fifoIncludeLocation() throws {
        try Self.withFolder(["Main.h": "@import Foundation;\n\n   #include \"fifo.h\"\n"]) { folder in
            #expect(mkfifo(folder.appendingPathComponent("fifo.h").path, 0o600) == 0)
            let header = folder.appendingPathComponent("Main.h").path
            let problem = try #require(HeaderIncludes.firstNonRegularFile(header: header, flags: []))
            #expect(problem.id == .objcNotRegularFile)
            #expect(problem.location == CKGenCore.SourceLocation(file: header, line: 3, column: 4))
        }
    }

    @Test("an include of a file past the size limit is refused at the include; one at the limit is read")
    func tooLargeInclude() throws {
        let limit = 64
        try Self.withFolder([
            "Main.h": "#import \"Fits.h\"\n\t#import \"Large.h\"\n",
            "Fits.h": String(repeating: "/", count: limit),
            "Large.h": String(repeating: "/", count: limit + 1),
        ]) { folder in
            let header = folder.appendingPathComponent("Main.h").path
            let problem = try #require(HeaderIncludes.firstNonRegularFile(header: header, flags: [], limit: limit))
            #expect(problem.id == .objcNotRegularFile)
            #expect(problem.severity == .error)
            #expect(problem.location == CKGenCore.SourceLocation(file: header, line: 2, column: 2))
            let large = folder.appendingPathComponent("Large.h").path
            #expect(
                problem.message
                    == "'Large.h' is '\(large)', which holds more than 64 bytes (or is a file in /proc or /sys that "
                    + "never ends); ckgen reads at most that much of one file, so it does not read this header"
            )
            // The near miss: without the large include, the header and what it includes are read.
            try "#import \"Fits.h\"\n".write(toFile: header, atomically: false, encoding: .utf8)
            #expect(HeaderIncludes.firstNonRegularFile(header: header, flags: [], limit: limit) == nil)
        }
    }

    #if os(Linux)
        @Test("a header that includes /proc/self/pagemap is refused at that include, not read forever")
        func pagemapInclude() throws {
            try Self.withFolder(["Main.h": "#import <Foundation/Foundation.h>\n #include \"/proc/self/pagemap\"\n"]) {
                folder in
                let header = folder.appendingPathComponent("Main.h").path
                let problem = try #require(HeaderIncludes.firstNonRegularFile(header: header, flags: []))
                #expect(problem.location == CKGenCore.SourceLocation(file: header, line: 2, column: 2))
                #expect(
                    problem.message.hasPrefix(
                        "'/proc/self/pagemap' is '/proc/self/pagemap', which holds more than 64 MB"
                    )
                )
            }
        }

        @Test("/proc/self/pagemap given as the header itself is refused")
        func pagemapHeader() throws {
            let problem = try #require(HeaderIncludes.firstNonRegularFile(header: "/proc/self/pagemap", flags: []))
            #expect(problem.id == .objcNotRegularFile)
            #expect(problem.message.hasPrefix("'/proc/self/pagemap' holds more than 64 MB"))
        }
    #endif
}
