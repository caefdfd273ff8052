import Testing

@testable import ComponentRuntime

/// Changeset positions at their limits, each valid limit beside the first invalid one past it: ComponentKit's
/// changesets use positions before the change for removals and updates (which must exist), and after it for
/// insertions (which may be the new end, but leave no gap).
@Suite("List changesets at their limits")
struct ListChangesetBoundaryTests {
    typealias Changeset = ListChangeset<String>

    private func path(_ section: Int, _ item: Int) -> ItemPath { ItemPath(item: item, section: section) }

    private func apply(_ changeset: Changeset, to sections: [[String]]) -> Result<[[String]], ListChangesetError> {
        do throws(ListChangesetError) {
            let applied = try ListChangesetApplication.apply(
                changeset,
                to: sections,
                update: { _, model in model },
                insert: { $0 }
            )
            return .success(applied.sections)
        } catch {
            return .failure(error)
        }
    }

    private func refused(_ changeset: Changeset, _ sections: [[String]], saying expected: String) -> Bool {
        guard case .failure(let error) = apply(changeset, to: sections) else { return false }
        return error.description.contains(expected)
    }

    @Test("an item inserted at the end of a section (index = count) is appended; one past it leaves a gap")
    func insertAtEnd() throws {
        #expect(
            try apply(Changeset(insertedItems: [path(0, 3): "x"]), to: [["a", "b", "c"]]).get() == [
                ["a", "b", "c", "x"]
            ]
        )
        #expect(refused(Changeset(insertedItems: [path(0, 4): "x"]), [["a", "b", "c"]], saying: "leaves a gap"))
        #expect(try apply(Changeset(insertedItems: [path(0, 0): "x"]), to: [["a"]]).get() == [["x", "a"]])
        #expect(refused(Changeset(insertedItems: [path(0, -1): "x"]), [["a"]], saying: "leaves a gap"))
        #expect(
            try apply(Changeset(insertedItems: [path(0, 0): "x"]), to: [[]]).get() == [["x"]],
            "into an empty section"
        )
    }

    @Test("items inserted one after another past the old end fill in order; the same set with a hole is refused")
    func consecutiveInsertions() throws {
        let filled = Changeset(insertedItems: [path(0, 4): "y", path(0, 3): "x"])
        #expect(try apply(filled, to: [["a", "b", "c"]]).get() == [["a", "b", "c", "x", "y"]])
        let holed = Changeset(insertedItems: [path(0, 5): "y", path(0, 3): "x"])
        #expect(refused(holed, [["a", "b", "c"]], saying: "leaves a gap"))
    }

    @Test("the last item and the last section can be removed; one past them does not exist")
    func removeLast() throws {
        #expect(try apply(Changeset(removedItems: [path(0, 2)]), to: [["a", "b", "c"]]).get() == [["a", "b"]])
        #expect(refused(Changeset(removedItems: [path(0, 3)]), [["a", "b", "c"]], saying: "does not exist"))
        #expect(refused(Changeset(removedItems: [path(0, -1)]), [["a", "b", "c"]], saying: "does not exist"))
        #expect(try apply(Changeset(removedSections: [1]), to: [["a"], ["b"]]).get() == [["a"]])
        #expect(refused(Changeset(removedSections: [2]), [["a"], ["b"]], saying: "removed section 2 does not exist"))
        #expect(try apply(Changeset(removedItems: [path(0, 0)]), to: [["a"]]).get() == [[]], "a section may empty")
    }

    @Test("a section inserted at the new end or at the start is empty; one past the new end is refused")
    func insertSection() throws {
        #expect(try apply(Changeset(insertedSections: [1]), to: [["a"]]).get() == [["a"], []])
        #expect(try apply(Changeset(insertedSections: [0]), to: [["a"]]).get() == [[], ["a"]])
        #expect(try apply(Changeset(insertedSections: [0, 1]), to: [["a"]]).get() == [[], [], ["a"]])
        #expect(try apply(Changeset(insertedSections: [0, 2]), to: [["a"]]).get() == [[], ["a"], []])
        #expect(refused(Changeset(insertedSections: [0, 3]), [["a"]], saying: "inserted section 3 is beyond the end"))
    }

    @Test("an item goes into the last section after the changeset, not one past it")
    func insertIntoLastSection() throws {
        let changeset = Changeset(insertedSections: [1], insertedItems: [path(1, 0): "x"])
        #expect(try apply(changeset, to: [["a"]]).get() == [["a"], ["x"]])
        #expect(
            refused(
                Changeset(insertedSections: [1], insertedItems: [path(2, 0): "x"]),
                [["a"]],
                saying: "there are 2 sections after"
            )
        )
        #expect(refused(Changeset(insertedItems: [path(-1, 0): "x"]), [["a"]], saying: "there are 1 sections after"))
    }

    @Test("updates and moves must start at an existing item, the last one included")
    func updateAndMoveLimits() throws {
        #expect(
            try apply(Changeset(updatedItems: [path(0, 2): "C"]), to: [["a", "b", "c"]]).get() == [["a", "b", "C"]]
        )
        #expect(refused(Changeset(updatedItems: [path(0, 3): "C"]), [["a", "b", "c"]], saying: "does not exist"))
        #expect(
            try apply(Changeset(movedItems: [path(0, 2): path(0, 0)]), to: [["a", "b", "c"]]).get() == [
                ["c", "a", "b"]
            ]
        )
        #expect(refused(Changeset(movedItems: [path(0, 3): path(0, 0)]), [["a", "b", "c"]], saying: "does not exist"))
        #expect(refused(Changeset(movedItems: [path(0, 0): path(0, 3)]), [["a", "b", "c"]], saying: "leaves a gap"))
    }

    @Test("what leaves is handed back: the items of removed sections and the removed items, not moved ones")
    func removedElements() throws {
        let changeset = Changeset(
            removedItems: [path(1, 0)],
            removedSections: [0],
            movedItems: [path(1, 1): path(0, 0)]
        )
        let applied = try ListChangesetApplication.apply(
            changeset,
            to: [["a", "b"], ["c", "d", "e"]],
            update: { _, model in model },
            insert: { $0 }
        )
        #expect(applied.sections == [["d", "e"]])
        #expect(applied.removed.sorted() == ["a", "b", "c"])
    }
}
