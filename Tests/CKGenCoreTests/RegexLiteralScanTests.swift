import Foundation
import SwiftParser
import SwiftSyntax
import Testing

@testable import CKGenCore

/// Issue 34, item 4: the nesting scan knows regex literals (`#/…/#`, multi-line `#/ … /#`, and `/…/` where Swift
/// reads one), so a brace or a `//` inside one does not end a function body early. Checked against swift-syntax:
/// the bodies the scan lists are the ones swift-syntax finds, and parsing with bodies left out, and the plain
/// reader, find what parsing the file as written finds.
@Suite("Regex literals in the nesting scan, against swift-syntax")
struct RegexLiteralScanTests {
    /// Each shape is a statement in a method's body; bodies around it must come out whole.
    static let shapes = [
        #"let r = #/}\d+/#"#,
        #"let r = #/a//b/#"#,
        #"let r = ##/a/#}/##"#,
        "let r = #/\n    [}{]+ // a comment inside\n    /#",
        #"let r = /a{2}}/"#,
        #"let r = /https?:\/\/x/"#,
        #"let r = (/\}/, /[{]/)"#,
        #"_ = text.contains(/}/)"#,
        #"if text.contains(/[}]/) { print(1) }"#,
        #"return /}/ ~= "x" ? () : ()"#,
        // Near misses: division and comments that look like the start of a regex.
        "let r = 4 / 2 / 1",
        "let r = (4) / 2 // not a regex: /}",
        "let r = [4] / [2].count",
        "let r = a/b/c",
        "let r = 1 /* } */ / 2",
        #"let r = "/}/""#,
    ]

    static func source(_ statement: String) -> String {
        """
        import UIKit
        /// @ck.view
        final class CardView: UIView {
            var title: String = ""
            func update(text: String, a: Int = 1, b: Int = 2, c: Int = 3) {
                \(statement)
                func setSubtitle(_ value: String) {}
            }
            func other() { print("}") }
        }
        """
    }

    /// The `{…}` ranges of function, initializer and deinitializer bodies among declarations, as swift-syntax
    /// reads them.
    final class Bodies: SyntaxVisitor {
        var ranges: [ClosedRange<Int>] = []
        func record(_ body: CodeBlockSyntax?) -> SyntaxVisitorContinueKind {
            if let body {
                ranges.append(
                    body.leftBrace.positionAfterSkippingLeadingTrivia
                        .utf8Offset...body.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset
                )
            }
            return .skipChildren
        }
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { record(node.body) }
        override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { record(node.body) }
        override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind { record(node.body) }
    }

    @Test(
        "the scan's bodies are swift-syntax's; the parse with bodies left out is the parse as written",
        arguments: shapes
    )
    func sameAsSwiftSyntax(_ statement: String) throws {
        let source = Self.source(statement)
        let tree = Parser.parse(source: source)
        let bodies = Bodies(viewMode: .sourceAccurate)
        bodies.walk(tree)
        let bytes = Array(source.utf8)
        let scan = NestingScan(bytes)
        #expect(scan.functionBodies.map(\.braces).sorted { $0.lowerBound < $1.lowerBound } == bodies.ranges)
        let written = SourceFileParser.parse(path: "A.swift", source: source, skippingBodies: false)
        #expect(SourceFileParser.parse(path: "A.swift", source: source, skippingBodies: true) == written)
        if let plain = PlainDeclarationReader.read(path: "A.swift", source: bytes, scan: scan) {
            #expect(plain == written)
        }
        // The local function stays local: no attribute for a member the view does not have.
        let plan = Snippets(source).lint().plan
        #expect(plan.views.first?.attributes.map(\.name) == ["title"])
    }

