import Foundation
import Testing

@testable import ComponentRuntime

@Suite("Collection host: incremental mounting")
@MainActor
struct CollectionHostTests {
    /// 100 rows of 20 points in a 300 × 100 scroll view: five rows fit.
    func makeList(margin: CGFloat = 0) async throws -> (ListDataSource<String>, CollectionHost<String>, UIScrollView) {
        let dataSource = makeRowDataSource()
        var items: [ItemPath: String] = [:]
        for index in 0..<100 { items[ItemPath(item: index, section: 0)] = "row \(index)" }
        try await dataSource.apply(ListChangeset(insertedSections: [0], insertedItems: items))
        let host = CollectionHost(dataSource: dataSource, frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        host.margin = margin
        return (dataSource, host, host.scrollView)
    }

    func paths(_ range: Range<Int>) -> [ItemPath] { range.map { ItemPath(item: $0, section: 0) } }

    @Test("only the items in the visible rect are mounted")
    func mountsVisibleItems() async throws {
        let (_, host, scrollView) = try await makeList()
        #expect(host.mountedItems == paths(0..<5))
        #expect(host.statistics.itemsMounted == 5)
        #expect(scrollView.contentSize == CGSize(width: 300, height: 2_000))
        let cells = scrollView.subviews.filter { !$0.isHidden }
        #expect(cells.count == 5)
        let labels = host.collectionView.visibleCells.compactMap { $0.contentView.subviews.first as? UILabel }
            .map(\.text)
        #expect(labels == (0..<5).map { "row \($0) taps=0" })
    }

    @Test("scrolling mounts what comes into view, unmounts what leaves, and reuses cells and their views")
    func scrollingMountsIncrementally() async throws {
        let (_, host, scrollView) = try await makeList()
        scrollView.contentOffset = CGPoint(x: 0, y: 50)  // rows 2...7 meet the rect
        #expect(host.mountedItems == paths(2..<8))
        #expect(host.statistics.itemsMounted == 8)
        #expect(host.statistics.itemsUnmounted == 2)

        host.statistics = CollectionStatistics()
        scrollView.simulateDrag(to: CGPoint(x: 0, y: 150))  // one screen further: rows 7...12
        #expect(host.mountedItems == paths(7..<13))
        #expect(host.statistics.itemsMounted == 5, "only the newly visible rows")
        #expect(host.statistics.itemsUnmounted == 5)
        #expect(host.statistics.cellsCreated == 0, "cells of rows that left are reused")
        #expect(host.statistics.cellsReused == 5)
        #expect(scrollView.subviews.count == 6, "no more cells than were ever visible at once")
        let cell = try #require(host.collectionView.visibleCells.first { $0.frame.minY == 240 })
        let label = try #require(cell.contentView.subviews.first { !$0.isHidden } as? UILabel)
        #expect(label.text == "row 12 taps=0")
    }

    @Test("a margin mounts items just outside the visible rect")
    func marginMountsAhead() async throws {
        let (_, host, _) = try await makeList(margin: 40)
        #expect(host.mountedItems == paths(0..<7))
    }

    @Test("a content inset lets the list scroll further, and so changes the items it mounts")
    func insetChangesMountedItems() async throws {
        let (_, host, scrollView) = try await makeList()
        scrollView.simulateDrag(to: CGPoint(x: 0, y: 5_000))
        #expect(scrollView.contentOffset.y == 1_900)
        #expect(host.mountedItems == paths(95..<100))

        scrollView.contentInset = UIEdgeInsets(top: 50, left: 0, bottom: 60, right: 0)
        scrollView.simulateDrag(to: CGPoint(x: 0, y: 5_000))
        #expect(scrollView.contentOffset.y == 1_960, "2,000 of content + 60 of inset - 100 of view")
        #expect(host.mountedItems == paths(98..<100), "the bottom inset shows empty room under the last row")
        scrollView.simulateDrag(to: CGPoint(x: 0, y: -500))
        #expect(scrollView.contentOffset.y == -50)
        #expect(host.mountedItems == paths(0..<3), "the top inset shows empty room above the first row")
    }

    @Test("a changeset moves, removes and inserts cells; a state update resizes its item and moves the rest")
    func changesAreShown() async throws {
        let (dataSource, host, scrollView) = try await makeList()
        try await dataSource.apply(
            ListChangeset(
                removedItems: [ItemPath(item: 0, section: 0)],
                insertedItems: [ItemPath(item: 2, section: 0): "new"]
            )
        )
        #expect(host.mountedItems == paths(0..<5))
        let texts = host.collectionView.visibleCells.sorted { $0.frame.minY < $1.frame.minY }
            .compactMap { $0.contentView.subviews.first { !$0.isHidden } as? UILabel }.map(\.text)
        #expect(texts == ["row 1 taps=0", "row 2 taps=0", "new taps=0", "row 3 taps=0", "row 4 taps=0"])

        try tap(dataSource, ItemPath(item: 0, section: 0), times: 2)  // 20 → 40 points tall
        #expect(host.frame(of: ItemPath(item: 1, section: 0)).minY == 40)
        #expect(host.mountedItems == paths(0..<4))
        #expect(scrollView.contentSize.height == 2_020)
    }

    @Test("an update that keeps the item's size changes its cell in place")
    func sameSizeUpdate() async throws {
        let (dataSource, host, _) = try await makeList()
        let before = (0..<5).map { host.frame(of: ItemPath(item: $0, section: 0)) }
        try await dataSource.apply(ListChangeset(updatedItems: [ItemPath(item: 2, section: 0): "edited"]))
        #expect((0..<5).map { host.frame(of: ItemPath(item: $0, section: 0)) } == before)
        #expect(host.mountedItems == paths(0..<5))
        let cell = try #require(host.collectionView.visibleCells.first { $0.frame.minY == 40 })
        #expect((cell.contentView.subviews.first { !$0.isHidden } as? UILabel)?.text == "edited taps=0")
    }
}
