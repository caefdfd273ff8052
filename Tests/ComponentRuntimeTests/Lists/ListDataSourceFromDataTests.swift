import Foundation
import Testing

@testable import ComponentRuntime

/// A model of the lists given as data: an identity, a title, and the height its row takes.
struct SizedRow: Identifiable, Equatable, Sendable {
    let id: String
    var title: String
    var height: CGFloat = 20

    init(_ id: String, _ title: String? = nil, height: CGFloat = 20) {
        self.id = id
        self.title = title ?? id
        self.height = height
    }
}

/// A row as tall as its model says, counting taps in its state.
final class SizedRowComponent: CompositeComponent, StatefulComponent {
    struct State: Sendable { var taps = 0 }
    static var initialState: State { State() }
    let row: SizedRow
    init(row: SizedRow) {
        self.row = row
        super.init(scope: "row")
    }
    override func render() -> Component {
        Component(
            view: ViewConfiguration(UILabel.self, [.text("\(row.title) taps=\(state.taps)")]),
            size: ComponentSize(height: row.height)
        )
    }
}

@MainActor
func makeSizedRowDataSource() -> ListDataSource<SizedRow> {
    ListDataSource<SizedRow>(itemSizeRange: listWidth, asynchronousUpdateDelivery: .manual) { row, _ in
        SizedRowComponent(row: row)
    }
}

@MainActor
func sizedRows(_ dataSource: ListDataSource<SizedRow>) -> [[String]] {
    (0..<dataSource.sectionCount).map { section in
        (0..<dataSource.itemCount(inSection: section)).map {
            dataSource.model(at: ItemPath(item: $0, section: section)).title
        }
    }
}

@MainActor
func tapSizedRow(_ dataSource: ListDataSource<SizedRow>, _ path: ItemPath, times: Int = 1) throws {
    let row = try #require(dataSource.host(at: path).rootComponent as? SizedRowComponent)
    row.updateState(mode: .synchronous) { $0.taps += times }
}

@MainActor
func sizedRowTaps(_ dataSource: ListDataSource<SizedRow>, _ path: ItemPath) -> Int? {
    (dataSource.host(at: path).rootComponent as? SizedRowComponent)?.state.taps
}

@Suite("List data source given models: it works out the changeset itself")
@MainActor
struct ListDataSourceFromDataTests {
    func path(_ section: Int, _ item: Int) -> ItemPath { ItemPath(item: item, section: section) }

    @Test("an array is inserted, then changed by identity: each item keeps its state, only new models rebuild")
    func arrayChangedByIdentity() async throws {
        let dataSource = makeSizedRowDataSource()
        let first = await dataSource.apply([SizedRow("a"), SizedRow("b"), SizedRow("c")])
        #expect(first.insertedSections == [0])
        #expect(sizedRows(dataSource) == [["a", "b", "c"]])
        try tapSizedRow(dataSource, path(0, 1), times: 2)

        let changes = await dataSource.apply([SizedRow("c"), SizedRow("b", "B"), SizedRow("d")])
        #expect(sizedRows(dataSource) == [["c", "B", "d"]])
        #expect(sizedRowTaps(dataSource, path(0, 1)) == 2, "b kept its state through its update")
        #expect(changes.removedItems == [path(0, 0)])
        #expect(changes.updatedItems == [path(0, 1)])
        #expect(changes.insertedItems == [path(0, 2)])
        #expect(dataSource.itemBuildCount == 5, "three built, then b updated and d inserted; c only moved")
        #expect(dataSource.lastApplicationTiming.diffing > .zero)

        let unchanged = await dataSource.apply([SizedRow("c"), SizedRow("b", "B"), SizedRow("d")])
        #expect(unchanged.isEmpty)
        #expect(dataSource.itemBuildCount == 5)
    }

