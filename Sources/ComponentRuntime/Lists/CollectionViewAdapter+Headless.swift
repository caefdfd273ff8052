#if !canImport(UIKit)
    /// What the adapter forwards to: the host, whatever its model type (as in the UIKit host).
    @MainActor
    protocol CollectionViewContent: AnyObject {
        var sectionCount: Int { get }
        func itemCount(inSection section: Int) -> Int
        func itemSize(at indexPath: IndexPath, in collectionView: UICollectionView) -> CGSize
        func show(itemAt indexPath: IndexPath, in cell: CollectionHostCell)
        func cellDidEndDisplaying(_ cell: UICollectionViewCell)
        func didScroll()
    }

    /// The headless collection view's data source and delegate while a ``CollectionHost`` shows it: it answers
    /// for the host and forwards every delegate call to the app's delegate. UIKit's adapter forwards what it does
    /// not implement through the Objective-C runtime; here every optional method has a default implementation, so
    /// the adapter implements each one and forwards it explicitly.
    @MainActor
    final class CollectionViewAdapter: UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
        /// Weak: the host owns the adapter.
        weak var content: (any CollectionViewContent)?
        /// The app's delegate: any scroll view delegate, a collection view or flow layout delegate hearing more.
        weak var appDelegate: (any UIScrollViewDelegate)?

        private var collectionDelegate: (any UICollectionViewDelegate)? {
            appDelegate as? any UICollectionViewDelegate
        }
        private var flowDelegate: (any UICollectionViewDelegateFlowLayout)? {
            appDelegate as? any UICollectionViewDelegateFlowLayout
        }

        // MARK: Data source

        func numberOfSections(in collectionView: UICollectionView) -> Int {
            content?.sectionCount ?? 0
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            content?.itemCount(inSection: section) ?? 0
        }

        func collectionView(
            _ collectionView: UICollectionView,
            cellForItemAt indexPath: IndexPath
        ) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(
                withReuseIdentifier: CollectionHostCell.reuseIdentifier,
                for: indexPath
            )
            if let cell = cell as? CollectionHostCell { content?.show(itemAt: indexPath, in: cell) }
            return cell
        }

        // MARK: Flow layout

        /// What the flow layout answers itself for a delegate without the method: its own properties.
        private func flowLayout(_ layout: UICollectionViewLayout) -> UICollectionViewFlowLayout? {
            layout as? UICollectionViewFlowLayout
        }

        func collectionView(
            _ collectionView: UICollectionView,
            layout collectionViewLayout: UICollectionViewLayout,
            sizeForItemAt indexPath: IndexPath
        ) -> CGSize {
            content?.itemSize(at: indexPath, in: collectionView) ?? .zero
        }

        func collectionView(
            _ collectionView: UICollectionView,
            layout collectionViewLayout: UICollectionViewLayout,
            insetForSectionAt section: Int
        ) -> UIEdgeInsets {
            flowDelegate?.collectionView(collectionView, layout: collectionViewLayout, insetForSectionAt: section)
                ?? flowLayout(collectionViewLayout)?.sectionInset ?? .zero
        }

        func collectionView(
            _ collectionView: UICollectionView,
            layout collectionViewLayout: UICollectionViewLayout,
            minimumLineSpacingForSectionAt section: Int
        ) -> CGFloat {
            flowDelegate?.collectionView(
                collectionView,
                layout: collectionViewLayout,
                minimumLineSpacingForSectionAt: section
            )
                ?? flowLayout(collectionViewLayout)?.minimumLineSpacing ?? 0
        }

        func collectionView(
            _ collectionView: UICollectionView,
            layout collectionViewLayout: UICollectionViewLayout,
            minimumInteritemSpacingForSectionAt section: Int
        ) -> CGFloat {
            flowDelegate?.collectionView(
                collectionView,
                layout: collectionViewLayout,
                minimumInteritemSpacingForSectionAt: section
            )
                ?? flowLayout(collectionViewLayout)?.minimumInteritemSpacing ?? 0
        }

        func collectionView(
            _ collectionView: UICollectionView,
            layout collectionViewLayout: UICollectionViewLayout,
            referenceSizeForHeaderInSection section: Int
        ) -> CGSize {
            flowDelegate?.collectionView(
                collectionView,
                layout: collectionViewLayout,
                referenceSizeForHeaderInSection: section
            )
                ?? flowLayout(collectionViewLayout)?.headerReferenceSize ?? .zero
        }

        func collectionView(
            _ collectionView: UICollectionView,
            layout collectionViewLayout: UICollectionViewLayout,
            referenceSizeForFooterInSection section: Int
        ) -> CGSize {
            flowDelegate?.collectionView(
                collectionView,
                layout: collectionViewLayout,
                referenceSizeForFooterInSection: section
            )
                ?? flowLayout(collectionViewLayout)?.footerReferenceSize ?? .zero
        }

        // MARK: Collection view delegate

        func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
            collectionDelegate?.collectionView(collectionView, shouldHighlightItemAt: indexPath) ?? true
        }

        func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
            collectionDelegate?.collectionView(collectionView, didHighlightItemAt: indexPath)
        }

        func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
            collectionDelegate?.collectionView(collectionView, didUnhighlightItemAt: indexPath)
        }

        func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
            collectionDelegate?.collectionView(collectionView, shouldSelectItemAt: indexPath) ?? true
        }

        func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
            collectionDelegate?.collectionView(collectionView, shouldDeselectItemAt: indexPath) ?? true
        }

        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            collectionDelegate?.collectionView(collectionView, didSelectItemAt: indexPath)
        }

        func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
            collectionDelegate?.collectionView(collectionView, didDeselectItemAt: indexPath)
        }

        func collectionView(
            _ collectionView: UICollectionView,
            willDisplay cell: UICollectionViewCell,
            forItemAt indexPath: IndexPath
        ) {
            collectionDelegate?.collectionView(collectionView, willDisplay: cell, forItemAt: indexPath)
        }

        func collectionView(
            _ collectionView: UICollectionView,
            didEndDisplaying cell: UICollectionViewCell,
            forItemAt indexPath: IndexPath
        ) {
            // `indexPath` is where the item was, which may no longer be where it is: the cell knows its item.
            content?.cellDidEndDisplaying(cell)
            collectionDelegate?.collectionView(collectionView, didEndDisplaying: cell, forItemAt: indexPath)
        }

        // MARK: Scroll view delegate

        func scrollViewDidScroll(_ scrollView: UIScrollView) {
            content?.didScroll()
            appDelegate?.scrollViewDidScroll(scrollView)
        }

        func scrollViewDidZoom(_ scrollView: UIScrollView) {
            appDelegate?.scrollViewDidZoom(scrollView)
        }

        func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
            appDelegate?.scrollViewWillBeginDragging(scrollView)
        }

        func scrollViewWillEndDragging(
            _ scrollView: UIScrollView,
            withVelocity velocity: CGPoint,
            targetContentOffset: UnsafeMutablePointer<CGPoint>
        ) {
            appDelegate?.scrollViewWillEndDragging(
                scrollView,
                withVelocity: velocity,
                targetContentOffset: targetContentOffset
            )
        }

        func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
            appDelegate?.scrollViewDidEndDragging(scrollView, willDecelerate: decelerate)
        }

        func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
            appDelegate?.scrollViewWillBeginDecelerating(scrollView)
        }

        func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
            appDelegate?.scrollViewDidEndDecelerating(scrollView)
        }

        func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
            appDelegate?.scrollViewDidEndScrollingAnimation(scrollView)
        }

        func viewForZooming(in scrollView: UIScrollView) -> UIView? {
            appDelegate?.viewForZooming(in: scrollView)
        }

        func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
            appDelegate?.scrollViewWillBeginZooming(scrollView, with: view)
        }

        func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
            appDelegate?.scrollViewDidEndZooming(scrollView, with: view, atScale: scale)
        }

        func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
            appDelegate?.scrollViewShouldScrollToTop(scrollView) ?? true
        }

        func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {
            appDelegate?.scrollViewDidScrollToTop(scrollView)
        }

        func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
            appDelegate?.scrollViewDidChangeAdjustedContentInset(scrollView)
        }
    }
#endif
