import Foundation
import Testing

@testable import CKGenCore

/// Issue 19, item 3: every "did you mean" ckgen computes comes with a fix-it.
@Suite("Fix-its")
struct FixItTests {
    @Test("a misspelt annotation: the error at the '@', and a fix-it to the closest annotation")
    func misspeltAnnotation() throws {
        try assertDiagnostics(
            """
            /// 1️⃣@ck.veiw
            final class BadgeView: UIView {
                var count: Int = 0
            }
            """,
            [
                DiagnosticSpec(
                    marker: "1️⃣",
                    id: "ckgen.validation.unknownAnnotation",
                    message: "did you mean '@ck.view'?"
                )
            ],
            fixedSource: """
                /// @ck.view
                final class BadgeView: UIView {
                    var count: Int = 0
                }
                """
        )
    }

    @Test("an unknown annotation with nothing close: no fix-it")
    func noSuggestion() throws {
        try assertDiagnostics(
            "/// 1️⃣@ck.zzzzzzzz\nfinal class A {}\n",
            [DiagnosticSpec(marker: "1️⃣", id: "ckgen.validation.unknownAnnotation")],
            fixedSource: "/// @ck.zzzzzzzz\nfinal class A {}\n"
        )
    }

    @Test("a controller named for the wrong component: a fix-it to the name ckgen pairs")
    func controllerName() throws {
        try assertDiagnostics(
            """
            final class CardComponent: CompositeComponent {}
            final class 1️⃣CardController: ComponentController<CardComponent> {}
            """,
            [DiagnosticSpec(marker: "1️⃣", id: "ckgen.validation.controllerNaming")],
            fixedSource: """
                final class CardComponent: CompositeComponent {}
                final class CardComponentController: ComponentController<CardComponent> {}
                """
        )
    }

    @Test("a misspelt ckgen.yml key: a fix-it at the key")
    func configKey() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ckgen-fixit-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("ckgen.yml").path
        try "module-name: Shop\naccess-levle: public\n".write(toFile: path, atomically: true, encoding: .utf8)
        let diagnostic = try #require(
            { () -> Diagnostic? in
                do {
                    _ = try UserConfig.load(path: path)
                    return nil
                } catch { return error as? Diagnostic }
            }()
        )
        #expect(diagnostic.id == "ckgen.config.unknownKey")
        try FixItApplier.applyInPlace([diagnostic])
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "module-name: Shop\naccess-level: public\n")
    }

    @Test("edits that overlap, or fall outside the text, are refused rather than applied half")
    func refusedEdits() throws {
        let location = CKGenCore.SourceLocation(file: "A.swift", line: 1, column: 2)
        let overlapping = [
            TextEdit(location: location, length: 3, replacement: "x"),
            TextEdit(
                location: CKGenCore.SourceLocation(file: "A.swift", line: 1, column: 3),
                length: 1,
                replacement: "y"
            ),
        ]
        #expect(throws: FixItApplier.Failure.self) { try FixItApplier.apply(overlapping, to: "abcdef") }
        let outside = [
            TextEdit(
                location: CKGenCore.SourceLocation(file: "A.swift", line: 3, column: 1),
                length: 1,
                replacement: ""
            )
        ]
        #expect(throws: FixItApplier.Failure.self) { try FixItApplier.apply(outside, to: "abc\n") }
        #expect(
            try FixItApplier.apply([TextEdit(location: location, length: 2, replacement: "Z")], to: "abcd") == "aZd"
        )
    }
}

/// Issue 19, item 3: identifiers are listed once, in the catalogue, and the README lists the catalogue.
@Suite("Diagnostic catalogue")
struct DiagnosticCatalogueTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static var catalogue: Set<String> { Set(DiagnosticCatalogue.entries.map(\.id)) }

    @Test("every identifier the sources report is in the catalogue, and every catalogue entry is reported somewhere")
    func sourcesMatchCatalogue() throws {
        var used: Set<String> = []
        let sources = Self.repository.appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String } ?? []
        for file in files where file.hasSuffix(".swift") && !file.hasSuffix("DiagnosticCatalogue.swift") {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            used.formUnion(text.matches(of: /id: "(ckgen\.[A-Za-z.]+)"/).map { String($0.output.1) })
            if file.contains("/Validation/") {
                used.formUnion(
                    text.matches(of: /\b(?:error|warning)\(\s*"([A-Za-z]+)"/).map { "ckgen.validation." + $0.output.1 }
                )
            }
        }
        #expect(
            used.subtracting(Self.catalogue).isEmpty,
            "not in DiagnosticCatalogue: \(used.subtracting(Self.catalogue).sorted())"
        )
        #expect(
            Self.catalogue.subtracting(used).isEmpty,
            "never reported: \(Self.catalogue.subtracting(used).sorted())"
        )
        #expect(DiagnosticCatalogue.entries.count == Self.catalogue.count, "an identifier is listed twice")
    }

    @Test("the README lists exactly the catalogue's identifiers")
    func readmeListsCatalogue() throws {
        let readme = try String(contentsOf: Self.repository.appendingPathComponent("README.md"), encoding: .utf8)
        let listed = Set(readme.matches(of: /\| `(ckgen\.[A-Za-z.]+)` \|/).map { String($0.output.1) })
        #expect(listed == Self.catalogue)
    }
}
