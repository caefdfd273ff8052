import Testing

@testable import CKGenCore

/// The graph marks what nobody handles: a router event emitted with no proxy strategy for it is drawn unhandled, as
/// an action with no responder is; an event a proxy handles is not.
@Suite("Graph: unhandled router events")
struct GraphUnhandledEventTests {
    @Test("an emitted event with no proxy strategy is unhandled; the proxy's own event is handled")
    func unhandledEvent() throws {
        let source = """
            final class Card: CompositeComponent {
                override func render() -> Component { Component() }
                func tapped() { routerEvent(name: .nobodyListens, userInfo: [:]) }
            }
            /// @ck.eventProxy
            final class CardEventProxy {
                /// @ck.event("CardTapped")
                func cardTapped() {}
            }
            """
        let snippets = Snippets(source)
        let graph = GraphBuilder.graph(model: snippets.model, plan: snippets.lint().plan) { _ in source }
        let events = graph.nodes.filter { $0.kind == .event }
        let handledIDs = Set(graph.edges.filter { $0.kind == .handledBy }.map(\.from))
        let emitted = try #require(events.first { $0.id == "event:nobodyListens" })
        #expect(emitted.isUnhandled)
        let handled = events.filter { handledIDs.contains($0.id) }
        #expect(handled.count == 1)
        #expect(handled.allSatisfy { !$0.isUnhandled })
        #expect(graph.edges.contains { $0.kind == .emits && $0.to == "event:nobodyListens" })
    }
}

/// A component that builds another of its own type (a recursive tree) draws no edge to itself: the graph shows
/// what a component renders besides itself.
@Suite("Graph: no edge from a component to itself")
struct GraphSelfRenderTests {
    @Test("a recursive component renders its child type, never itself")
    func recursiveComponent() {
        let source = """
            final class TreeComponent: CompositeComponent {
                let depth: Int
                init(depth: Int) { self.depth = depth }
                override func render() -> Component {
                    depth == 0 ? LeafComponent() : TreeComponent(depth: depth - 1)
                }
            }
            final class LeafComponent: CompositeComponent {
                override func render() -> Component { Component() }
            }
            """
        let snippets = Snippets(source)
        let graph = GraphBuilder.graph(model: snippets.model, plan: snippets.lint().plan) { _ in source }
        let renders = graph.edges.filter { $0.kind == .renders }.map { "\($0.from) -> \($0.to)" }
        #expect(renders == ["type:TreeComponent -> type:LeafComponent"])
    }
}
