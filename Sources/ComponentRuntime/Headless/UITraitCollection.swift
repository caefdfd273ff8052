#if !canImport(UIKit)
    public import Foundation

    /// The headless backend's `UITraitCollection`: the environment colours, fonts and images are chosen for. It
    /// carries the display scale (which decides whether `UIImage(named:in:compatibleWith:)` takes a file's `@2x` or
    /// `@3x` variant), the light or dark appearance (which resolves a dynamic colour, `UIColor(dynamicProvider:)`)
    /// and the preferred text size (which `UIFontMetrics` scales fonts to).
    ///
    /// `@unchecked Sendable`, as UIKit's is: its stored properties are `let`s of `Sendable` types.
    open class UITraitCollection: NSObject, @unchecked Sendable {
        /// Pixels per point; 0 when unspecified, as in a collection made with ``init()``.
        open var displayScale: CGFloat { scale }
        /// Light or dark; `.unspecified` unless the collection specifies it.
        open var userInterfaceStyle: UIUserInterfaceStyle { style }
        /// The preferred text size; `.unspecified` unless the collection specifies it.
        open var preferredContentSizeCategory: UIContentSizeCategory { contentSizeCategory }

        private let scale: CGFloat
        private let style: UIUserInterfaceStyle
        private let contentSizeCategory: UIContentSizeCategory

        private init(scale: CGFloat, style: UIUserInterfaceStyle, contentSizeCategory: UIContentSizeCategory) {
            self.scale = scale
            self.style = style
            self.contentSizeCategory = contentSizeCategory
            super.init()
        }

        /// A collection that specifies no trait: images are chosen for the main screen's scale.
        public override convenience init() {
            self.init(scale: 0, style: .unspecified, contentSizeCategory: .unspecified)
        }

        /// A collection that specifies only the display scale.
        public convenience init(displayScale scale: CGFloat) {
            self.init(scale: scale, style: .unspecified, contentSizeCategory: .unspecified)
        }

        /// A collection that specifies only the light or dark appearance.
        public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
            self.init(scale: 0, style: userInterfaceStyle, contentSizeCategory: .unspecified)
        }

        /// A collection that specifies only the preferred text size.
        public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
            self.init(scale: 0, style: .unspecified, contentSizeCategory: preferredContentSizeCategory)
        }

        /// The traits of every collection in `traitCollections` combined; where several specify a trait, the last
        /// one wins, as in UIKit.
        public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
            var scale: CGFloat = 0
            var style = UIUserInterfaceStyle.unspecified
            var category = UIContentSizeCategory.unspecified
            for collection in traitCollections {
                if collection.displayScale != 0 { scale = collection.displayScale }
                if collection.userInterfaceStyle != .unspecified { style = collection.userInterfaceStyle }
                if collection.preferredContentSizeCategory != .unspecified {
                    category = collection.preferredContentSizeCategory
                }
            }
            self.init(scale: scale, style: style, contentSizeCategory: category)
        }

        /// Collections are equal when every trait is.
        open override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? UITraitCollection else { return false }
            return scale == other.scale && style == other.style && contentSizeCategory == other.contentSizeCategory
        }

        /// Hashes the traits.
        open override var hash: Int {
            var hasher = Hasher()
            hasher.combine(scale)
            hasher.combine(style)
            hasher.combine(contentSizeCategory)
            return hasher.finalize()
        }
    }
#endif
