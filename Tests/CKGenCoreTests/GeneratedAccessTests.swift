import Testing

@testable import CKGenCore

/// What ckgen generates for a public or open type must be public too (a client module uses it); for an internal
/// type it must not be (that would not compile).
@Suite("Access of generated conformances")
struct GeneratedAccessTests {
    static func source(_ access: String) -> String {
        """
        \(access) final class CardComponent: CompositeComponent {
            struct State { var count = 0 }
            \(access) init() { super.init(scope: "card") }
            /// @ck.action
            \(access) func didTap() {}
        }
        \(access) final class CardComponentController: ComponentController<CardComponent> {}
        /// @ck.eventProxy
        \(access) final class FeedEventProxy {
            /// @ck.event("Refresh")
            \(access) func refresh() {}
        }
        """.replacingOccurrences(of: "open final", with: "open")
    }

    @Test(
        "public and open types get public tables, maps, pairings and state; internal ones do not",
        arguments: [("public", true), ("open", true), ("internal", false), ("", false)]
    )
    func access(_ access: String, _ isPublic: Bool) {
        let (plan, diagnostics) = Snippets(Self.source(access)).lint()
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(plan.actionTables.map(\.typeIsPublic) == [isPublic])
        #expect(plan.proxies.map(\.typeIsPublic) == [isPublic])
        #expect(plan.pairings.map(\.typeIsPublic) == [isPublic])
        #expect(plan.states.map(\.typeIsPublic) == [isPublic])
    }
}
