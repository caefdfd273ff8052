import Testing

@testable import CKGenCore

/// Issue 41, item 5: `ckgen graph` drew no edge from a description to a `@ck.view` it mounts through
/// `ViewComponent<V>`, the way descriptions mount views; it drew one only for `ViewConfiguration(V.self, …)`.
@Suite("Graph: a description mounts the view of its ViewComponent")
struct GraphViewComponentTests {
    static let source = """
        /// @ck.view
        final class AvatarView: UIView {
            var cornerRadius: Double = 0
        }

        /// @ck.view
        final class BadgeView: UIView {
            var count: Int = 0
        }

        struct ProfileRow: ComponentDescription {
            var body: Component {
                ViewComponent<AvatarView>(size: ComponentSize(width: 40, height: 40)) { .cornerRadius(20) }
            }
        }

        struct PlainRow: ComponentDescription {
            var body: Component { ViewComponent<UILabel> { (\\.text, "Hi") } }
        }
        """

    static func mounts() -> Set<String> {
        let snippets = Snippets(source)
        let graph = GraphBuilder.graph(model: snippets.model, plan: snippets.lint().plan) { _ in source }
        return Set(graph.edges.filter { $0.kind == .mounts }.map { "\($0.from) -> \($0.to)" })
    }

    @Test("ViewComponent<AvatarView> draws a mounts edge to AvatarView, and to no other view")
    func viewComponentMounts() {
        #expect(Self.mounts() == ["type:ProfileRow -> type:AvatarView"])
    }

    @Test("the scan reads the generic argument as a named view type")
    func scanReadsTheArgument() throws {
        let uses = try #require(SourceScan.uses(in: Self.source))
        #expect(uses["ProfileRow"]?.metatypes == ["AvatarView"])
        #expect(uses["PlainRow"]?.metatypes == ["UILabel"])
    }
}
