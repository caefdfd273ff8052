import CKGenCore
import Foundation
import Testing

/// `ckgen graph` over fixtures: the feed screen's DOT compared byte for byte with `Tests/GraphGoldens/`
/// (CKGEN_RECORD=1 rewrites it, and the test then fails), and the marking of what nothing handles.
@Suite("ckgen graph")
struct GraphGoldenTests {
    static let goldens = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("GraphGoldens")

    /// The DOT text for a fixture, as `ckgen graph Fixtures/<name>/input --module-name MyApp` writes it.
    private func dot(_ name: String) throws -> (String, ModuleGraph) {
        let fixture = FixtureCase(name: name)
        let diagnostics = Diagnostics()
        let result = try fixture.pipeline().run(until: .plan, diagnostics: diagnostics)
        let graph = GraphBuilder.graph(model: try #require(result.model), plan: try #require(result.plan))
        return (DOTRenderer.render(graph), graph)
    }

    @Test("the feed screen's graph matches Tests/GraphGoldens/feed-screen.dot")
    func feedScreen() throws {
        let (text, _) = try dot("feed-screen")
        let golden = Self.goldens.appendingPathComponent("feed-screen.dot")
        if FixtureCase.recording {
            try Data(text.utf8).write(to: golden)
            Issue.record("recorded \(golden.path); run again without CKGEN_RECORD=1")
            return
        }
        let expected = try String(contentsOf: golden, encoding: .utf8)
        #expect(text == expected, "the DOT differs from \(golden.path); CKGEN_RECORD=1 records it (read the diff)")
    }

    @Test("the feed screen's graph has its components, controller, child, view, proxy, events and actions")
    func feedScreenContents() throws {
        let (_, graph) = try dot("feed-screen")
        let edges = Set(graph.edges.map { "\($0.from) -\($0.kind.rawValue)-> \($0.to)" })
        #expect(edges.contains("type:FollowButtonComponent -controller-> type:FollowButtonComponentController"))
        #expect(edges.contains("type:FeedCellComponent -renders-> type:FollowButtonComponent"))
        #expect(edges.contains("type:FeedCellComponent -mounts-> type:AvatarView"))
        #expect(edges.contains("type:FeedCellComponent -sends-> action:didTapAvatar"))
        #expect(edges.contains("action:didTapAvatar -handled by-> type:FeedCellComponent"))
        #expect(edges.contains("type:FollowButtonComponent -sends-> action:didTapFollow"))
        #expect(edges.contains("action:didTapFollow -handled by-> type:FollowButtonComponentController"))
        #expect(edges.contains("type:FeedCellComponent -emits-> event:AvatarTapped"))
        #expect(edges.contains("event:AvatarTapped -handled by-> type:FeedEventProxy"))
        #expect(graph.nodes.allSatisfy { !$0.isUnhandled }, "everything the feed screen sends is handled")
    }

    @Test("a selector nobody handles is marked and drawn red; the handled one is not")
    func unhandledSelector() throws {
        let (text, graph) = try dot("v8-unhandled-selector")
        let unhandled = graph.nodes.filter(\.isUnhandled).map(\.id)
        #expect(unhandled == ["action:openSettings"])
        #expect(text.contains("\"action:openSettings\" [label=\"openSettings\\naction\\nunhandled\""))
        #expect(text.contains("color=\"#cc0000\""))
        let toggle = try #require(text.split(separator: "\n").first { $0.hasPrefix("  \"action:toggle\" [") })
        #expect(!toggle.contains("unhandled"))
    }

    @Test("two runs over the same sources give the same bytes")
    func deterministic() throws {
        let (first, _) = try dot("feed-screen")
        let (second, _) = try dot("feed-screen")
        #expect(first == second)
    }
}
