import Foundation
import Testing

@testable import CKGenCore

@Suite("Pipeline: cache, output, config")
struct PipelineTests {
    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("ckgen-pipeline-\(UUID())")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test("the cache returns the parsed file for unchanged contents, and parses again when they change")
    func cacheReusesUnchangedFiles() throws {
        let work = try folder()
        defer { try? FileManager.default.removeItem(at: work) }
        let source = work.appendingPathComponent("A.swift")
        try "/// @ck.view\nfinal class A: UIView { var x: Int = 0 }\n".write(
            to: source,
            atomically: true,
            encoding: .utf8
        )
        let cacheFolder = work.appendingPathComponent("cache")

        let first = ParseCache(folder: cacheFolder)
        let model = ParseStage.run(inputs: ParseStage.read(paths: [source.path]), moduleName: "M", cache: first)
        first.save()
        #expect(
            FileManager.default.fileExists(atPath: cacheFolder.appendingPathComponent(ParseCache.fileName).path)
        )

        // A planted entry proves the second run used the cache rather than parsing the file again.
        let data = try Data(contentsOf: source)
        let reopened = ParseCache(folder: cacheFolder)
        #expect(reopened.file(path: source.path, hash: ContentHash.of(data)) == model.files[0])
        #expect(reopened.file(path: source.path, hash: ContentHash.of(data) &+ 1) == nil, "a different hash misses")

        try "final class A: CompositeComponent {\n    /// @ck.action\n    func tap() {}\n}\n".write(
            to: source,
            atomically: true,
            encoding: .utf8
        )
        let changed = ParseStage.run(inputs: ParseStage.read(paths: [source.path]), moduleName: "M", cache: reopened)
        #expect(changed.files[0].declarations.first?.annotations.isEmpty == true)
    }

    @Test("an output path that is a folder named like a file is a clear error")
    func outputIsDirectory() throws {
        let work = try folder()
        defer { try? FileManager.default.removeItem(at: work) }
        let trap = work.appendingPathComponent("Out.swift")
        try FileManager.default.createDirectory(at: trap, withIntermediateDirectories: true)
        #expect(throws: Diagnostic.self) { try OutputWriter.fileURL(for: trap.path, fileName: "CKGen.swift") }
        #expect(try OutputWriter.fileURL(for: work.path, fileName: "CKGen.swift").lastPathComponent == "CKGen.swift")
    }

    @Test("ckgen.yml: known keys are read, unknown keys and bad values are located errors")
    func config() throws {
        let work = try folder()
        defer { try? FileManager.default.removeItem(at: work) }
        let path = work.appendingPathComponent("ckgen.yml").path
        try "module-name: Shop\naccess-level: public\ntemplates: T\n".write(
            toFile: path,
            atomically: true,
            encoding: .utf8
        )
        let config = try UserConfig.load(path: path)
        #expect(config.moduleName == "Shop")
        #expect(config.accessLevel == .public)
        #expect(config.templatesFolder?.lastPathComponent == "T")

        try "module-name: Shop\nacess-level: public\n".write(toFile: path, atomically: true, encoding: .utf8)
        #expect {
            try UserConfig.load(path: path)
        } throws: { error in
            let diagnostic = error as? Diagnostic
            return diagnostic?.message == "unknown key 'acess-level' in the config file; did you mean 'access-level'?"
                && diagnostic?.location?.line == 2
        }

        try "access-level: protected\n".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(throws: Diagnostic.self) { try UserConfig.load(path: path) }
    }

    @Test("missing inputs are reported, folders are searched, build and hidden folders skipped")
    func inputs() throws {
        let work = try folder()
        defer { try? FileManager.default.removeItem(at: work) }
        try FileManager.default.createDirectory(
            at: work.appendingPathComponent("Sub/.build"),
            withIntermediateDirectories: true
        )
        try FileManager.default.createDirectory(
            at: work.appendingPathComponent("Sub/.hidden"),
            withIntermediateDirectories: true
        )
        try "".write(to: work.appendingPathComponent("Sub/.hidden/H.swift"), atomically: true, encoding: .utf8)
        try "".write(to: work.appendingPathComponent("Sub/B.swift"), atomically: true, encoding: .utf8)
        try "".write(to: work.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
        try "".write(to: work.appendingPathComponent("Sub/.build/Skip.swift"), atomically: true, encoding: .utf8)
        try "".write(to: work.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        let diagnostics = Diagnostics()
        let files = InputFiles.collect(
            [work.path, work.appendingPathComponent("Missing").path],
            diagnostics: diagnostics
        )
        #expect(files == [work.path + "/A.swift", work.path + "/Sub/B.swift"])
        #expect(
            diagnostics.all.map(\.message) == [
                "no such file or folder: '\(work.appendingPathComponent("Missing").path)'"
            ]
        )
    }
}

