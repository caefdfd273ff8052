import ComponentRuntime
import Foundation
import Testing

/// ``ListComponent`` inside a tree: incremental mounting at two levels, item state across scrolling and
/// moves, changesets through ``ListContent``, and scroll events up the responder chain.
@MainActor
@Suite("List component")
struct ListComponentTests {
    /// The list of lists in a 320 × 180 root: three 60-point rows show, each with four of its 100-point cards.
    private func mountListOfLists(rows: Int = 20, cards: Int = 10) -> (ListOfListsModel, ComponentHost, UIView) {
        let model = ListOfListsModel(rowCount: rows, cardCount: cards)
        let host = ComponentHost(asynchronousUpdateDelivery: .manual) { model.makeTree() }
        host.sizeRange = SizeRange(exactly: CGSize(width: 320, height: 180))
        let view = makeRootView(width: 320, height: 180)
        host.mount(in: view)
        return (model, host, view)
    }

    private func outerScrollView(in view: UIView) throws -> ComponentScrollView {
        try #require(shownScrollViews(in: view).first)
    }

    private func cards(rows: ClosedRange<Int>, cards: ClosedRange<Int>, taps: [String: Int] = [:]) -> [String] {
        rows.flatMap { row in cards.map { "r\(row)c\($0)" } }.map { "\($0) \(taps[$0] ?? 0)" }
    }

