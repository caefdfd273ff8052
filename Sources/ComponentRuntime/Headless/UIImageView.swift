#if !canImport(UIKit)
    public import Foundation

    /// The headless backend's `UIImageView`: a view that shows an image.
    @MainActor
    open class UIImageView: UIView {
        /// The image shown.
        open var image: UIImage?

        /// Creates an image view showing `image`, as large as the image (as UIKit sizes it).
        public init(image: UIImage?) {
            self.image = image
            super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        }

        /// Creates an empty image view with `frame`.
        public override init(frame: CGRect) {
            super.init(frame: frame)
        }

        /// Never used on the headless backend (see ``UIView/init(coder:)``).
        public required init?(coder: NSCoder) {
            return nil
        }

        /// Adds the image to the dump.
        open override var dumpProperties: [String] {
            super.dumpProperties + (image.map { ["\($0)"] } ?? [])
        }
    }
#endif
