import Testing

@testable import CKGenCore

/// A declaration with a `/// @ck.…` comment both before its attributes (where it belongs) and after them: only the
/// one after them is misplaced. The comment before the first token is never scanned as misplaced.
@Suite("Annotations after attributes: one before them as well")
struct MisplacedAnnotationBothSidesTests {
    private static let source = """
        final class CardComponent: CompositeComponent {
            /// @ck.action
            @MainActor
            /// @ck.action
            func didTap() {}
        }

        """

    @Test("only the comment after the attributes is reported as misplaced, where it is")
    func onlyTheOneAfter() throws {
        let diagnostics = Snippets(Self.source).lint().diagnostics
        let misplaced = diagnostics.filter { $0.id == "ckgen.validation.misplacedAnnotation" }
        #expect(misplaced.count == 1, "\(diagnostics)")
        let diagnostic = try #require(misplaced.first)
        #expect(diagnostic.location?.line == 4)
        #expect(diagnostic.location?.column == 5)
    }

    @Test("the near miss: the comment before the attributes alone is not reported")
    func beforeAlone() {
        let source = Self.source.replacingOccurrences(
            of: "    @MainActor\n    /// @ck.action\n",
            with: "    @MainActor\n"
        )
        let diagnostics = Snippets(source).lint().diagnostics
        #expect(diagnostics.isEmpty, "\(diagnostics)")
    }
}
