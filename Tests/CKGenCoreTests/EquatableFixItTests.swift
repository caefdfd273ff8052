import Testing

@testable import CKGenCore

/// Issue 34, item 1 (c): the warning about a view member whose type is not Equatable names the type once, and
/// offers a fix-it that adds the conformance to the module's struct; where no such conformance can be written
/// (a class, a generic struct, a function type), there is no fix-it.
@Suite("Non-Equatable attribute types: wording and fix-it")
struct EquatableFixItTests {
    static func source(_ declaration: String, member: String = "var layout: CardLayout = CardLayout()") -> String {
        """
        import UIKit
        \(declaration)
        /// @ck.view
        final class CardView: UIView {
            \(member)
        }
        """
    }

    @Test(
        "the fix-it adds the conformance, and the fixed source has no warning",
        arguments: [
            ("struct CardLayout {}", "struct CardLayout: Equatable {}"),
            ("struct CardLayout: Sendable {}", "struct CardLayout: Equatable, Sendable {}"),
            ("struct CardLayout<T> {}", nil),
            ("final class CardLayout {}", nil),
        ] as [(String, String?)]
    )
    func fixIt(_ declaration: String, _ fixed: String?) throws {
        let source = Self.source(declaration)
        let diagnostics = Snippets(source).lint().diagnostics
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostics.count == 1, "\(diagnostics)")
        #expect(diagnostic.id == "ckgen.validation.unsupportedAttributeType")
        guard let fixed else {
            #expect(diagnostic.fixIts.isEmpty)
            return
        }
        let fixIt = try #require(diagnostic.fixIts.first)
        #expect(fixIt.message == "add 'Equatable' to the conformances of 'CardLayout'")
        let result = try FixItApplier.apply(fixIt.edits, to: source)
        #expect(result == Self.source(fixed))
        #expect(Snippets(result).lint().diagnostics.isEmpty)
    }

    @Test("near miss: an Equatable struct, or one that is Equatable through Hashable, is not reported")
    func nearMiss() {
        for declaration in ["struct CardLayout: Equatable {}", "struct CardLayout: Hashable {}"] {
            #expect(Snippets(Self.source(declaration)).lint().diagnostics.isEmpty)
        }
    }

    @Test(
        "the message names the type once; a type that contains one names both",
        arguments: [
            ("var layout: CardLayout = CardLayout()", "its type 'CardLayout' does not conform to Equatable, and"),
            ("var layouts: [CardLayout] = []", "its type '[CardLayout]' contains 'CardLayout', which does not conform"),
            ("var onTap: () -> Void = {}", "its type '() -> Void' is a function type, which is not Equatable"),
            ("var value: Any = 0", "its type 'Any' is not Equatable, and"),
        ]
    )
    func wording(_ member: String, _ expected: String) throws {
        let diagnostics = Snippets(Self.source("struct CardLayout {}", member: member)).lint().diagnostics
        let message = try #require(diagnostics.first).message
        #expect(message.contains(expected), "\(message)")
        #expect(!message.contains("is 'CardLayout'"))
    }

    @Test("the fix-it for a type in another file edits that file")
    func otherFile() throws {
        let snippets = Snippets(
            ("View.swift", Self.source("")),
            ("Layout.swift", "struct CardLayout {\n    var columns = 2\n}\n")
        )
        let diagnostic = try #require(snippets.lint().diagnostics.first)
        let edit = try #require(diagnostic.fixIts.first?.edits.first)
        #expect(edit.location == SourceLocation(file: "Layout.swift", line: 1, column: 18))
        #expect(edit.replacement == ": Equatable")
    }
}
