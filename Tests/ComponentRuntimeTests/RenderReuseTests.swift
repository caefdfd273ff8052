import ComponentRuntime
import Foundation
import Synchronization
import Testing

/// Counts renders by name.
final class RenderTally: Sendable {
    private let storage = Mutex<[String: Int]>([:])
    var renders: [String: Int] {
        get { storage.withLock { $0 } }
        set { storage.withLock { $0 = newValue } }
    }
}

private enum TallyKey: ContextKey {
    static var defaultValue: RenderTally? { nil }
}

/// A card whose input is a title; it says it need not render again when the title is unchanged.
final class CardComponent: CompositeComponent, StatefulComponent {
    struct State { var taps = 0 }
    static var initialState: State { State() }

    let title: String
    init(title: String, id: String) {
        self.title = title
        super.init(scope: id)
    }

    override func shouldRerender(comparedTo previous: CompositeComponent) -> Bool {
        (previous as? CardComponent)?.title != title
    }

    override func render() -> Component {
        context[TallyKey.self]?.renders[title, default: 0] += 1
        return StackComponent(children: [
            Component(
                view: ViewConfiguration(UILabel.self, [.text("\(title) \(state.taps)")]),
                size: ComponentSize(width: 100, height: 10)
            ),
            BadgeCountComponent(),
        ])
    }
}

@MainActor
@Suite("Render reuse, enqueued state updates and the state listener")
struct RenderReuseTests {
    private func cards(_ titles: Ref<[String]>, tally: RenderTally) -> ComponentHost {
        ComponentHost(context: Context().with(TallyKey.self, tally), asynchronousUpdateDelivery: .manual) { _ in
            StackComponent(children: titles.value.enumerated().map { CardComponent(title: $1, id: "\($0)") })
        }
    }

    private func badgeComponent(in root: UIView) -> BadgeCountComponent? {
        root.subviews.lazy.compactMap { $0.owningComponent?.parent as? BadgeCountComponent }.first
    }

    private func cardViews(_ root: UIView) -> [String] {
        root.subviews.compactMap { ($0 as? UILabel)?.text }
    }

    @Test("a composite whose inputs are equal keeps its previous subtree instead of rendering again")
    func equalInputsKeepSubtree() throws {
        let tally = RenderTally()
        let titles = Ref(["a", "b"])
        let host = cards(titles, tally: tally)
        let root = makeRootView()
        host.mount(in: root)
        #expect(tally.renders == ["a": 1, "b": 1])
        titles.value = ["a", "B"]
        host.rebuild()
        #expect(tally.renders == ["a": 1, "b": 1, "B": 1], "only the card whose title changed rendered")
        #expect(host.statistics.viewsCreated == 0)
        #expect(cardViews(root) == ["a 0", "0", "B 0", "0"], "each card, then its badge")
    }

    @Test("a kept subtree keeps its scopes below; a state change below still renders the card again")
    func keptSubtreeKeepsScopes() throws {
        let tally = RenderTally()
        let titles = Ref(["a"])
        let host = cards(titles, tally: tally)
        let root = makeRootView()
        host.mount(in: root)
        let card = try #require((host.rootComponent as? StackComponent)?.children.first as? CardComponent)
        let badge = try #require(badgeComponent(in: root))
        badge.updateState(mode: .synchronous) { $0.count = 4 }
        host.rebuild()
        #expect(tally.renders["a"] == 1, "the card's inputs are equal and its own state did not change")
        let keptBadge = try #require(badgeComponent(in: root))
        #expect(keptBadge.state.count == 4)

        let rebuiltCard = try #require((host.rootComponent as? StackComponent)?.children.first as? CardComponent)
        #expect(rebuiltCard !== card)
        rebuiltCard.updateState(mode: .synchronous) { $0.taps = 1 }
        #expect(tally.renders["a"] == 2, "its own state changed: it renders")
        #expect(cardViews(root) == ["a 1", "4"])
    }

    @Test("an enqueued update schedules nothing; it applies with the next update, flush or rebuild")
    func enqueuedUpdates() throws {
        let tally = RenderTally()
        let titles = Ref(["a"])
        let host = ComponentHost(context: Context().with(TallyKey.self, tally)) { _ in
            StackComponent(children: titles.value.map { CardComponent(title: $0, id: $0) })
        }
        let root = makeRootView()
        host.mount(in: root)
        let card = try #require((host.rootComponent as? StackComponent)?.children.first as? CardComponent)
        card.updateState(mode: .enqueued) { $0.taps = 7 }
        #expect(host.hasPendingUpdates)
        #expect(cardViews(root).first == "a 0", "not applied yet")
        host.rebuild()
        #expect(!host.hasPendingUpdates)
        #expect(cardViews(root).first == "a 7")
    }

    @Test("the host's listener hears every state update with its scope and mode")
    func listener() throws {
        let titles = Ref(["a"])
        let host = cards(titles, tally: RenderTally())
        var heard: [StateUpdateNotice] = []
        host.stateUpdateListener = { heard.append($0) }
        let root = makeRootView()
        host.mount(in: root)
        let card = try #require((host.rootComponent as? StackComponent)?.children.first as? CardComponent)
        card.updateState(mode: .asynchronous) { $0.taps += 1 }
        card.updateState(mode: .enqueued) { $0.taps += 1 }
        #expect(
            heard == [
                StateUpdateNotice(scope: "CardComponent(0)", mode: .asynchronous),
                StateUpdateNotice(scope: "CardComponent(0)", mode: .enqueued),
            ]
        )
        host.flush()
        #expect(cardViews(root).first == "a 2")
    }
}
