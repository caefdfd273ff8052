#if !canImport(UIKit)
    public import Foundation

    /// The headless backend's `UICollectionViewLayoutAttributes`: where a layout puts one element of a collection
    /// view (a cell, or a supplementary view such as a section header) and how it shows.
    @MainActor
    open class UICollectionViewLayoutAttributes: NSObject {
        /// The element's frame in the collection view's content.
        open var frame: CGRect = .zero
        /// The centre of ``frame``; setting it moves the frame.
        open var center: CGPoint {
            get { CGPoint(x: frame.midX, y: frame.midY) }
            set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
        }
        /// The size of ``frame``; setting it keeps the centre.
        open var size: CGSize {
            get { frame.size }
            set {
                let center = self.center
                frame = CGRect(
                    x: center.x - newValue.width / 2,
                    y: center.y - newValue.height / 2,
                    width: newValue.width,
                    height: newValue.height
                )
            }
        }
        /// The element's bounds: its size at the origin.
        open var bounds: CGRect {
            get { CGRect(origin: .zero, size: frame.size) }
            set { size = newValue.size }
        }
        /// The element's transform. Stored only, as views' transforms are on the headless backend.
        open var transform: CGAffineTransform = .identity
        /// The element's opacity (1 by default).
        open var alpha: CGFloat = 1
        /// The element's order front to back among its siblings (0 by default).
        open var zIndex = 0
        /// Whether the element is hidden (`false` by default).
        open var isHidden = false
        /// The element's index path.
        open var indexPath = IndexPath(item: 0, section: 0)
        /// Whether the element is a cell, a supplementary view or a decoration.
        open private(set) var representedElementCategory: UICollectionView.ElementCategory = .cell
        /// The supplementary or decoration view's kind; `nil` for a cell.
        open private(set) var representedElementKind: String?

        /// Attributes for the cell at index path (0, 0); set ``indexPath``.
        public override init() {
            super.init()
        }

        /// Attributes for the cell at `indexPath`.
        public convenience init(forCellWith indexPath: IndexPath) {
            self.init()
            self.indexPath = indexPath
        }

        /// Attributes for a supplementary view of `elementKind` (a section header or footer) at `indexPath`.
        public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
            self.init()
            self.indexPath = indexPath
            representedElementCategory = .supplementaryView
            representedElementKind = elementKind
        }

        /// Attributes for a decoration view of `decorationViewKind` at `indexPath`.
        public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
            self.init()
            self.indexPath = indexPath
            representedElementCategory = .decorationView
            representedElementKind = decorationViewKind
        }
    }
#endif
