import Foundation
import Testing

@testable import CKGenCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `InputFiles.collect` lists folders with `readdir` and trusts its types and inodes for regular files; these
/// check that it finds what a `stat` of every entry finds, when the listing gives no types, and when inodes of
/// different files look alike.
@Suite("Inputs: collecting by what files are on disk")
struct InputFilesTests {
    /// A folder with files, a hard link, symbolic links to a file, to a folder and to the folder itself, a FIFO,
    /// a dangling link, hidden and build folders, a file that is not Swift and a folder named like a Swift file.
    private func tree() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("ckgen-inputs-\(UUID())")
        let manager = FileManager.default
        for folder in ["Sources/Sub", "Sources/.hidden", "Sources/.build", "Sources/Folder.swift", "Other"] {
            try manager.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        for file in [
            "Sources/A.swift", "Sources/B.swift", "Sources/Sub/C.swift", "Sources/.hidden/H.swift",
            "Sources/.build/D.swift", "Sources/notes.txt", "Sources/Folder.swift/E.swift", "Other/O.swift",
        ] {
            try Data(file.utf8).write(to: root.appendingPathComponent(file))
        }
        let sources = root.appendingPathComponent("Sources").path
        #expect(link(sources + "/A.swift", sources + "/HardA.swift") == 0)
        try manager.createSymbolicLink(atPath: sources + "/LinkB.swift", withDestinationPath: "B.swift")
        try manager.createSymbolicLink(atPath: sources + "/LinkOther", withDestinationPath: "../Other")
        try manager.createSymbolicLink(atPath: sources + "/Loop", withDestinationPath: ".")
        try manager.createSymbolicLink(atPath: sources + "/Dangling.swift", withDestinationPath: "Missing.swift")
        #expect(mkfifo(sources + "/Pipe.swift", 0o600) == 0)
        return root
    }

    private func collect(
        _ inputs: [String],
        excluding excluded: String? = nil,
        listing: @escaping (String) -> [InputFiles.FolderEntry]? = InputFiles.entries(of:)
    ) -> (files: [String], messages: [String]) {
        let diagnostics = Diagnostics()
        let files = InputFiles.collect(inputs, excluding: excluded, diagnostics: diagnostics, listing: listing)
        return (files, diagnostics.all.map(\.message))
    }

    @Test("files once each under their shortest name, links followed, loops walked once, FIFOs reported")
    func walk() throws {
        let root = try tree().path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let (files, messages) = collect([root + "/Sources", root + "/Sources/Sub/C.swift", root + "/Other"])
        #expect(
            files == [
                root + "/Other/O.swift", root + "/Sources/A.swift", root + "/Sources/B.swift",
                root + "/Sources/Folder.swift/E.swift", root + "/Sources/Sub/C.swift",
            ]
        )
        #expect(
            messages == [
                "'\(root)/Sources/Pipe.swift' is not a regular file (a FIFO, socket or device); ckgen leaves it out"
            ]
        )
    }

    @Test("a listing without types (DT_UNKNOWN) or with every file on one inode finds the same files")
    func listingsThatSayLess() throws {
        let root = try tree().path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let inputs = [root + "/Sources", root + "/Sources/./B.swift"]
        let excluded = root + "/Sources/LinkOther/O.swift"
        let expected = collect(inputs, excluding: excluded)
        #expect(expected.files.count == 4)
        #expect(!expected.files.contains { $0.hasSuffix("O.swift") })

        let untyped = collect(inputs, excluding: excluded) { folder in
            InputFiles.entries(of: folder)?.map { entry in
                var entry = entry
                entry.type = UInt8(DT_UNKNOWN)
                return entry
            }
        }
        #expect(untyped.files == expected.files)
        #expect(untyped.messages == expected.messages)

        // Different files on one inode (as an overlay file system's layers on separate devices can list them):
        // each is told apart by its own stat, and the hard link is still the same file as A.swift.
        let colliding = collect(inputs, excluding: excluded) { folder in
            InputFiles.entries(of: folder)?.map { entry in
                var entry = entry
                if Int(entry.type) == Int(DT_REG) { entry.inode = 42 }
                return entry
            }
        }
        #expect(colliding.files == expected.files)
        #expect(colliding.messages == expected.messages)
    }

    @Test("the excluded file is left out when it is listed in a folder, named, or reached through a link")
    func excluded() throws {
        let root = try tree().path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let inputs = [root + "/Sources", root + "/Other/O.swift"]
        for excluded in [root + "/Sources/A.swift", root + "/Sources/HardA.swift", root + "/Sources/Loop/A.swift"] {
            #expect(!collect(inputs, excluding: excluded).files.contains { $0.hasSuffix("A.swift") })
        }
        let throughLink = collect(inputs, excluding: root + "/Sources/LinkOther/O.swift")
        #expect(!throughLink.files.contains { $0.hasSuffix("O.swift") })
    }
}
