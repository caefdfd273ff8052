import Testing

@testable import ComponentRuntime

/// A model of the difference tests: an identity and a text that may change.
struct DiffRow: Identifiable, Equatable, Sendable, CustomStringConvertible {
    let id: Int
    var text: String

    init(_ id: Int, _ text: String = "") {
        self.id = id
        self.text = text
    }

    var description: String { text.isEmpty ? "\(id)" : "\(id):\(text)" }
}

/// An item after a changeset: the old position it kept its identity from (nil when it was inserted) and its model.
struct TrackedRow: Equatable {
    let origin: ItemPath?
    let row: DiffRow
}

/// Applies `changeset` to `old` with the data source's rules, keeping where each item came from.
func applyTracking(_ changeset: ListChangeset<DiffRow>, to old: [[DiffRow]]) throws -> [[TrackedRow]] {
    let tracked = old.enumerated().map { section, rows in
        rows.enumerated().map { TrackedRow(origin: ItemPath(item: $0, section: section), row: $1) }
    }
    return try ListChangesetApplication.apply(
        changeset,
        to: tracked,
        update: { element, model in TrackedRow(origin: element.origin, row: model) },
        insert: { TrackedRow(origin: nil, row: $0) }
    ).sections
}

@Suite("List difference: the changeset worked out from two lists of models")
struct ListDifferenceTests {
    func path(_ section: Int, _ item: Int) -> ItemPath { ItemPath(item: item, section: section) }
    func rows(_ ids: Int...) -> [DiffRow] { ids.map { DiffRow($0) } }
    func one(_ rows: [DiffRow]) -> [ListSection<DiffRow>] { [ListSection(id: 0, rows)] }

    @Test("equal lists give an empty changeset")
    func equalLists() {
        let difference = ListDifference(from: one(rows(1, 2, 3)), to: one(rows(1, 2, 3)))
        #expect(difference.changeset.isEmpty)
        #expect(difference.duplicateItems.isEmpty && difference.duplicateSections.isEmpty)
    }

    @Test("an item whose model is no longer equal is updated at its old position, and keeps its place")
    func update() {
        let difference = ListDifference(from: one(rows(1, 2, 3)), to: one([DiffRow(1), DiffRow(2, "new"), DiffRow(3)]))
        #expect(difference.changeset.updatedItems == [path(0, 1): DiffRow(2, "new")])
        #expect(difference.changeset.movedItems.isEmpty)
        #expect(difference.changeset.insertedItems.isEmpty && difference.changeset.removedItems.isEmpty)
    }

    @Test("removals name old positions, insertions new ones, and the items between them do not move")
    func insertAndRemove() {
        let difference = ListDifference(from: one(rows(1, 2, 3, 4)), to: one(rows(0, 1, 3, 5, 4)))
        #expect(difference.changeset.removedItems == [path(0, 1)])
        #expect(difference.changeset.insertedItems == [path(0, 0): DiffRow(0), path(0, 3): DiffRow(5)])
        #expect(difference.changeset.movedItems.isEmpty, "shifted by insertions and removals is not moved")
        #expect(difference.changeset.updatedItems.isEmpty)
    }

    @Test("swapped neighbours both move (IGListKit's rule), and an item can move and update at once")
    func moves() throws {
        let new = [DiffRow(2), DiffRow(1, "edited"), DiffRow(3)]
        let difference = ListDifference(from: one(rows(1, 2, 3)), to: one(new))
        #expect(difference.changeset.updatedItems == [path(0, 0): DiffRow(1, "edited")])
        #expect(difference.changeset.movedItems == [path(0, 0): path(0, 1), path(0, 1): path(0, 0)])
        let result = try applyTracking(difference.changeset, to: [rows(1, 2, 3)])
        #expect(result.map { $0.map(\.row) } == [[DiffRow(2), DiffRow(1, "edited"), DiffRow(3)]])
        #expect(result[0].map(\.origin) == [path(0, 1), path(0, 0), path(0, 2)], "every item kept its identity")
    }