    @Test(
        "a regex literal as a property's initial value: the plain reader declines or reads what swift-syntax reads",
        arguments: [
            #"let pattern = /a}/"#, #"static let pattern = #/}//#"#, "let pattern = #/\n    }\n    /#",
            #"var pattern: Regex<Substring> = /a{1}/"#, "let half = 4 / 2",
        ]
    )
    func memberInitialValue(_ member: String) throws {
        let source = "/// @ck.view\nfinal class CardView: UIView {\n    \(member)\n    var title: String = \"\"\n}\n"
        let bytes = Array(source.utf8)
        let scan = NestingScan(bytes)
        let written = SourceFileParser.parse(path: "A.swift", source: source, skippingBodies: false)
        #expect(written.diagnostics.isEmpty, "\(written.diagnostics)")
        if let plain = PlainDeclarationReader.read(path: "A.swift", source: bytes, scan: scan) {
            #expect(plain == written)
        }
        #expect(SourceFileParser.parse(path: "A.swift", source: source, skippingBodies: true) == written)
    }

    @Test(
        "a regex literal in a body ckgen reads (render()): both readers find the same attribute uses",
        arguments: [#"_ = #/}//#"#, #"_ = "a".contains(/[}]/)"#, "_ = #/\n        }\n        /#", "_ = 4 / 2"]
    )
    func keptBody(_ statement: String) throws {
        let source = """
            final class CardComponent: CompositeComponent {
                override func render() -> Component? {
                    \(statement)
                    return ViewComponent(ViewConfiguration(UIButton.self, [.controlAction(.didTap)]))
                }
                /// @ck.action
                func didTap() {}
            }
            """
        let bytes = Array(source.utf8)
        let written = SourceFileParser.parse(path: "A.swift", source: source, skippingBodies: false)
        #expect(written.attributeUses.compactMap(\.selector) == ["didTap"])
        #expect(SourceFileParser.parse(path: "A.swift", source: source, skippingBodies: true) == written)
        if let plain = PlainDeclarationReader.read(path: "A.swift", source: bytes, scan: NestingScan(bytes)) {
            #expect(plain == written)
        }
    }

    @Test(
        "a regex position is found from the token before the '/'",
        arguments: [
            ("x = /a/", true), ("(/a/", true), ("return /a/", true), ("case /a/", true), ("x /a/", false),
            ("f() /a/", false), ("x+/a/", false), ("x + /a/", true), ("self /a/", false), ("/a/", true),
            ("myreturn /a/", false),
        ]
    )
    func regexPosition(_ text: String, _ expected: Bool) {
        let bytes = Array(text.utf8)
        let slash = bytes.firstIndex(of: UInt8(ascii: "/")) ?? 0
        let found = bytes.withUnsafeBufferPointer { NestingScan.startsRegexPosition($0, before: slash) }
        #expect(found == expected)
    }

    @Test(
        "where a literal ends, and near misses that are no literal",
        arguments: [
            ("/a/ x", 3), ("/a\\/b/ x", 6), ("/(a)/", 5), ("/ a/", nil), ("/a /", nil), ("/a)/", nil), ("/a\n/", nil),
            ("/a//", nil), ("/a", nil),
        ] as [(String, Int?)]
    )
    func bareEnd(_ text: String, _ end: Int?) {
        let bytes = Array(text.utf8)
        #expect(bytes.withUnsafeBufferPointer { NestingScan.bareRegexEnd($0, openingAt: 0) } == end)
    }

    @Test(
        "extended literals end at '/' and as many '#', on their line unless they open one",
        arguments: [
            ("#/a/# x", 1, 5), ("##/a/#b/## x", 2, 10), ("#/a\\/#/# x", 1, 8), ("#/a\nb/#", 1, nil),
            ("#/\n a\n/#", 1, 8), ("#/a", 1, nil),
        ] as [(String, Int, Int?)]
    )
    func extendedEnd(_ text: String, _ hashes: Int, _ end: Int?) {
        let bytes = Array(text.utf8)
        #expect(
            bytes.withUnsafeBufferPointer { NestingScan.extendedRegexEnd($0, openingAt: 0, hashes: hashes) } == end
        )
    }
}
