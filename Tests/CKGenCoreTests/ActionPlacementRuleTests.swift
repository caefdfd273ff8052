import Testing

@testable import CKGenCore

/// G3's checks on where actions live and what selectors they make (issue 34, fresh bugs in validation rules): an
/// action outside a class or description, in a generic class, twice in one type; selector names for 0, 1 and 2
/// parameters. Each with its exact message and location, beside the near miss.
@Suite("Actions: where they may be, and their selectors")
struct ActionPlacementRuleTests {
    @Test("an action in a struct that is no description: an error at its annotation; in a description it is a row")
    func outsideClass() throws {
        try assertDiagnostics(
            """
            struct Helper {
                /// 1️⃣@ck.action
                func didTap() {}
            }
            """,
            [DiagnosticSpec("1️⃣", ValidationMessage.actionOutsideClass(type: "Helper"))]
        )
        let (plan, diagnostics) = Snippets(
            """
            struct Helper: ComponentDescription {
                var body: Component { Component() }
                /// @ck.action
                func didTap() {}
            }
            """
        ).lint()
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(plan.actionTables.map(\.typeName) == ["Helper"])
    }

    @Test("an action in a generic class: an error at its annotation, and no table")
    func genericClass() throws {
        try assertDiagnostics(
            """
            final class ListComponent<Item>: CompositeComponent {
                /// 1️⃣@ck.action
                func didTap(_ sender: Component) {}
            }
            """,
            [DiagnosticSpec("1️⃣", ValidationMessage.genericActionClass("ListComponent"))]
        )
        let (plan, _) = Snippets(
            """
            final class ListComponent<Item>: CompositeComponent {
                /// @ck.action
                func didTap(_ sender: Component) {}
            }
            """
        ).lint()
        #expect(plan.actionTables.isEmpty)
        #expect(plan.selectors.isEmpty)
    }

    @Test("selector names: no parameter, a sender, a sender and a labelled argument")
    func selectorNames() {
        let (plan, diagnostics) = Snippets(
            """
            final class CardComponent: CompositeComponent {
                /// @ck.action
                func didOpen() {}
                /// @ck.action
                func didTap(_ sender: Component) {}
                /// @ck.action
                func didSelect(_ sender: Component, item: Int) {}
                /// @ck.action
                func didMove(_ sender: Component, _ offset: Int) {}
            }
            """
        ).lint()
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(
            plan.selectors.map { "\($0.constant)=\($0.name)" } == [
                "didMove=didMove::", "didOpen=didOpen", "didSelect=didSelect:item:", "didTap=didTap:",
            ]
        )
        #expect(
            plan.actionTables.first?.entries.map(\.kind) == [.withArgument, .withoutSender, .withArgument, .withSender]
        )
    }

    @Test("one selector twice in a type, under conditions that can both hold: an error at the second, noting the first")
    func duplicateAction() throws {
        try assertDiagnostics(
            """
            final class CardComponent: CompositeComponent {
                #if A
                /// @ck.action
                func 2️⃣didTap(_ sender: Component) {}
                #endif
                #if B
                /// @ck.action
                func 1️⃣didTap(_ sender: Component) {}
                #endif
            }
            """,
            [
                DiagnosticSpec(
                    "1️⃣",
                    ValidationMessage.duplicateAction(type: "CardComponent", selector: "didTap:"),
                    notes: [("2️⃣", .otherActionIsHere)]
                )
            ]
        )
        // Near miss: in the two branches of one #if, a row under each.
        let (plan, diagnostics) = Snippets(
            """
            final class CardComponent: CompositeComponent {
                #if A
                /// @ck.action
                func didTap(_ sender: Component) {}
                #else
                /// @ck.action
                func didTap(_ sender: Component) {}
                #endif
            }
            """
        ).lint()
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(plan.actionTables.first?.entries.map(\.condition) == ["A", "!(A)"])
    }
}
