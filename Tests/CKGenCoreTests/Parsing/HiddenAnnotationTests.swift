import Testing

@testable import CKGenCore

/// Issue 41: an annotation a reader sees but ckgen did not read (an invisible character before it, or four
/// slashes, which Swift does not read as documentation) is reported as `// @ck.view` is, by both readers.
@Suite("Annotations hidden from ckgen")
struct HiddenAnnotationTests {
    static func view(_ comment: String) -> String {
        "import UIKit\n\(comment)\nfinal class CardView: UIView {\n    var x: Int = 0\n}\n"
    }

    static func expectReadersAgree(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let bytes = Array(source.utf8)
        if let plain = PlainDeclarationReader.read(path: "Input.swift", source: bytes, scan: NestingScan(bytes)) {
            #expect(
                plain == SourceFileParser.parse(path: "Input.swift", source: source, skippingBodies: false),
                sourceLocation: sourceLocation
            )
        }
    }

    @Test(
        "an invisible character before '@ck.view', or four slashes: a located warning, and no view",
        arguments: [
            ("/// \u{202E}@ck.view", 5, "an invisible character (U+202E) comes before '@ck.'"),
            ("///\u{200B}@ck.view", 4, "an invisible character (U+200B) comes before '@ck.'"),
            ("/// \u{2066} \u{2069}@ck.view", 5, "an invisible character (U+2066) comes before '@ck.'"),
            ("//// @ck.view", 1, "ckgen reads annotations from doc comments only"),
            ("/////@ck.view", 1, "ckgen reads annotations from doc comments only"),
            ("// @ck.view", 1, "ckgen reads annotations from doc comments only"),
        ]
    )
    func hidden(_ comment: String, column: Int, message: String) throws {
        let source = Self.view(comment)
        let (plan, diagnostics) = Snippets(source).lint()
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostics.count == 1, "\(diagnostics)")
        #expect(diagnostic.severity == .warning)
        #expect(diagnostic.location?.line == 2)
        #expect(diagnostic.location?.column == column)
        #expect(diagnostic.message.hasPrefix(message), "\(diagnostic.message)")
        #expect(plan.views.isEmpty)
        Self.expectReadersAgree(source)
    }

    @Test(
        "near misses: an annotation after blanks is read; prose or a line of slashes says nothing",
        arguments: [
            ("///   @ck.view", 1),
            ("/// \u{202E}mentions @ck.view later", 0),
            ("////////////////", 0),
            ("//// see the view", 0),
        ]
    )
    func readAsBefore(_ comment: String, views: Int) throws {
        let source = Self.view(comment)
        let (plan, diagnostics) = Snippets(source).lint()
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(plan.views.count == views)
        Self.expectReadersAgree(source)
    }
}
