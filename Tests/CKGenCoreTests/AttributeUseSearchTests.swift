import Foundation
import SwiftParser
import SwiftSyntax
import Testing

@testable import CKGenCore

/// Issue 16: attribute uses are found from the file's text and looked up in the tree, not by walking every
/// expression. They must be the calls a full walk finds: `.name(…)` with a selector attribute's name and nothing
/// before the dot, outside types declared in bodies.
@Suite("Attribute uses found from the text")
struct AttributeUseSearchTests {
    /// Every attribute use a full walk of the tree finds, as the offsets of the attribute's names.
    private final class FullWalk: SyntaxVisitor {
        var offsets: [Int] = []
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
                RuntimeNames.selectorAttributes.contains(member.declName.baseName.text),
                !DeclarationCollector.isInsideLocalType(Syntax(node))
            {
                offsets.append(member.declName.positionAfterSkippingLeadingTrivia.utf8Offset)
            }
            return .visitChildren
        }
    }

    private func check(_ source: String, path: String = "A.swift") -> (found: Int, expected: Int) {
        let walk = FullWalk(viewMode: .sourceAccurate)
        walk.walk(Parser.parse(source: source))
        let lines = LineTable(Array(source.utf8))
        let expected = walk.offsets.map { offset -> CKGenCore.SourceLocation in
            let location = lines.location(ofOffset: offset)
            return CKGenCore.SourceLocation(file: path, line: location.line, column: location.column)
        }
        let found = SourceFileParser.parse(path: path, source: source, skippingBodies: false).attributeUses
        #expect(found.map(\.location) == expected, "\(path)")
        return (found.count, expected.count)
    }

    @Test("uses in bodies, initializers and property values; not in comments, strings, other calls or local types")
    func snippets() {
        let source = """
            let shared = ViewConfiguration(UIButton.self, [.controlAction(.tap)])
            final class Row: CompositeComponent {
                // .controlAction(.inComment)
                let label = ".tapGesture(.inString)"
                override func render() -> Component {
                    let other = view.controlAction(.hasBase)
                    func local() { struct Local { let v = [.longPressGesture(.insideLocalType)] } }
                    return Component(view: ViewConfiguration(UIView.self, [
                        .tapGesture(.open), .panGesture(.drag), .gesture(UIGestureRecognizer.self, action: .any),
                        .controlActionish(.notAnAttribute),
                    ]))
                }
            }
            """
        let (found, expected) = check(source)
        #expect(found == 4 && expected == 4)
    }

    @Test("over this package's own sources and fixtures, the same uses as a full walk")
    func ownSources() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        var total = 0
        for folder in ["Sources", "Fixtures"] {
            let enumerator = FileManager.default.enumerator(
                at: root.appendingPathComponent(folder),
                includingPropertiesForKeys: nil
            )
            while let url = enumerator?.nextObject() as? URL {
                guard url.pathExtension == "swift" else { continue }
                total += check(try String(contentsOf: url, encoding: .utf8), path: url.path).found
            }
        }
        #expect(total >= 10, "only \(total) attribute uses found under \(root.path)")
    }
}
