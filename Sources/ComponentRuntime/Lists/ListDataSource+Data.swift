// Lists from data: the app hands over the models, the data source works out the changeset (a `ListDifference`)
// and applies it as if the app had given it, so the collection view animates it the same way.

extension ListDataSource {
    /// Shows `models` as the list's one section: works out what changed since the list last applied (items
    /// inserted, removed, moved, and updated where the model is no longer `==`, by `id`) and applies that
    /// changeset. Items keep their state and controllers while their `id` stays.
    ///
    /// ```swift
    /// await dataSource.apply(stories)
    /// ```
    ///
    /// Applies after the changesets and data given before it, against the list as they left it. An `id` given
    /// twice is reported (``RuntimeDiagnostic/Kind/duplicateListIdentity``) and its later items left out.
    /// - Returns: what changed, in the positions `UICollectionView.performBatchUpdates` expects.
    @discardableResult
    public func apply(_ models: [Model]) async -> ListChanges where Model: Identifiable & Equatable {
        await applyData([ListSection(id: ListSection<Model>.onlySectionID, models)], id: { $0.id })
    }

    /// Shows `models` as the list's one section, items told apart by the value at `id`: ``apply(_:)-([Model])``
    /// for models that are not `Identifiable`, or are identified otherwise here.
    @discardableResult
    public func apply<ID: Hashable & Sendable>(
        _ models: [Model],
        id: any KeyPath<Model, ID> & Sendable
    ) async -> ListChanges where Model: Equatable {
        await applyData([ListSection(id: ListSection<Model>.onlySectionID, models)], id: { $0[keyPath: id] })
    }

    /// Shows `sections`: works out what changed since the list last applied and applies that changeset, as
    /// ``apply(_:)-([Model])`` does for one section. Sections are told apart by their identity (see
    /// ``ListDifference``); an item may move from one section to another and keep its state. Identities must be unique among the
    /// sections, and among all the items of the list.
    ///
    /// ```swift
    /// await dataSource.apply(sections: [ListSection(id: "pinned", pinned), ListSection(id: "recent", recent)])
    /// ```
    @discardableResult
    public func apply(sections: [ListSection<Model>]) async -> ListChanges where Model: Identifiable & Equatable {
        await applyData(sections, id: { $0.id })
    }

    /// Shows `sections`, items told apart by the value at `id`: ``apply(sections:)`` for models that are not
    /// `Identifiable`, or are identified otherwise here.
    @discardableResult
    public func apply<ID: Hashable & Sendable>(
        sections: [ListSection<Model>],
        id: any KeyPath<Model, ID> & Sendable
    ) async -> ListChanges where Model: Equatable {
        await applyData(sections, id: { $0[keyPath: id] })
    }

    /// Works out the difference from the list as the earlier applications leave it, on the main actor, and
    /// applies it.
    private func applyData<ID: Hashable>(
        _ sections: [ListSection<Model>],
        id: @escaping @Sendable (Model) -> ID
    ) async -> ListChanges where Model: Equatable {
        await afterEarlierApplications {
            let clock = ContinuousClock()
            let start = clock.now
            let old = self.allItems.map { items in items.map { $0.model.current } }
            let (difference, sectionIDs) = ListDiff.difference(
                oldSectionIDs: self.sectionIDs,
                old: old,
                new: sections,
                id: id,
                isEqual: ==
            )
            Self.reportDuplicates(difference, in: sections, id: id)
            let diffing = clock.now - start
            switch await self.applyNow(difference.changeset, sectionIDs: sectionIDs, diffing: diffing) {
            case .success(let changes):
                return changes
            case .failure(let error):
                // A difference fits the list it was worked out from, and nothing changes the list in between.
                assertionFailure("ComponentRuntime: a list difference did not apply: \(error)")
                return ListChanges()
            }
        }
    }

    private static func reportDuplicates<ID: Hashable>(
        _ difference: ListDifference<Model>,
        in sections: [ListSection<Model>],
        id: (Model) -> ID
    ) {
        for index in difference.duplicateSections {
            RuntimeDiagnostics.report(
                .duplicateListIdentity,
                "section \(index) has the identity \(sections[index].id) of an earlier section; it was left out, "
                    + "with its items (give every section its own identity)"
            )
        }
        for path in difference.duplicateItems {
            let model = sections[path.section].models[path.item]
            RuntimeDiagnostics.report(
                .duplicateListIdentity,
                "the item at \(path) has the identity \(id(model)) of an earlier item; it was left out (give every "
                    + "item of the list its own identity)"
            )
        }
    }
}
