import Testing

@testable import CKGenCore

/// An existential is not `Equatable` wherever it appears in an attribute's type: alone, optional, or inside a
/// collection.
@Suite("Existentials in attribute types")
struct ExistentialAttributeTypeTests {
    @Test(
        "an existential anywhere in the type: a warning, and the property is left out",
        arguments: [
            "any CustomStringConvertible", "(any CustomStringConvertible)?", "[any CustomStringConvertible]",
            "[String: any CustomStringConvertible]",
        ]
    )
    func existential(_ type: String) {
        let source =
            "/// @ck.view\nfinal class BadgeView: UIView {\n    var value: \(type)\n    var count: Int = 0\n}\n"
        let (plan, diagnostics) = Snippets(source).lint()
        #expect(diagnostics.map(\.id) == ["ckgen.validation.unsupportedAttributeType"])
        #expect(plan.views.first?.attributes.map(\.name) == ["count"])
    }

    @Test("a type whose name merely contains 'any' is not an existential")
    func nearMiss() {
        let source =
            "/// @ck.view\nfinal class BadgeView: UIView {\n    var company: Company = .init()\n}\nstruct Company: Equatable {}\n"
        let (plan, diagnostics) = Snippets(source).lint()
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(plan.views.first?.attributes.map(\.name) == ["company"])
    }
}
