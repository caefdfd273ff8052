import Foundation
import Testing

@testable import CKGenCore

extension FingerprintTests {
    @Test("a header under an include folder, however the flag is written, is part of the fingerprint")
    func includeFolders() throws {
        #expect(
            LastRun.includeFolders(["-Ijoined", "-I", "separate", "-iquote", "quoted", "-isystem", "system", "-DX"])
                == ["joined", "separate", "quoted"]
        )
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ckgen-include-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let header = folder.appendingPathComponent("Included.h")
        try "#define A 1\n".write(to: header, atomically: true, encoding: .utf8)
        for (round, flags) in [["-I\(folder.path)"], ["-I", folder.path], ["-iquote", folder.path]].enumerated() {
            var options = GeneratorOptions(inputs: [], moduleName: "MyApp")
            options.objc.flags = flags
            let before = LastRun.fingerprint(inputs: [input("A.swift", "x")], options: options, templates: .defaults)
            // A new size each round: the fingerprint stats included headers rather than reading them.
            try "#define A \(String(repeating: "2", count: round + 2))\n".write(
                to: header,
                atomically: true,
                encoding: .utf8
            )
            let after = LastRun.fingerprint(inputs: [input("A.swift", "x")], options: options, templates: .defaults)
            #expect(before != after, "\(flags)")
        }
    }
}
