import Testing

@testable import CKGenCore

/// `missingInitialState` for nested `State` types: ckgen writes `initialState = State()` only when that compiles.
/// Each way to make one is shown beside the near miss that cannot.
@Suite("Initial state of a nested State type")
struct InitialStateTests {
    static func component(_ state: String) -> String {
        """
        final class CardComponent: CompositeComponent {
            \(state)
        }
        """
    }

    @Test(
        "State() compiles: synthesised",
        arguments: [
            "struct State { var count = 0 }",
            "struct State { var count: Int?; var title = \"\" }",
            "struct State { var count: Int; init(count: Int = 0) { self.count = count } }",
            "final class State { init() {} }",
        ]
    )
    func makeable(_ state: String) {
        let (plan, diagnostics) = Snippets(Self.component(state)).lint()
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(plan.states.map(\.synthesizesInitialState) == [true])
    }

    @Test(
        "State() does not compile: reported at the State type",
        arguments: [
            "struct 1️⃣State { var count: Int }",
            "struct 1️⃣State { let count: Int? }",
            "struct 1️⃣State { var count: Int; init?() { return nil } }",
            "struct 1️⃣State { var count: Int; init(count: Int) { self.count = count } }",
            "struct 1️⃣State { var count = 0; init(count: Int) { self.count = count } }",
            "enum 1️⃣State { case on, off }",
        ]
    )
    func notMakeable(_ state: String) throws {
        try assertDiagnostics(
            Self.component(state),
            [DiagnosticSpec(marker: "1️⃣", id: "ckgen.validation.missingInitialState")]
        )
    }

    @Test("a declared 'static var initialState' is used; an instance property of that name is not one")
    func declaredInitialState() throws {
        let declared = Snippets(
            Self.component("struct State { var count: Int }\n    static var initialState: State { State(count: 1) }")
        ).lint()
        #expect(declared.diagnostics.isEmpty, "\(declared.diagnostics)")
        #expect(declared.plan.states.map(\.synthesizesInitialState) == [false])
        try assertDiagnostics(
            Self.component("struct 1️⃣State { var count: Int }\n    var initialState: State { State(count: 1) }"),
            [DiagnosticSpec(marker: "1️⃣", id: "ckgen.validation.missingInitialState")]
        )
    }

    @Test("a component that conforms to StatefulComponent by hand gets no generated state")
    func handWrittenStatefulComponent() {
        let source = """
            final class CardComponent: CompositeComponent, StatefulComponent {
                struct State { var count = 0 }
                static var initialState: State { State() }
            }
            """
        let (plan, diagnostics) = Snippets(source).lint()
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(plan.states.isEmpty)
    }
}
