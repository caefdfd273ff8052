import ComponentRuntime
import Testing

@testable import Fixture_inherited_actions

/// Issue 19, items 6 and 11, at run time: what the runtime reads from the generated code of `inherited-actions`.
@MainActor
@Suite("Generated code at run time")
struct InheritedActionTableTests {
    func selectors(_ type: any ActionResponder.Type) -> [String] { type.actionTable.selectors.map(\.name) }

    @Test("each class answers with its own table: its actions and its superclasses'")
    func ownTables() {
        #expect(selectors(BaseCardComponent.self) == ["didShare:", "didTap"])
        #expect(selectors(CardComponent.self) == ["didExpand", "didShare:", "didTap"])
        #expect(selectors(WideCardComponent.self) == ["didExpand", "didShare:", "didTap", "didWiden:width:"])
        #expect(selectors(PlainCardComponent.self) == ["didShare:", "didTap"], "no table of its own")
    }

    @Test("a per-state attribute has one identifier per state, in the runtime's own form")
    func perStateIdentifiers() {
        let normal = AttributeValue<TintButton>.tint(.red, for: .normal)
        let highlighted = AttributeValue<TintButton>.tint(.blue, for: .highlighted)
        #expect(normal.identifier != highlighted.identifier)
        let runtimeNormal = AttributeValue<UIButton>.title("a", for: .normal).identifier
        #expect(normal.identifier.hasSuffix(String(runtimeNormal.split(separator: ".").last ?? "")))
    }
}
