#if !canImport(UIKit)
    /// The headless backend's `UICollectionReusableView`: a view a collection view makes from a registered class
    /// and reuses once it scrolls out of view. ``UICollectionViewCell`` is the one kind the headless collection
    /// view makes.
    @MainActor
    open class UICollectionReusableView: UIView {
        /// The identifier the view was registered and dequeued with; set by the collection view.
        open internal(set) var reuseIdentifier: String?

        /// Called when the collection view takes the view from its reuse queue for another item, before the data
        /// source configures it: the place to reset what the last item left. Does nothing by default.
        open func prepareForReuse() {}

        /// Called with the layout's attributes for the view after the collection view set its frame from them:
        /// the place for a subclass to read custom attributes. Does nothing by default.
        open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

        /// The attributes the view would like, given the layout's: UIKit's self-sizing hook. Returns them
        /// unchanged; the headless flow layout never asks (it has no Auto Layout to size views with).
        open func preferredLayoutAttributesFitting(
            _ layoutAttributes: UICollectionViewLayoutAttributes
        ) -> UICollectionViewLayoutAttributes {
            layoutAttributes
        }
    }
#endif