    @Test("an item that changes section moves there and keeps its identity")
    func moveBetweenSections() throws {
        let old = [ListSection(id: "a", rows(1, 2)), ListSection(id: "b", rows(3))]
        let new = [ListSection(id: "a", rows(1)), ListSection(id: "b", rows(2, 3))]
        let difference = ListDifference(from: old, to: new)
        #expect(difference.changeset.movedItems == [path(0, 1): path(1, 0)])
        #expect(difference.changeset.removedSections.isEmpty && difference.changeset.insertedSections.isEmpty)
        let result = try applyTracking(difference.changeset, to: old.map(\.models))
        #expect(result[1].map(\.origin) == [path(0, 1), path(1, 0)])
    }

    @Test("sections are inserted and removed by identity; an item can move into a new section")
    func sectionsInsertedAndRemoved() throws {
        let old = [ListSection(id: "a", rows(1, 2)), ListSection(id: "b", rows(3))]
        let new = [ListSection(id: "c", rows(2)), ListSection(id: "a", rows(1))]
        let difference = ListDifference(from: old, to: new)
        #expect(difference.changeset.removedSections == [1])
        #expect(difference.changeset.insertedSections == [0])
        #expect(difference.changeset.movedItems == [path(0, 1): path(0, 0)])
        let result = try applyTracking(difference.changeset, to: old.map(\.models))
        #expect(result.map { $0.map(\.row) } == new.map(\.models))
        #expect(result[0][0].origin == path(0, 1))
    }

    @Test("sections that change order: the longest run in order stays, the others are removed and inserted")
    func sectionsReordered() throws {
        let old = [
            ListSection(id: "a", rows(1)), ListSection(id: "b", rows(2)), ListSection(id: "c", rows(3)),
            ListSection(id: "d", rows(4)),
        ]
        let new = [old[3], old[0], old[1], old[2]]
        let difference = ListDifference(from: old, to: new)
        #expect(difference.changeset.removedSections == [3])
        #expect(difference.changeset.insertedSections == [0])
        #expect(difference.changeset.insertedItems == [path(0, 0): DiffRow(4)])
        let result = try applyTracking(difference.changeset, to: old.map(\.models))
        #expect(result.map { $0.map(\.row) } == new.map(\.models))
    }

    @Test("a later item with an identity already used is left out and named; the list does not fail")
    func duplicateItems() throws {
        let new = [ListSection(id: 0, [DiffRow(1), DiffRow(2), DiffRow(1, "again")]), ListSection(id: 1, rows(2, 3))]
        let difference = ListDifference(from: one(rows(1)), to: new)
        #expect(difference.duplicateItems == [path(0, 2), path(1, 0)])
        let result = try applyTracking(difference.changeset, to: [rows(1)])
        #expect(result.map { $0.map(\.row) } == [rows(1, 2), rows(3)])
    }

    @Test("a later section with an identity already used is left out with its items, and named")
    func duplicateSections() throws {
        let new = [ListSection(id: 0, rows(1)), ListSection(id: 0, rows(2)), ListSection(id: 1, rows(3))]
        let difference = ListDifference(from: [], to: new)
        #expect(difference.duplicateSections == [1])
        #expect(difference.duplicateItems.isEmpty)
        #expect(try applyTracking(difference.changeset, to: []).map { $0.map(\.row) } == [rows(1), rows(3)])
    }

    @Test("duplicates in the old list: the first keeps its identity, the later ones are removed")
    func duplicatesInTheOldList() throws {
        let old = [DiffRow(1), DiffRow(1, "copy"), DiffRow(2)]
        let difference = ListDifference(from: one(old), to: one(rows(2, 1)))
        let result = try applyTracking(difference.changeset, to: [old])
        #expect(result.map { $0.map(\.row) } == [rows(2, 1)])
        #expect(result[0].map(\.origin) == [path(0, 2), path(0, 0)])
    }

    @Test("items told apart by a key path")
    func keyPathIdentity() {
        let difference = ListDifference(
            from: [ListSection(id: 0, ["apple", "banana"])],
            to: [ListSection(id: 0, ["banana", "cherry"])],
            id: \.self
        )
        #expect(difference.changeset.removedItems == [path(0, 0)])
        #expect(difference.changeset.insertedItems == [path(0, 1): "cherry"])
        #expect(difference.changeset.movedItems.isEmpty)
    }

