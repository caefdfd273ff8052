import Foundation
import Testing

@testable import ComponentRuntime

/// A badge with a scope of its own inside a card: a state update below the item's root.
private final class ScopedBadge: CompositeComponent, StatefulComponent {
    struct State: Sendable { var count = 0 }
    static var initialState: State { State() }

    init() { super.init(scope: "badge") }

    override func render() -> Component {
        Component(view: ViewConfiguration(UILabel.self, [.text("\(state.count)")]), size: ComponentSize(height: 10))
    }
}

/// A card with state, holding a badge with state: two scopes in one list item.
private final class ScopedCard: CompositeComponent, StatefulComponent {
    struct State: Sendable { var expanded = false }
    static var initialState: State { State() }
    let title: String

    init(title: String) {
        self.title = title
        super.init(scope: title)
    }

    override func render() -> Component {
        StackComponent(direction: .vertical) {
            Component(size: ComponentSize(height: state.expanded ? 40 : 20))
            ScopedBadge()
        }
    }
}

@Suite("What a list reports of the scope a state update changed")
@MainActor
struct ListItemStateChangeScopeTests {
    private func path(_ item: Int) -> ItemPath { ItemPath(item: item, section: 0) }

    private func makeList() async throws -> (ListDataSource<String>, Ref<[ListItemStateChange]>) {
        let dataSource = ListDataSource<String>(itemSizeRange: listWidth, asynchronousUpdateDelivery: .manual) {
            title,
            _ in ScopedCard(title: title)
        }
        try await dataSource.apply(ListChangeset(insertedSections: [0], insertedItems: [path(0): "a", path(1): "b"]))
        let heard = Ref<[ListItemStateChange]>([])
        dataSource.onItemStateChange = { heard.value.append($0) }
        return (dataSource, heard)
    }

    private func card(_ dataSource: ListDataSource<String>, _ item: Int) throws -> ScopedCard {
        try #require(dataSource.host(at: path(item)).rootComponent as? ScopedCard)
    }

    private func badge(of card: ScopedCard) throws -> ScopedBadge {
        let stack = try #require(card.renderedChild)
        return try #require(stack.layoutChildren.compactMap { $0 as? ScopedBadge }.first)
    }

    @Test("a state update names the updated scope's global identifier, and ComponentKit's user info carries it")
    func namesTheUpdatedScope() async throws {
        let (dataSource, heard) = try await makeList()
        let badge = try badge(of: card(dataSource, 1))
        let badgeIdentifier = try #require(badge.scopeGlobalIdentifier)
        badge.updateState(mode: .synchronous) { $0.count += 1 }
        #expect(heard.value.map(\.path) == [path(1)])
        #expect(heard.value.first?.updatedScopeIdentifier == badgeIdentifier)
        #expect(heard.value.first?.userInfo == ["updatedComponentIdentifier": .int(badgeIdentifier)])
        #expect(try card(dataSource, 1).scopeGlobalIdentifier != badgeIdentifier, "the card's scope is another")
    }

    @Test("a scope keeps its global identifier across builds; every scope has its own")
    func identifierIsStableAndDistinct() async throws {
        let (dataSource, _) = try await makeList()
        let first = try card(dataSource, 0).scopeGlobalIdentifier
        try card(dataSource, 0).updateState(mode: .synchronous) { $0.expanded = true }
        dataSource.host(at: path(0)).rebuild()
        #expect(first != nil)
        #expect(try card(dataSource, 0).scopeGlobalIdentifier == first, "a new component of the same scope")
        let identifiers = try [0, 1].flatMap { item in
            let card = try card(dataSource, item)
            return [card.scopeGlobalIdentifier, try badge(of: card).scopeGlobalIdentifier]
        }
        #expect(Set(identifiers).count == 4)
    }

    @Test("updates applied together are reported once, naming the first one made")
    func updatesAppliedTogetherNameTheFirst() async throws {
        let (dataSource, heard) = try await makeList()
        let card = try card(dataSource, 0)
        let badge = try badge(of: card)
        badge.updateState(mode: .asynchronous) { $0.count += 1 }
        card.updateState(mode: .asynchronous) { $0.expanded = true }
        dataSource.host(at: path(0)).flush()
        #expect(heard.value.count == 1)
        #expect(heard.value.first?.updatedScopeIdentifier == badge.scopeGlobalIdentifier)
        #expect(heard.value.first?.sizeChanged == true)

        let later = try self.card(dataSource, 0)
        later.updateState(mode: .synchronous) { $0.expanded = false }
        #expect(heard.value.last?.updatedScopeIdentifier == card.scopeGlobalIdentifier, "the next change starts afresh")
    }

    @Test("a component without a scope, or not built, has no global identifier")
    func noScopeNoIdentifier() {
        #expect(ScopedCard(title: "unbuilt").scopeGlobalIdentifier == nil)
        let host = ComponentHost { _ in Component(size: ComponentSize(width: 1, height: 1)) }
        host.rebuild()
        #expect(host.rootComponent?.scopeGlobalIdentifier == nil)
    }
}