    @Test("sections given as data: an item moves into another section with its state; sections come and go")
    func sectionsFromData() async throws {
        let dataSource = makeSizedRowDataSource()
        await dataSource.apply(sections: [
            ListSection(id: "top", [SizedRow("a"), SizedRow("b")]),
            ListSection(id: "bottom", [SizedRow("c")]),
        ])
        try tapSizedRow(dataSource, path(0, 1))
        let changes = await dataSource.apply(sections: [
            ListSection(id: "new", [SizedRow("n")]),
            ListSection(id: "top", [SizedRow("a")]),
            ListSection(id: "bottom", [SizedRow("b"), SizedRow("c")]),
        ])
        #expect(sizedRows(dataSource) == [["n"], ["a"], ["b", "c"]])
        #expect(sizedRowTaps(dataSource, path(2, 0)) == 1, "b moved sections and kept its state")
        #expect(changes.insertedSections == [0] && changes.removedSections.isEmpty)
        #expect(changes.movedItems == [ListMove(from: path(0, 1), to: path(2, 0))])

        // A section whose identity is gone is removed with its items.
        let removal = await dataSource.apply(sections: [
            ListSection(id: "new", [SizedRow("n")]),
            ListSection(id: "bottom", [SizedRow("b"), SizedRow("c")]),
        ])
        #expect(removal.removedSections == [1])
        #expect(sizedRows(dataSource) == [["n"], ["b", "c"]])
        #expect(sizedRowTaps(dataSource, path(1, 0)) == 1)
    }

    @Test("a list built by changesets takes data: its section takes the data's identity and nothing rebuilds")
    func changesetsThenData() async throws {
        let dataSource = makeSizedRowDataSource()
        try await dataSource.apply(
            ListChangeset(insertedSections: [0], insertedItems: [path(0, 0): SizedRow("a"), path(0, 1): SizedRow("b")])
        )
        let changes = await dataSource.apply([SizedRow("a"), SizedRow("b"), SizedRow("c")])
        #expect(changes.insertedItems == [path(0, 2)])
        #expect(changes.insertedSections.isEmpty && changes.removedSections.isEmpty)
        #expect(dataSource.itemBuildCount == 3)

        // And a changeset after data keeps the section's identity for the next data.
        try await dataSource.apply(ListChangeset(removedItems: [path(0, 0)]))
        let again = await dataSource.apply([SizedRow("b"), SizedRow("c")])
        #expect(again.isEmpty)
        #expect(dataSource.lastApplicationTiming.diffing > .zero)
    }

    @Test("items told apart by a key path")
    func keyPathIdentity() async throws {
        let dataSource = makeRowDataSource()
        await dataSource.apply(["x", "y"], id: \.self)
        try tap(dataSource, path(0, 1))
        let changes = await dataSource.apply(["y", "z"], id: \.self)
        #expect(rows(dataSource) == [["y", "z"]])
        #expect(taps(dataSource, path(0, 0)) == 1)
        #expect(changes.removedItems == [path(0, 0)] && changes.insertedItems == [path(0, 1)])
    }

    @Test("an identity given twice is reported and its later item left out; the list goes on")
    func duplicatesReported() async throws {
        let dataSource = makeSizedRowDataSource()
        // Counted rather than caught with a handler: a handler installed across an await would take the
        // diagnostics of tests running meanwhile.
        let before = RuntimeDiagnostics.counts[.duplicateListIdentity, default: 0]
        await dataSource.apply(sections: [
            ListSection(id: 1, [SizedRow("a"), SizedRow("b"), SizedRow("a", "second a")]),
            ListSection(id: 1, [SizedRow("c")]),
        ])
        #expect(sizedRows(dataSource) == [["a", "b"]])
        #expect(RuntimeDiagnostics.counts[.duplicateListIdentity, default: 0] - before == 2)
        #expect(!RuntimeDiagnostic(kind: .duplicateListIdentity, message: "").isFault, "a warning, as IGListKit logs")
    }

    @Test("data and changesets apply in the order they were given, each against the list the last one left")
    func dataAndChangesetsInOrder() async throws {
        let dataSource = makeSizedRowDataSource()
        // Started one after the other on the main actor, none awaited before the next starts.
        let first = Task { await dataSource.apply([SizedRow("a"), SizedRow("b")]) }
        let second = Task { try await dataSource.apply(ListChangeset(removedItems: [path(0, 0)])) }
        let third = Task { await dataSource.apply([SizedRow("b"), SizedRow("c")]) }
        _ = await first.value
        _ = try await second.value
        _ = await third.value
        #expect(sizedRows(dataSource) == [["b", "c"]])
        #expect(dataSource.itemBuildCount == 3)
    }
}
