import Testing

@testable import CKGenCore

/// Issue 34, item 1 (b): a `/// @ck.…` doc comment after an attribute or modifier (`@MainActor /// @ck.action`) is
/// read, and reported as misplaced with a fix-it that moves it before the attributes; a comment before them, or one
/// after them without an annotation, is not reported.
@Suite("Annotations after attributes")
struct MisplacedDocCommentTests {
    static func component(_ member: String) -> String {
        "final class CardComponent: CompositeComponent {\n\(member)\n}\n"
    }

    @Test(
        "read, reported as misplaced, and moved by the fix-it",
        arguments: [
            (
                "    @MainActor /// @ck.action\n    func didTap() {}",
                "    /// @ck.action\n    @MainActor\n    func didTap() {}"
            ),
            (
                "    @MainActor\n    /// @ck.action\n    func didTap() {}",
                "    /// @ck.action\n    @MainActor\n    func didTap() {}"
            ),
            (
                "    @MainActor\n    /// @ck.action\n    @objc func didTap() {}",
                "    /// @ck.action\n    @MainActor\n    @objc func didTap() {}"
            ),
            (
                "    @MainActor final\n    /// @ck.action\n    func didTap() {}",
                "    /// @ck.action\n    @MainActor final\n    func didTap() {}"
            ),
            (
                "    public /** @ck.action */ func didTap() {}",
                "    /** @ck.action */\n    public func didTap() {}"
            ),
        ]
    )
    func misplaced(_ member: String, _ fixed: String) throws {
        let source = Self.component(member)
        let (plan, diagnostics) = Snippets(source).lint()
        #expect(plan.actionTables.first?.entries.map(\.selectorConstant) == ["didTap"])
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostics.count == 1, "\(diagnostics)")
        #expect(diagnostic.id == "ckgen.validation.misplacedAnnotation")
        #expect(diagnostic.severity == .warning)
        #expect(diagnostic.message.contains("'@ck.action'"))
        let fixIt = try #require(diagnostic.fixIts.first)
        let result = try FixItApplier.apply(fixIt.edits, to: source)
        #expect(result == Self.component(fixed))
        // Once moved, nothing is reported, and the same action is generated.
        let (fixedPlan, fixedDiagnostics) = Snippets(result).lint()
        #expect(fixedDiagnostics.isEmpty, "\(fixedDiagnostics)")
        #expect(fixedPlan.actionTables == plan.actionTables)
    }

    @Test(
        "near misses: a doc comment before the attributes, or one after them without an annotation",
        arguments: [
            ("    /// @ck.action\n    @MainActor func didTap() {}", 1),
            ("    @MainActor\n    /// Taps.\n    func didTap() {}", 0),
            ("    @MainActor /// Taps.\n    func didTap() {}", 0),
            ("    /// @ck.action\n    func didTap() {}", 1),
        ]
    )
    func nearMiss(_ member: String, _ rows: Int) {
        let (plan, diagnostics) = Snippets(Self.component(member)).lint()
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect((plan.actionTables.first?.entries.count ?? 0) == rows)
    }

    @Test("a '//' comment after the attributes is reported as a plain comment, as before the attributes")
    func plainComment() {
        let diagnostics = Snippets(Self.component("    @MainActor\n    // @ck.action\n    func didTap() {}")).lint()
            .diagnostics
        #expect(diagnostics.map(\.id) == ["ckgen.parsing.annotationInPlainComment"])
    }

    @Test("the plain reader leaves such a file to swift-syntax, and reads its near miss itself")
    func plainReaderDeclines() {
        let misplaced = Array(Self.component("    @MainActor\n    /// @ck.action\n    func didTap() {}").utf8)
        #expect(PlainDeclarationReader.read(path: "A.swift", source: misplaced, scan: NestingScan(misplaced)) == nil)
        let nearMiss = Array(Self.component("    /// @ck.action\n    @MainActor\n    func didTap() {}").utf8)
        #expect(PlainDeclarationReader.read(path: "A.swift", source: nearMiss, scan: NestingScan(nearMiss)) != nil)
    }

    @Test("a property and a view read the same way")
    func propertyAndType() throws {
        let source = """
            import UIKit
            @MainActor
            /// @ck.view
            final class CardView: UIView {
                @objc /// @ck.attribute(id: "card.title")
                var title: String = ""
            }
            """
        let (plan, diagnostics) = Snippets(source).lint()
        #expect(
            diagnostics.map(\.id) == ["ckgen.validation.misplacedAnnotation", "ckgen.validation.misplacedAnnotation"]
        )
        #expect(try #require(plan.views.first).attributes.map(\.identifier) == ["card.title"])
    }
}
