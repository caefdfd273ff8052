/// Works out a ``ListDifference``: Paul Heckel's algorithm as IGListKit's `IGListDiff` runs it (a table of
/// identities, then one pass over each list), extended to sections and to items that change section.
///
/// Every step is a pass over the items with hash lookups, so the work grows with the number of items. Sections
/// are few; keeping the most of them in place takes a longest increasing subsequence, `s log s` in their number.
enum ListDiff {
    /// The difference from `old` (sections of models, with their identities where they have one) to `new`, and
    /// the identities of the new sections as kept (duplicates left out), for the next difference.
    static func difference<Model: Sendable, ID: Hashable>(
        oldSectionIDs: [AnyHashable?],
        old: [[Model]],
        new given: [ListSection<Model>],
        id: (Model) -> ID,
        isEqual: (Model, Model) -> Bool
    ) -> (difference: ListDifference<Model>, sectionIDs: [AnyHashable]) {
        let new = NewSections(given, id: id)
        let sections = SectionMatch(oldIDs: oldSectionIDs, newIDs: new.ids)
        var changeset = ListChangeset<Model>()
        changeset.removedSections = sections.removed
        changeset.insertedSections = sections.inserted

        // The old items of the sections that stay, by identity (the first of duplicates; later ones are removed).
        var oldPlace: [ID: ItemPath] = [:]
        oldPlace.reserveCapacity(old.reduce(0) { $0 + $1.count })
        for (section, models) in old.enumerated() where sections.newSection(ofOld: section) != nil {
            for (item, model) in models.enumerated() {
                let key = id(model)
                if oldPlace[key] == nil { oldPlace[key] = ItemPath(item: item, section: section) }
            }
        }

        // Pair each new item with the old item of its identity; the rest are inserted.
        var oldMatch: [[ItemPath?]] = old.map { [ItemPath?](repeating: nil, count: $0.count) }
        var newMatch: [[ItemPath?]] = new.models.map { [ItemPath?](repeating: nil, count: $0.count) }
        for (section, keys) in new.keys.enumerated() {
            for (item, key) in keys.enumerated() {
                let to = ItemPath(item: item, section: section)
                guard let from = oldPlace[key] else {
                    changeset.insertedItems[to] = new.models[section][item]
                    continue
                }
                oldMatch[from.section][from.item] = to
                newMatch[section][item] = from
                let model = new.models[section][item]
                if !isEqual(old[from.section][from.item], model) { changeset.updatedItems[from] = model }
            }
        }

        // An old item of a section that stays, with no new item, is removed. One that stays in its section gets
        // its rank among the items that do so too, for the moves below.
        var oldRank: [[Int]] = old.map { [Int](repeating: -1, count: $0.count) }
        for (section, matches) in oldMatch.enumerated() {
            guard let target = sections.newSection(ofOld: section) else { continue }
            var rank = 0
            for (item, match) in matches.enumerated() {
                guard let match else {
                    changeset.removedItems.insert(ItemPath(item: item, section: section))
                    continue
                }
                if match.section == target {
                    oldRank[section][item] = rank
                    rank += 1
                }
            }
        }

        // A paired item stays when it keeps its section and its rank among the items that also keep theirs; those
        // keep their order, and the changeset puts them around what is inserted and moved. Every other one moves.
        for (section, matches) in newMatch.enumerated() {
            let source = sections.oldSection(ofNew: section)
            var rank = 0
            for (item, match) in matches.enumerated() {
                guard let from = match else { continue }
                if from.section == source {
                    let stays = oldRank[from.section][from.item] == rank
                    rank += 1
                    if stays { continue }
                }
                changeset.movedItems[from] = ItemPath(item: item, section: section)
            }
        }
        let difference = ListDifference(
            changeset: changeset,
            duplicateSections: new.duplicateSections,
            duplicateItems: new.duplicateItems
        )
        return (difference, new.ids)
    }

    /// The positions in `values` of a longest strictly increasing subsequence (patience sorting, `n log n`).
    static func longestIncreasingSubsequence(_ values: [Int]) -> [Int] {
        var tails: [Int] = []
        var previous = [Int](repeating: -1, count: values.count)
        for (index, value) in values.enumerated() {
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[index] = tails[low - 1] }
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        var result: [Int] = []
        var cursor = tails.last ?? -1
        while cursor >= 0 {
            result.append(cursor)
            cursor = previous[cursor]
        }
        return result.reversed()
    }
}

/// The new sections with their duplicates left out: identities, models and item identities, section by section.
private struct NewSections<Model, ID: Hashable> {
    var ids: [AnyHashable] = []
    var models: [[Model]] = []
    var keys: [[ID]] = []
    var duplicateSections: [Int] = []
    var duplicateItems: [ItemPath] = []

    init(_ given: [ListSection<Model>], id: (Model) -> ID) {
        var seenSections = Set<AnyHashable>()
        var seenItems = Set<ID>(minimumCapacity: given.reduce(0) { $0 + $1.models.count })
        for (sectionIndex, section) in given.enumerated() {
            let sectionID = AnyHashable(section.id)
            guard seenSections.insert(sectionID).inserted else {
                duplicateSections.append(sectionIndex)
                continue
            }
            var sectionModels: [Model] = []
            var sectionKeys: [ID] = []
            sectionModels.reserveCapacity(section.models.count)
            sectionKeys.reserveCapacity(section.models.count)
            for (itemIndex, model) in section.models.enumerated() {
                let key = id(model)
                guard seenItems.insert(key).inserted else {
                    duplicateItems.append(ItemPath(item: itemIndex, section: sectionIndex))
                    continue
                }
                sectionModels.append(model)
                sectionKeys.append(key)
            }
            ids.append(sectionID)
            models.append(sectionModels)
            keys.append(sectionKeys)
        }
    }
}

/// Which old section each new one continues: matched by identity, keeping the longest run of matches that stay
/// in the same order; the other old sections are removed and the other new ones inserted.
private struct SectionMatch {
    private var newOfOld: [Int?]
    private var oldOfNew: [Int?]

    init(oldIDs given: [AnyHashable?], newIDs: [AnyHashable]) {
        // A section without an identity takes that of the new section at its place, unless another has it.
        var oldIDs = given
        let known = Set(given.compactMap { $0 })
        for index in oldIDs.indices where oldIDs[index] == nil && index < newIDs.count {
            if !known.contains(newIDs[index]) { oldIDs[index] = newIDs[index] }
        }
        var oldIndexOfID: [AnyHashable: Int] = [:]
        for (index, id) in oldIDs.enumerated() {
            if let id, oldIndexOfID[id] == nil { oldIndexOfID[id] = index }
        }
        let candidates: [(old: Int, new: Int)] = newIDs.enumerated().compactMap { newIndex, id in
            oldIndexOfID[id].map { (old: $0, new: newIndex) }
        }
        newOfOld = [Int?](repeating: nil, count: oldIDs.count)
        oldOfNew = [Int?](repeating: nil, count: newIDs.count)
        for index in ListDiff.longestIncreasingSubsequence(candidates.map(\.old)) {
            let pair = candidates[index]
            newOfOld[pair.old] = pair.new
            oldOfNew[pair.new] = pair.old
        }
    }

    func newSection(ofOld section: Int) -> Int? { newOfOld[section] }
    func oldSection(ofNew section: Int) -> Int? { oldOfNew[section] }

    var removed: Set<Int> { Set(newOfOld.indices.filter { newOfOld[$0] == nil }) }
    var inserted: Set<Int> { Set(oldOfNew.indices.filter { oldOfNew[$0] == nil }) }
}
