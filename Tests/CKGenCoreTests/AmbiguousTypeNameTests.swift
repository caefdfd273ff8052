import Testing

@testable import CKGenCore

/// ckgen does not look names up scope by scope: a simple name that several nested types share is one it cannot
/// resolve, and it must then judge nothing by either of them rather than guess.
@Suite("Ambiguous simple type names")
struct AmbiguousTypeNameTests {
    @Test("a view property whose type name two nested types share is not judged by the first of them")
    func attributeValueType() {
        let source = """
            enum Legacy {
                struct Style {}
            }
            enum Feed {
                struct Style: Equatable {}
                /// @ck.view
                final class BadgeView: UIView {
                    var style: Style = Style()
                }
            }
            """
        let (plan, diagnostics) = Snippets(source).lint()
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(plan.views.first?.attributes.map(\.name) == ["style"])
    }

    @Test("a name only one type has is resolved: its type is judged")
    func uniqueName() throws {
        try assertDiagnostics(
            """
            enum Legacy {
                struct Style {}
            }
            /// @ck.view
            final class BadgeView: UIView {
                var 1️⃣style: Style = Style()
            }
            """,
            [DiagnosticSpec(marker: "1️⃣", id: "ckgen.validation.unsupportedAttributeType", severity: .warning)]
        )
    }
}
