#if !canImport(UIKit)
    public import Foundation

    /// The headless backend's `UICollectionViewLayout`: what decides where a collection view's items go.
    /// Subclass it as in UIKit: ``prepare()`` works the layout out, ``collectionViewContentSize`` and the
    /// `layoutAttributes…` methods answer from it. ``UICollectionViewFlowLayout`` is the standard one.
    ///
    /// The collection view asks for a new layout after ``invalidateLayout()``, `reloadData()`, and a change of
    /// size when ``shouldInvalidateLayout(forBoundsChange:)`` says so. With no layout pass on the headless
    /// backend, it does so at once: invalidating the layout prepares it again and updates the visible cells
    /// before returning.
    @MainActor
    open class UICollectionViewLayout: NSObject {
        /// The collection view using this layout; set when the layout is given to one.
        open var collectionView: UICollectionView? { owner }
        weak var owner: UICollectionView?

        /// A layout not yet given to a collection view.
        public override init() {
            super.init()
        }

        /// Layouts are never archived on the headless backend; this initializer exists so subclasses written for
        /// UIKit (which must implement it) compile unchanged. It always fails.
        public required init?(coder: NSCoder) {
            return nil
        }

        /// Works the layout out; the collection view calls it before asking anything else. Does nothing by
        /// default.
        open func prepare() {}

        /// The size of the whole content, which the collection view scrolls. `.zero` by default.
        open var collectionViewContentSize: CGSize { .zero }

        /// The attributes of every element whose frame meets `rect`; `nil` by default.
        open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

        /// The attributes of the item at `indexPath`; `nil` by default.
        open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

        /// The attributes of the supplementary view of `elementKind` at `indexPath`; `nil` by default.
        open func layoutAttributesForSupplementaryView(
            ofKind elementKind: String,
            at indexPath: IndexPath
        ) -> UICollectionViewLayoutAttributes? {
            nil
        }

        /// Whether the collection view taking `newBounds` needs a new layout; `false` by default, as in UIKit.
        open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

        /// Where a drag that would stop at `proposedContentOffset` stops instead; the proposed offset by default.
        open func targetContentOffset(
            forProposedContentOffset proposedContentOffset: CGPoint,
            withScrollingVelocity velocity: CGPoint
        ) -> CGPoint {
            proposedContentOffset
        }

        /// Where the content goes after a change of layout or of the items; the proposed offset by default.
        open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
            proposedContentOffset
        }

        /// Marks the layout out of date: the collection view prepares it again and updates its visible cells
        /// (at once on the headless backend, which has no layout pass to wait for).
        open func invalidateLayout() {
            collectionView?.layoutWasInvalidated()
        }
    }
#endif
