import Testing

@testable import CKGenCore

/// Per-state attributes (issue 19, item 6) key by the `UIControl.State` argument that follows the value; a setter
/// whose value itself is a `UIControl.State` sets that value and is keyed like any other attribute.
@Suite("Per-state parameters")
struct StateParameterTests {
    @Test("the state parameter is the one after the value, never the value")
    func stateParameter() {
        let source = """
            /// @ck.view
            final class StateButton: UIControl {
                func setTitle(_ title: String, for state: UIControl.State) {}
                func setDefaultState(_ state: UIControl.State) {}
                func setBadge(_ badge: Int, at index: Int) {}
            }
            """
        let (plan, diagnostics) = Snippets(source).lint()
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let attributes = plan.views.first?.attributes ?? []
        #expect(attributes.map(\.name) == ["badge", "defaultState", "title"])
        #expect(attributes.map(\.stateParameter) == [nil, nil, "state"])
    }
}
