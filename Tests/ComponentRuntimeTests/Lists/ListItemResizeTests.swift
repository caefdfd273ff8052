import Foundation
import Testing

@testable import ComponentRuntime

/// An item updated with a model that makes it taller or shorter must be measured again: the list's sizes, and the
/// frames of the items after it in a collection host, follow its new layout.
@Suite("List items updated to a new size are measured again")
@MainActor
struct ListItemResizeTests {
    func path(_ item: Int) -> ItemPath { ItemPath(item: item, section: 0) }

    /// Five 20-point rows in a 300 × 100 collection host.
    func makeList() async -> (ListDataSource<SizedRow>, CollectionHost<SizedRow>) {
        let dataSource = makeSizedRowDataSource()
        await dataSource.apply((0..<5).map { SizedRow("row \($0)") })
        let host = CollectionHost(dataSource: dataSource, frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        return (dataSource, host)
    }

    @Test("through a changeset: the item takes its new size and the items after it move")
    func changesetUpdate() async throws {
        let (dataSource, host) = await makeList()
        #expect(host.frame(of: path(2)).minY == 40)
        try await dataSource.apply(ListChangeset(updatedItems: [path(1): SizedRow("row 1", height: 50)]))
        #expect(dataSource.size(at: path(1)) == CGSize(width: 300, height: 50))
        #expect(host.frame(of: path(1)).height == 50)
        #expect(host.frame(of: path(2)).minY == 70)
        #expect(host.scrollView.contentSize.height == 130)

        try await dataSource.apply(ListChangeset(updatedItems: [path(1): SizedRow("row 1", height: 10)]))
        #expect(dataSource.size(at: path(1)).height == 10, "shorter as well as taller")
        #expect(host.frame(of: path(2)).minY == 30)
    }

    @Test("through data: the item takes its new size and the items after it move")
    func dataUpdate() async throws {
        let (dataSource, host) = await makeList()
        var models = (0..<5).map { SizedRow("row \($0)") }
        models[1].height = 50
        let changes = await dataSource.apply(models)
        #expect(changes.updatedItems == [path(1)])
        #expect(dataSource.size(at: path(1)).height == 50)
        #expect(host.frame(of: path(2)).minY == 70)
        #expect(host.scrollView.contentSize.height == 130)
    }

    @Test("an item updated and moved at once is measured again at its new place")
    func updatedAndMoved() async throws {
        let (dataSource, host) = await makeList()
        var models = (0..<5).map { SizedRow("row \($0)") }
        models[0].height = 60
        models.swapAt(0, 4)
        await dataSource.apply(models)
        #expect(dataSource.model(at: path(4)).id == "row 0")
        #expect(dataSource.size(at: path(4)).height == 60)
        #expect(host.frame(of: path(4)) == CGRect(x: 0, y: 80, width: 300, height: 60))
    }
}
