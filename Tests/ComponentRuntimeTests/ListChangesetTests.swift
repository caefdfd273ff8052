import Testing

@testable import ComponentRuntime

/// The changeset rules alone, over letters: what each kind of change does, and what is refused.
@Suite("List changesets")
struct ListChangesetTests {
    typealias Changeset = ListChangeset<String>

    /// Applies `changeset` to `sections`, updating a letter to its new model and inserting models as they are.
    func apply(_ changeset: Changeset, to sections: [[String]]) throws(ListChangesetError) -> [[String]] {
        try ListChangesetApplication.apply(changeset, to: sections, update: { _, model in model }, insert: { $0 })
            .sections
    }

    func path(_ section: Int, _ item: Int) -> ItemPath { ItemPath(item: item, section: section) }

    @Test("updates replace the item at its position before the changeset")
    func updates() throws {
        let result = try apply(Changeset(updatedItems: [path(0, 1): "B"]), to: [["a", "b", "c"]])
        #expect(result == [["a", "B", "c"]])
    }

    @Test("removals use positions before the changeset, insertions positions after it")
    func removalsAndInsertions() throws {
        let changeset = Changeset(
            removedItems: [path(0, 0), path(0, 2)],
            insertedItems: [path(0, 0): "x", path(0, 2): "y"]
        )
        #expect(try apply(changeset, to: [["a", "b", "c", "d"]]) == [["x", "b", "y", "d"]])
    }

    @Test("sections are removed and inserted, and items move between sections")
    func sectionsAndMoves() throws {
        let changeset = Changeset(
            removedSections: [0],
            movedItems: [path(1, 0): path(1, 0), path(1, 1): path(0, 0)],
            insertedSections: [1]
        )
        // Before: [a b] [c d]. Section 0 goes; c moves to the new section 1, d to the first section.
        #expect(try apply(changeset, to: [["a", "b"], ["c", "d"]]) == [["d"], ["c"]])
    }

    @Test("an item updated and moved keeps its update at its new place")
    func updateAndMove() throws {
        let changeset = Changeset(updatedItems: [path(0, 0): "A"], movedItems: [path(0, 0): path(0, 2)])
        #expect(try apply(changeset, to: [["a", "b", "c"]]) == [["b", "c", "A"]])
    }

    @Test("what changed is reported in sorted positions")
    func reportedChanges() throws {
        let changeset = Changeset(
            updatedItems: [path(0, 2): "C"],
            removedItems: [path(0, 1), path(0, 0)],
            movedItems: [path(0, 3): path(0, 0)],
            insertedItems: [path(0, 2): "z", path(0, 1): "y"]
        )
        let (sections, changes, removed) = try ListChangesetApplication.apply(
            changeset,
            to: [["a", "b", "c", "d"]],
            update: { _, model in model },
            insert: { $0 }
        )
        #expect(sections == [["d", "y", "z", "C"]])
        #expect(removed.sorted() == ["a", "b"])
        #expect(changes.removedItems == [path(0, 0), path(0, 1)])
        #expect(changes.insertedItems == [path(0, 1), path(0, 2)])
        #expect(changes.movedItems == [ListMove(from: path(0, 3), to: path(0, 0))])
        #expect(changes.updatedItems == [path(0, 2)])
    }

    @Test(
        "invalid changesets are refused with a message saying why",
        arguments: [
            (Changeset(removedItems: [ItemPath(item: 3, section: 0)]), "removed item [0, 3] does not exist"),
            (Changeset(removedItems: [ItemPath(item: 0, section: 2)]), "there are 1 sections before"),
            (Changeset(removedSections: [1]), "removed section 1 does not exist"),
            (
                Changeset(
                    updatedItems: [ItemPath(item: 0, section: 0): "x"],
                    removedItems: [ItemPath(item: 0, section: 0)]
                ), "is also removed"
            ),
            (
                Changeset(movedItems: [
                    ItemPath(item: 0, section: 0): ItemPath(item: 1, section: 0),
                    ItemPath(item: 1, section: 0): ItemPath(item: 1, section: 0),
                ]), "both end at [0, 1]"
            ),
            (
                Changeset(
                    removedItems: [ItemPath(item: 0, section: 0)],
                    movedItems: [ItemPath(item: 0, section: 0): ItemPath(item: 1, section: 0)]
                ), "moved item [0, 0] is also removed"
            ),
            (Changeset(insertedItems: [ItemPath(item: 5, section: 0): "x"]), "leaves a gap"),
            (Changeset(insertedItems: [ItemPath(item: 0, section: 1): "x"]), "there are 1 sections after"),
            (Changeset(insertedSections: [2]), "inserted section 2 is beyond the end"),
            (Changeset(insertedSections: [-1]), "inserted section -1 is beyond the end"),
            (
                Changeset(
                    movedItems: [ItemPath(item: 0, section: 0): ItemPath(item: 0, section: 0)],
                    insertedItems: [ItemPath(item: 0, section: 0): "x"]
                ), "where an inserted item goes too"
            ),
            (
                Changeset(updatedItems: [ItemPath(item: 0, section: 0): "x"], removedSections: [0]),
                "which the changeset removes"
            ),
        ] as [(Changeset, String)]
    )
    func invalidChangesets(_ changeset: Changeset, _ expected: String) {
        do {
            _ = try apply(changeset, to: [["a", "b", "c"]])
            Issue.record("applied an invalid changeset")
        } catch {
            #expect(error.description.contains(expected), "\(error.description)")
        }
    }
}
