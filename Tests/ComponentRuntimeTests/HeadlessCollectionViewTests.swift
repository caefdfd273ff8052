import ComponentRuntime
import Foundation
import Testing

/// A cell that shows its item's index path and counts how often it was reused.
@MainActor
private final class NumberCell: UICollectionViewCell {
    let label = UILabel()
    var reuses = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// Sections of numbered items, with sizes and selection answers a test sets, writing down the delegate calls.
@MainActor
private final class Numbers: UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var counts: [Int]
    var sizes: [IndexPath: CGSize] = [:]
    var refusesSelection: Set<IndexPath> = []
    var refusesHighlight: Set<IndexPath> = []
    var log: [String] = []
    var cellsMade: Set<ObjectIdentifier> = []

    init(_ counts: [Int]) { self.counts = counts }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        counts[section]
    }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "number", for: indexPath)
        (cell as? NumberCell)?.label.text = "\(indexPath.section).\(indexPath.item)"
        cellsMade.insert(ObjectIdentifier(cell))
        return cell
    }
    func collectionView(
        _ collectionView: UICollectionView,
        layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        sizes[indexPath] ?? (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
    }
    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldHighlight \(indexPath.item)")
        return !refusesHighlight.contains(indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        log.append(
            "didHighlight \(indexPath.item) cell=\(collectionView.cellForItem(at: indexPath)?.isHighlighted == true)"
        )
    }
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        log.append("didUnhighlight \(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldSelect \(indexPath.item)")
        return !refusesSelection.contains(indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        log.append("didSelect \(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        log.append("didDeselect \(indexPath.item)")
    }
    func collectionView(
        _ collectionView: UICollectionView,
        willDisplay cell: UICollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {
        log.append("willDisplay \(indexPath.item)")
    }
    func collectionView(
        _ collectionView: UICollectionView,
        didEndDisplaying cell: UICollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {
        log.append("didEndDisplaying \(indexPath.item)")
    }
}

@Suite("Headless UICollectionView: flow layout, visible cells, reuse and selection")
@MainActor
struct HeadlessCollectionViewTests {
    /// A 200 × 100 collection view with a default flow layout (50 × 50 items, 10 points apart) and section
    /// insets of 5 above and below and 10 on the sides: three items a line.
    private func makeGrid(_ counts: [Int] = [7]) -> (UICollectionView, UICollectionViewFlowLayout, Numbers) {
        let layout = UICollectionViewFlowLayout()
        layout.sectionInset = UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 200, height: 100),
            collectionViewLayout: layout
        )
        collectionView.register(NumberCell.self, forCellWithReuseIdentifier: "number")
        let numbers = Numbers(counts)
        collectionView.dataSource = numbers
        collectionView.delegate = numbers
        return (collectionView, layout, numbers)
    }

    private func frame(_ collectionView: UICollectionView, _ item: Int, _ section: Int = 0) -> CGRect? {
        collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    @Test("the flow layout and the cells start at UIKit's defaults")
    func defaults() {
        let layout = UICollectionViewFlowLayout()
        #expect(layout.itemSize == CGSize(width: 50, height: 50))
        #expect(layout.estimatedItemSize == .zero)
        #expect(layout.minimumLineSpacing == 10 && layout.minimumInteritemSpacing == 10)
        #expect(layout.scrollDirection == .vertical)
        #expect(layout.sectionInset == .zero)
        #expect(layout.headerReferenceSize == .zero && layout.footerReferenceSize == .zero)
        #expect(layout.sectionInsetReference == .fromContentInset)
        #expect(!layout.sectionHeadersPinToVisibleBounds && !layout.sectionFootersPinToVisibleBounds)
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        #expect(collectionView.collectionViewLayout === layout)
        #expect(layout.collectionView === collectionView)
        #expect(collectionView.allowsSelection && !collectionView.allowsMultipleSelection)
        #expect(!collectionView.allowsSelectionDuringEditing && !collectionView.allowsMultipleSelectionDuringEditing)
        #expect(!collectionView.isEditing)
        #expect(collectionView.isPrefetchingEnabled)
        #expect(collectionView.backgroundView == nil)
        #expect(collectionView.numberOfSections == 0, "no data source, no sections")
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 30, height: 40))
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 30, height: 40))
        #expect(!cell.isSelected && !cell.isHighlighted)
        #expect(cell.backgroundView == nil && cell.selectedBackgroundView == nil && cell.reuseIdentifier == nil)
    }

    @Test("items fill lines across the view with the spacing and insets, and the content size follows")
    func flowLayoutFrames() {
        let (collectionView, _, numbers) = makeGrid()
        defer { withExtendedLifetime(numbers) {} }  // the collection view holds its data source weakly
        #expect(frame(collectionView, 0) == CGRect(x: 10, y: 5, width: 50, height: 50))
        #expect(frame(collectionView, 1) == CGRect(x: 70, y: 5, width: 50, height: 50))
        #expect(frame(collectionView, 2) == CGRect(x: 130, y: 5, width: 50, height: 50))
        #expect(frame(collectionView, 3) == CGRect(x: 10, y: 65, width: 50, height: 50), "a new line")
        #expect(frame(collectionView, 6) == CGRect(x: 10, y: 125, width: 50, height: 50))
        #expect(collectionView.contentSize == CGSize(width: 200, height: 180))
    }

    @Test("headers, sections and the delegate's sizes: items are centred on their line")
    func sectionsHeadersAndSizes() {
        let (collectionView, layout, numbers) = makeGrid([2, 1])
        layout.headerReferenceSize = CGSize(width: 0, height: 20)
        numbers.sizes[IndexPath(item: 1, section: 0)] = CGSize(width: 50, height: 30)
        collectionView.reloadData()
        #expect(frame(collectionView, 0) == CGRect(x: 10, y: 25, width: 50, height: 50))
        #expect(frame(collectionView, 1) == CGRect(x: 70, y: 35, width: 50, height: 30))
        // Section 0 ends at 20 + 5 + 50 + 5 = 80; section 1's header takes 20 more, its inset 5.
        #expect(frame(collectionView, 0, 1) == CGRect(x: 10, y: 105, width: 50, height: 50))
        #expect(collectionView.contentSize.height == 160)
    }

    @Test("a horizontal flow layout fills columns down the view and scrolls across")
    func horizontalLayout() {
        let (collectionView, layout, numbers) = makeGrid([4])
        defer { withExtendedLifetime(numbers) {} }
        layout.scrollDirection = .horizontal
        layout.sectionInset = .zero
        // 100 points tall: one 50-point item, 10 of spacing, and no room for a second (50 + 10 + 50 > 100).
        #expect(frame(collectionView, 0) == CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(frame(collectionView, 1) == CGRect(x: 60, y: 0, width: 50, height: 50))
        #expect(collectionView.contentSize == CGSize(width: 230, height: 100))
    }

    @Test("only the items meeting the visible rect have cells, made by the data source and reused on scrolling")
    func visibleCellsAndReuse() throws {
        let (collectionView, _, numbers) = makeGrid()
        #expect(collectionView.indexPathsForVisibleItems == (0..<6).map { IndexPath(item: $0, section: 0) })
        #expect(numbers.cellsMade.count == 6)
        let labels = collectionView.visibleCells.compactMap { ($0 as? NumberCell)?.label.text }
        #expect(labels == ["0.0", "0.1", "0.2", "0.3", "0.4", "0.5"])
        #expect(collectionView.cellForItem(at: IndexPath(item: 6, section: 0)) == nil)

        numbers.log = []
        collectionView.contentOffset = CGPoint(x: 0, y: 100)  // lines at 65 and 125: items 3...6
        #expect(collectionView.indexPathsForVisibleItems == (3..<7).map { IndexPath(item: $0, section: 0) })
        #expect(numbers.log == ["didEndDisplaying 0", "didEndDisplaying 1", "didEndDisplaying 2", "willDisplay 6"])
        #expect(numbers.cellsMade.count == 6, "item 6 got a cell another item left")
        let reused = try #require(collectionView.cellForItem(at: IndexPath(item: 6, section: 0)) as? NumberCell)
        #expect(reused.reuses == 1)
        #expect(reused.label.text == "0.6")
        #expect(reused.frame == CGRect(x: 10, y: 125, width: 50, height: 50))
        let hidden = collectionView.subviews.filter { $0.isHidden }
        #expect(hidden.count == 2, "the other two wait in the reuse queue, hidden")
    }

    @Test("reloadData reads the data source again and gives the visible items cells anew")
    func reload() {
        let (collectionView, _, numbers) = makeGrid()
        _ = collectionView.visibleCells
        numbers.counts = [2]
        numbers.log = []
        collectionView.reloadData()
        #expect(collectionView.numberOfItems(inSection: 0) == 2)
        #expect(collectionView.indexPathsForVisibleItems.count == 2)
        #expect(numbers.log.filter { $0.hasPrefix("didEndDisplaying") }.count == 6)
        #expect(numbers.cellsMade.count == 6, "cells came back from the reuse queue")
        #expect(collectionView.contentSize.height == 60)
    }

    @Test("a tap highlights, asks and selects, in UIKit's order; single selection replaces the selected item")
    func tapSelection() {
        let (collectionView, _, numbers) = makeGrid()
        collectionView.simulateTapItem(at: IndexPath(item: 1, section: 0))
        #expect(
            numbers.log.suffix(5) == [
                "shouldHighlight 1", "didHighlight 1 cell=true", "didUnhighlight 1", "shouldSelect 1", "didSelect 1",
            ]
        )
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == true)

        numbers.log = []
        collectionView.simulateTapItem(at: IndexPath(item: 2, section: 0))
        #expect(numbers.log.suffix(3) == ["shouldSelect 2", "didDeselect 1", "didSelect 2"])
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == false)
    }

    @Test("multiple selection, refusals, and selection turned off")
    func selectionRules() {
        let (collectionView, _, numbers) = makeGrid()
        collectionView.allowsMultipleSelection = true
        collectionView.simulateTapItem(at: IndexPath(item: 0, section: 0))
        collectionView.simulateTapItem(at: IndexPath(item: 3, section: 0))
        #expect(collectionView.indexPathsForSelectedItems?.count == 2)
        collectionView.simulateTapItem(at: IndexPath(item: 0, section: 0))
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)], "a second tap deselects")

        numbers.refusesSelection = [IndexPath(item: 4, section: 0)]
        collectionView.simulateTapItem(at: IndexPath(item: 4, section: 0))
        numbers.refusesHighlight = [IndexPath(item: 5, section: 0)]
        numbers.log = []
        collectionView.simulateTapItem(at: IndexPath(item: 5, section: 0))
        #expect(numbers.log == ["shouldHighlight 5"], "no highlight, no selection")
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])

        collectionView.allowsSelection = false
        numbers.log = []
        collectionView.simulateTapItem(at: IndexPath(item: 1, section: 0))
        collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        #expect(numbers.log.isEmpty)
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])

        collectionView.allowsSelection = true
        collectionView.selectItem(at: IndexPath(item: 6, section: 0), animated: false, scrollPosition: .bottom)
        #expect(numbers.log.allSatisfy { !$0.contains("Select") }, "selecting in code tells the delegate nothing")
        #expect(collectionView.contentOffset.y == 75, "scrolled so item 6's bottom is at the view's bottom")
        collectionView.deselectItem(at: IndexPath(item: 3, section: 0), animated: false)
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 6, section: 0)])
    }

    @Test("a selected cell shows its selected background over its background, behind the content")
    func cellBackgrounds() {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let background = UIView()
        let selected = UIView()
        cell.backgroundView = background
        cell.selectedBackgroundView = selected
        #expect(cell.subviews == [background, selected, cell.contentView])
        #expect(background.frame == cell.bounds && selected.frame == cell.bounds)
        #expect(selected.isHidden)
        cell.isSelected = true
        #expect(!selected.isHidden)
    }
}
