import Testing

@testable import CKGenCore

/// The graph counts a class as a component when its superclass chain reaches a runtime component class within 64
/// steps (issue 34, fresh bugs at limits): the class 64 steps down is one, the class 65 steps down is not.
@Suite("Graph: components through a chain of superclasses")
struct GraphComponentChainTests {
    /// `C0: CompositeComponent`, `C1: C0`, … `C<last>: C<last - 1>`; the kinds the graph gives them.
    static func kinds(upTo last: Int) -> [String: ModuleGraph.NodeKind] {
        var source = "final class Unrelated: NSObject {}\nclass C0: CompositeComponent {}\n"
        for index in 1...last { source += "class C\(index): C\(index - 1) {}\n" }
        let snippets = Snippets(source)
        let graph = GraphBuilder.graph(model: snippets.model, plan: snippets.lint().plan) { _ in source }
        return Dictionary(uniqueKeysWithValues: graph.nodes.map { ($0.id, $0.kind) })
    }

    @Test("63 steps below the runtime's class (64 looked at) is a component; 64 below is not")
    func chainLimit() {
        let kinds = Self.kinds(upTo: 65)
        #expect(kinds["type:C0"] == .component)
        #expect(kinds["type:C62"] == .component)
        #expect(kinds["type:C63"] == .component)
        #expect(kinds["type:C64"] == nil)
        #expect(kinds["type:C65"] == nil)
        #expect(kinds["type:Unrelated"] == nil)
    }
}
