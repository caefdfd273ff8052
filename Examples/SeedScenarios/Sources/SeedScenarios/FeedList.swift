import ComponentRuntime
import Foundation

// Scenario 7 (seed 003's stateful list, as a list): entries in a ListDataSource shown by a CollectionHost. Each
// entry keeps whether it is expanded in its own scoped state, across changesets that move it; only the entries in
// view have views.

/// One entry of the feed.
public struct FeedEntry: Sendable, Equatable {
    public let id: String
    public let title: String

    public init(id: String, title: String) {
        self.id = id
        self.title = title
    }
}

/// A row: a button with the entry's title; tapping it shows or hides the entry's details below.
struct FeedEntryComponent: ComponentDescription, Identifiable {
    let entry: FeedEntry
    @ScopedState var isExpanded = false

    var id: String { entry.id }

    var body: Component {
        FlexboxComponent {
            ViewComponent<UIButton>(size: ComponentSize(height: 44)) { .title(entry.title) }
                // Synchronous: the list lays the rows out again before the tap returns.
                .onTap { $isExpanded.update(mode: .synchronous) { $0.toggle() } }
            if isExpanded { TextComponent("More about \(entry.title)") }
        }
    }
}

/// The screen: a data source of entries, and a collection host showing them in a scroll view.
@MainActor
public final class FeedListScreen {
    public let dataSource: ListDataSource<FeedEntry>
    public let collection: CollectionHost<FeedEntry>
    /// The list's scroll view: the host's collection view.
    public var scrollView: UIScrollView { collection.scrollView }

    public init(width: CGFloat = 320, height: CGFloat = 480) {
        let frame = CGRect(x: 0, y: 0, width: width, height: height)
        dataSource = ListDataSource(
            itemSizeRange: SizeRange(
                min: CGSize(width: width, height: 0),
                max: CGSize(width: width, height: CGFloat.infinity)
            )
        ) { entry, _ in FeedEntryComponent(entry: entry).inflate() }
        collection = CollectionHost(dataSource: dataSource, frame: frame)
    }

    /// Shows `entries` as the first section.
    public func load(_ entries: [FeedEntry]) async throws {
        var items: [ItemPath: FeedEntry] = [:]
        for (index, entry) in entries.enumerated() { items[ItemPath(item: index, section: 0)] = entry }
        try await dataSource.apply(ListChangeset(insertedSections: [0], insertedItems: items))
    }
}
