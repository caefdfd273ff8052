/// Sections of items, each item a component tree made from its model: ComponentKit's `CKDataSource`.
///
/// Hand it the models, and it works out what changed (as SwiftUI's `ForEach` and IGListKit do):
///
/// ```swift
/// let width = SizeRange(min: CGSize(width: 375, height: 0), max: CGSize(width: 375, height: .infinity))
/// let dataSource = ListDataSource<Story>(itemSizeRange: width) { story, context in
///     StoryComponent(story: story)
/// }
/// await dataSource.apply(stories)          // `Story` is `Identifiable` and `Equatable`
/// await dataSource.apply(sections: [ListSection(id: "pinned", pinned), ListSection(id: "recent", recent)])
/// ```
///
/// or give it the changes yourself, in ComponentKit's vocabulary:
///
/// ```swift
/// let changes = try await dataSource.apply(ListChangeset(insertedSections: [0], insertedItems: [
///     ItemPath(item: 0, section: 0): story,
/// ]))
/// ```
///
/// A changeset's new and updated items are built and laid out off the main actor, on every core;
/// only taking the trees, and mounting them, happens on the main actor. Every item has its own scopes (state,
/// controllers), which stay with the item when it is updated or moved, and end when it is removed. A state
/// update inside an item re-renders that item only. Changesets apply one at a time, in the order they were
/// given; one that is not valid throws a ``ListChangesetError`` and leaves the list as it was.
@MainActor
public final class ListDataSource<Model: Sendable> {
    /// Makes an item's root component from its model. Runs off the main actor, so it is `@Sendable`.
    public typealias ComponentProvider = @Sendable (Model, Context) -> Component

    /// The values every item's components can read.
    public let context: Context
    /// The sizes an item may take: usually the list's width, any height.
    public let itemSizeRange: SizeRange

    private let provider: ComponentProvider
    private let asynchronousUpdateDelivery: ComponentHost.AsynchronousUpdateDelivery
    private var sections: [[ListItem<Model>]] = []
    /// Each section's identity, from the last ``apply(sections:)``; `nil` for a section a changeset inserted.
    private(set) var sectionIDs: [AnyHashable?] = []
    private var nextIdentifier = 0
    private var lastApplication: Task<Void, Never>?
    private var observers: [(ListChanges) -> Void] = []
    /// One mounter for every item, so views are reused across items that take turns in a cell.
    private let mounter = Mounter()

    /// Called on the main actor when a state update inside an item changed its tree, with the item's position and
    /// whether its size changed: ComponentKit's data source announcing the applied changes of a state update
    /// (`CKDataSourceUpdateStateModification`, whose changes name the updated index path) to its listeners. The
    /// list has taken the new size when this is called (``size(at:)``), and a ``CollectionHost`` showing the list
    /// has been told (the headless one has laid the list out again; on UIKit, the collection view's layout is
    /// invalidated, and UIKit lays it out on its next pass).
    public var onItemStateChange: (@MainActor (ListItemStateChange) -> Void)?

    /// How many items were built (made or rebuilt for an update) by all changesets so far.
    public private(set) var itemBuildCount = 0
    /// How long the last changeset took, and how much of that on the main actor.
    public private(set) var lastApplicationTiming = ListApplicationTiming()

    /// Creates an empty data source.
    /// - Parameters:
    ///   - context: values every item's components can read.
    ///   - itemSizeRange: the sizes an item may take.
    ///   - asynchronousUpdateDelivery: when items apply their asynchronous state updates.
    ///   - component: makes an item's root component from its model, on any thread.
    public init(
        context: Context = Context(),
        itemSizeRange: SizeRange,
        asynchronousUpdateDelivery: ComponentHost.AsynchronousUpdateDelivery = .nextRunLoopTurn,
        component: @escaping ComponentProvider
    ) {
        self.context = context
        self.itemSizeRange = itemSizeRange
        self.asynchronousUpdateDelivery = asynchronousUpdateDelivery
        self.provider = component
    }

    // MARK: Reading

    /// The number of sections.
    public var sectionCount: Int { sections.count }

    /// The number of items in `section`.
    public func itemCount(inSection section: Int) -> Int { sections[section].count }

    /// The model of the item at `path`.
    public func model(at path: ItemPath) -> Model { item(at: path).model.current }

    /// The size of the item at `path`, from its layout within ``itemSizeRange``.
    public func size(at path: ItemPath) -> CGSize { item(at: path).size }

    /// The host of the item at `path`: its scopes and its tree, mounted wherever the list shows the item.
    public func host(at path: ItemPath) -> ComponentHost { item(at: path).host }

    func item(at path: ItemPath) -> ListItem<Model> { sections[path.section][path.item] }

    /// Every item, section by section.
    var allItems: [[ListItem<Model>]] { sections }

