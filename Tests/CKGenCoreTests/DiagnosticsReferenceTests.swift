import Foundation
import Testing

/// The DocC article "Annotations and diagnostics reference" lists every diagnostic identifier ckgen reports, and
/// only those: this reads the identifiers out of `Sources/CKGenCore` and compares.
@Suite("Diagnostics reference article")
struct DiagnosticsReferenceTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `ckgen.…` identifiers written out in the sources, plus `ckgen.validation.<id>` for every
    /// `error("id", …)` and `warning("id", …)` of the validation stage.
    private func identifiersInSources() throws -> Set<String> {
        let folder = Self.root.appendingPathComponent("Sources/CKGenCore")
        let files = try #require(FileManager.default.enumerator(atPath: folder.path)).compactMap { $0 as? String }
        var identifiers = Set<String>()
        let literal = try Regex(#""(ckgen(?:\.[A-Za-z]+)+)""#)
        let validation = try Regex(#"\b(?:error|warning)\(\s*"([A-Za-z]+)""#)
        for file in files where file.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for match in text.matches(of: literal) {
                if let name = match.output[1].substring { identifiers.insert(String(name)) }
            }
            if file.hasPrefix("Validation/") {
                for match in text.matches(of: validation) {
                    if let name = match.output[1].substring { identifiers.insert("ckgen.validation.\(name)") }
                }
            }
        }
        // The config file's name, written as a literal where ckgen looks for it: not an identifier.
        identifiers.remove("ckgen.yml")
        return identifiers
    }

    @Test("every identifier in Sources/CKGenCore is in the article, and the article names no other")
    func everyIdentifierIsDocumented() throws {
        let article = Self.root.appendingPathComponent(
            "Sources/ComponentRuntime/ComponentRuntime.docc/AnnotationsAndDiagnostics.md"
        )
        let text = try String(contentsOf: article, encoding: .utf8)
        let documented = Set(
            text.matches(of: try Regex(#"`(ckgen(?:\.[A-Za-z]+)+)`"#)).compactMap {
                $0.output[1].substring.map(String.init)
            }
        )
        let reported = try identifiersInSources()
        #expect(reported.count > 40, "the scan finds the identifiers")
        #expect(reported.subtracting(documented).sorted() == [], "reported but not in \(article.lastPathComponent)")
        #expect(documented.subtracting(reported).sorted() == [], "in \(article.lastPathComponent) but not reported")
    }
}
