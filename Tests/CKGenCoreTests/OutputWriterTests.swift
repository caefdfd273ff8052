import Foundation
import Testing

@testable import CKGenCore

/// The output is written only when its bytes differ from the file's, compared a chunk at a time.
@Suite("Output writer")
struct OutputWriterTests {
    @Test("same bytes: unchanged; one byte different (in a later chunk too), longer or shorter: written")
    func comparesBytes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ckgen-output-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("CKGen.swift")
        // Over two of the comparison's 1 MiB chunks, so a difference late in the file is in a later chunk.
        let large = String(repeating: "let value = 1\n", count: 180_000)
        #expect(try OutputWriter.write(large, to: url) == .written(url))
        #expect(try OutputWriter.write(large, to: url) == .unchanged(url))
        var changedLate = large
        changedLate.removeLast(2)
        changedLate += "2\n"
        #expect(try OutputWriter.write(changedLate, to: url) == .written(url))
        #expect(try String(contentsOf: url, encoding: .utf8) == changedLate)
        #expect(try OutputWriter.write(changedLate + "\n", to: url) == .written(url))
        #expect(try OutputWriter.write(changedLate, to: url) == .written(url))
        #expect(try OutputWriter.write("", to: url) == .written(url))
        #expect(try OutputWriter.write("", to: url) == .unchanged(url))
        #expect(try Data(contentsOf: url).isEmpty)
    }
}
