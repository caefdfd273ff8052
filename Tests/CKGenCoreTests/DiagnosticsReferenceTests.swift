import CKGenCore
import Foundation
import Testing

/// The DocC article "Annotations and diagnostics reference" lists every diagnostic identifier ckgen reports, and
/// only those: the catalogue (`DiagnosticID.all`) compared with the article's table.
@Suite("Diagnostics reference article")
struct DiagnosticsReferenceTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test("every identifier in the catalogue is in the article, and the article names no other")
    func everyIdentifierIsDocumented() throws {
        let article = Self.root.appendingPathComponent(
            "Sources/ComponentRuntime/ComponentRuntime.docc/AnnotationsAndDiagnostics.md"
        )
        let text = try String(contentsOf: article, encoding: .utf8)
        let documented = Set(text.matches(of: /`(ckgen(?:\.[A-Za-z0-9]+)+)`/).map { String($0.output.1) })
        let catalogue = Set(DiagnosticID.all.map(\.rawValue))
        #expect(catalogue.count > 40)
        #expect(catalogue.subtracting(documented).sorted() == [], "reported but not in \(article.lastPathComponent)")
        #expect(documented.subtracting(catalogue).sorted() == [], "in \(article.lastPathComponent) but not reported")
    }
}