    @Test("the longest increasing run of section positions", arguments: [
        ([], []), ([3], [0]), ([3, 0, 1, 2], [1, 2, 3]), ([2, 1, 0], [2]), ([0, 4, 1, 2, 5, 3], [0, 2, 3, 5]),
    ])
    func longestRun(values: [Int], expected: [Int]) {
        let run = ListDiff.longestIncreasingSubsequence(values)
        #expect(run.count == expected.count)
        #expect(zip(run, run.dropFirst()).allSatisfy { $0 < $1 && values[$0] < values[$1] })
    }

    // MARK: Any two lists

    @Test("applying the difference to the old list gives the new one, keeping every identity it can", arguments: 0..<8)
    func randomLists(batch: Int) throws {
        for seed in UInt64(batch * 100)..<UInt64(batch * 100 + 100) {
            var random = SeededGenerator(state: seed)
            let old = RandomLists.sections(&random)
            let new = RandomLists.edited(old, &random)
            let difference = ListDifference(from: old, to: new)
            let result = try applyTracking(difference.changeset, to: old.map(\.models))
            #expect(result.map { $0.map(\.row) } == new.map(\.models), "seed \(seed)")
            #expect(difference.duplicateItems.isEmpty && difference.duplicateSections.isEmpty)

            // An item is inserted only when its identity is new or its old section went; it is removed only when
            // its identity is gone or its section went.
            let newIDs = Set(new.flatMap(\.models).map(\.id))
            var oldPlace: [Int: ItemPath] = [:]
            for (section, rows) in old.enumerated() {
                for (item, row) in rows.models.enumerated() { oldPlace[row.id] = path(section, item) }
            }
            let removedSections = difference.changeset.removedSections
            for row in result.joined() where row.origin == nil {
                if let from = oldPlace[row.row.id] {
                    #expect(removedSections.contains(from.section), "seed \(seed): \(row.row) lost its identity")
                }
            }
            for from in difference.changeset.removedItems {
                #expect(!newIDs.contains(old[from.section].models[from.item].id), "seed \(seed): \(from) removed")
            }
            // Updated exactly when the model changed.
            for row in result.joined() {
                guard let origin = row.origin else { continue }
                let before = old[origin.section].models[origin.item]
                #expect((difference.changeset.updatedItems[origin] != nil) == (before != row.row), "seed \(seed)")
            }
        }
    }
}

/// Random lists of sections of rows with unique identities, and random edits of them.
enum RandomLists {
    static func sections(_ random: inout SeededGenerator) -> [ListSection<DiffRow>] {
        var nextID = 0
        return (0..<Int.random(in: 0...4, using: &random)).map { section in
            let count = Int.random(in: 0...12, using: &random)
            defer { nextID += count }
            return ListSection(id: section, (nextID..<nextID + count).map { DiffRow($0) })
        }
    }

    /// Removes, inserts, moves (within and across sections) and changes rows, and removes, inserts and reorders
    /// sections.
    static func edited(_ old: [ListSection<DiffRow>], _ random: inout SeededGenerator) -> [ListSection<DiffRow>] {
        var sections = old.filter { _ in Int.random(in: 0..<6, using: &random) != 0 }
        if Int.random(in: 0..<4, using: &random) == 0 { sections.shuffle(using: &random) }
        for extra in 0..<Int.random(in: 0...2, using: &random) {
            sections.insert(ListSection(id: 100 + extra, []), at: Int.random(in: 0...sections.count, using: &random))
        }
        var nextID = 1_000
        var loose: [DiffRow] = []
        for index in sections.indices {
            var rows: [DiffRow] = []
            for var row in sections[index].models {
                switch Int.random(in: 0..<10, using: &random) {
                case 0: continue  // removed
                case 1: loose.append(row)  // moved somewhere else
                case 2:
                    row.text = "changed"
                    rows.append(row)
                default: rows.append(row)
                }
            }
            for _ in 0..<Int.random(in: 0...2, using: &random) {
                rows.insert(DiffRow(nextID), at: Int.random(in: 0...rows.count, using: &random))
                nextID += 1
            }
            if rows.count > 1, Int.random(in: 0..<3, using: &random) == 0 {
                rows.swapAt(0, rows.count - 1)
            }
            sections[index].models = rows
        }
        for row in loose where !sections.isEmpty {
            let index = Int.random(in: 0..<sections.count, using: &random)
            sections[index].models.insert(row, at: Int.random(in: 0...sections[index].models.count, using: &random))
        }
        return sections
    }
}
