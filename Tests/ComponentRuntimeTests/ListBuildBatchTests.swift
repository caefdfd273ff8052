import ComponentRuntime
import Foundation
import Testing

/// A list builds the items of a changeset off the main actor, splitting large batches in halves: whatever the
/// batch size (below, at and above the split), every item must get the tree built for its own model.
@Suite("List data source: building batches of items")
@MainActor
struct ListBuildBatchTests {
    @Test("each of n inserted items holds the tree of its own model", arguments: [1, 32, 33, 65])
    func eachItemGetsItsTree(count: Int) async throws {
        let dataSource = makeRowDataSource()
        let models = (0..<count).map { "item \($0)" }
        var inserted: [ItemPath: String] = [:]
        for (index, model) in models.enumerated() { inserted[ItemPath(item: index, section: 0)] = model }
        let changes = try await dataSource.apply(ListChangeset(insertedSections: [0], insertedItems: inserted))
        #expect(changes.insertedItems.count == count)
        #expect(dataSource.itemBuildCount == count)
        #expect(rows(dataSource) == [models])
        let titles = (0..<count).map {
            (dataSource.host(at: ItemPath(item: $0, section: 0)).rootComponent as? ListRowComponent)?.title
        }
        #expect(titles == models)
    }

    @Test("updating some items of a long list rebuilds those only, each with its new model")
    func updatesRebuildTheirItems() async throws {
        let dataSource = makeRowDataSource()
        var inserted: [ItemPath: String] = [:]
        for index in 0..<40 { inserted[ItemPath(item: index, section: 0)] = "item \(index)" }
        try await dataSource.apply(ListChangeset(insertedSections: [0], insertedItems: inserted))
        let untouched = dataSource.host(at: ItemPath(item: 1, section: 0)).rootComponent
        var updated: [ItemPath: String] = [:]
        for index in stride(from: 0, to: 40, by: 2) { updated[ItemPath(item: index, section: 0)] = "new \(index)" }
        try await dataSource.apply(ListChangeset(updatedItems: updated))
        #expect(dataSource.itemBuildCount == 60, "40 built, then the 20 updated")
        #expect(dataSource.host(at: ItemPath(item: 1, section: 0)).rootComponent === untouched)
        let titles = (0..<40).map {
            (dataSource.host(at: ItemPath(item: $0, section: 0)).rootComponent as? ListRowComponent)?.title
        }
        #expect(titles == (0..<40).map { $0.isMultiple(of: 2) ? "new \($0)" : "item \($0)" })
    }
}
