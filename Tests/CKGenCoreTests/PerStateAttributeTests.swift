import Testing

@testable import CKGenCore

/// Issue 19, item 6: a setter taking a `UIControl.State` (`setTitleColor(_:for:)`) made one attribute identifier
/// for every state, so `.normal` and `.highlighted` on one view were a duplicate attribute. Like the runtime's
/// own `.title(_:for:)`, each state is now an attribute of its own.
@Suite("Per-state setters key their attributes by state")
struct PerStateAttributeTests {
    static let source = """
        /// @ck.view
        final class TintButton: UIButton {
            func setTitleColor(_ color: UIColor?, for state: UIControl.State) {}
            func setBadge(_ text: String, at index: Int) {}
        }
        """

    @Test("the state is part of the identifier, in the runtime's form")
    func identifierIncludesState() throws {
        let generated = try Snippets(Self.source).render()
        #expect(
            generated.contains(
                #"ComponentRuntime.ViewAttribute("MyApp.TintButton.setTitleColor(_:for:)." + String(state.rawValue))"#
            ),
            "\(generated)"
        )
    }

    @Test("a two-argument setter without a state keeps one identifier")
    func otherSettersUnchanged() throws {
        let generated = try Snippets(Self.source).render()
        #expect(generated.contains(#"ComponentRuntime.ViewAttribute("MyApp.TintButton.setBadge(_:at:)")"#))
    }

    @Test("the plan names the state parameter, and only for UIControl.State")
    func planNamesState() {
        let (plan, _) = Snippets(Self.source).lint()
        let attributes = plan.views.first?.attributes ?? []
        #expect(attributes.first { $0.name == "titleColor" }?.stateParameter == "state")
        #expect(attributes.first { $0.name == "badge" }?.stateParameter == nil)
    }
}
