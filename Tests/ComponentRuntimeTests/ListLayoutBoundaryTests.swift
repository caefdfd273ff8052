import Foundation
import Testing

@testable import ComponentRuntime

/// Item sizes for a collection view, section by section, with one plain cell class.
@MainActor
private final class ItemSizes: UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    let sizes: [[CGSize]]

    init(_ sizes: [[CGSize]]) { self.sizes = sizes }

    func numberOfSections(in collectionView: UICollectionView) -> Int { sizes.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sizes[section].count
    }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    func collectionView(
        _ collectionView: UICollectionView,
        layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        sizes[indexPath.section][indexPath.item]
    }
}

/// A list's layout as the headless collection host makes it: a vertical flow layout with no spacing, in a
/// collection view as wide as the items, so they sit one below the other.
@MainActor
private struct ListLayout {
    let collectionView: UICollectionView
    let sizes: ItemSizes

    init(heights: [[CGFloat]], width: CGFloat) {
        let layout = UICollectionViewFlowLayout()
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 0
        collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: width, height: 10),
            collectionViewLayout: layout
        )
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        sizes = ItemSizes(heights.map { section in section.map { CGSize(width: width, height: $0) } })
        collectionView.dataSource = sizes
        collectionView.delegate = sizes
    }

    var contentSize: CGSize {
        _ = collectionView.numberOfSections
        return collectionView.contentSize
    }

    func frame(of path: ItemPath) -> CGRect? {
        collectionView.layoutAttributesForItem(at: path.indexPath)?.frame
    }

    func items(in rect: CGRect) -> [ItemPath] {
        _ = collectionView.numberOfSections
        return (collectionView.collectionViewLayout.layoutAttributesForElements(in: rect) ?? []).map {
            ItemPath($0.indexPath)
        }
    }
}

/// Which items of a list meet a rect: those whose frames overlap it strictly (an item that only touches the
/// rect's edge is out), an empty item when its origin lies in the rect, across sections, at each edge one point
/// before, at, and past the touch.
@Suite("List layout: the items in a rect, at its edges")
@MainActor
struct ListLayoutBoundaryTests {
    private func path(_ section: Int, _ item: Int) -> ItemPath { ItemPath(item: item, section: section) }

    private func rect(_ minY: CGFloat, _ maxY: CGFloat) -> CGRect {
        CGRect(x: 0, y: minY, width: 100, height: maxY - minY)
    }

    /// Five items of 10 points, one section, 300 points wide.
    private let five = ListLayout(heights: [Array(repeating: 10, count: 5)], width: 300)

    @Test("frames stack from the top at the list's width, and the content is their total height")
    func frames() {
        #expect(five.frame(of: path(0, 0)) == CGRect(x: 0, y: 0, width: 300, height: 10))
        #expect(five.frame(of: path(0, 4)) == CGRect(x: 0, y: 40, width: 300, height: 10))
        #expect(five.contentSize == CGSize(width: 300, height: 50))
        #expect(ListLayout(heights: [], width: 300).contentSize == CGSize(width: 300, height: 0))
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
        let layout = ListLayout(heights: [[10, 0, 10]], width: 100)
        #expect(layout.items(in: rect(0, 20)) == [path(0, 0), path(0, 1), path(0, 2)])
        #expect(layout.items(in: rect(0, 11)) == [path(0, 0), path(0, 1), path(0, 2)])
        #expect(layout.items(in: rect(0, 10)) == [path(0, 0)])
        // The origin (0, 10) is left of a rect from x = 1: the empty item is out, the others are in.
        #expect(layout.items(in: CGRect(x: 1, y: 0, width: 100, height: 20)) == [path(0, 0), path(0, 2)])
    }

    @Test("sections follow one another; an empty section is skipped; a rect across two meets items of both")
    func sections() {
        let layout = ListLayout(heights: [[10, 10], [], [10, 10]], width: 100)
        #expect(layout.frame(of: path(2, 0)) == CGRect(x: 0, y: 20, width: 100, height: 10))
        #expect(layout.items(in: rect(15, 25)) == [path(0, 1), path(2, 0)])
        #expect(layout.items(in: rect(20, 40)) == [path(2, 0), path(2, 1)])
        #expect(layout.contentSize.height == 40)
    }
}
