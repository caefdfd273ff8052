import Testing

@testable import CKGenCore

/// Issue 19, item 11: a class and its superclass could not both have `@ck.action` methods. As ComponentKit's
/// responders answer for inherited methods, each class with actions gets a table holding its own rows and its
/// superclasses', and the conformance answers with the table of an object's own class.
@Suite("Inherited dispatch tables")
struct InheritedActionTests {
    static let source = """
        class BaseComponent: CompositeComponent {
            /// @ck.action
            func didTap() {}
            /// @ck.action
            func didShare(_ sender: Component) {}
        }
        class CardComponent: BaseComponent {
            /// @ck.action
            func didExpand() {}
            /// @ck.action
            override func didShare(_ sender: Component) {}
        }
        final class WideCardComponent: CardComponent {
            /// @ck.action
            func didWiden() {}
        }
        final class PlainComponent: BaseComponent {}
        """

    @Test("no error; each class's table holds its rows and its superclasses' rows")
    func plan() throws {
        let (plan, diagnostics) = Snippets(Self.source).lint()
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let tables = Dictionary(uniqueKeysWithValues: plan.actionTables.map { ($0.typeName, $0) })
        let base = try #require(tables["BaseComponent"])
        let card = try #require(tables["CardComponent"])
        let wide = try #require(tables["WideCardComponent"])
        #expect(tables["PlainComponent"] == nil, "a subclass without actions uses its superclass's table")
        #expect(base.entries.map(\.selectorConstant) == ["didShare", "didTap"])
        #expect(card.entries.map(\.selectorConstant) == ["didExpand", "didShare", "didTap"])
        #expect(wide.entries.map(\.selectorConstant) == ["didExpand", "didShare", "didTap", "didWiden"])
        #expect(base.superclassWithTable == nil)
        #expect(card.superclassWithTable == "BaseComponent")
        #expect(wide.superclassWithTable == "CardComponent")
        #expect(base.subclassesWithTables.map(\.typeName) == ["WideCardComponent", "CardComponent"])
        #expect(card.subclassesWithTables.isEmpty)
    }

    @Test("the topmost class declares the conformance and answers with the object's own class's table")
    func rendering() throws {
        let generated = try Snippets(Self.source).render()
        #expect(generated.components(separatedBy: ": ComponentRuntime.ActionResponder").count == 2, "\(generated)")
        #expect(generated.contains("extension BaseComponent: ComponentRuntime.ActionResponder {"))
        #expect(generated.contains("extension CardComponent {"))
        let dispatch = """
                static var actionTable: ComponentRuntime.AnyActionTable {
                    if self is WideCardComponent.Type { return WideCardComponent._CKGenActionTable_WideCardComponent }
                    if self is CardComponent.Type { return CardComponent._CKGenActionTable_CardComponent }
                    return _CKGenActionTable_BaseComponent
                }
            """
        #expect(generated.contains(dispatch), "\(generated)")
    }

    @Test("a single class keeps the plain form")
    func singleClassUnchanged() throws {
        let source = "final class A: CompositeComponent {\n    /// @ck.action\n    func didTap() {}\n}\n"
        let generated = try Snippets(source).render()
        #expect(generated.contains("extension A: ComponentRuntime.ActionResponder {\n    static let actionTable:"))
    }
}
