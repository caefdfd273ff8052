import Foundation
import Testing

@testable import CKGenCore

extension FingerprintTests {
    @Test("a header a listed header includes through a search folder, however written, is in the fingerprint")
    func includeFolders() throws {
        #expect(
            LastRun.includeFolders(["-Ijoined", "-I", "separate", "-iquote", "quoted", "-isystem", "system", "-DX"])
                == ["joined", "separate", "quoted"]
        )
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ckgen-include-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let listed = folder.appendingPathComponent("Listed")
        let included = folder.appendingPathComponent("Included")
        try FileManager.default.createDirectory(at: listed, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: included, withIntermediateDirectories: true)
        let main = listed.appendingPathComponent("Main.h")
        try "#import <Included.h>\n".write(to: main, atomically: true, encoding: .utf8)
        let header = included.appendingPathComponent("Included.h")
        try "#define A 1\n".write(to: header, atomically: true, encoding: .utf8)
        for (round, flags) in [["-I\(included.path)"], ["-I", included.path], ["-iquote", included.path]].enumerated() {
            var options = GeneratorOptions(inputs: [], moduleName: "MyApp")
            options.objc.headers = [main.path]
            options.objc.flags = flags
            let before = LastRun.fingerprint(inputs: [input("A.swift", "x")], options: options, templates: .defaults)
            // A new size each round: the fingerprint stats included headers rather than reading them again.
            try "#define A \(String(repeating: "2", count: round + 2))\n".write(
                to: header,
                atomically: true,
                encoding: .utf8
            )
            let after = LastRun.fingerprint(inputs: [input("A.swift", "x")], options: options, templates: .defaults)
            #expect(before != after, "\(flags)")
        }
    }

    /// Issue 41: `--cache` with `-I/` listed the whole file system to fingerprint the headers under it.
    @Test("header search looks up only what an include names: '-I/' costs a lookup per include, not a walk")
    func onlyNamedHeaders() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ckgen-include-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let early = folder.appendingPathComponent("Early")
        let late = folder.appendingPathComponent("Late")
        try FileManager.default.createDirectory(at: early, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: late, withIntermediateDirectories: true)
        let main = folder.appendingPathComponent("Main.h")
        try "#import <Shared.h>\n#include \"Missing.h\"\n".write(to: main, atomically: true, encoding: .utf8)
        try "#define LATE 1\n".write(to: late.appendingPathComponent("Shared.h"), atomically: true, encoding: .utf8)
        // Never named by an include: neither read nor stat'ed.
        try "#define OTHER 1\n".write(to: late.appendingPathComponent("Other.h"), atomically: true, encoding: .utf8)
        let flags = ["-I/", "-I", early.path, "-I", late.path]
        let walk = HeaderIncludes.follow(header: main.path, flags: flags, searchFolders: LastRun.includeFolders(flags))
        #expect(walk.problem == nil)
        #expect(walk.files == [main.path, late.appendingPathComponent("Shared.h").path])

        var options = GeneratorOptions(inputs: [], moduleName: "MyApp")
        options.objc.headers = [main.path]
        options.objc.flags = flags
        let before = LastRun.fingerprint(inputs: [input("A.swift", "x")], options: options, templates: .defaults)
        // A header no include names changes nothing.
        try "#define OTHER 2222\n".write(to: late.appendingPathComponent("Other.h"), atomically: true, encoding: .utf8)
        #expect(LastRun.fingerprint(inputs: [input("A.swift", "x")], options: options, templates: .defaults) == before)
        // The near miss: a header of the same name earlier in the search path is what the include reads now.
        try "#define EARLY 1\n".write(to: early.appendingPathComponent("Shared.h"), atomically: true, encoding: .utf8)
        #expect(LastRun.fingerprint(inputs: [input("A.swift", "x")], options: options, templates: .defaults) != before)
    }
}
