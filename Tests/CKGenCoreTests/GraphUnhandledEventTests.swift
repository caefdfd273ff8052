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
