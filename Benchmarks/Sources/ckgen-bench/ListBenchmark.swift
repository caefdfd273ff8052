import ComponentRuntime
import Foundation

// Issue 15's list: 10,000 items of 5–20 components in a 375 × 667 scroll view. (a) a changeset updating one
// item against building the whole list, (b) the items mounted by scrolling one screen, (c) the main actor's
// share of a changeset.

/// One story of the list: `lines` label rows under a header, the item's size coming from its layout.
struct BenchStory: Sendable {
    let index: Int
    let lines: Int
    var revision = 0
}

/// A header and a column of lines: 2 + 2 × lines components (5 to 20 with 2 to 9 lines).
final class BenchStoryComponent: CompositeComponent {
    let story: BenchStory
    init(story: BenchStory) {
        self.story = story
        super.init(scope: story.index)
    }
    override func render() -> Component {
        var column = FlexStyle()
        column.direction = .column
        column.padding = FlexEdges(all: .points(8))
        let header = TextComponent("Story \(story.index) · revision \(story.revision)")
        let lines: [Component] = (0..<story.lines).map { line in
            InsetComponent(
                insets: UIEdgeInsets(top: 2, left: 0, bottom: 2, right: 0),
                child: TextComponent("line \(line)")
            )
        }
        return FlexboxComponent(style: column, children: ([header] + lines).map { FlexboxComponent.Child($0) })
    }
}

struct ListBenchmarkResult {
    let items: Int
    let components: Int
    let buildAll: Double
    let updateOne: Double
    let scrollMounted: Int
    let scrollUnmounted: Int
    let visibleAfterScroll: Int
    let updateMainActor: Double
    let updateTotal: Double
    let buildAllMainActor: Double
    var updateRatio: Double { updateOne / buildAll }
}

func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

@MainActor
func runListBenchmark(items count: Int = 10_000, runs: Int = 5) async throws -> ListBenchmarkResult {
    let width = SizeRange(min: CGSize(width: 375, height: 0), max: CGSize(width: 375, height: CGFloat.infinity))
    var stories: [ItemPath: BenchStory] = [:]
    var components = 0
    for index in 0..<count {
        let lines = 2 + index % 8  // 2...9 lines: 6...20 components
        stories[ItemPath(item: index, section: 0)] = BenchStory(index: index, lines: lines)
        components += 2 + 2 * lines
    }
    var builds: [Double] = []
    var buildMainActor: [Double] = []
    var updates: [Double] = []
    var updateMainActor: [Double] = []
    var updateTotals: [Double] = []
    var scrollMounted = 0
    var scrollUnmounted = 0
    var visible = 0
    for run in 0..<runs {
        let dataSource = ListDataSource<BenchStory>(itemSizeRange: width, asynchronousUpdateDelivery: .manual) {
            story,
            _ in
            BenchStoryComponent(story: story)
        }
        let host = CollectionHost(dataSource: dataSource, frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let scrollView = host.scrollView
        let clock = ContinuousClock()
        let buildTime = try await clock.measure {
            try await dataSource.apply(ListChangeset(insertedSections: [0], insertedItems: stories))
        }
        builds.append(seconds(buildTime))
        buildMainActor.append(seconds(dataSource.lastApplicationTiming.mainActor))

        let target = ItemPath(item: 5_000 + run, section: 0)
        var changed = dataSource.model(at: target)
        changed.revision += 1
        let updateTime = try await clock.measure {
            try await dataSource.apply(ListChangeset(updatedItems: [target: changed]))
        }
        updates.append(seconds(updateTime))
        updateMainActor.append(seconds(dataSource.lastApplicationTiming.mainActor))
        updateTotals.append(seconds(dataSource.lastApplicationTiming.total))

        host.statistics = CollectionStatistics()
        scrollView.simulateDrag(to: CGPoint(x: 0, y: 667))
        scrollMounted = host.statistics.itemsMounted
        scrollUnmounted = host.statistics.itemsUnmounted
        visible = host.mountedItems.count
    }
    func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
    return ListBenchmarkResult(
        items: count,
        components: components,
        buildAll: median(builds),
        updateOne: median(updates),
        scrollMounted: scrollMounted,
        scrollUnmounted: scrollUnmounted,
        visibleAfterScroll: visible,
        updateMainActor: median(updateMainActor),
        updateTotal: median(updateTotals),
        buildAllMainActor: median(buildMainActor)
    )
}
