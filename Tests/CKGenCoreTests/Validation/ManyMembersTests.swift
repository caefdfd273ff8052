import Testing

@testable import CKGenCore

/// Issue 41, item 2: one type with thousands of actions, or one event proxy with thousands of events, was checked
/// in quadratic time (each action compared with every one before it: 30,000 took more than 30 seconds). The checks
/// look each selector and event up instead; these tests would not finish otherwise, and the duplicates among so
/// many are still found, once each, where they are.
@Suite("Validation: checks of one type's members are linear")
struct ManyMembersTests {
    static let count = 30_000

    static func actions(_ names: some Sequence<Int>, prefix: String = "didTap") -> String {
        names.map { "    /// @ck.action\n    func \(prefix)\($0)() {}\n" }.joined()
    }

    @Test("30,000 actions in one class make one table of 30,000 rows; a duplicate among them is reported once")
    func manyActions() throws {
        let source =
            "final class FeedComponent: CompositeComponent {\n" + Self.actions(0..<Self.count)
            + "    /// @ck.action\n    func didTap7() {}\n}\n"
        let (plan, diagnostics) = Snippets(source).lint()
        let duplicate = try #require(diagnostics.first)
        #expect(diagnostics.count == 1, "\(diagnostics.prefix(3))")
        #expect(duplicate.id == .validationDuplicateSelector)
        // The second `didTap7`: after the class line and two lines for each of the 30,000 actions.
        #expect(duplicate.location?.line == 2 + 2 * Self.count + 1)
        #expect(duplicate.notes.first?.location?.line == 2 + 2 * 7 + 1)
        #expect(plan.actionTables.first?.entries.count == Self.count)
        #expect(plan.selectors.count == Self.count)
    }

    @Test("a subclass answers for thousands of its superclass's actions, each once")
    func manyInheritedActions() throws {
        let half = Self.count / 2
        let source =
            "class BaseComponent: CompositeComponent {\n" + Self.actions(0..<half) + "}\n"
            + "final class FeedComponent: BaseComponent {\n" + Self.actions(half..<Self.count) + "}\n"
        let (plan, diagnostics) = Snippets(source).lint()
        #expect(diagnostics.isEmpty, "\(diagnostics.prefix(3))")
        let feed = try #require(plan.actionTables.first { $0.typeName == "FeedComponent" })
        #expect(feed.entries.count == Self.count)
        #expect(Set(feed.entries.map(\.selectorConstant)).count == Self.count)
    }

    @Test("30,000 events in one proxy make 30,000 strategies; a second handler of one event is reported once")
    func manyEvents() throws {
        let handlers = (0..<Self.count).map { "    /// @ck.event(\"Open\($0)\")\n    func open\($0)() {}\n" }.joined()
        let source =
            "/// @ck.eventProxy\nfinal class FeedHandlers {\n" + handlers
            + "    /// @ck.event(\"Open9\")\n    func openAgain() {}\n}\n"
        let (plan, diagnostics) = Snippets(source).lint()
        let duplicate = try #require(diagnostics.first)
        #expect(diagnostics.count == 1, "\(diagnostics.prefix(3))")
        #expect(duplicate.id == .validationDuplicateEvent)
        #expect(duplicate.location?.line == 3 + 2 * Self.count)
        #expect(plan.proxies.first?.strategies.count == Self.count)
        #expect(plan.events.count == Self.count)
    }
}
