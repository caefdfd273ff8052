import Foundation
import Testing

@testable import CKGenCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Which files `InputFiles.collect` reads (issue 34, fresh bugs in collecting inputs): each skipped folder name and
/// its near miss, inputs named twice or with a trailing slash, and each problem's message and severity.
@Suite("Inputs: skipped folders, names given twice, problems reported")
struct InputCollectionRuleTests {
    /// Makes `files` (relative paths) under a new folder, runs `body` with its path, and removes it.
    static func withTree(_ files: [String], _ body: (String) throws -> Void) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("ckgen-collect-\(UUID())")
        defer { try? FileManager.default.removeItem(at: root) }
        for file in files {
            let url = root.appendingPathComponent(file)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(),
                withIntermediateDirectories: true
            )
            try Data("// \(file)\n".utf8).write(to: url)
        }
        try body(root.path)
    }

    static func collect(_ inputs: [String]) -> (files: [String], diagnostics: [Diagnostic]) {
        let diagnostics = Diagnostics()
        let files = InputFiles.collect(inputs, diagnostics: diagnostics)
        return (files, diagnostics.all)
    }

    @Test("each build folder is skipped; a folder of another name, or another case, is walked")
    func skippedFolders() throws {
        let skipped = [".build", ".git", ".swiftpm", "DerivedData", "node_modules"]
        let walked = ["build", "Build", "derivedData", "node_module", "git", "Sources"]
        try Self.withTree((skipped + walked).map { "\($0)/F.swift" } + ["Top.swift"]) { root in
            let (files, diagnostics) = Self.collect([root])
            #expect(diagnostics.isEmpty)
            #expect(files == ([root + "/Top.swift"] + walked.map { root + "/\($0)/F.swift" }).sorted())
        }
    }

    @Test("a hidden folder is skipped; a skipped folder named as an input is walked")
    func hiddenAndNamed() throws {
        try Self.withTree([".hidden/F.swift", "node_modules/G.swift", "A.swift"]) { root in
            #expect(Self.collect([root]).files == [root + "/A.swift"])
            #expect(Self.collect([root + "/node_modules"]).files == [root + "/node_modules/G.swift"])
        }
    }

    @Test("a folder: only '.swift' files; a file named as an input is read whatever its name")
    func namedFile() throws {
        try Self.withTree(["A.swift", "notes.txt", "B.swiftx", "C.Swift"]) { root in
            #expect(Self.collect([root]).files == [root + "/A.swift"])
            #expect(Self.collect([root + "/notes.txt"]).files == [root + "/notes.txt"])
        }
    }

    @Test("an input named twice, or its folder with a trailing slash, gives each file once under one name")
    func namedTwice() throws {
        try Self.withTree(["A.swift", "Sub/B.swift"]) { root in
            let twice = Self.collect([root + "/A.swift", root + "/A.swift", root + "/./A.swift"])
            #expect(twice.files == [root + "/A.swift"])
            #expect(twice.diagnostics.isEmpty)
            #expect(Self.collect([root + "/"]).files == [root + "/A.swift", root + "/Sub/B.swift"])
            #expect(
                Self.collect([root, root + "/Sub", root + "/Sub/B.swift"]).files == [
                    root + "/A.swift", root + "/Sub/B.swift",
                ]
            )
        }
    }

    @Test("a missing input: an error naming it, and the other inputs still collected")
    func missing() throws {
        try Self.withTree(["A.swift"]) { root in
            let (files, diagnostics) = Self.collect([root + "/Missing.swift", root + "/A.swift"])
            #expect(files == [root + "/A.swift"])
            #expect(diagnostics.map(\.message) == ["no such file or folder: '\(root)/Missing.swift'"])
            #expect(diagnostics.map(\.severity) == [.error])
            #expect(diagnostics.map(\.id) == [.inputMissing])
        }
    }

    @Test("a FIFO named as an input is an error; one found in a folder is a warning and left out")
    func fifo() throws {
        try Self.withTree(["A.swift"]) { root in
            #expect(mkfifo(root + "/P.swift", 0o600) == 0)
            let named = Self.collect([root + "/P.swift"])
            #expect(named.files.isEmpty)
            #expect(named.diagnostics.map(\.severity) == [.error])
            #expect(
                named.diagnostics.map(\.message) == [
                    "'\(root)/P.swift' is not a regular file (a FIFO, socket or device); ckgen reads only regular files"
                ]
            )
            let inFolder = Self.collect([root])
            #expect(inFolder.files == [root + "/A.swift"])
            #expect(inFolder.diagnostics.map(\.severity) == [.warning])
            #expect(inFolder.diagnostics.map(\.id) == [.inputNotRegularFile])
            // A FIFO not named like a Swift file is not looked at.
            #expect(mkfifo(root + "/P.txt", 0o600) == 0)
            #expect(Self.collect([root]).diagnostics.count == 1)
        }
    }

    @Test("a folder that cannot be listed: an error naming it, and the other inputs still collected")
    func unreadableFolder() throws {
        try Self.withTree(["Sub/A.swift", "B.swift"]) { root in
            let diagnostics = Diagnostics()
            let files = InputFiles.collect(
                [root + "/Sub", root + "/B.swift"],
                excluding: nil,
                diagnostics: diagnostics
            ) {
                $0.hasSuffix("Sub") ? nil : InputFiles.entries(of: $0)
            }
            #expect(files == [root + "/B.swift"])
            #expect(diagnostics.all.map(\.message) == ["cannot read the folder '\(root)/Sub'"])
            #expect(diagnostics.all.map(\.id) == [.inputUnreadable])
        }
    }
}