    /// Calls `observer` on the main actor after each changeset applies, with what it changed, and after a state
    /// update changes an item's tree (with that item as updated).
    func addObserver(_ observer: @escaping (ListChanges) -> Void) { observers.append(observer) }

    // MARK: Changing

    /// Applies `changeset` once the changesets given before it have applied: builds and lays out its new and
    /// updated items off the main actor, then takes them on the main actor.
    ///
    /// - Returns: what changed, in the positions `UICollectionView.performBatchUpdates` expects.
    /// - Throws: ``ListChangesetError`` when the changeset does not fit the list; nothing changes then.
    @discardableResult
    public func apply(_ changeset: ListChangeset<Model>) async throws(ListChangesetError) -> ListChanges {
        try await afterEarlierApplications { await self.applyNow(changeset) }.get()
    }

    /// Runs `application` once every application started before it has finished, and returns its result.
    func afterEarlierApplications<Result: Sendable>(
        _ application: @escaping @MainActor () async -> Result
    ) async -> Result {
        let previous = lastApplication
        let task = Task { @MainActor in
            await previous?.value
            return await application()
        }
        lastApplication = Task { _ = await task.value }
        return await task.value
    }

    /// Applies `changeset` now. `sectionIDs` are the identities of the sections after it, when it came from a
    /// difference; a changeset given by the app keeps the identities of the sections it keeps.
    /// `diffing` is the main actor's time spent working out that difference, counted in the timing.
    func applyNow(
        _ changeset: ListChangeset<Model>,
        sectionIDs newSectionIDs: [AnyHashable?]? = nil,
        diffing: Duration = .zero
    ) async -> Result<ListChanges, ListChangesetError> {
        let clock = ContinuousClock()
        let start = clock.now
        // Work out the new list first, changing nothing, so an invalid changeset leaves everything as it was.
        var updates: [(ListItem<Model>, Model)] = []
        var inserted: [ListItem<Model>] = []
        let applied: (sections: [[ListItem<Model>]], changes: ListChanges, removed: [ListItem<Model>])
        do {
            applied = try ListChangesetApplication.apply(
                changeset,
                to: sections,
                update: { item, model in
                    updates.append((item, model))
                    return item
                },
                insert: { model in
                    let item = self.makeItem(model)
                    inserted.append(item)
                    return item
                }
            )
        } catch {
            return .failure(error)
        }

        for (item, model) in updates { item.model.withLock { $0 = model } }
        let building = inserted + updates.map(\.0)
        var offMain: [ListItem<Model>] = []
        var builds: [BackgroundBuild] = []
        for item in building {
            if let build = item.host.beginBackgroundBuild() {
                offMain.append(item)
                builds.append(build)
            } else {
                // Its host is building already (someone asked it directly): it builds again after that.
                item.host.rebuild()
            }
        }
        let beforeBuilding = clock.now
        let built = await Self.run(builds[...])
        let afterBuilding = clock.now
        for (item, result) in zip(offMain, built) {
            item.isApplyingChangeset = true
            item.host.finishBackgroundBuild(result)
            item.isApplyingChangeset = false
        }
        for item in building { item.updateSize(in: itemSizeRange) }
        itemBuildCount += building.count

        for item in applied.removed { item.remove() }
        sections = applied.sections
        sectionIDs = newSectionIDs ?? Self.sectionIDs(sectionIDs, after: changeset)
        for observer in observers { observer(applied.changes) }
        let end = clock.now
        lastApplicationTiming = ListApplicationTiming(
            mainActor: diffing + (beforeBuilding - start) + (end - afterBuilding),
            total: diffing + (end - start),
            itemsBuilt: building.count,
            diffing: diffing
        )
        return .success(applied.changes)
    }

    /// The identities of the sections after `changeset`: those of the sections it keeps, none for those it
    /// inserts.
    private static func sectionIDs(_ ids: [AnyHashable?], after changeset: ListChangeset<Model>) -> [AnyHashable?] {
        var kept = ids.indices.filter { !changeset.removedSections.contains($0) }.map { ids[$0] }.makeIterator()
        let count = ids.count - changeset.removedSections.count + changeset.insertedSections.count
        return (0..<count).map { changeset.insertedSections.contains($0) ? nil : kept.next() ?? nil }
    }

    private func makeItem(_ model: Model) -> ListItem<Model> {
        nextIdentifier += 1
        let item = ListItem(
            identifier: nextIdentifier,
            model: model,
            context: context,
            sizeRange: itemSizeRange,
            asynchronousUpdateDelivery: asynchronousUpdateDelivery,
            mounter: mounter,
            provider: provider
        )
        item.host.treeDidChange = { [weak self, weak item] in
            guard let self, let item, !item.isApplyingChangeset else { return }
            self.itemTreeChanged(item)
        }
        return item
    }

