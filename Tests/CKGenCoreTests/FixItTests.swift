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
            final class 2️⃣CardComponent: CompositeComponent {}
            final class 1️⃣CardController: ComponentController<CardComponent> {}
            """,
            [
                DiagnosticSpec(
                    "1️⃣",
                    ValidationMessage.misnamedController(
                        "CardController",
                        component: "CardComponent",
                        expected: "CardComponentController"
                    ),
                    notes: [("2️⃣", .declaredHere("CardComponent"))]
                )
            ],
            fixedSource: """
                final class CardComponent: CompositeComponent {}
                final class CardComponentController: ComponentController<CardComponent> {}
                """
        )
    }

    @Test("a controller for a misspelt component: a fix-it where the component type is written")
    func missingComponent() throws {
        try assertDiagnostics(
            """
            final class SearchComponent: CompositeComponent {}
            final class 1️⃣SerchComponentController: ComponentController<  SerchComponent > {}
            """,
            [
                DiagnosticSpec(
                    "1️⃣",
                    ValidationMessage.missingComponent(
                        "SerchComponent",
                        controller: "SerchComponentController",
                        suggestion: "SearchComponent"
                    )
                )
            ],
            fixedSource: """
                final class SearchComponent: CompositeComponent {}
                final class SerchComponentController: ComponentController<  SearchComponent > {}
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

/// Issue 19, item 3: every diagnostic kind is a constant of `DiagnosticID`, listed once in `DiagnosticID.all`; the
/// sources report through the constants, and the README lists the catalogue.
@Suite("Diagnostic catalogue")
struct DiagnosticCatalogueTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static var catalogue: Set<String> { Set(DiagnosticID.all.map(\.rawValue)) }

    /// The constant's name for an identifier: without `ckgen.`, in camel case.
    static func constantName(_ id: DiagnosticID) -> String {
        let parts = id.rawValue.split(separator: ".").dropFirst()
        return parts.enumerated().map {
            $0.offset == 0 ? String($0.element) : $0.element.prefix(1).uppercased() + $0.element.dropFirst()
        }
        .joined()
    }

    /// The text of every Swift file of the generator but the catalogue.
    static func sources() throws -> [(file: String, text: String)] {
        let folder = repository.appendingPathComponent("Sources/CKGenCore")
        let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        return try files.filter { $0.hasSuffix(".swift") && !$0.hasSuffix("DiagnosticID.swift") }.map {
            ($0, try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8))
        }
    }

    @Test("the catalogue is sorted, has no identifier twice, and names each constant by the rule")
    func catalogueIsWellFormed() throws {
        #expect(DiagnosticID.all.map(\.rawValue) == DiagnosticID.all.map(\.rawValue).sorted())
        #expect(DiagnosticID.all.count == Self.catalogue.count, "an identifier is listed twice")
        #expect(DiagnosticID.all.allSatisfy { !$0.summary.isEmpty })
        let declarations = try String(
            contentsOf: Self.repository.appendingPathComponent("Sources/CKGenCore/Diagnostics/DiagnosticID.swift"),
            encoding: .utf8
        )
        for id in DiagnosticID.all {
            #expect(
                declarations.contains("static let \(Self.constantName(id)) = DiagnosticID(\n        \"\(id.rawValue)\"")
                    || declarations.contains("static let \(Self.constantName(id)) = DiagnosticID(\"\(id.rawValue)\""),
                "\(id.rawValue) is not the constant '\(Self.constantName(id))'"
            )
        }
        #expect(DiagnosticID(rawValue: "ckgen.config.yaml") == .configYaml)
        #expect(DiagnosticID(rawValue: "ckgen.config.nonexistent") == nil)
    }

    @Test("every kind is reported somewhere, and no source writes an identifier as text")
    func sourcesUseTheConstants() throws {
        let sources = try Self.sources()
        let text = sources.map(\.text).joined(separator: "\n")
        let unused = DiagnosticID.all.filter { !text.contains(".\(Self.constantName($0))") }
        #expect(unused.isEmpty, "never reported: \(unused.map(\.rawValue))")
        for (file, text) in sources {
            let literals = text.matches(of: /"(ckgen\.[A-Za-z0-9.]+)"/).map { String($0.output.1) }
                .filter { $0 != "ckgen.yml" }
            #expect(literals.isEmpty, "\(file) writes \(literals) as text; use the DiagnosticID constants")
        }
    }

    @Test("the README lists exactly the catalogue's identifiers")
    func readmeListsCatalogue() throws {
        let readme = try String(contentsOf: Self.repository.appendingPathComponent("README.md"), encoding: .utf8)
        let listed = Set(readme.matches(of: /\| `(ckgen\.[A-Za-z0-9.]+)` \|/).map { String($0.output.1) })
        #expect(listed == Self.catalogue)
    }

    @Test("a diagnostic is stored as its identifier and read back as the catalogue's kind")
    func codable() throws {
        let diagnostic = Diagnostic(.warning, id: .validationUnhandledSelector, "x", at: nil)
        let data = try JSONEncoder().encode(diagnostic)
        #expect(String(decoding: data, as: UTF8.self).contains("\"ckgen.validation.unhandledSelector\""))
        let decoded = try JSONDecoder().decode(Diagnostic.self, from: data)
        #expect(decoded == diagnostic && decoded.id.summary == DiagnosticID.validationUnhandledSelector.summary)
        let unknown = Data(
            String(decoding: data, as: UTF8.self).replacingOccurrences(of: "unhandledSelector", with: "gone").utf8
        )
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Diagnostic.self, from: unknown) }
    }
}
