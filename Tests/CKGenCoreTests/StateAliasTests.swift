import Testing

@testable import CKGenCore

/// Issue 19, item 8: `typealias State = Bool` (and other standard types with an empty initializer) was rejected
/// as "'State()' cannot make one".
@Suite("typealias State")
struct StateAliasTests {
    static func component(_ alias: String, extra: String = "") -> String {
        """
        \(extra)
        final class ToggleComponent: CompositeComponent {
            typealias State = \(alias)
        }
        """
    }

    @Test(
        "a standard type with init() gets initialState = State()",
        arguments: [
            "Bool", "Int", "String", "[String]", "[String: Int]", "Set<Int>", "Swift.Double", "Array<Int>",
            "Foundation.Data", "Foundation.Date",
        ]
    )
    func standardTypes(_ alias: String) {
        let (plan, diagnostics) = Snippets(Self.component(alias)).lint()
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(plan.states.map(\.component) == ["ToggleComponent"])
        #expect(plan.states.first?.synthesizesInitialState == true)
    }

    @Test("a module type the alias names is judged like a nested State")
    func moduleType() {
        let made = Snippets(Self.component("Flags", extra: "struct Flags { var on = false }")).lint()
        #expect(made.diagnostics.isEmpty)
        #expect(made.plan.states.first?.synthesizesInitialState == true)
        let unmade = Snippets(Self.component("Flags", extra: "struct Flags { var on: Bool }")).lint()
        #expect(unmade.diagnostics.map(\.id) == ["ckgen.validation.missingInitialState"])
    }

    @Test("types without init() are still reported", arguments: ["Int?", "Optional<Int>", "UnknownType", "(Int, Int)"])
    func noEmptyInitializer(_ alias: String) {
        let (plan, diagnostics) = Snippets(Self.component(alias)).lint()
        #expect(plan.states.isEmpty)
        #expect(diagnostics.map(\.id) == ["ckgen.validation.missingInitialState"])
    }
}
