import Testing

@testable import CKGenCore

/// G2: the generated pairing exists under both declarations' `#if` conditions, so it compiles in every
/// configuration where either side is missing.
@Suite("Pairing under #if")
struct PairingConditionTests {
    static func source(component: String?, controller: String?) -> String {
        func wrapped(_ text: String, _ condition: String?) -> String {
            condition.map { "#if \($0)\n\(text)\n#endif" } ?? text
        }
        return wrapped(
            "final class CardComponent: CompositeComponent {\n    init() { super.init(scope: \"card\") }\n}",
            component
        ) + "\n"
            + wrapped("final class CardComponentController: ComponentController<CardComponent> {}", controller)
            + "\n"
    }

    @Test(
        "the pairing's condition joins the component's and the controller's",
        arguments: [
            (nil, nil, nil), ("DEBUG", nil, "DEBUG"), (nil, "DEBUG", "DEBUG"), ("os(iOS)", "DEBUG", "DEBUG && os(iOS)"),
            ("DEBUG", "DEBUG", "DEBUG"),
        ] as [(String?, String?, String?)]
    )
    func condition(_ component: String?, _ controller: String?, _ expected: String?) {
        let (plan, diagnostics) = Snippets(Self.source(component: component, controller: controller)).lint()
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(plan.pairings.map(\.condition) == [expected])
    }
}
