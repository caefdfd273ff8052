import Foundation
import Testing

@testable import CKGenCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One file named twice among the inputs is read once, under one name: the one with fewer path components
/// (`Sources/B.swift` over `Sources/./B.swift`, a real path over one through a link), and between names with as
/// many components the smaller string, whatever order the names came in.
@Suite("Inputs: which name a file named twice keeps")
struct InputNamePreferenceTests {
    /// A temporary folder with `Sources/A.swift`, `Sources/B.swift`, a hard link `Sources/HardA.swift` to
    /// `A.swift`, and `Other/O.swift` reachable as `Sources/LinkOther/O.swift`.
    private func withTree(_ body: (String) throws -> Void) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("ckgen-names-\(UUID())")
        defer { try? FileManager.default.removeItem(at: root) }
        let manager = FileManager.default
        for folder in ["Sources", "Other"] {
            try manager.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        for file in ["Sources/A.swift", "Sources/B.swift", "Other/O.swift"] {
            try Data(file.utf8).write(to: root.appendingPathComponent(file))
        }
        let sources = root.appendingPathComponent("Sources").path
        #expect(link(sources + "/A.swift", sources + "/HardA.swift") == 0)
        try manager.createSymbolicLink(atPath: sources + "/LinkOther", withDestinationPath: "../Other")
        try body(root.path)
    }

    private func collect(_ inputs: [String]) -> [String] {
        InputFiles.collect(inputs, diagnostics: Diagnostics())
    }

    @Test("the name with fewer path components is kept, in either order", arguments: [false, true])
    func fewerComponents(reversed: Bool) throws {
        try withTree { root in
            let names = [root + "/Sources/./B.swift", root + "/Sources/B.swift"]
            #expect(collect(reversed ? names.reversed() : names) == [root + "/Sources/B.swift"])
            let linked = [root + "/Sources/LinkOther/O.swift", root + "/Other/O.swift"]
            #expect(collect(reversed ? linked.reversed() : linked) == [root + "/Other/O.swift"])
        }
    }

    @Test(
        "the near miss: names with as many components keep the smaller one, in either order",
        arguments: [false, true]
    )
    func sameComponentCount(reversed: Bool) throws {
        try withTree { root in
            let names = [root + "/Sources/HardA.swift", root + "/Sources/A.swift"]
            #expect(collect(reversed ? names.reversed() : names) == [root + "/Sources/A.swift"])
        }
    }
}
