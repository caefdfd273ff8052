import Foundation
import Testing

@testable import CKGenCore

#if canImport(Glibc)
    import Glibc
#endif

/// A run that finds the input folders as the last run listed them takes the files from its listing; any change to
/// what a walk would find makes it walk again.
@Suite("Input listing: a later run checks the folders instead of walking them")
struct InputListingTests {
    /// A folder of sources with a subfolder, and a walk of it recorded once the clock has moved past every change.
    private struct Tree {
        let root: URL
        let sources: URL
        let output: String

        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("ckgen-listing-\(UUID())")
            sources = root.appendingPathComponent("Sources")
            output = root.appendingPathComponent("out/CKGen.swift").path
            try FileManager.default.createDirectory(
                at: sources.appendingPathComponent("Sub"),
                withIntermediateDirectories: true
            )
            for name in ["A.swift", "B.swift", "Sub/C.swift", "notes.txt"] {
                try write(name)
            }
        }

        func write(_ name: String, _ text: String = "struct S {}\n") throws {
            try text.write(to: sources.appendingPathComponent(name), atomically: false, encoding: .utf8)
        }

        /// A walk recorded after the clock has passed the folders' last changes, so its stamps can vouch.
        func settledListing() -> InputListing? {
            waitForClockTick()
            return InputFiles.collectRecording([sources.path], excluding: output, diagnostics: Diagnostics()).listing
        }

        /// Whether a run now may take the files from `listing`, once the clock has moved past any change made.
        func holds(_ listing: InputListing) -> Bool {
            listing.holds(inputs: [sources.path], excluded: output)
        }