    /// An item re-rendered after a state update: its size may have changed.
    private func itemTreeChanged(_ item: ListItem<Model>) {
        let previousSize = item.size
        item.updateSize(in: itemSizeRange)
        guard let path = path(of: item) else { return }
        var changes = ListChanges()
        changes.updatedItems = [path]
        for observer in observers { observer(changes) }
        guard let onItemStateChange else { return }
        let change = ListItemStateChange(
            path: path,
            previousSize: previousSize,
            size: item.size,
            updatedScopeIdentifier: item.host.firstScopeUpdatedSinceTreeChange?.globalIdentifier
        )
        MainActorMark.run { onItemStateChange(change) }
    }

    /// The positions of the items `isIncluded` accepts, in list order.
    func paths(where isIncluded: (ListItem<Model>) -> Bool) -> [ItemPath] {
        var paths: [ItemPath] = []
        for (section, items) in sections.enumerated() {
            for (index, item) in items.enumerated() where isIncluded(item) {
                paths.append(ItemPath(item: index, section: section))
            }
        }
        return paths
    }

    func path(of item: ListItem<Model>) -> ItemPath? {
        for (section, items) in sections.enumerated() {
            if let index = items.firstIndex(where: { $0 === item }) { return ItemPath(item: index, section: section) }
        }
        return nil
    }

    /// Builds and lays out every tree off the main actor, halves in parallel down to batches of 32, so a large
    /// changeset uses every core. Items share nothing while they are built (each has its own host and scopes),
    /// and each half hands its trees back as a `sending` value.
    @concurrent
    nonisolated private static func run(_ builds: ArraySlice<BackgroundBuild>) async -> sending [BuildResult] {
        guard builds.count > 32 else {
            var results: [BuildResult] = []
            results.reserveCapacity(builds.count)
            for build in builds { results.append(build.run()) }
            return results
        }
        let middle = builds.startIndex + builds.count / 2
        async let first = run(builds[..<middle])
        async let second = run(builds[middle...])
        return await first + second
    }
}

/// One item of a list: its model, and the host that owns its scopes and tree.
@MainActor
final class ListItem<Model: Sendable> {
    let identifier: Int
    /// Read by the build closure, wherever the item is built.
    let model: Locked<Model>
    let host: ComponentHost
    /// The item's size within the list's item size range, from its last layout.
    private(set) var size: CGSize = .zero
    /// A changeset is being applied to the item: the data source reports that change itself.
    var isApplyingChangeset = false

    init(
        identifier: Int,
        model: Model,
        context: Context,
        sizeRange: SizeRange,
        asynchronousUpdateDelivery: ComponentHost.AsynchronousUpdateDelivery,
        mounter: Mounter,
        provider: @escaping ListDataSource<Model>.ComponentProvider
    ) {
        self.identifier = identifier
        let box = Locked(model)
        self.model = box
        host = ComponentHost(
            context: context,
            asynchronousUpdateDelivery: asynchronousUpdateDelivery,
            mounter: mounter,
            factory: .anywhere { provider(box.current, $0) }
        )
        host.sizeRange = sizeRange
    }

    /// Lays the item out within `range` through its host, so its controllers hear of the layout
    /// (``AnyComponentController/didPrepareLayout(size:)``) whether or not the item is mounted, as ComponentKit's
    /// data source announces the layouts of items off screen. On the main actor, where the host announces; a
    /// layout made off the main actor with the tree is cached, so this only reads it.
    func updateSize(in range: SizeRange) {
        size = host.layoutTree(in: range)?.size ?? .zero
    }

    /// The item left the list: its tree is unmounted and its scopes end with its host.
    func remove() {
        host.unmount()
        host.treeDidChange = nil
    }
}

/// Where a changeset's time went: the main actor's share (working out what changed when the list was given as
/// data, working out the new list, taking the built trees, mounting what changed) and the whole, which adds
/// building and laying out off the main actor.
public struct ListApplicationTiming: Sendable, Equatable {
    /// The time spent on the main actor.
    public var mainActor: Duration = .zero
    /// The whole time, building and laying out off the main actor included.
    public var total: Duration = .zero
    /// How many items were built.
    public var itemsBuilt = 0
    /// The time spent working out the changeset from the models given (``ListDataSource/apply(sections:)``), on
    /// the main actor; zero for a changeset given as such. Part of ``mainActor`` and ``total``.
    public var diffing: Duration = .zero

    /// A timing (the data source makes them; tests compare with them).
    public init(mainActor: Duration = .zero, total: Duration = .zero, itemsBuilt: Int = 0, diffing: Duration = .zero) {
        self.mainActor = mainActor
        self.total = total
        self.itemsBuilt = itemsBuilt
        self.diffing = diffing
    }
}
