#if !canImport(UIKit)
    public import Foundation

    /// The headless backend's `UIImageView`: a view that shows an image (or, while highlighted, its highlighted
    /// image), with UIKit's properties and defaults. Animation is a state (``isAnimating``): no frames change.
    ///
    /// For accessibility it has the `.image` trait but is not an element until told to be, as in UIKit.
    @MainActor
    open class UIImageView: UIView, UIAccessibilityContentSizeCategoryImageAdjusting {
        /// The image shown.
        open var image: UIImage?
        /// The image shown while ``isHighlighted``; `nil` (the ``image``) by default.
        open var highlightedImage: UIImage?
        /// Whether the image view is highlighted. `false` by default.
        open var isHighlighted = false
        /// How symbol images are drawn; `nil` (the default) for the context's.
        open var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
        /// The images of an animation, played by ``startAnimating()``. `nil` by default.
        open var animationImages: [UIImage]?
        /// The images of the animation played while highlighted. `nil` by default.
        open var highlightedAnimationImages: [UIImage]?
        /// How long one pass of the animation lasts; 0 (the default) means a thirtieth of a second an image.
        open var animationDuration: TimeInterval = 0
        /// How many passes the animation runs; 0 (the default) repeats it until stopped.
        open var animationRepeatCount = 0
        /// How much of a high-dynamic-range image's range is shown. `.unspecified` by default.
        open var preferredImageDynamicRange: UIImage.DynamicRange = .unspecified
        /// Whether the image grows with the accessibility text sizes. `false` by default.
        open var adjustsImageSizeForAccessibilityContentSizeCategory = false

        /// Whether the image view takes touches: `false` by default for an image view, as in UIKit.
        open override var isUserInteractionEnabled: Bool {
            get { imageViewTakesTouches }
            set { imageViewTakesTouches = newValue }
        }
        private var imageViewTakesTouches = false

        /// Whether the animation is running: after ``startAnimating()`` with ``animationImages`` (or, while
        /// highlighted, ``highlightedAnimationImages``) to play, until ``stopAnimating()``.
        open private(set) var isAnimating = false

        /// The dynamic range the image is shown in: `.standard` on the headless backend unless a range is
        /// preferred.
        open var imageDynamicRange: UIImage.DynamicRange {
            preferredImageDynamicRange == .unspecified ? .standard : preferredImageDynamicRange
        }

        /// Creates an image view showing `image`, as large as the image (as UIKit sizes it).
        public init(image: UIImage?) {
            self.image = image
            super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        }

        /// Creates an image view showing `image`, and `highlightedImage` while highlighted.
        public init(image: UIImage?, highlightedImage: UIImage?) {
            self.image = image
            self.highlightedImage = highlightedImage
            super.init(frame: .zero)
        }

        /// Creates an empty image view with `frame`.
        public override init(frame: CGRect) {
            super.init(frame: frame)
        }

        /// Never used on the headless backend (see ``UIView/init(coder:)``).
        public required init?(coder: NSCoder) {
            return nil
        }

        /// The image on screen: the highlighted image while highlighted (when there is one), else the image.
        var displayedImage: UIImage? {
            isHighlighted ? highlightedImage ?? image : image
        }

        /// Starts the animation, if there are images to play.
        open func startAnimating() {
            let frames = isHighlighted ? highlightedAnimationImages ?? animationImages : animationImages
            isAnimating = !(frames ?? []).isEmpty
        }

        /// Stops the animation.
        open func stopAnimating() {
            isAnimating = false
        }

        /// The image's size (zero on the headless backend, which loads no pixels); zero without an image.
        open override func sizeThatFits(_ size: CGSize) -> CGSize {
            displayedImage?.size ?? .zero
        }

        /// The image's size; no intrinsic size without an image.
        open override var intrinsicContentSize: CGSize {
            displayedImage?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        }

        /// An image view has the image trait.
        override var accessibilityTraitsByDefault: UIAccessibilityTraits { .image }

        /// Adds the image to the dump.
        open override var dumpProperties: [String] {
            super.dumpProperties + (image.map { ["\($0)"] } ?? [])
        }
    }

    /// An object whose images can grow with the accessibility text sizes: UIKit's
    /// `UIAccessibilityContentSizeCategoryImageAdjusting`.
    @MainActor
    public protocol UIAccessibilityContentSizeCategoryImageAdjusting: AnyObject {
        /// Whether the images grow with the accessibility text sizes.
        var adjustsImageSizeForAccessibilityContentSizeCategory: Bool { get set }
    }
#endif
