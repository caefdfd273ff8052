#if !canImport(UIKit)
    public import Foundation

    /// The headless backend's `UICollectionViewFlowLayout`: items in lines, one line after the other along the
    /// scroll direction, with UIKit's properties and defaults (50 × 50 items, 10 points between lines and
    /// between items). The collection view's flow layout delegate (`UICollectionViewDelegateFlowLayout`)
    /// can give each item its size and each section its insets, spacing and header and footer sizes.
    ///
    /// How it places, as UIKit's does: each section starts with its header (as long as `headerReferenceSize`
    /// along the scroll direction, as wide as the view across it), then its inset; items fill a line across the
    /// view (its width for vertical scrolling, less the content inset and the section inset) with at least
    /// `minimumInteritemSpacing` between them, and a new line starts, `minimumLineSpacing` further on, when the
    /// next item does not fit; items are centred across the line's length; the section's end inset and footer
    /// follow. The content size is that of everything together (across: the view less its content inset).
    ///
    /// Simpler than UIKit's: the items of a line sit at the minimum spacing from the line's start instead of
    /// spreading over the whole line; `estimatedItemSize`, when set, is every item's size (there is no Auto
    /// Layout to size cells with); headers and footers take their room but no views are made for them, so
    /// pinning them to the visible bounds changes nothing.
    @MainActor
    open class UICollectionViewFlowLayout: UICollectionViewLayout {
        /// Where section insets are measured from: UIKit's `UICollectionViewFlowLayout.SectionInsetReference`,
        /// with UIKit's raw values.
        public enum SectionInsetReference: Int, Sendable {
            /// From the content inset's edges.
            case fromContentInset = 0
            /// From the safe area's edges.
            case fromSafeArea = 1
            /// From the layout margins.
            case fromLayoutMargins = 2
        }

        /// The least space between lines (10 by default).
        open var minimumLineSpacing: CGFloat = 10 {
            didSet { if minimumLineSpacing != oldValue { invalidateLayout() } }
        }
        /// The least space between items of a line (10 by default).
        open var minimumInteritemSpacing: CGFloat = 10 {
            didSet { if minimumInteritemSpacing != oldValue { invalidateLayout() } }
        }
        /// Every item's size when the delegate gives none (50 × 50 by default).
        open var itemSize = CGSize(width: 50, height: 50) {
            didSet { if itemSize != oldValue { invalidateLayout() } }
        }
        /// The estimated size of self-sizing items (`.zero`, no self-sizing, by default). On the headless
        /// backend a non-zero estimate is every item's size when the delegate gives none.
        open var estimatedItemSize: CGSize = .zero {
            didSet { if estimatedItemSize != oldValue { invalidateLayout() } }
        }
        /// The direction the content scrolls in, along which lines follow one another (`.vertical` by default).
        open var scrollDirection: UICollectionView.ScrollDirection = .vertical {
            didSet { if scrollDirection != oldValue { invalidateLayout() } }
        }
        /// The size of each section's header when the delegate gives none (`.zero`: no header); only its length
        /// along the scroll direction counts.
        open var headerReferenceSize: CGSize = .zero {
            didSet { if headerReferenceSize != oldValue { invalidateLayout() } }
        }
        /// The size of each section's footer when the delegate gives none (`.zero`: no footer); only its length
        /// along the scroll direction counts.
        open var footerReferenceSize: CGSize = .zero {
            didSet { if footerReferenceSize != oldValue { invalidateLayout() } }
        }
        /// The space around each section's items when the delegate gives none (`.zero` by default).
        open var sectionInset: UIEdgeInsets = .zero {
            didSet { if sectionInset != oldValue { invalidateLayout() } }
        }
        /// Where section insets are measured from (`.fromContentInset` by default). Stored only: without a safe
        /// area or layout margins on the headless backend, every reference measures from the content inset.
        open var sectionInsetReference: SectionInsetReference = .fromContentInset
        /// Whether section headers stay in view while their section scrolls (`false` by default). Stored only.
        open var sectionHeadersPinToVisibleBounds = false
        /// Whether section footers stay in view while their section scrolls (`false` by default). Stored only.
        open var sectionFootersPinToVisibleBounds = false

        /// One element placed, with the extent along the scroll direction of the line it is on, in layout order:
        /// what finding the elements in a rect searches.
        private struct Placed {
            let lineStart: CGFloat
            let lineEnd: CGFloat
            let attributes: UICollectionViewLayoutAttributes
        }

        private var items: [[UICollectionViewLayoutAttributes]] = []
        private var placed: [Placed] = []
        private var contentSize: CGSize = .zero

        /// The size of the whole content, from the last ``prepare()``.
        open override var collectionViewContentSize: CGSize { contentSize }

        /// The size an item has when the delegate gives none.
        var sizeWithoutDelegate: CGSize { estimatedItemSize == .zero ? itemSize : estimatedItemSize }

        /// Places every section's header, items and footer (see the class documentation).
        open override func prepare() {
            super.prepare()
            items = []
            placed = []
            contentSize = .zero
            guard let collectionView else { return }
            let vertical = scrollDirection == .vertical
            let inset = collectionView.adjustedContentInset
            let across = max(
                0,
                vertical
                    ? collectionView.bounds.width - inset.left - inset.right
                    : collectionView.bounds.height - inset.top - inset.bottom
            )
            var along: CGFloat = 0
            for section in 0..<collectionView.numberOfSections {
                along = placeSection(section, in: collectionView, from: along, across: across)
            }
            contentSize = vertical ? CGSize(width: across, height: along) : CGSize(width: along, height: across)
        }

        /// Places section `section` from `start` along the scroll direction; returns where it ends.
        private func placeSection(
            _ section: Int,
            in collectionView: UICollectionView,
            from start: CGFloat,
            across: CGFloat
        ) -> CGFloat {
            let vertical = scrollDirection == .vertical
            let delegate = collectionView.delegate as? any UICollectionViewDelegateFlowLayout
            let inset =
                delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset
            let lineSpacing =
                delegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section)
                ?? minimumLineSpacing
            let itemSpacing =
                delegate?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
                ?? minimumInteritemSpacing
            let header =
                delegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section)
                ?? headerReferenceSize
            let footer =
                delegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section)
                ?? footerReferenceSize
            // Along the scroll direction and across it: (before, after) and (start, end) of the section inset.
            let (before, after) = vertical ? (inset.top, inset.bottom) : (inset.left, inset.right)
            let (crossStart, crossEnd) = vertical ? (inset.left, inset.right) : (inset.top, inset.bottom)

            var along = start
            along = placeSupplementary(
                UICollectionView.elementKindSectionHeader,
                section: section,
                length: vertical ? header.height : header.width,
                at: along,
                across: across
            )
            along += before
            var sectionItems: [UICollectionViewLayoutAttributes] = []
            var line: [(attributes: UICollectionViewLayoutAttributes, size: CGSize)] = []
            var cross = crossStart
            func finishLine() {
                guard !line.isEmpty else { return }
                let length = line.map { vertical ? $0.size.height : $0.size.width }.max() ?? 0
                for (attributes, size) in line {
                    let itemLength = vertical ? size.height : size.width
                    let offset = along + (length - itemLength) / 2
                    if vertical { attributes.frame.origin.y = offset } else { attributes.frame.origin.x = offset }
                    placed.append(Placed(lineStart: along, lineEnd: along + length, attributes: attributes))
                }
                along += length
                line = []
                cross = crossStart
            }
            for item in 0..<collectionView.numberOfItems(inSection: section) {
                let indexPath = IndexPath(item: item, section: section)
                let size =
                    delegate?.collectionView(collectionView, layout: self, sizeForItemAt: indexPath)
                    ?? sizeWithoutDelegate
                let itemCross = vertical ? size.width : size.height
                if !line.isEmpty && cross + itemCross > across - crossEnd {
                    finishLine()
                    along += lineSpacing
                }
                let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
                attributes.frame =
                    vertical
                    ? CGRect(x: cross, y: 0, width: size.width, height: size.height)
                    : CGRect(x: 0, y: cross, width: size.width, height: size.height)
                line.append((attributes, size))
                sectionItems.append(attributes)
                cross += itemCross + itemSpacing
            }
            finishLine()
            items.append(sectionItems)
            along += after
            return placeSupplementary(
                UICollectionView.elementKindSectionFooter,
                section: section,
                length: vertical ? footer.height : footer.width,
                at: along,
                across: across
            )
        }

        /// Places a header or footer `length` long at `along` when it has a length; returns where it ends.
        private func placeSupplementary(
            _ kind: String,
            section: Int,
            length: CGFloat,
            at along: CGFloat,
            across: CGFloat
        ) -> CGFloat {
            guard length > 0 else { return along }
            let attributes = UICollectionViewLayoutAttributes(
                forSupplementaryViewOfKind: kind,
                with: IndexPath(item: 0, section: section)
            )
            attributes.frame =
                scrollDirection == .vertical
                ? CGRect(x: 0, y: along, width: across, height: length)
                : CGRect(x: along, y: 0, width: length, height: across)
            placed.append(Placed(lineStart: along, lineEnd: along + length, attributes: attributes))
            return along + length
        }

        /// The items, headers and footers whose frames meet `rect` (an empty item counts when its origin is in
        /// `rect`), found by binary search along the scroll direction.
        open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            let vertical = scrollDirection == .vertical
            let (rectStart, rectEnd) = vertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
            var low = 0
            var high = placed.count
            while low < high {
                let middle = (low + high) / 2
                if placed[middle].lineEnd < rectStart { low = middle + 1 } else { high = middle }
            }
            var found: [UICollectionViewLayoutAttributes] = []
            var index = low
            while index < placed.count, placed[index].lineStart <= rectEnd {
                let attributes = placed[index].attributes
                if Self.frame(attributes.frame, meets: rect) { found.append(attributes) }
                index += 1
            }
            return found
        }

        /// Whether `frame` and `rect` overlap (an edge that only touches does not), or, for an empty `frame`,
        /// whether `rect` holds its origin (start edges included): the rule by which the runtime's lists mount
        /// empty items too, where UIKit's intersection test would leave them out.
        static func frame(_ frame: CGRect, meets rect: CGRect) -> Bool {
            guard frame.width > 0, frame.height > 0 else {
                return frame.minX >= rect.minX && frame.minX < rect.maxX && frame.minY >= rect.minY
                    && frame.minY < rect.maxY
            }
            return frame.minX < rect.maxX && frame.maxX > rect.minX && frame.minY < rect.maxY && frame.maxY > rect.minY
        }

        /// The attributes of the item at `indexPath`, from the last ``prepare()``; `nil` when there is none.
        open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            guard indexPath.count == 2, items.indices.contains(indexPath.section),
                items[indexPath.section].indices.contains(indexPath.item)
            else { return nil }
            return items[indexPath.section][indexPath.item]
        }

        /// The attributes of the header or footer of section `indexPath.section`; `nil` when it has none.
        open override func layoutAttributesForSupplementaryView(
            ofKind elementKind: String,
            at indexPath: IndexPath
        ) -> UICollectionViewLayoutAttributes? {
            placed.first {
                $0.attributes.representedElementKind == elementKind
                    && $0.attributes.indexPath.section == indexPath.section
            }?.attributes
        }

        /// `true` when the size changes: lines are as long as the view is wide (or tall).
        open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
            newBounds.size != collectionView?.bounds.size
        }
    }
#endif
