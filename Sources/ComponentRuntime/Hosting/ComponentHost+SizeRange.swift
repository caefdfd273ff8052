extension ComponentHost {
    /// The sizes the root component may take: ComponentKit's hosting view size range. Unconstrained by
    /// default (the root takes its own size), unless ``followsViewWidth`` is on; set it, say, to the root view's
    /// width and any height. A range set here wins over ``followsViewWidth``. Takes effect at the next mount.
    /// Reading it gives the range in effect now.
    public var sizeRange: SizeRange {
        get { explicitSizeRange ?? (followsViewWidth ? Self.flexibleHeightRange(across: mountedView) : .unconstrained) }
        set { explicitSizeRange = newValue }
    }

    /// ComponentKit's `CKComponentFlexibleSizeRangeProvider` with flexible height, for `view`'s bounds.
    private static func flexibleHeightRange(across view: UIView?) -> SizeRange {
        guard let width = view?.bounds.width, width > 0, width.isFinite else { return .unconstrained }
        return SizeRange(width: width)
    }
}
