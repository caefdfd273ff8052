import Testing

@testable import CKGenCore

/// V1 and V2 edges the second holdout set found untested: class annotations on methods, and an empty argument
/// list where an identifier is needed.
@Suite("Annotation placement and arguments: edges")
struct AnnotationPlacementEdgeTests {
    @Test("'@ck.view' and '@ck.eventProxy' on a method are misplaced; '@ck.action' there is not")
    func classAnnotationsOnMethods() throws {
        try assertDiagnostics(
            """
            final class CardComponent: CompositeComponent {
                /// 1️⃣@ck.eventProxy
                func proxy() {}
                /// 2️⃣@ck.view
                func view() {}
                /// @ck.action
                func didTap() {}
            }
            """,
            [
                DiagnosticSpec(marker: "1️⃣", id: "ckgen.validation.misplacedAnnotation", message: "proxy()"),
                DiagnosticSpec(marker: "2️⃣", id: "ckgen.validation.misplacedAnnotation", message: "view()"),
            ]
        )
    }

    @Test("'@ck.attribute' with no identifier, written bare or with empty parentheses, is malformed")
    func attributeWithoutIdentifier() throws {
        try assertDiagnostics(
            """
            /// @ck.view
            final class BadgeView: UIView {
                /// 1️⃣@ck.attribute()
                var count: Int = 0
                /// 2️⃣@ck.attribute
                var title: String = ""
                /// @ck.attribute(id: "Badge.tint")
                var tint: Int = 0
            }
            """,
            [
                DiagnosticSpec(marker: "1️⃣", id: "ckgen.validation.malformedAnnotation", message: "needs an identifier"),
                DiagnosticSpec(marker: "2️⃣", id: "ckgen.validation.malformedAnnotation", message: "needs an identifier"),
            ]
        )
    }
}
