import Foundation
import Testing

@testable import ComponentRuntime

/// Which items of a list meet a rect: those whose frames overlap it strictly (an item that only touches the
/// rect's edge is out), an empty item when its origin lies in the rect, across sections, at each edge one point
/// before, at, and past the touch.
@Suite("List layout: the items in a rect, at its edges")
struct ListLayoutBoundaryTests {
    private func path(_ section: Int, _ item: Int) -> ItemPath { ItemPath(item: item, section: section) }

    private func rect(_ minY: CGFloat, _ maxY: CGFloat) -> CGRect {
        CGRect(x: 0, y: minY, width: 100, height: maxY - minY)
    }

    /// Five items of 10 points, one section.
    private let five = ListLayout(sizes: [Array(repeating: CGSize(width: 100, height: 10), count: 5)], width: 300)

    @Test("frames stack from the top at the given width, and the content is their total height")
    func frames() {
        #expect(five.frame(of: path(0, 0)) == CGRect(x: 0, y: 0, width: 300, height: 10))
        #expect(five.frame(of: path(0, 4)) == CGRect(x: 0, y: 40, width: 300, height: 10))
        #expect(five.contentSize == CGSize(width: 300, height: 50))
        #expect(ListLayout(sizes: [], width: 300).contentSize == CGSize(width: 300, height: 0))
    }

    @Test(
        "the top edge: item 0 ends at 10, so a rect from 9 meets it and one from 10 or 11 does not",
        arguments: [(9, [0, 1, 2]), (10, [1, 2]), (11, [1, 2])] as [(CGFloat, [Int])]
    )
    func topEdge(minY: CGFloat, expected: [Int]) {
        #expect(five.items(in: rect(minY, 30)) == expected.map { path(0, $0) })
    }

    @Test(
        "the bottom edge: item 3 starts at 30, so a rect to 29 or 30 leaves it out and one to 31 meets it",
        arguments: [(29, [1, 2]), (30, [1, 2]), (31, [1, 2, 3])] as [(CGFloat, [Int])]
    )
    func bottomEdge(maxY: CGFloat, expected: [Int]) {
        #expect(five.items(in: rect(10, maxY)) == expected.map { path(0, $0) })
    }

    @Test("the first and last items, and a rect past the content or before it")
    func ends() {
        #expect(five.items(in: rect(0, 50)) == (0..<5).map { path(0, $0) })
        #expect(five.items(in: rect(45, 100)) == [path(0, 4)])
        #expect(five.items(in: rect(50, 100)).isEmpty)
        #expect(five.items(in: rect(-20, 0)).isEmpty)
        #expect(five.items(in: rect(-20, 1)) == [path(0, 0)])
    }

    @Test("an empty item is in a rect that holds its origin inside; not in one that ends at it or misses it")
    func emptyItem() {
        let layout = ListLayout(
            sizes: [[CGSize(width: 100, height: 10), CGSize(width: 100, height: 0), CGSize(width: 100, height: 10)]],
            width: 100
        )
        #expect(layout.items(in: rect(0, 20)) == [path(0, 0), path(0, 1), path(0, 2)])
        #expect(layout.items(in: rect(0, 11)) == [path(0, 0), path(0, 1), path(0, 2)])
        #expect(layout.items(in: rect(0, 10)) == [path(0, 0)])
        // The origin (0, 10) is left of a rect from x = 1: the empty item is out, the others are in.
        #expect(layout.items(in: CGRect(x: 1, y: 0, width: 100, height: 20)) == [path(0, 0), path(0, 2)])
    }

    @Test("sections follow one another; an empty section is skipped; a rect across two meets items of both")
    func sections() {
        let item = CGSize(width: 100, height: 10)
        let layout = ListLayout(sizes: [[item, item], [], [item, item]], width: 100)
        #expect(layout.frame(of: path(2, 0)) == CGRect(x: 0, y: 20, width: 100, height: 10))
        #expect(layout.items(in: rect(15, 25)) == [path(0, 1), path(2, 0)])
        #expect(layout.items(in: rect(20, 40)) == [path(2, 0), path(2, 1)])
        #expect(layout.contentSize.height == 40)
    }
}
