import Testing

@testable import CKGenCore

/// Which properties of a `@ck.view` can be attributes: generated code assigns them, so a stored `var`, one with
/// observers, or a computed one with a setter can; a `let` or a get-only computed property cannot.
@Suite("Settable view properties")
struct SettablePropertyTests {
    @Test("stored, observed and get/set properties are attributes; get-only and let are not")
    func settable() {
        let source = """
            /// @ck.view
            final class BadgeView: UIView {
                var stored: Int = 0
                var observed: Int = 0 { didSet {} }
                var computed: String {
                    get { "" }
                    set {}
                }
                var readOnly: Int { 0 }
                var readOnlyAccessor: Int {
                    get { 0 }
                }
                let constant: Int = 0
            }
            """
        let (plan, diagnostics) = Snippets(source).lint()
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(plan.views.first?.attributes.map(\.name) == ["computed", "observed", "stored"])
    }

    @Test("'@ck.attribute' on a property that cannot be set is misplaced; on a get/set one it is accepted")
    func annotatedReadOnly() throws {
        try assertDiagnostics(
            """
            /// @ck.view
            final class BadgeView: UIView {
                /// 1️⃣@ck.attribute(id: "Badge.readOnly")
                var readOnly: Int { 0 }
                /// 2️⃣@ck.attribute(id: "Badge.constant")
                let constant: Int = 0
                /// @ck.attribute(id: "Badge.computed")
                var computed: String {
                    get { "" }
                    set {}
                }
            }
            """,
            [
                DiagnosticSpec(marker: "1️⃣", id: "ckgen.validation.misplacedAnnotation", message: "cannot be set"),
                DiagnosticSpec(marker: "2️⃣", id: "ckgen.validation.misplacedAnnotation", message: "cannot be set"),
            ]
        )
    }
}
