import Foundation
import Testing

@testable import CKGenCore

/// A file nested deeper than swift-syntax reads is refused before parsing (issue 34, fresh bugs at limits): at the
/// limit it is parsed, one over it is a diagnostic at the deepest bracket, an error when the file has annotations
/// (what they ask for cannot be generated) and a warning otherwise.
@Suite("Parsing: files nested too deeply are refused, located and worded")
struct DeepNestingRefusalTests {
    static let annotated = "/// @ck.view\nfinal class BadgeView: UIView {}\n"

    static func parse(_ source: String) -> ParsedFile {
        SourceFileParser.parse(path: "A.swift", data: Data(source.utf8))
    }

    static func nested(_ depth: Int, _ open: String = "(", _ close: String = ")") -> String {
        "let x = " + String(repeating: open, count: depth) + "1" + String(repeating: close, count: depth) + "\n"
    }

    @Test("brackets nested up to the limit are parsed; one more is refused", arguments: [-1, 0, 1])
    func depthLimit(_ delta: Int) throws {
        let depth = NestingScan.depthLimit + delta
        let file = Self.parse(Self.annotated + Self.nested(depth))
        let refusals = file.diagnostics.filter { $0.id == .parsingTooDeep }
        if delta <= 0 {
            #expect(refusals.isEmpty, "\(refusals)")
            #expect(file.declarations.map(\.name) == ["BadgeView"])
        } else {
            let refusal = try #require(refusals.first)
            #expect(file.declarations.isEmpty)
            #expect(refusal.severity == .error)
            #expect(
                refusal.message
                    == "brackets and '#if' blocks nest 97 deep here (ckgen reads at most 96); ckgen cannot read this "
                    + "file, so nothing is generated from its annotations: move the deeply nested part into a "
                    + "separate file or split it up"
            )
            // At the innermost bracket: line 3, after `let x = ` and 96 others.
            #expect(refusal.location == CKGenCore.SourceLocation(file: "A.swift", line: 3, column: 9 + 96))
        }
    }

    @Test("without annotations the refusal is a warning, and says the file is left out")
    func unannotated() throws {
        let file = Self.parse(Self.nested(NestingScan.depthLimit + 1))
        let refusal = try #require(file.diagnostics.first)
        #expect(file.diagnostics.count == 1)
        #expect(refusal.severity == .warning)
        #expect(
            refusal.message
                == "brackets and '#if' blocks nest 97 deep here (ckgen reads at most 96); ckgen left this file out (it "
                + "has no annotations; components, controllers or state in it get nothing generated)"
        )
        #expect(refusal.location == CKGenCore.SourceLocation(file: "A.swift", line: 1, column: 9 + 96))
    }

    @Test("'[' directly inside '[' up to the limit are parsed; one more is refused with its own wording")
    func squareLimit() throws {
        let within = Self.parse(Self.annotated + Self.nested(NestingScan.squareDepthLimit, "[", "]"))
        #expect(within.diagnostics.filter { $0.id == .parsingTooDeep }.isEmpty)
        let over = Self.parse(Self.annotated + Self.nested(NestingScan.squareDepthLimit + 1, "[", "]"))
        let refusal = try #require(over.diagnostics.first)
        #expect(refusal.id == .parsingTooDeep)
        #expect(refusal.severity == .error)
        #expect(
            refusal.message.hasPrefix(
                "11 '[' nested directly inside each other here, which swift-syntax takes seconds to minutes to read "
                    + "(ckgen reads at most 10); ckgen cannot read this file"
            )
        )
        #expect(refusal.location?.line == 3)
    }
}
