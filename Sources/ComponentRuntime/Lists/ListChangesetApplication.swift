/// Applies a changeset to sections of elements, or says precisely why it cannot, changing nothing. Pure, so
/// the rules are tested alone; the data source supplies what updating and inserting an element means.
enum ListChangesetApplication {
    static func apply<Element, Model>(
        _ changeset: ListChangeset<Model>,
        to sections: [[Element]],
        update: (Element, Model) -> Element,
        insert: (Model) -> Element
    ) throws(ListChangesetError) -> (sections: [[Element]], changes: ListChanges, removed: [Element]) {
        try validateOldPositions(changeset, sections: sections)

        // Old positions: updates first, then everything that leaves its place. Only sections that lose items are
        // walked; the others are kept as they are, so a small changeset costs little in a long list.
        var old = sections
        for (path, model) in changeset.updatedItems {
            old[path.section][path.item] = update(old[path.section][path.item], model)
        }
        var moving: [ItemPath: Element] = [:]
        for (from, _) in changeset.movedItems { moving[from] = old[from.section][from.item] }
        var leaving: [Int: Set<Int>] = [:]
        for path in changeset.removedItems { leaving[path.section, default: []].insert(path.item) }
        for path in changeset.movedItems.keys { leaving[path.section, default: []].insert(path.item) }
        var removed: [Element] = []
        var surviving: [[Element]] = []
        for (section, elements) in old.enumerated() {
            if changeset.removedSections.contains(section) {
                removed += elements
                continue
            }
            guard let gone = leaving[section] else {
                surviving.append(elements)
                continue
            }
            var kept: [Element] = []
            kept.reserveCapacity(elements.count - gone.count)
            for (item, element) in elements.enumerated() where !gone.contains(item) { kept.append(element) }
            surviving.append(kept)
        }
        for path in changeset.removedItems { removed.append(old[path.section][path.item]) }

        // New positions: sections inserted among the surviving ones, then items inserted and moved in.
        let newSectionCount = surviving.count + changeset.insertedSections.count
        for section in changeset.insertedSections.sorted() where section < 0 || section >= newSectionCount {
            throw ListChangesetError(
                "inserted section \(section) is beyond the end: there are \(newSectionCount) sections after the changeset"
            )
        }
        var remaining = surviving.makeIterator()
        var result: [[Element]] = (0..<newSectionCount).map { section in
            changeset.insertedSections.contains(section) ? [] : remaining.next() ?? []
        }
        var placed: [ItemPath: Element] = [:]
        for (path, model) in changeset.insertedItems { placed[path] = insert(model) }
        for (from, to) in changeset.movedItems {
            guard placed[to] == nil else {
                let other = changeset.insertedItems[to] != nil ? "an inserted item" : "another move"
                throw ListChangesetError("the move of \(from) ends at \(to), where \(other) goes too")
            }
            placed[to] = moving[from]
        }
        // Each section that receives items is merged once with what stays in it, rather than inserted into item
        // by item: a difference can move thousands of items in a long section.
        var merge: SectionMerge<Element>?
        for (path, element) in placed.sorted(by: { $0.key < $1.key }) {
            guard path.section >= 0, path.section < newSectionCount else {
                throw ListChangesetError(
                    "\(path) is in section \(path.section), but there are \(newSectionCount) sections after the changeset"
                )
            }
            if merge?.section != path.section {
                if let done = merge { result[done.section] = done.items }
                merge = SectionMerge(section: path.section, kept: result[path.section])
            }
            guard merge?.place(element, at: path.item) == true else {
                let count = merge?.count ?? 0
                throw ListChangesetError(
                    "\(path) leaves a gap: section \(path.section) would have only \(count) items before it"
                )
            }
        }
        if let done = merge { result[done.section] = done.items }
        return (result, changes(of: changeset), removed)
    }

    /// Every position the changeset gives in the list as it was: in range, and not contradicting another.
    private static func validateOldPositions<Element, Model>(
        _ changeset: ListChangeset<Model>,
        sections: [[Element]]
    ) throws(ListChangesetError) {
        for section in changeset.removedSections.sorted() where !sections.indices.contains(section) {
            throw ListChangesetError(
                "removed section \(section) does not exist: there are \(sections.count) sections before the changeset"
            )
        }
        func check(_ path: ItemPath, _ role: String) throws(ListChangesetError) {
            guard sections.indices.contains(path.section) else {
                throw ListChangesetError(
                    "\(role) \(path) is in section \(path.section), but there are \(sections.count) sections before the changeset"
                )
            }
            guard sections[path.section].indices.contains(path.item) else {
                throw ListChangesetError(
                    "\(role) \(path) does not exist: section \(path.section) has \(sections[path.section].count) items before the changeset"
                )
            }
            if changeset.removedSections.contains(path.section) {
                throw ListChangesetError("\(role) \(path) is in section \(path.section), which the changeset removes")
            }
        }
        for path in changeset.removedItems.sorted() { try check(path, "removed item") }
        for path in changeset.updatedItems.keys.sorted() {
            try check(path, "updated item")
            if changeset.removedItems.contains(path) {
                throw ListChangesetError("updated item \(path) is also removed; update it or remove it")
            }
        }
        var destinations: [ItemPath: ItemPath] = [:]
        for (from, to) in changeset.movedItems.sorted(by: { $0.key < $1.key }) {
            try check(from, "moved item")
            if changeset.removedItems.contains(from) {
                throw ListChangesetError("moved item \(from) is also removed; move it or remove it")
            }
            if let other = destinations[to] {
                throw ListChangesetError("the moves of \(other) and \(from) both end at \(to)")
            }
            destinations[to] = from
        }
    }

    private static func changes<Model>(of changeset: ListChangeset<Model>) -> ListChanges {
        var changes = ListChanges()
        changes.updatedItems = changeset.updatedItems.keys.sorted()
        changes.removedItems = changeset.removedItems.sorted()
        changes.removedSections = changeset.removedSections.sorted()
        changes.movedItems = changeset.movedItems.map { ListMove(from: $0.key, to: $0.value) }.sorted {
            $0.from < $1.from
        }
        changes.insertedSections = changeset.insertedSections.sorted()
        changes.insertedItems = changeset.insertedItems.keys.sorted()
        return changes
    }
}

/// One section's items being put together: the items that stay, in their order, around items placed at given
/// positions (in increasing order).
private struct SectionMerge<Element> {
    let section: Int
    private let kept: [Element]
    private var nextKept = 0
    private var merged: [Element] = []

    init(section: Int, kept: [Element]) {
        self.section = section
        self.kept = kept
        merged.reserveCapacity(kept.count)
    }

    /// Places `element` at `position`, after the items that stay before it; false when that leaves a gap.
    mutating func place(_ element: Element, at position: Int) -> Bool {
        while merged.count < position, nextKept < kept.count {
            merged.append(kept[nextKept])
            nextKept += 1
        }
        guard position >= 0, position == merged.count else { return false }
        merged.append(element)
        return true
    }

    /// How many items the section holds so far.
    var count: Int { merged.count + kept.count - nextKept }

    /// The section's items.
    var items: [Element] { merged + kept[nextKept...] }
}
