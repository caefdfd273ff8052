import Testing

@testable import CKGenCore

/// Issue 19, item 11: generic components get typed state; where ckgen cannot generate for a generic class, it
/// says why at the declaration.
@Suite("Generic classes")
struct GenericDeclarationTests {
    @Test("a generic component with a State type gets typed state")
    func genericState() {
        let source = "final class ListComponent<Item>: CompositeComponent {\n    struct State { var page = 0 }\n}\n"
        let (plan, diagnostics) = Snippets(source).lint()
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(plan.states.map(\.component) == ["ListComponent"])
    }

    @Test(
        "views, actions and proxies in generic classes: an error at the annotation that says why",
        arguments: [
            (
                "/// @ck.view\nfinal class Box<T>: UIView {\n    var x: Int = 0\n}\n", 1,
                "generic arguments an extension cannot leave open"
            ),
            (
                "final class Box<T>: CompositeComponent {\n    /// @ck.action\n    func didTap() {}\n}\n", 2,
                "a static stored property, which Swift does not allow in a generic type"
            ),
            (
                "/// @ck.eventProxy\nfinal class Box<T> {\n    /// @ck.event(\"A\")\n    func a() {}\n}\n", 1,
                "a static stored property, which Swift does not allow in a generic type"
            ),
        ]
    )
    func explained(_ source: String, _ line: Int, _ reason: String) {
        let (_, diagnostics) = Snippets(source).lint()
        #expect(diagnostics.count == 1, "\(diagnostics)")
        #expect(diagnostics.first?.severity == .error)
        #expect(diagnostics.first?.location?.line == line)
        #expect(diagnostics.first?.message.contains(reason) == true, "\(diagnostics)")
    }
}
