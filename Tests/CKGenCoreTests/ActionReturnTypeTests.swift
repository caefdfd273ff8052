import Testing

@testable import CKGenCore

/// V4: an action returns nothing, however that is spelt, or a `Bool` (qualified or not) to answer a question
/// about its sender.
@Suite("Action return types")
struct ActionReturnTypeTests {
    @Test(
        "nothing, spelt three ways, and Bool, spelt two ways, are accepted",
        arguments: [
            ("func a(_ s: Component) {}", ActionEntryPlan.Kind.withSender),
            ("func a(_ s: Component) -> Void {}", .withSender),
            ("func a(_ s: Component) -> () {}", .withSender),
            ("func a(_ s: Component) -> Bool { true }", .predicate),
            ("func a(_ s: Component) -> Swift.Bool { true }", .predicate),
        ]
    )
    func accepted(_ method: String, _ kind: ActionEntryPlan.Kind) {
        let source = "final class CardComponent: CompositeComponent {\n    /// @ck.action\n    \(method)\n}\n"
        let (plan, diagnostics) = Snippets(source).lint()
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(plan.actionTables.first?.entries.map(\.kind) == [kind])
    }

    @Test("any other return type is rejected", arguments: ["Int", "Bool?", "String"])
    func rejected(_ type: String) throws {
        try assertDiagnostics(
            """
            final class CardComponent: CompositeComponent {
                /// @ck.action
                func 1️⃣a(_ s: Component) -> \(type) { fatalError() }
            }
            """,
            [DiagnosticSpec(marker: "1️⃣", id: "ckgen.validation.unsupportedSignature")]
        )
    }
}