        /// Waits (without sleeping) until the clock file times come from has moved on twice: changes made before
        /// are then settled, and changes after carry later times. Once is not enough: the coarse clock advances by
        /// whole tick intervals, so its first new reading can still be earlier than a fine-grained file time
        /// (Linux's multigrain timestamps) taken just before; its second is at least one interval later.
        func waitForClockTick() {
            for _ in 0..<2 {
                let start = FileStamp.now
                while FileStamp.now == start {}
            }
        }
    }

    @Test("a plain walk is recorded, and holds while nothing changes")
    func recordedAndHolding() throws {
        let tree = try Tree()
        defer { try? FileManager.default.removeItem(at: tree.root) }
        let listing = try #require(tree.settledListing())
        #expect(listing.files == ["A.swift", "B.swift", "Sub/C.swift"].map { tree.sources.path + "/" + $0 })
        #expect(listing.files == InputFiles.collect([tree.sources.path], diagnostics: Diagnostics()))
        #expect(listing.folders.map(\.path) == [tree.sources.path, tree.sources.path + "/Sub"])
        #expect(tree.holds(listing))
        // Editing a file's contents does not change what a walk finds.
        try tree.write("A.swift", "struct Edited {}\n")
        #expect(tree.holds(listing))
        // Other inputs, or another output, are another walk.
        #expect(!listing.holds(inputs: [tree.sources.path, tree.root.path], excluded: tree.output))
        #expect(!listing.holds(inputs: [tree.sources.path], excluded: tree.output + ".other"))
        #expect(listing.holds(inputs: [tree.sources.path, tree.sources.path], excluded: tree.output))
    }

    @Test("adding, removing or renaming a file, at the top or in a subfolder, makes the run walk again")
    func changesAreSeen() throws {
        let changes: [(String, (Tree) throws -> Void)] = [
            ("add", { try $0.write("D.swift") }),
            ("add in a subfolder", { try $0.write("Sub/D.swift") }),
            (
                "add a subfolder",
                {
                    try FileManager.default.createDirectory(
                        at: $0.sources.appendingPathComponent("New"),
                        withIntermediateDirectories: false
                    )
                }
            ),
            ("remove", { try FileManager.default.removeItem(at: $0.sources.appendingPathComponent("B.swift")) }),
            (
                "remove in a subfolder",
                {
                    try FileManager.default.removeItem(at: $0.sources.appendingPathComponent("Sub/C.swift"))
                }
            ),
            (
                "rename",
                {
                    try FileManager.default.moveItem(
                        at: $0.sources.appendingPathComponent("A.swift"),
                        to: $0.sources.appendingPathComponent("Z.swift")
                    )
                }
            ),
        ]
        for (name, change) in changes {
            let tree = try Tree()
            defer { try? FileManager.default.removeItem(at: tree.root) }
            let listing = try #require(tree.settledListing(), "\(name)")
            try change(tree)
            #expect(!tree.holds(listing), "\(name)")
            tree.waitForClockTick()
            #expect(!tree.holds(listing), "\(name), once settled")
        }
    }

    @Test("a folder changed in the tick the walk began in does not vouch, however it looks now")
    func unsettledFolderDoesNotVouch() throws {
        let tree = try Tree()
        defer { try? FileManager.default.removeItem(at: tree.root) }
        var listing = try #require(tree.settledListing())
        // As if the walk had begun before the folders' last change (within the same tick of the clock).
        listing.listedAt = listing.folders.map { min($0.stamp.modified, $0.stamp.changed) }.min() ?? 0
        #expect(!tree.holds(listing))
    }

    @Test("a walk that meets a link, or reports a problem, is not recorded")
    func onlyPlainWalksAreRecorded() throws {
        let tree = try Tree()
        defer { try? FileManager.default.removeItem(at: tree.root) }
        try FileManager.default.createSymbolicLink(
            atPath: tree.sources.appendingPathComponent("Link.swift").path,
            withDestinationPath: tree.sources.appendingPathComponent("A.swift").path
        )
        #expect(tree.settledListing() == nil, "a link")
        try FileManager.default.removeItem(at: tree.sources.appendingPathComponent("Link.swift"))
        #expect(tree.settledListing() != nil)

        let missing = tree.root.appendingPathComponent("Missing").path
        let diagnostics = Diagnostics()
        let walk = InputFiles.collectRecording([tree.sources.path, missing], excluding: nil, diagnostics: diagnostics)
        #expect(diagnostics.all.count == 1)
        #expect(walk.listing == nil, "a missing input")
    }

    @Test("the output becoming one of the files listed makes the run walk again")
    func outputLinkedToAnInput() throws {
        let tree = try Tree()
        defer { try? FileManager.default.removeItem(at: tree.root) }
        let listing = try #require(tree.settledListing())
        try FileManager.default.createDirectory(
            atPath: (tree.output as NSString).deletingLastPathComponent,
            withIntermediateDirectories: true
        )
        try FileManager.default.linkItem(
            atPath: tree.sources.appendingPathComponent("B.swift").path,
            toPath: tree.output
        )
        #expect(!tree.holds(listing))
        #expect(
            !InputFiles.collect([tree.sources.path], excluding: tree.output, diagnostics: Diagnostics()).contains {
                $0.hasSuffix("B.swift")
            },
            "a walk leaves it out"
        )
    }

    @Test("generate: a reused listing writes what a walk writes, and a listed file gone is reported as a walk does")
    func pipelineReusesAndFallsBack() throws {
        let tree = try Tree()
        defer { try? FileManager.default.removeItem(at: tree.root) }
        try tree.write("A.swift", "final class A: CompositeComponent {\n    /// @ck.action\n    func tap() {}\n}\n")
        let cache = tree.root.appendingPathComponent("cache")
        let options = GeneratorOptions(inputs: [tree.sources.path], moduleName: "M", cacheFolder: cache)
        let named = GeneratorOptions(
            inputs: [tree.sources.path + "/Sub/C.swift", tree.sources.path + "/A.swift"],
            moduleName: "M",
            cacheFolder: tree.root.appendingPathComponent("cache-named")
        )
        for options in [options, named] {
            tree.waitForClockTick()
            let first = GeneratorPipeline(options: options).run(until: .output(tree.output), diagnostics: Diagnostics())
            #expect(first.outcome != nil)
            let cacheFolder = try #require(options.cacheFolder)
            let recorded = try #require(LastRun.load(from: cacheFolder)?.listing)
            tree.waitForClockTick()
            try tree.write("Sub/C.swift", "struct C2 {}\n")
            let second = Diagnostics()
            #expect(
                GeneratorPipeline(options: options).run(until: .output(tree.output), diagnostics: second).outcome
                    != nil
            )
            #expect(second.all.isEmpty)
            #expect(LastRun.load(from: cacheFolder)?.listing == recorded, "reused as it was")
        }

        // A file named on the command line, removed: the run reports it missing, as a walk does.
        try FileManager.default.removeItem(at: tree.sources.appendingPathComponent("Sub/C.swift"))
        let reused = Diagnostics()
        _ = GeneratorPipeline(options: named).run(until: .output(tree.output), diagnostics: reused)
        let cold = Diagnostics()
        _ = GeneratorPipeline(options: GeneratorOptions(inputs: named.inputs, moduleName: "M"))
            .run(until: .output(tree.root.appendingPathComponent("cold").path), diagnostics: cold)
        #expect(reused.all.map(\.description) == cold.all.map(\.description))
        #expect(reused.all.contains { $0.description.contains("C.swift") })
    }
}

