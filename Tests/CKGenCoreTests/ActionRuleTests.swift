import Testing

@testable import CKGenCore

/// V4 and V5 for `@ck.action`, and the hand-written conformance check, on the cases mutation testing found
/// untested: each rule fires on the bad input and stays quiet on the near miss.
@Suite("Action rules: signatures, runtime selectors, hand-written conformances")
struct ActionRuleTests {
    @Test("a Bool-returning action answers a question about its sender alone: with an argument it is rejected")
    func predicateWithArgument() throws {
        try assertDiagnostics(
            """
            final class CardComponent: CompositeComponent {
                /// @ck.action
                func 1️⃣shouldOpen(_ sender: Component, item: Int) -> Bool { true }
                /// @ck.action
                func shouldClose(_ sender: Component) -> Bool { true }
                /// @ck.action
                func didOpen(_ sender: Component, item: Int) {}
            }
            """,
            [DiagnosticSpec(marker: "1️⃣", id: "ckgen.validation.unsupportedSignature")]
        )
        let source = """
            final class CardComponent: CompositeComponent {
                /// @ck.action
                func shouldClose(_ sender: Component) -> Bool { true }
                /// @ck.action
                func didOpen(_ sender: Component, item: Int) {}
            }
            """
        let kinds = Snippets(source).lint().plan.actionTables.first?.entries.map(\.kind)
        #expect(kinds == [.withArgument, .predicate])
    }

    @Test("a method named like a selector the runtime declares must have its arity")
    func runtimeSelector() throws {
        // Same arity as the runtime's `gestureRecognizerShouldBegin:`: accepted, and no second constant.
        let matching = """
            final class CardComponent: CompositeComponent {
                /// @ck.action
                func gestureRecognizerShouldBegin(_ recognizer: UIGestureRecognizer) -> Bool { true }
            }
            """
        let (plan, diagnostics) = Snippets(matching).lint()
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(plan.selectors.isEmpty)
        #expect(plan.actionTables.first?.entries.map(\.selectorConstant) == ["gestureRecognizerShouldBegin"])

        try assertDiagnostics(
            """
            final class CardComponent: CompositeComponent {
                /// @ck.action
                func 1️⃣gestureRecognizerShouldBegin() {}
            }
            """,
            [
                DiagnosticSpec(
                    marker: "1️⃣",
                    id: "ckgen.validation.duplicateSelector",
                    message: "ComponentRuntime already declares"
                )
            ]
        )
    }

    @Test(
        "a conformance ckgen writes, written by hand, is reported however it is spelt",
        arguments: ["ActionResponder", "ComponentRuntime.ActionResponder"]
    )
    func handWrittenActionResponder(_ spelling: String) throws {
        try assertDiagnostics(
            """
            final class 1️⃣CardComponent: CompositeComponent, \(spelling) {
                /// @ck.action
                func didTap() {}
            }
            """,
            [DiagnosticSpec(marker: "1️⃣", id: "ckgen.validation.handWrittenConformance")]
        )
    }

    @Test(
        "hand-written EventProxy and ControllerProviding conformances, plain or qualified",
        arguments: ["", "ComponentRuntime."]
    )
    func handWrittenOthers(_ qualifier: String) throws {
        try assertDiagnostics(
            """
            /// @ck.eventProxy
            final class 1️⃣FeedEventProxy: \(qualifier)EventProxy {
                /// @ck.event("Refresh")
                func refresh() {}
            }
            """,
            [DiagnosticSpec(marker: "1️⃣", id: "ckgen.validation.handWrittenConformance")]
        )
        try assertDiagnostics(
            """
            final class 1️⃣CardComponent: CompositeComponent, \(qualifier)ControllerProviding {
                init() { super.init(scope: "card") }
            }
            final class CardComponentController: ComponentController<CardComponent> {}
            """,
            [DiagnosticSpec(marker: "1️⃣", id: "ckgen.validation.handWrittenConformance")]
        )
    }

    @Test("a protocol whose name merely ends in 'ActionResponder' is not the runtime's")
    func nearMissConformance() {
        let source = """
            protocol CardActionResponder {}
            final class CardComponent: CompositeComponent, CardActionResponder {
                /// @ck.action
                func didTap() {}
            }
            """
        let (plan, diagnostics) = Snippets(source).lint()
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(plan.actionTables.map(\.typeName) == ["CardComponent"])
    }
}
