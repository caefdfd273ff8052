#if !canImport(UIKit)
    public import Foundation

    /// What a collection view asks about its items: the headless backend's `UICollectionViewDataSource`. The
    /// optional methods have default implementations that answer as UIKit does without them.
    @MainActor
    public protocol UICollectionViewDataSource: AnyObject {
        /// How many items section `section` has.
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
        /// The cell for the item at `indexPath`, configured: take it from
        /// ``UICollectionView/dequeueReusableCell(withReuseIdentifier:for:)``.
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        /// How many sections there are; 1 by default.
        func numberOfSections(in collectionView: UICollectionView) -> Int
    }

    extension UICollectionViewDataSource {
        /// One section.
        public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    }

    /// What a collection view tells its delegate about its items, besides what every scroll view tells: the
    /// headless backend's `UICollectionViewDelegate`. Every method is optional; the default implementations
    /// do nothing or answer as UIKit does without them.
    @MainActor
    public protocol UICollectionViewDelegate: UIScrollViewDelegate {
        /// Whether the item may be highlighted when a finger touches it; `true` by default. An item that may
        /// not be highlighted is not selected by a tap either.
        func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
        /// The item was highlighted.
        func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath)
        /// The item's highlight went.
        func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath)
        /// Whether a tap may select the item; `true` by default.
        func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
        /// Whether a tap may deselect the item (multiple selection); `true` by default.
        func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
        /// A tap selected the item.
        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
        /// A tap deselected the item (or selected another one in single selection).
        func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
        /// `cell` is about to show the item at `indexPath`.
        func collectionView(
            _ collectionView: UICollectionView,
            willDisplay cell: UICollectionViewCell,
            forItemAt indexPath: IndexPath
        )
        /// `cell`, which showed the item at `indexPath`, left the visible rect (or the data was reloaded).
        func collectionView(
            _ collectionView: UICollectionView,
            didEndDisplaying cell: UICollectionViewCell,
            forItemAt indexPath: IndexPath
        )
    }

    extension UICollectionViewDelegate {
        /// `true`.
        public func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath)
            -> Bool
        { true }
        /// Does nothing.
        public func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
        /// Does nothing.
        public func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
        /// `true`.
        public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath)
            -> Bool
        { true }
        /// `true`.
        public func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath)
            -> Bool
        { true }
        /// Does nothing.
        public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
        /// Does nothing.
        public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
        /// Does nothing.
        public func collectionView(
            _ collectionView: UICollectionView,
            willDisplay cell: UICollectionViewCell,
            forItemAt indexPath: IndexPath
        ) {}
        /// Does nothing.
        public func collectionView(
            _ collectionView: UICollectionView,
            didEndDisplaying cell: UICollectionViewCell,
            forItemAt indexPath: IndexPath
        ) {}
    }

    /// What a flow layout asks the collection view's delegate: the headless backend's
    /// `UICollectionViewDelegateFlowLayout`. Every method is optional; the default implementations answer with
    /// the layout's own properties, as UIKit's flow layout does for a delegate without them.
    @MainActor
    public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
        /// The size of the item at `indexPath`.
        func collectionView(
            _ collectionView: UICollectionView,
            layout collectionViewLayout: UICollectionViewLayout,
            sizeForItemAt indexPath: IndexPath
        ) -> CGSize
        /// The space around section `section`'s items.
        func collectionView(
            _ collectionView: UICollectionView,
            layout collectionViewLayout: UICollectionViewLayout,
            insetForSectionAt section: Int
        ) -> UIEdgeInsets
        /// The least space between lines of section `section`.
        func collectionView(
            _ collectionView: UICollectionView,
            layout collectionViewLayout: UICollectionViewLayout,
            minimumLineSpacingForSectionAt section: Int
        ) -> CGFloat
        /// The least space between items of a line of section `section`.
        func collectionView(
            _ collectionView: UICollectionView,
            layout collectionViewLayout: UICollectionViewLayout,
            minimumInteritemSpacingForSectionAt section: Int
        ) -> CGFloat
        /// The size of section `section`'s header.
        func collectionView(
            _ collectionView: UICollectionView,
            layout collectionViewLayout: UICollectionViewLayout,
            referenceSizeForHeaderInSection section: Int
        ) -> CGSize
        /// The size of section `section`'s footer.
        func collectionView(
            _ collectionView: UICollectionView,
            layout collectionViewLayout: UICollectionViewLayout,
            referenceSizeForFooterInSection section: Int
        ) -> CGSize
    }

    extension UICollectionViewDelegateFlowLayout {
        /// The layout's `itemSize` (its `estimatedItemSize` when that is set).
        public func collectionView(
            _ collectionView: UICollectionView,
            layout collectionViewLayout: UICollectionViewLayout,
            sizeForItemAt indexPath: IndexPath
        ) -> CGSize {
            (collectionViewLayout as? UICollectionViewFlowLayout)?.sizeWithoutDelegate ?? .zero
        }
        /// The layout's `sectionInset`.
        public func collectionView(
            _ collectionView: UICollectionView,
            layout collectionViewLayout: UICollectionViewLayout,
            insetForSectionAt section: Int
        ) -> UIEdgeInsets {
            (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero
        }
        /// The layout's `minimumLineSpacing`.
        public func collectionView(
            _ collectionView: UICollectionView,
            layout collectionViewLayout: UICollectionViewLayout,
            minimumLineSpacingForSectionAt section: Int
        ) -> CGFloat {
            (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 0
        }
        /// The layout's `minimumInteritemSpacing`.
        public func collectionView(
            _ collectionView: UICollectionView,
            layout collectionViewLayout: UICollectionViewLayout,
            minimumInteritemSpacingForSectionAt section: Int
        ) -> CGFloat {
            (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0
        }
        /// The layout's `headerReferenceSize`.
        public func collectionView(
            _ collectionView: UICollectionView,
            layout collectionViewLayout: UICollectionViewLayout,
            referenceSizeForHeaderInSection section: Int
        ) -> CGSize {
            (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero
        }
        /// The layout's `footerReferenceSize`.
        public func collectionView(
            _ collectionView: UICollectionView,
            layout collectionViewLayout: UICollectionViewLayout,
            referenceSizeForFooterInSection section: Int
        ) -> CGSize {
            (collectionViewLayout as? UICollectionViewFlowLayout)?.footerReferenceSize ?? .zero
        }
    }
#endif
