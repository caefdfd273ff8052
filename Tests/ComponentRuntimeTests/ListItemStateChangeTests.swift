import ComponentRuntime
import Foundation
import Testing

@Suite("What a list reports for a state update in an item")
@MainActor
struct ListItemStateChangeTests {
    func path(_ section: Int, _ item: Int) -> ItemPath { ItemPath(item: item, section: section) }

    /// Rows "a" and "b" in section 0, "c" in section 1, each 300 × 20 until tapped.
    func makeList() async throws -> (ListDataSource<String>, Ref<[ListItemStateChange]>) {
        let dataSource = makeRowDataSource()
        try await dataSource.apply(
            ListChangeset(
                insertedSections: [0, 1],
                insertedItems: [path(0, 0): "a", path(0, 1): "b", path(1, 0): "c"]
            )
        )
        let heard = Ref<[ListItemStateChange]>([])
        dataSource.onItemStateChange = { heard.value.append($0) }
        return (dataSource, heard)
    }

    @Test("a state update names its item, with its size before and after")
    func stateUpdateNamesTheItem() async throws {
        let (dataSource, heard) = try await makeList()
        try tap(dataSource, path(0, 1))
        // ComponentKit: the applied changes of a state update list the updated index path only.
        #expect(
            heard.value == [
                ListItemStateChange(
                    path: path(0, 1),
                    previousSize: CGSize(width: 300, height: 20),
                    size: CGSize(width: 300, height: 30),
                    updatedScopeIdentifier: dataSource.host(at: path(0, 1)).rootComponent?.scopeGlobalIdentifier
                )
            ]
        )
        #expect(heard.value.first?.sizeChanged == true)
        #expect(dataSource.size(at: path(0, 1)).height == 30, "the list has the new size when it is told")

        heard.value.removeAll()
        try tap(dataSource, path(1, 0), times: 0)
        #expect(heard.value.map(\.path) == [path(1, 0)])
        #expect(heard.value.first?.sizeChanged == false, "rendered again at the same size")
    }

    @Test("changesets are not reported as state changes, and an item moved is named where it is now")
    func changesetsAndMoves() async throws {
        let (dataSource, heard) = try await makeList()
        try await dataSource.apply(ListChangeset(updatedItems: [path(0, 0): "A"], movedItems: [path(0, 0): path(1, 1)]))
        #expect(heard.value.isEmpty, "a changeset's changes are what apply(_:) returns")
        try tap(dataSource, path(1, 1), times: 2)
        #expect(heard.value.map(\.path) == [path(1, 1)])
        #expect(heard.value.first?.size == CGSize(width: 300, height: 40))
    }

    @Test("a headless collection host has laid the list out again when the change is reported")
    func collectionHostLaidOut() async throws {
        let (dataSource, _) = try await makeList()
        let host = CollectionHost(dataSource: dataSource, frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let scrollView = host.scrollView
        var frameOfNext: CGRect?
        dataSource.onItemStateChange = { _ in frameOfNext = host.frame(of: path(0, 1)) }
        try tap(dataSource, path(0, 0))
        #expect(frameOfNext == CGRect(x: 0, y: 30, width: 300, height: 20), "the next row moved down already")
        #expect(scrollView.contentSize.height == 70)
    }
}