    private func tap(_ title: String, in view: UIView) throws {
        let button = try #require(
            shownSubviews(of: view).compactMap { $0 as? UIButton }.first {
                $0.title(for: .normal)?.hasPrefix(title + " ") == true
            }
        )
        button.sendActions(for: .touchUpInside)
    }

    @Test("a list of lists mounts only the visible items at both levels, and sizes its content from the layout")
    func listOfListsMountsVisibleItems() throws {
        let (_, _, view) = mountListOfLists()
        let outer = try outerScrollView(in: view)
        #expect(outer.frame == CGRect(x: 0, y: 0, width: 320, height: 180))
        #expect(outer.contentSize == CGSize(width: 320, height: 1_200))
        let rows = shownScrollViews(in: outer)
        #expect(rows.count == 3)
        #expect(rows.map(\.contentSize) == Array(repeating: CGSize(width: 1_000, height: 60), count: 3))
        #expect(shownButtonTitles(in: view) == cards(rows: 0...2, cards: 0...3))
    }

    @Test("scrolling either level mounts what comes into view and unmounts what leaves, at that level only")
    func scrollingBothLevels() throws {
        let (_, host, view) = mountListOfLists()
        let outer = try outerScrollView(in: view)
        outer.simulateScroll(to: CGPoint(x: 0, y: 300), steps: 3)
        #expect(shownButtonTitles(in: view) == cards(rows: 5...7, cards: 0...3))
        #expect(host.statistics.subtreesCulled > 0)

        let row5 = try #require(shownScrollViews(in: outer).first { $0.frame.minY == 300 })
        row5.contentOffset = CGPoint(x: 250, y: 0)
        #expect(shownButtonTitles(in: view) == cards(rows: 5...5, cards: 2...5) + cards(rows: 6...7, cards: 0...3))
        #expect(host.statistics.subtreesCulled == 2, "the pass releases the two cards that left the row")
        let views = allSubviews(of: view).count
        outer.simulateScroll(to: CGPoint(x: 0, y: 0), steps: 5)
        outer.simulateScroll(to: CGPoint(x: 0, y: 300), steps: 5)
        #expect(allSubviews(of: view).count == views, "views that leave are reused, not made again")
    }

    @Test("each item keeps its state while scrolled out of view and when its row or itself moves")
    func stateSurvivesScrollingAndMoves() throws {
        let (model, host, view) = mountListOfLists()
        try tap("r1c2", in: view)
        try tap("r1c2", in: view)
        host.flush()
        #expect(shownButtonTitles(in: view).contains("r1c2 2"))

        let outer = try outerScrollView(in: view)
        outer.contentOffset = CGPoint(x: 0, y: 600)
        #expect(!shownButtonTitles(in: view).contains { $0.hasPrefix("r1c2") }, "scrolled out: unmounted")
        outer.contentOffset = .zero
        #expect(shownButtonTitles(in: view).contains("r1c2 2"), "scrolled back: its state is there")

        // Row 1 moves to the top, and its card 2 to the front of the row.
        var row1 = model.rows.remove(at: 1)
        row1.cards.swapAt(0, 2)
        model.rows.insert(row1, at: 0)
        host.rebuild()
        #expect(
            shownButtonTitles(in: view).prefix(4) == ["r1c2 2", "r1c1 0", "r1c0 0", "r1c3 0"],
            "the state moved with the item"
        )
        #expect(shownButtonTitles(in: view).dropFirst(4).prefix(4) == ["r0c0 0", "r0c1 0", "r0c2 0", "r0c3 0"])
    }

    @Test("a row's scroll offset stays with the row when its scroll view is reused for another row")
    func offsetFollowsItsRow() throws {
        let (_, _, view) = mountListOfLists()
        let outer = try outerScrollView(in: view)
        let row0 = try #require(shownScrollViews(in: outer).first { $0.frame.minY == 0 })
        row0.contentOffset = CGPoint(x: 250, y: 0)
        outer.contentOffset = CGPoint(x: 0, y: 600)
        #expect(shownScrollViews(in: outer).allSatisfy { $0.contentOffset == .zero }, "other rows start at 0")
        #expect(shownButtonTitles(in: view) == cards(rows: 10...12, cards: 0...3))
        outer.contentOffset = .zero
        #expect(shownScrollViews(in: outer).first { $0.frame.minY == 0 }?.contentOffset == CGPoint(x: 250, y: 0))
        #expect(shownButtonTitles(in: view) == cards(rows: 0...0, cards: 2...5) + cards(rows: 1...2, cards: 0...3))
    }

    @Test("scrolls reach the handlers and travel up the responder chain; nearing the end is told once per approach")
    func scrollEvents() throws {
        let (model, _, view) = mountListOfLists(rows: 10)
        let outer = try outerScrollView(in: view)
        let hops = RouterEventTracing.trace { outer.contentOffset = CGPoint(x: 0, y: 100) }
        #expect(hops.first?.name == .scrollComponentDidScroll)
        #expect(hops.first?.responder is ScrollComponent)
        #expect(
            hops.contains { $0.responder is ComponentRuntime.ListComponent<ListRowData, String> },
            "the list gets it next"
        )
        #expect(hops.first?.userInfo["offsetY"] == .double(100))
        #expect(model.scrolls.last?.remaining == 320)
        #expect(model.nearingEnd == 0)

        // 600 points of content, 180 visible: within 100 points of the end from an offset of 320.
        let nearing = RouterEventTracing.trace { outer.simulateScroll(to: CGPoint(x: 0, y: 400), steps: 4) }
        #expect(model.nearingEnd == 1)
        #expect(nearing.filter { $0.name == .scrollComponentNearingEnd && $0.responder is ScrollComponent }.count == 1)
        outer.contentOffset = CGPoint(x: 0, y: 410)
        #expect(model.nearingEnd == 1, "still near: not told again")
        outer.contentOffset = CGPoint(x: 0, y: 0)
        outer.contentOffset = CGPoint(x: 0, y: 420)
        #expect(model.nearingEnd == 2, "a new approach")
    }

    @Test("more items at the end announce the end again; an empty list mounts nothing")
    func growingAndEmptyLists() throws {
        let (model, host, view) = mountListOfLists(rows: 5)
        let outer = try outerScrollView(in: view)
        outer.contentOffset = CGPoint(x: 0, y: 120)
        #expect(model.nearingEnd == 1)
        model.rows += (5..<10).map { ListRowData(id: "r\($0)", cards: ["r\($0)c0"]) }
        host.rebuild()
        #expect(outer.contentSize.height == 600)
        outer.contentOffset = CGPoint(x: 0, y: 130)
        #expect(model.nearingEnd == 1, "far from the new end")
        outer.contentOffset = CGPoint(x: 0, y: 400)
        #expect(model.nearingEnd == 2)

        model.rows = []
        host.rebuild()
        #expect(shownButtonTitles(in: view).isEmpty)
        #expect(outer.contentSize == CGSize(width: 320, height: 0))
    }

    @Test("list content applies changesets; items keep their state through updates and moves")
    func changesetsThroughListContent() throws {
        var content = ListContent([["a", "b", "c"]])
        let host = ComponentHost(asynchronousUpdateDelivery: .manual) {
            CardShelfDescription(cards: content.items)
        }
        host.sizeRange = SizeRange(exactly: CGSize(width: 250, height: 60))
        let view = makeRootView(width: 250, height: 60)
        host.mount(in: view)
        #expect(shownButtonTitles(in: view) == ["a 0", "b 0", "c 0"])
        try tap("c", in: view)
        host.flush()

        let changes = try content.apply(
            ListChangeset(
                removedItems: [ItemPath(item: 0, section: 0)],
                movedItems: [ItemPath(item: 2, section: 0): ItemPath(item: 0, section: 0)],
                insertedItems: [ItemPath(item: 2, section: 0): "d"]
            )
        )
        #expect(content.items == ["c", "b", "d"])
        #expect(
            changes.movedItems == [ListMove(from: ItemPath(item: 2, section: 0), to: ItemPath(item: 0, section: 0))]
        )
        host.rebuild()
        #expect(shownButtonTitles(in: view) == ["c 1", "b 0", "d 0"])

        #expect(throws: ListChangesetError.self) {
            try content.apply(ListChangeset(removedItems: [ItemPath(item: 9, section: 0)]))
        }
        #expect(content.items == ["c", "b", "d"], "a changeset that fails changes nothing")
    }
}
