import Testing

@testable import CKGenCore

/// V1 and V2 on the shapes mutation testing found untested: an annotation's arguments, and annotations on
/// initializers. Each rule is shown firing on bad input and staying quiet on the near miss next to it.
@Suite("Annotation shapes: arguments and initializers")
struct AnnotationShapeTests {
    @Test("'@ck.event' takes exactly one unlabelled string: two, or a label, is malformed; one is accepted")
    func eventArguments() throws {
        try assertDiagnostics(
            """
            /// @ck.eventProxy
            final class FeedEventProxy {
                /// @ck.event(1️⃣"Open", "Close")
                func open() {}
                /// @ck.event(2️⃣name: "Share")
                func share() {}
                /// @ck.event("Refresh")
                func refresh() {}
            }
            """,
            [
                DiagnosticSpec(marker: "1️⃣", id: "ckgen.validation.malformedAnnotation"),
                DiagnosticSpec(marker: "2️⃣", id: "ckgen.validation.malformedAnnotation"),
            ]
        )
        // The malformed handlers are left out, the well-formed one is kept.
        let source =
            "/// @ck.eventProxy\nfinal class P {\n    /// @ck.event(\"A\", \"B\")\n    func a() {}\n"
            + "    /// @ck.event(\"C\")\n    func c() {}\n}\n"
        let (plan, _) = Snippets(source).lint()
        #expect(plan.proxies.map { $0.strategies.map(\.method) } == [["c"]])
    }

    @Test("'@ck.attribute' takes 'id:' once: a second 'id:' is malformed at that argument")
    func attributeIdentifierTwice() throws {
        try assertDiagnostics(
            """
            /// @ck.view
            final class BadgeView: UIView {
                /// @ck.attribute(id: "Badge.a", 1️⃣id: "Badge.b")
                var count: Int = 0
                /// @ck.attribute(id: "Badge.title")
                var title: String = ""
            }
            """,
            [DiagnosticSpec(marker: "1️⃣", id: "ckgen.validation.malformedAnnotation", message: "once")]
        )
    }

    @Test("an annotation on an initializer is misplaced; a misspelt one only gets its unknown-annotation error")
    func initializerAnnotations() throws {
        try assertDiagnostics(
            """
            /// @ck.view
            final class BadgeView: UIView {
                /// 1️⃣@ck.attribute(id: "Badge.style")
                init(style: Int) { super.init(frame: .zero) }
                /// 2️⃣@ck.atribute(id: "Badge.size")
                init(size: Int) { super.init(frame: .zero) }
                /// Makes a badge.
                init(count: Int) { super.init(frame: .zero) }
            }
            """,
            [
                DiagnosticSpec(marker: "1️⃣", id: "ckgen.validation.misplacedAnnotation", message: "initializer"),
                DiagnosticSpec(marker: "2️⃣", id: "ckgen.validation.unknownAnnotation"),
            ]
        )
    }
}
