import Foundation
import Testing

@testable import CKGenCore

/// The parse stage's own rules (issue 34, fresh bugs in the pipeline): a file that cannot be read is a located
/// error and no model; ckgen's own output is read as nothing; anything else is parsed.
@Suite("Parse stage: unreadable files, ckgen's own output")
struct ParseStageRuleTests {
    @Test("a file that cannot be read: an error at its first line naming it, and nothing from it")
    func unreadable() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("ckgen-missing-\(UUID()).swift").path
        let input = ParseStage.read(path)
        #expect(input.data == nil)
        #expect(input.readError != nil)
        #expect(input.hash == 0)
        let model = ParseStage.run(inputs: [input], moduleName: "M", cache: nil)
        let file = try #require(model.files.first)
        #expect(file.path == path)
        #expect(file.declarations.isEmpty)
        let diagnostic = try #require(file.diagnostics.first)
        #expect(file.diagnostics.count == 1)
        #expect(diagnostic.id == .inputUnreadable)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.location == CKGenCore.SourceLocation(file: path, line: 1, column: 1))
        #expect(diagnostic.message.hasPrefix("cannot read '\(path)': "))
    }

    @Test("a readable file is parsed; ckgen's own output, starting with its marker, is read as nothing")
    func generatedOutput() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ckgen-stage-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = "/// @ck.view\nfinal class BadgeView: UIView {\n    var count: Int = 0\n}\n"
        let written = folder.appendingPathComponent("Badge.swift").path
        let generated = folder.appendingPathComponent("CKGen.swift").path
        try source.write(toFile: written, atomically: true, encoding: .utf8)
        try (Renderer.generatedMarker + "\n" + source).write(toFile: generated, atomically: true, encoding: .utf8)
        // The marker anywhere but at the start does not count.
        let quoted = folder.appendingPathComponent("Quoted.swift").path
        try ("// \n" + Renderer.generatedMarker + "\n" + source.replacingOccurrences(of: "Badge", with: "Quoted"))
            .write(toFile: quoted, atomically: true, encoding: .utf8)
        let inputs = [written, generated, quoted].map(ParseStage.read)
        #expect(inputs.allSatisfy { $0.readError == nil && $0.hash != 0 })
        let model = ParseStage.run(inputs: inputs, moduleName: "M", cache: nil)
        #expect(model.files.map { $0.declarations.map(\.name) } == [["BadgeView"], [], ["QuotedView"]])
        #expect(model.files.allSatisfy { $0.diagnostics.isEmpty })
    }
}