/// Issue 19, item 4: a file that begins with ckgen's own header is its earlier output, not code written by hand.
@Suite("Pipeline: ckgen's own output")
struct OwnOutputParsingTests {
    @Test("a file beginning with the generated-file marker is read as empty; the same text elsewhere is parsed")
    func markerSkipsFile() throws {
        let generated =
            Renderer.generatedMarker + " from module 'MyApp'.\nfinal class A: CompositeComponent {}\n"
            + "extension A: ComponentRuntime.ActionResponder {}\n"
        let written = "// notes\n" + generated
        let inputs = [generated, written].enumerated().map { index, text in
            let data = Data(text.utf8)
            return InputFile(path: "F\(index).swift", data: data, hash: ContentHash.of(data), readError: nil)
        }
        let model = ParseStage.run(inputs: inputs, moduleName: "M", cache: nil)
        #expect(model.files.map(\.declarations.count) == [0, 2])
        let rendered = try Renderer.render(
            GenerationPlan(moduleName: "M"),
            accessLevel: .internal,
            templates: .defaults
        )
        #expect(rendered.contents.hasPrefix(Renderer.generatedMarker), "the default templates begin with the marker")
    }
}

@Suite("Pipeline: the unchanged-run shortcut")
struct LastRunTests {
    @Test("an unchanged run neither parses nor rewrites, repeats its warnings, and notices any change")
    func shortcut() throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("ckgen-lastrun-\(UUID())")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let source = work.appendingPathComponent("A.swift")
        try
            "final class A: CompositeComponent {\n    override func render() -> Component {\n        Component(view: ViewConfiguration(UIButton.self, [.controlAction(.elsewhere)]))\n    }\n}\n"
            .write(to: source, atomically: true, encoding: .utf8)
        let cache = work.appendingPathComponent("cache")
        let output = work.appendingPathComponent("out").path
        let options = GeneratorOptions(inputs: [source.path], moduleName: "M", cacheFolder: cache)

        let first = Diagnostics()
        #expect(
            GeneratorPipeline(options: options).run(until: .output(output), diagnostics: first).outcome.map { "\($0)" }?
                .contains("written") == true
        )
        #expect(first.all.map(\.severity) == [.warning])

        // Break the parse cache: the shortcut must not need it.
        try "not json".write(
            to: cache.appendingPathComponent(ParseCache.fileName),
            atomically: true,
            encoding: .utf8
        )
        let second = Diagnostics()
        let outcome = GeneratorPipeline(options: options).run(until: .output(output), diagnostics: second).outcome
        #expect(outcome.map { "\($0)" }?.contains("unchanged") == true)
        #expect(second.all == first.all, "the warnings are printed again")

        try "final class A: CompositeComponent {\n    /// @ck.action\n    func tap() {}\n}\n".write(
            to: source,
            atomically: true,
            encoding: .utf8
        )
        let third = Diagnostics()
        #expect(
            GeneratorPipeline(options: options).run(until: .output(output), diagnostics: third).outcome.map { "\($0)" }?
                .contains("written") == true
        )
        #expect(third.all.isEmpty)
    }
}

/// Both shortcuts leave the output in place only when it still holds what was written: its size is compared
/// first, then the hash of its bytes.
@Suite("Pipeline: an output edited since the last run")
struct EditedOutputTests {
    @Test("an output edited (same size or not) is written again, with or without changed inputs")
    func editedOutputIsRewritten() throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("ckgen-edited-\(UUID())")
        defer { try? FileManager.default.removeItem(at: work) }
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        let source = work.appendingPathComponent("A.swift")
        let text = "final class A: CompositeComponent {\n    /// @ck.action\n    func tap() {}\n}\n"
        try text.write(to: source, atomically: true, encoding: .utf8)
        let output = work.appendingPathComponent("out/CKGen.swift")
        let options = GeneratorOptions(
            inputs: [source.path],
            moduleName: "M",
            cacheFolder: work.appendingPathComponent("cache")
        )
        func run() -> OutputWriter.Outcome? {
            GeneratorPipeline(options: options).run(until: .output(output.path), diagnostics: Diagnostics()).outcome
        }
        #expect(run() == .written(output))
        let written = try Data(contentsOf: output)
        #expect(run() == .unchanged(output))