@Suite("Last run record: binary, checked, and vouched for by the output's stamp")
struct LastRunFileTests {
    private func sample() -> LastRun {
        var run = LastRun(
            fingerprint: 0x1234_5678_9abc_def0,
            outputPath: "/tmp/out/CKGen.swift",
            outputHash: 42,
            outputSize: 1_531_785,
            warnings: [
                Diagnostic(
                    RunMessage.unexpected("a warning"),
                    at: SourceLocation(file: "/a/A.swift", line: 3, column: 5)
                )
            ],
            settings: 7,
            modelHash: nil,
            validationWarnings: [],
            planHash: 0xfeed,
            listing: InputListing(
                inputs: ["/a"],
                excluded: "/tmp/out/CKGen.swift",
                listedAt: 99,
                folders: [
                    InputListing.Folder(
                        path: "/a",
                        stamp: FileStamp(device: 1, inode: 2, size: 3, modified: 4, changed: 5)
                    )
                ],
                files: ["/a/A.swift"],
                inodes: [12_345_678_901]
            )
        )
        run.outputCheck = LastRun.OutputCheck(
            stamp: FileStamp(device: 6, inode: 7, size: 8, modified: 9, changed: 10),
            readStart: 11
        )
        return run
    }

    @Test("what is written reads back the same")
    func roundTrip() throws {
        let run = sample()
        let read = try #require(LastRunFile.decode(Data(LastRunFile.encode(run))))
        #expect(read.fingerprint == run.fingerprint)
        #expect(read.outputPath == run.outputPath)
        #expect(read.outputHash == run.outputHash)
        #expect(read.outputSize == run.outputSize)
        #expect(read.outputCheck == run.outputCheck)
        #expect(read.warnings == run.warnings)
        #expect(read.settings == run.settings)
        #expect(read.modelHash == nil)
        #expect(read.validationWarnings == [])
        #expect(read.planHash == run.planHash)
        #expect(read.listing == run.listing)
    }

    @Test("a damaged record (cut short anywhere, a byte changed) reads as none")
    func damagedReadsAsNone() {
        let bytes = LastRunFile.encode(sample())
        for length in 0..<bytes.count {
            #expect(LastRunFile.decode(Data(bytes[..<length])) == nil, "cut to \(length) bytes")
        }
        for index in 0..<8 {
            var changed = bytes
            changed[index] ^= 0x40
            #expect(LastRunFile.decode(Data(changed)) == nil, "byte \(index) changed")
        }
        #expect(LastRunFile.decode(Data(bytes + [0])) == nil, "a byte too many")
        var lastChanged = bytes
        lastChanged[bytes.count - 1] ^= 1
        #expect(LastRunFile.decode(Data(lastChanged)) == nil, "the last byte changed: the hash no longer matches")
    }

    @Test("random bytes changed anywhere read as no record, never as a wrong one or a crash")
    func randomDamage() {
        let bytes = LastRunFile.encode(sample())
        // Seeded, so a failure repeats.
        var random = SplitMix64(seed: 7)
        for round in 0..<500 {
            var damaged = bytes
            for _ in 0...random.next(below: 4) {
                damaged[random.next(below: damaged.count)] ^= UInt8(1 + random.next(below: 255))
            }
            #expect(LastRunFile.decode(Data(damaged)) == nil, "round \(round)")
        }
    }

