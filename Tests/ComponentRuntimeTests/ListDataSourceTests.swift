import ComponentRuntime
import Foundation
import Testing

/// An item of the test lists: a title, and a tap count kept in the item's state.
final class ListRowComponent: CompositeComponent, StatefulComponent {
    struct State: Sendable { var taps = 0 }
    static var initialState: State { State() }
    let title: String
    init(title: String) {
        self.title = title
        super.init(scope: "row")
    }
    override func render() -> Component {
        Component(
            view: ViewConfiguration(UILabel.self, [.text("\(title) taps=\(state.taps)")]),
            size: ComponentSize(height: 20 + CGFloat(state.taps) * 10)
        )
    }
}

let listWidth = SizeRange(min: CGSize(width: 300, height: 0), max: CGSize(width: 300, height: CGFloat.infinity))

@MainActor
func makeRowDataSource() -> ListDataSource<String> {
    ListDataSource<String>(itemSizeRange: listWidth, asynchronousUpdateDelivery: .manual) { title, _ in
        ListRowComponent(title: title)
    }
}

@MainActor
func rows(_ dataSource: ListDataSource<String>) -> [[String]] {
    (0..<dataSource.sectionCount).map { section in
        (0..<dataSource.itemCount(inSection: section)).map {
            dataSource.model(at: ItemPath(item: $0, section: section))
        }
    }
}

@MainActor
func tap(_ dataSource: ListDataSource<String>, _ path: ItemPath, times: Int = 1) throws {
    let row = try #require(dataSource.host(at: path).rootComponent as? ListRowComponent)
    row.updateState(mode: .synchronous) { $0.taps += times }
}

@MainActor
func taps(_ dataSource: ListDataSource<String>, _ path: ItemPath) -> Int? {
    (dataSource.host(at: path).rootComponent as? ListRowComponent)?.state.taps
}

@Suite("List data source")
@MainActor
struct ListDataSourceTests {
    func path(_ section: Int, _ item: Int) -> ItemPath { ItemPath(item: item, section: section) }

    @Test("inserting sections and items builds each item and sizes it from its layout")
    func insertBuildsItems() async throws {
        let dataSource = makeRowDataSource()
        let changes = try await dataSource.apply(
            ListChangeset(
                insertedSections: [0, 1],
                insertedItems: [path(0, 0): "a", path(0, 1): "b", path(1, 0): "c"]
            )
        )
        #expect(changes.insertedSections == [0, 1])
        #expect(changes.insertedItems == [path(0, 0), path(0, 1), path(1, 0)])
        #expect(rows(dataSource) == [["a", "b"], ["c"]])
        #expect(dataSource.size(at: path(1, 0)) == CGSize(width: 300, height: 20))
        #expect(dataSource.itemBuildCount == 3)
    }

    @Test("state stays with its item through moves, updates and removals of others")
    func stateSurvivesMoves() async throws {
        let dataSource = makeRowDataSource()
        try await dataSource.apply(
            ListChangeset(insertedSections: [0], insertedItems: [path(0, 0): "a", path(0, 1): "b", path(0, 2): "c"])
        )
        try tap(dataSource, path(0, 2), times: 3)  // c
        try tap(dataSource, path(0, 0))  // a
        try await dataSource.apply(
            ListChangeset(
                updatedItems: [path(0, 2): "C"],
                removedItems: [path(0, 1)],
                movedItems: [path(0, 2): path(0, 0)]
            )
        )
        #expect(rows(dataSource) == [["C", "a"]])
        #expect(taps(dataSource, path(0, 0)) == 3, "the moved and updated item kept its state")
        #expect(taps(dataSource, path(0, 1)) == 1)
        #expect(dataSource.size(at: path(0, 0)).height == 50, "its size comes from the new layout")

        // Moved to another section, the item still keeps its state.
        try await dataSource.apply(ListChangeset(movedItems: [path(0, 1): path(1, 0)], insertedSections: [1]))
        #expect(rows(dataSource) == [["C"], ["a"]])
        #expect(taps(dataSource, path(1, 0)) == 1)
    }

    @Test("a removed item's scopes end: its controller is invalidated")
    func removalEndsScopes() async throws {
        let dataSource = ListDataSource<String>(itemSizeRange: listWidth, asynchronousUpdateDelivery: .manual) {
            title,
            _ in
            CounterComponent(name: title)
        }
        try await dataSource.apply(ListChangeset(insertedSections: [0], insertedItems: [path(0, 0): "a"]))
        let root = try #require(dataSource.host(at: path(0, 0)).rootComponent)
        let controller = try #require(root.nextResponder as? CounterComponentController)
        #expect(!controller.isInvalidated)
        try await dataSource.apply(ListChangeset<String>(removedItems: [path(0, 0)]))
        #expect(dataSource.itemCount(inSection: 0) == 0)
        #expect(controller.isInvalidated)
    }

    @Test("an item's state update re-renders that item only")
    func stateUpdateRendersOneItem() async throws {
        let dataSource = makeRowDataSource()
        try await dataSource.apply(
            ListChangeset(insertedSections: [0], insertedItems: [path(0, 0): "a", path(0, 1): "b", path(0, 2): "c"])
        )
        let builds = (0..<3).map { dataSource.host(at: path(0, $0)).buildCount }
        try tap(dataSource, path(0, 1))
        #expect((0..<3).map { dataSource.host(at: path(0, $0)).buildCount } == [builds[0], builds[1] + 1, builds[2]])
        #expect(dataSource.size(at: path(0, 1)).height == 30)
        #expect(dataSource.itemBuildCount == 3, "no changeset built anything")
    }

    @Test("an invalid changeset is refused and the list stays as it was")
    func invalidChangesetChangesNothing() async throws {
        let dataSource = makeRowDataSource()
        try await dataSource.apply(
            ListChangeset(insertedSections: [0], insertedItems: [path(0, 0): "a", path(0, 1): "b"])
        )
        try tap(dataSource, path(0, 0), times: 2)
        let builds = dataSource.itemBuildCount
        await #expect(throws: ListChangesetError.self) {
            // The update is valid; the insertion leaves a gap, so nothing at all may apply.
            try await dataSource.apply(ListChangeset(updatedItems: [path(0, 0): "A"], insertedItems: [path(0, 9): "x"]))
        }
        #expect(rows(dataSource) == [["a", "b"]])
        #expect(taps(dataSource, path(0, 0)) == 2)
        #expect(dataSource.itemBuildCount == builds)
        // The next changeset applies as usual.
        try await dataSource.apply(ListChangeset(updatedItems: [path(0, 0): "A"]))
        #expect(rows(dataSource) == [["A", "b"]])
    }

    @Test("changesets apply in the order they were given, even when started together")
    func changesetsApplyInOrder() async throws {
        let dataSource = makeRowDataSource()
        async let first = dataSource.apply(ListChangeset(insertedSections: [0], insertedItems: [path(0, 0): "a"]))
        async let second = dataSource.apply(ListChangeset(insertedItems: [path(0, 1): "b"]))
        _ = try await (first, second)
        #expect(rows(dataSource) == [["a", "b"]])
    }
}