        var sameSize = written
        sameSize[sameSize.count - 2] ^= 0x01
        // The last case also edits the input without changing its model (a comment): the same-model shortcut.
        for (edited, comment) in [(sameSize, ""), (written + Data("// more\n".utf8), ""), (sameSize, "// note\n")] {
            try edited.write(to: output)
            if !comment.isEmpty { try (text + comment).write(to: source, atomically: true, encoding: .utf8) }
            #expect(run() == .written(output))
            #expect(try Data(contentsOf: output) == written)
            #expect(run() == .unchanged(output))
        }
    }
}

/// A run whose inputs changed but whose model did not (a comment) leaves the output as the last run wrote it,
/// without validating or rendering, and repeats the last run's warnings.
@Suite("Pipeline: the same-model shortcut")
struct SameModelTests {
    @Test("a comment added: the output is left unchanged and the warnings repeated; a new action: written")
    func commentKeepsOutput() throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("ckgen-same-model-\(UUID())")
        defer { try? FileManager.default.removeItem(at: work) }
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        let source = work.appendingPathComponent("A.swift")
        let text =
            "final class A: CompositeComponent {\n    override func render() -> Component {\n"
            + "        Component(view: ViewConfiguration(UIButton.self, [.controlAction(.elsewhere)]))\n    }\n}\n"
        try text.write(to: source, atomically: true, encoding: .utf8)
        let output = work.appendingPathComponent("out/CKGen.swift")
        let options = GeneratorOptions(
            inputs: [source.path],
            moduleName: "M",
            cacheFolder: work.appendingPathComponent("cache")
        )
        let first = Diagnostics()
        let pipeline = GeneratorPipeline(options: options)
        #expect(pipeline.run(until: .output(output.path), diagnostics: first).outcome == .written(output))
        #expect(first.all.map(\.severity) == [.warning])

        try (text + "// a comment\n").write(to: source, atomically: true, encoding: .utf8)
        let second = Diagnostics()
        let result = pipeline.run(until: .output(output.path), diagnostics: second)
        #expect(result.outcome == .unchanged(output))
        #expect(result.plan == nil, "not validated again")
        #expect(second.all == first.all)

        try (text + "extension A {\n    /// @ck.action\n    func tap() {}\n}\n").write(
            to: source,
            atomically: true,
            encoding: .utf8
        )
        #expect(pipeline.run(until: .output(output.path), diagnostics: Diagnostics()).outcome == .written(output))
    }
}

/// Issue 19, item 16: the unchanged-run shortcut keys on every input's name as well as its bytes.
@Suite("Pipeline: the unchanged-run fingerprint")
struct FingerprintTests {
    func input(_ path: String, _ text: String) -> InputFile {
        let data = Data(text.utf8)
        return InputFile(path: path, data: data, hash: ContentHash.of(data), readError: nil)
    }

    @Test("a renamed input with the same bytes, another module name, or another header changes the fingerprint")
    func keyedOnEverything() {
        let options = GeneratorOptions(inputs: [], moduleName: "MyApp")
        let base = LastRun.fingerprint(inputs: [input("A.swift", "x")], options: options, templates: .defaults)
        #expect(LastRun.fingerprint(inputs: [input("A.swift", "x")], options: options, templates: .defaults) == base)
        #expect(LastRun.fingerprint(inputs: [input("B.swift", "x")], options: options, templates: .defaults) != base)
        #expect(LastRun.fingerprint(inputs: [input("A.swift", "y")], options: options, templates: .defaults) != base)
        var renamed = options
        renamed.moduleName = "Other"
        #expect(LastRun.fingerprint(inputs: [input("A.swift", "x")], options: renamed, templates: .defaults) != base)
        var withHeader = options
        withHeader.objc = ObjCHeaderImporter.Options(headers: ["/nonexistent/View.h"])
        #expect(LastRun.fingerprint(inputs: [input("A.swift", "x")], options: withHeader, templates: .defaults) != base)
    }
}
