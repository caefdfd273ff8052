import ComponentRuntime
import Foundation
import Testing

@Suite("List items announce their layouts to their controllers")
@MainActor
struct ListItemLayoutAnnouncementTests {
    func path(_ item: Int) -> ItemPath { ItemPath(item: item, section: 0) }

    /// Counters "x" and "y", never mounted: ComponentKit's data source lays out items that are not on screen too.
    func makeCounters(_ log: EventLog) async throws -> ListDataSource<String> {
        let dataSource = ListDataSource<String>(
            context: Context().with(LogKey.self, log),
            itemSizeRange: listWidth,
            asynchronousUpdateDelivery: .manual
        ) { name, _ in CounterComponent(name: name) }
        try await dataSource.apply(ListChangeset(insertedSections: [0], insertedItems: [path(0): "x", path(1): "y"]))
        return dataSource
    }

    @Test("an item laid out by the list announces it once, whether it was inserted or updated")
    func changesetsAnnounceOnce() async throws {
        let log = EventLog()
        let dataSource = try await makeCounters(log)
        #expect(log.entries.sorted() == ["x.didPrepareLayout 300x10", "y.didPrepareLayout 300x10"])

        log.entries.removeAll()
        try await dataSource.apply(ListChangeset(updatedItems: [path(1): "y"]))
        #expect(log.entries == ["y.willUpdateComponent", "y.didPrepareLayout 300x10"])
    }

    @Test("a state update in an item that is not mounted announces the item's new layout")
    func stateUpdateAnnouncesLayout() async throws {
        let log = EventLog()
        let dataSource = try await makeCounters(log)
        log.entries.removeAll()

        let counter = try #require(dataSource.host(at: path(0)).rootComponent as? CounterComponent)
        counter.updateState(mode: .synchronous) { $0.values.append(1) }
        #expect(log.entries == ["x.didPrepareLayout 300x10"], "laid out again for the list, not mounted")
        #expect(dataSource.size(at: path(0)) == CGSize(width: 300, height: 10))
    }
}
