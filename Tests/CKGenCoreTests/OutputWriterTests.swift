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

    @Test("a file of exactly one or two comparison chunks: unchanged when equal, written when it differs")
    func chunkBoundaries() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ckgen-output-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("CKGen.swift")
        for size in [1 << 20, 2 << 20] {
            let text = String(repeating: "x", count: size)
            #expect(try OutputWriter.write(text, to: url) == .written(url))
            #expect(try OutputWriter.write(text, to: url) == .unchanged(url))
            #expect(try OutputWriter.write(String(text.dropLast()) + "y", to: url) == .written(url))
        }
    }
}

/// Output and caches are replaced through a temporary file renamed into place, without syncing it to disk.
@Suite("Atomic file")
struct AtomicFileTests {
    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("ckgen-atomic-\(UUID())")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test("creates and replaces the file, leaves no temporary file, and gives it a new file's permissions")
    func replaces() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("CKGen.swift")
        try AtomicFile.write(Data("first".utf8), to: url)
        #expect(try Data(contentsOf: url) == Data("first".utf8))
        // A file whose permissions were changed is replaced by one with a new file's, as Foundation did.
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: url.path)
        try AtomicFile.write(Data("second, longer".utf8), to: url)
        #expect(try Data(contentsOf: url) == Data("second, longer".utf8))
        try AtomicFile.write(Data(), to: url)
        #expect(try Data(contentsOf: url).isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["CKGen.swift"])

        let reference = folder.appendingPathComponent("reference")
        #expect(FileManager.default.createFile(atPath: reference.path, contents: nil))
        let permissions = { (url: URL) in
            try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int
        }
        #expect(try permissions(url) == permissions(reference))
    }

    @Test("a destination that cannot be replaced: an error, the destination untouched, no temporary file left")
    func failureLeavesNothing() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let destination = folder.appendingPathComponent("Taken.swift")
        try FileManager.default.createDirectory(
            at: destination.appendingPathComponent("Inside"),
            withIntermediateDirectories: true
        )
        #expect(!AtomicFile.writePlainly(UnsafeRawBufferPointer(start: nil, count: 0), to: destination.path))
        #expect(throws: (any Error).self) { try AtomicFile.write(Data("text".utf8), to: destination) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["Taken.swift"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: destination.path) == ["Inside"])
        let missing = folder.appendingPathComponent("Missing/CKGen.swift")
        #expect(throws: (any Error).self) { try AtomicFile.write(Data("text".utf8), to: missing) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["Taken.swift"])
    }
}
