import Foundation
import Testing

@testable import CKGenCore

/// Where the output goes and what happens when it cannot be written (issue 34, fresh bugs in output writing): a
/// `.swift` path is the file, anything else a folder; each mismatch with what is on disk is its own error.
@Suite("Output: the destination, and writes that fail")
struct OutputDestinationTests {
    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ckgen-destination-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test("a '.swift' path is the file itself, whether or not it exists")
    func swiftPath() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = folder.appendingPathComponent("Out.swift").path
        #expect(try OutputWriter.fileURL(for: missing, fileName: "CKGen.swift").path == missing)
        try "x".write(toFile: missing, atomically: true, encoding: .utf8)
        #expect(try OutputWriter.fileURL(for: missing, fileName: "CKGen.swift").path == missing)
    }

    @Test("a '.swift' path that is a folder: an error naming it")
    func swiftPathIsFolder() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Out.swift").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        do {
            _ = try OutputWriter.fileURL(for: path, fileName: "CKGen.swift")
            Issue.record("accepted")
        } catch let diagnostic as Diagnostic {
            #expect(diagnostic.id == .outputIsDirectory)
            #expect(diagnostic.message == OutputMessage.isDirectory(path).text)
            #expect(diagnostic.location == nil)
        }
    }

    @Test("any other path is a folder that gets the file, whether or not it exists")
    func folderPath() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(
            try OutputWriter.fileURL(for: folder.path, fileName: "CKGen.swift").path == folder.path + "/CKGen.swift"
        )
        let missing = folder.appendingPathComponent("Generated").path
        #expect(try OutputWriter.fileURL(for: missing, fileName: "CKGen.swift").path == missing + "/CKGen.swift")
    }

    @Test("a path without '.swift' that is a file: an error naming it")
    func folderPathIsFile() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Generated.txt").path
        try "x".write(toFile: path, atomically: true, encoding: .utf8)
        do {
            _ = try OutputWriter.fileURL(for: path, fileName: "CKGen.swift")
            Issue.record("accepted")
        } catch let diagnostic as Diagnostic {
            #expect(diagnostic.id == .outputNotADirectory)
            #expect(
                diagnostic.message
                    == "the output path '\(path)' is a file without the '.swift' ending; give a '.swift' file or a folder"
            )
        }
    }

    @Test("missing folders are made; a folder that cannot be made is an error naming the file, and nothing is written")
    func writeFailure() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let nested = folder.appendingPathComponent("a/b/CKGen.swift")
        #expect(try OutputWriter.write("text", to: nested) == .written(nested))
        #expect(try OutputWriter.write("text", to: nested) == .unchanged(nested))
        #expect(try String(contentsOf: nested, encoding: .utf8) == "text")
        // A file where a folder should be.
        let blocker = folder.appendingPathComponent("file")
        try "x".write(to: blocker, atomically: true, encoding: .utf8)
        let blocked = blocker.appendingPathComponent("CKGen.swift")
        do {
            _ = try OutputWriter.write("text", to: blocked)
            Issue.record("written")
        } catch let error as Diagnostic {
            #expect(error.id == .outputWrite)
            #expect(error.message.hasPrefix("cannot write '\(blocked.path)': "))
        }
        #expect(try String(contentsOf: blocker, encoding: .utf8) == "x")
    }

    @Test("bytes are written and compared as the text is")
    func bytes() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("CKGen.swift")
        #expect(try OutputWriter.write(Array("abc".utf8), to: url) == .written(url))
        #expect(try OutputWriter.write("abc", to: url) == .unchanged(url))
        #expect(try OutputWriter.write(Array("abd".utf8), to: url) == .written(url))
        #expect(try String(contentsOf: url, encoding: .utf8) == "abd")
    }

    @Test("a write into a missing folder makes it and tries again once; one that succeeds makes nothing")
    func writeMakingFolder() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = folder.appendingPathComponent("cache/inner")
        var attempts = 0
        let made = AtomicFile.writeMakingFolder(cache) {
            attempts += 1
            return AtomicFile.writePlainly([], to: cache.appendingPathComponent("f").path)
        }
        #expect(made && attempts == 2)
        #expect(FileManager.default.fileExists(atPath: cache.appendingPathComponent("f").path))
        let other = folder.appendingPathComponent("other")
        attempts = 0
        #expect(
            AtomicFile.writeMakingFolder(other) {
                attempts += 1
                return true
            }
        )
        #expect(attempts == 1 && !FileManager.default.fileExists(atPath: other.path))
        attempts = 0
        #expect(
            !AtomicFile.writeMakingFolder(other) {
                attempts += 1
                return false
            }
        )
        #expect(attempts == 2)
    }
}
