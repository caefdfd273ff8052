import Foundation
import Testing

@testable import CKGenCore

#if canImport(Glibc)
    import Glibc
#endif

/// Issue 16: a file whose stamp is the one the parse cache recorded with its contents is not read again; any
/// write to it changes the stamp, so it is read.
@Suite("Inputs the parse cache vouches for by their stamps")
struct FileStampTests {
    /// Waits until the clock file times come from has passed `time` (a tick or two: a few milliseconds); a clock
    /// that never gets there fails after a deadline generous enough for a busy machine, rather than hanging.
    private func waitForClock(toPass time: UInt64) throws {
        let deadline = Date().addingTimeInterval(60)
        while FileStamp.now <= time {
            try #require(Date() < deadline, "the clock did not move past \(time)")
        }
    }

    private func folder() throws -> URL {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("ckgen-stamps-\(UUID())")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        return work
    }

    /// Runs `generate` over `source` with a cache in `work`.
    private func generate(_ source: URL, in work: URL) -> OutputWriter.Outcome? {
        let options = GeneratorOptions(
            inputs: [source.path],
            moduleName: "M",
            cacheFolder: work.appendingPathComponent("cache")
        )
        let output = work.appendingPathComponent("out/CKGen.swift")
        return GeneratorPipeline(options: options).run(until: .output(output.path), diagnostics: Diagnostics()).outcome
    }

    private func read(_ source: URL, in work: URL) throws -> InputFile {
        let cache = ParseCache(folder: work.appendingPathComponent("cache"))
        return try #require(ParseStage.read(paths: [source.path], cache: cache).first)
    }

    @Test("an unchanged file that had settled before the last run read it is not read; its hash is the recorded one")
    func unchangedIsNotRead() throws {
        let work = try folder()
        defer { try? FileManager.default.removeItem(at: work) }
        let source = work.appendingPathComponent("A.swift")
        let text = "/// @ck.view\nfinal class A: UIView {\n    var title = \"\"\n}\n"
        try text.write(to: source, atomically: false, encoding: .utf8)
        try waitForClock(toPass: try #require(FileStamp.of(source.path)).changed)
        #expect(generate(source, in: work) != nil)

        let input = try read(source, in: work)
        #expect(input.isVouchedFor)
        #expect(input.data == nil)
        #expect(input.hash == ContentHash.of(Data(text.utf8)))
        #expect(input.readError == nil)
    }

    @Test("a file rewritten with as many bytes and its modification time set back is read again")
    func rewrittenIsRead() throws {
        let work = try folder()
        defer { try? FileManager.default.removeItem(at: work) }
        let source = work.appendingPathComponent("A.swift")
        try "struct A {}\n".write(to: source, atomically: false, encoding: .utf8)
        let before = try #require(FileStamp.of(source.path))
        try waitForClock(toPass: before.changed)
        #expect(generate(source, in: work) != nil)
        #expect(try read(source, in: work).isVouchedFor)

        try "struct B {}\n".write(to: source, atomically: false, encoding: .utf8)
        // The modification time as it was: only the inode's change time tells the write.
        var times = [
            timespec(tv_sec: Int(before.modified / 1_000_000_000), tv_nsec: Int(before.modified % 1_000_000_000)),
            timespec(tv_sec: Int(before.modified / 1_000_000_000), tv_nsec: Int(before.modified % 1_000_000_000)),
        ]
        #expect(utimensat(AT_FDCWD, source.path, &times, 0) == 0)
        let after = try #require(FileStamp.of(source.path))
        #expect(after.modified == before.modified && after.size == before.size)

        let input = try read(source, in: work)
        #expect(!input.isVouchedFor)
        #expect(input.hash == ContentHash.of(Data("struct B {}\n".utf8)))
    }

    @Test("a file that changed after the last run began reading is read, even with the stamp it had then")
    func unsettledIsRead() throws {
        let work = try folder()
        defer { try? FileManager.default.removeItem(at: work) }
        let source = work.appendingPathComponent("A.swift")
        try "struct A {}\n".write(to: source, atomically: false, encoding: .utf8)
        let stamp = try #require(FileStamp.of(source.path))
        let cacheFolder = work.appendingPathComponent("cache")
        let data = Data("struct A {}\n".utf8)
        // A cache written by a run that began reading at the same tick as the file's last change.
        let entry = ParseCacheFile.Entry(
            path: source.path,
            hash: ContentHash.of(data),
            blob: Data(ParsedFileCodec.encode(SourceFileParser.parse(path: source.path, data: data))),
            stamp: stamp
        )
        try FileManager.default.createDirectory(at: cacheFolder, withIntermediateDirectories: true)
        try ParseCacheFile.data(
            of: [entry],
            version: ParseCache.version,
            layout: ParseCache.layoutKey,
            readStart: stamp.changed
        ).write(to: cacheFolder.appendingPathComponent(ParseCache.fileName))
        #expect(!(try read(source, in: work).isVouchedFor))

        // The same cache, begun a tick later: the file had settled, and is vouched for.
        try ParseCacheFile.data(
            of: [entry],
            version: ParseCache.version,
            layout: ParseCache.layoutKey,
            readStart: stamp.changed + 1
        ).write(to: cacheFolder.appendingPathComponent(ParseCache.fileName))
        #expect(try read(source, in: work).isVouchedFor)
    }
}
