import Foundation
import Testing

@testable import CKGenCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Issue 34, item 4: each limit at its boundary, one under, at and one over (the template limits are in
/// TemplateBoundsTests, the parse cache's depth in ParseCacheFormatTests).
@Suite("Limits at their boundaries")
struct LimitBoundaryTests {
    /// Loads a config file holding `text`; the diagnostic it throws, or `nil`.
    func loadConfig(_ text: String) throws -> Diagnostic? {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ckgen-limits-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("ckgen.yml").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        do {
            _ = try UserConfig.load(path: path)
            return nil
        } catch let diagnostic as Diagnostic {
            return diagnostic
        }
    }

    @Test("a config of up to 256 KB is read; one byte more is refused", arguments: [-1, 0, 1])
    func configSize(_ delta: Int) throws {
        let head = "module-name: MyApp\n#"
        let size = UserConfig.expandedSizeLimit + delta
        let text = head + String(repeating: "x", count: size - head.utf8.count)
        #expect(text.utf8.count == size)
        let diagnostic = try loadConfig(text)
        #expect((diagnostic?.id == .configTooLarge) == (delta > 0), "\(String(describing: diagnostic))")
        if delta <= 0 { #expect(diagnostic == nil) }
    }

    @Test("brackets nested up to 64 deep are read; 65 are refused at the 65th", arguments: [-1, 0, 1])
    func configNesting(_ delta: Int) throws {
        let depth = UserConfig.nestingLimit + delta
        // In a comment, so that below the limit the file is valid; the check counts brackets before YAML reads it.
        let diagnostic = try loadConfig("module-name: MyApp\n# " + String(repeating: "[", count: depth) + "\n")
        if delta > 0 {
            #expect(diagnostic?.id == .configTooDeep)
            #expect(diagnostic?.location?.line == 2 && diagnostic?.location?.column == 3 + UserConfig.nestingLimit)
        } else {
            #expect(diagnostic == nil)
        }
    }

    @Test("a Swift file nested up to 96 deep is within the scan's limits; 97 is not", arguments: [-1, 0, 1])
    func sourceNesting(_ delta: Int) {
        let depth = NestingScan.depthLimit + delta
        let source = "let x = " + String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth)
        let scan = NestingScan(Array(source.utf8))
        #expect(scan.maximumDepth == depth)
        #expect(scan.isWithinLimits == (delta <= 0))
    }

    @Test("up to 10 '[' directly nested are within the scan's limits; 11 are not", arguments: [-1, 0, 1])
    func squareNesting(_ delta: Int) {
        let depth = NestingScan.squareDepthLimit + delta
        let source = "let x = " + String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth)
        let scan = NestingScan(Array(source.utf8))
        #expect(scan.maximumSquareDepth == depth)
        #expect(scan.isWithinLimits == (delta <= 0))
    }

    @Test(
        "the include check follows up to 2,000 headers: a FIFO included by the 2,000th is found, by the 2,001st not",
        arguments: [-1, 0, 1]
    )
    func includedHeaders(_ delta: Int) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ckgen-includes-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // A chain: H0.h includes H1.h, …, and the last includes a FIFO (which libclang would wait on forever).
        let count = HeaderIncludes.fileLimit + delta
        for index in 0..<count {
            let next = index + 1 < count ? "H\(index + 1).h" : "fifo.h"
            try "#include \"\(next)\"\n".write(
                to: folder.appendingPathComponent("H\(index).h"),
                atomically: false,
                encoding: .utf8
            )
        }
        #expect(mkfifo(folder.appendingPathComponent("fifo.h").path, 0o600) == 0)
        let found = HeaderIncludes.firstNonRegularFile(header: folder.appendingPathComponent("H0.h").path, flags: [])
        #expect((found?.id == .objcNotRegularFile) == (delta <= 0), "\(String(describing: found))")
    }
}
