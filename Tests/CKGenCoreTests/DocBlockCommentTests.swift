import Testing

@testable import CKGenCore

/// Annotations in `/** … */` doc comments, whose continuation lines start with `*` and usually a space.
@Suite("Annotations in doc block comments")
struct DocBlockCommentTests {
    @Test(
        "an annotation on a '*' line, after spaces or none, is read",
        arguments: [" * @ck.view", " *@ck.view", "\t*   @ck.view", " *\t@ck.view", "@ck.view"]
    )
    func continuationLine(_ line: String) {
        let source = "/**\n A badge.\n\(line)\n */\nfinal class BadgeView: UIView {\n    var count: Int = 0\n}\n"
        let (plan, diagnostics) = Snippets(source).lint()
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(plan.views.map(\.typeName) == ["BadgeView"])
    }

    @Test("prose that mentions '@ck.' later on a '*' line is not an annotation")
    func prose() {
        let source = "/**\n * Mentions @ck.view in passing.\n */\nfinal class BadgeView: UIView {}\n"
        let (plan, diagnostics) = Snippets(source).lint()
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(plan.views.isEmpty)
    }
}