    /// Waits (without sleeping) until the clock file times come from has passed `time`; a few ticks at most, so a
    /// clock that never gets there fails after a generous deadline rather than hanging.
    private func waitForClock(toPass time: UInt64) throws {
        let deadline = Date().addingTimeInterval(60)
        while FileStamp.now <= time {
            try #require(Date() < deadline, "the clock did not move past \(time)")
        }
    }

    @Test("the output's stamp is recorded once its hash matched, and then vouches for it until it changes")
    func outputStamp() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ckgen-stamp-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let output = folder.appendingPathComponent("CKGen.swift")
        let text = Data("// generated\n".utf8)
        try text.write(to: output)
        // Wait until the clock file times come from has passed the file's own times, not merely for one tick: with
        // Linux's multigrain timestamps (6.13 on), a file's time may be a fine-grained reading, later than the coarse
        // clock's, and the coarse clock advances by whole tick intervals, so one tick after the write can still read
        // earlier than the file's times. The recorded stamp would then not be settled and not vouch (the flake).
        let written = try #require(FileStamp.of(output.path))
        try waitForClock(toPass: max(written.modified, written.changed))

        var run = LastRun(
            fingerprint: 1,
            outputPath: output.path,
            outputHash: ContentHash.of(text),
            outputSize: text.count,
            warnings: []
        )
        let held = run.holdsOutput(output)
        #expect(held)
        #expect(run.needsSaving)
        let check = try #require(run.outputCheck)

        // The stamp alone now vouches: a record whose hash is wrong still holds the untouched output.
        var stamped = run
        stamped.outputHash ^= 1
        let heldByStamp = stamped.holdsOutput(output)
        #expect(heldByStamp)
        #expect(stamped.outputCheck == check)

        // Edited, even to the same size: the stamp no longer vouches, and the hash decides.
        try Data("// GENERATED\n".utf8).write(to: output)
        let heldAfterEdit = stamped.holdsOutput(output)
        #expect(!heldAfterEdit)
        var fresh = run
        fresh.outputCheck = nil
        let heldByHash = fresh.holdsOutput(output)
        #expect(!heldByHash)
    }
}

@Suite("Folder handles: a file's stamp asked for by its name in its folder")
struct FolderHandlesTests {
    @Test("the same stamps as whole paths give, for files in several folders, a missing folder and a bare name")
    func sameAsWholePaths() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("ckgen-handles-\(UUID())")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("B"), withIntermediateDirectories: true)
        for name in ["A.swift", "B/C.swift", "B/D.swift"] {
            try Data("x".utf8).write(to: root.appendingPathComponent(name))
        }
        let paths = [
            root.path + "/A.swift", root.path + "/B/C.swift", root.path + "/B/D.swift", root.path + "/B/Missing.swift",
            root.path + "/Gone/E.swift", "NoFolder.swift", root.path + "/B",
        ]
        let handles = FolderHandles(paths)
        for (index, path) in paths.enumerated() {
            #expect(handles.stamp(of: index, path) == FileStamp.of(path), "\(path)")
        }
        #expect(handles.stamp(of: 1, paths[1]) != nil)
        #expect(handles.stamp(of: 3, paths[3]) == nil, "a missing file")
        #expect(handles.stamp(of: 6, paths[6]) == nil, "a folder is not a regular file")
    }

    @Test("past the most folders it holds open, files are asked for by their whole paths")
    func manyFolders() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("ckgen-handles-\(UUID())")
        defer { try? FileManager.default.removeItem(at: root) }
        var paths: [String] = []
        for index in 0..<(FolderHandles.maximumOpened + 6) {
            let folder = root.appendingPathComponent("F\(1000 + index)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data("x".utf8).write(to: folder.appendingPathComponent("A.swift"))
            paths.append(folder.path + "/A.swift")
        }
        let handles = FolderHandles(paths)
        for (index, path) in paths.enumerated() {
            let stamp = handles.stamp(of: index, path)
            #expect(stamp != nil && stamp == FileStamp.of(path), "\(path)")
        }
    }
}
