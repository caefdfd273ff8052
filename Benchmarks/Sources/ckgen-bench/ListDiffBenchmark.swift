import ComponentRuntime
import Foundation

// Issue 40's list from data: 10,000 items of 6–20 components (ListBenchmark's stories), then the same list with
// 10% of it changed (600 items updated, 150 removed, 150 inserted, 100 moved), handed over as an array.
// (a) working out the changeset alone, (b) applying the new array to the list (the difference, then building
// and laying out the updated and inserted items), (c) building the whole new list from scratch, the cost of
// reloading instead.

extension BenchStory: Identifiable, Equatable {
    var id: Int { index }

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.index == rhs.index && lhs.lines == rhs.lines && lhs.revision == rhs.revision
    }
}

struct ListDiffBenchmarkResult {
    let items: Int
    let updated: Int
    let removed: Int
    let inserted: Int
    let moved: Int
    /// The changeset's own counts, as worked out.
    let changesetMoves: Int
    let diff: Double
    let update: Double
    let updateMainActor: Double
    let updateDiffing: Double
    let rebuild: Double
    var updateOverRebuild: Double { update / rebuild }
}

/// The list before and after: 10% of `count` items changed, the same every run.
func listDiffModels(count: Int) -> (before: [BenchStory], after: [BenchStory], changes: (Int, Int, Int, Int)) {
    let before = (0..<count).map { BenchStory(index: $0, lines: 2 + $0 % 8) }
    var random = BenchRandom(state: 40)
    let changed = count / 10
    let updated = changed * 6 / 10
    let removed = changed * 15 / 100
    let inserted = removed
    let moved = changed - updated - removed - inserted
    var positions = Array(0..<count)
    positions.shuffle(using: &random)
    var after = before
    for position in positions[0..<updated] { after[position].revision += 1 }
    let removedSet = Set(positions[updated..<updated + removed])
    let movedSet = Set(positions[updated + removed..<updated + removed + moved])
    let movedStories = movedSet.sorted().map { after[$0] }
    after = after.indices.filter { !removedSet.contains($0) && !movedSet.contains($0) }.map { after[$0] }
    for story in movedStories { after.insert(story, at: Int.random(in: 0...after.count, using: &random)) }
    for index in 0..<inserted {
        let story = BenchStory(index: count + index, lines: 2 + index % 8)
        after.insert(story, at: Int.random(in: 0...after.count, using: &random))
    }
    return (before, after, (updated, removed, inserted, moved))
}

@MainActor
func runListDiffBenchmark(items count: Int = 10_000, runs: Int = 21) async -> ListDiffBenchmarkResult {
    let width = SizeRange(min: CGSize(width: 375, height: 0), max: CGSize(width: 375, height: CGFloat.infinity))
    let (before, after, counts) = listDiffModels(count: count)
    func makeDataSource() -> ListDataSource<BenchStory> {
        ListDataSource<BenchStory>(itemSizeRange: width, asynchronousUpdateDelivery: .manual) { story, _ in
            BenchStoryComponent(story: story)
        }
    }
    var diffs: [Double] = []
    var updates: [Double] = []
    var updateMainActor: [Double] = []
    var updateDiffing: [Double] = []
    var rebuilds: [Double] = []
    var changesetMoves = 0
    let clock = ContinuousClock()
    for _ in 0..<runs {
        var difference: ListDifference<BenchStory>?
        diffs.append(
            seconds(
                clock.measure {
                    difference = ListDifference(from: [ListSection(id: 0, before)], to: [ListSection(id: 0, after)])
                }
            )
        )
        changesetMoves = difference?.changeset.movedItems.count ?? 0
        blackHole(difference)

        let dataSource = makeDataSource()
        let host = CollectionHost(dataSource: dataSource, frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        await dataSource.apply(before)
        let update = await clock.measure { await dataSource.apply(after) }
        updates.append(seconds(update))
        updateMainActor.append(seconds(dataSource.lastApplicationTiming.mainActor))
        updateDiffing.append(seconds(dataSource.lastApplicationTiming.diffing))
        blackHole(host)

        let fresh = makeDataSource()
        let freshHost = CollectionHost(dataSource: fresh, frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let rebuild = await clock.measure { await fresh.apply(after) }
        rebuilds.append(seconds(rebuild))
        blackHole(freshHost)
    }
    func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
    return ListDiffBenchmarkResult(
        items: count,
        updated: counts.0,
        removed: counts.1,
        inserted: counts.2,
        moved: counts.3,
        changesetMoves: changesetMoves,
        diff: median(diffs),
        update: median(updates),
        updateMainActor: median(updateMainActor),
        updateDiffing: median(updateDiffing),
        rebuild: median(rebuilds)
    )
}

/// SplitMix64, so every run changes the same items.
struct BenchRandom: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
