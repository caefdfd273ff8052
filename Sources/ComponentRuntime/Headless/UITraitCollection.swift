#if !canImport(UIKit)
    public import Foundation

    /// The headless backend's `UITraitCollection`: the environment an image is chosen for. It carries only the
    /// display scale, which decides whether `UIImage(named:in:compatibleWith:)` takes a file's `@2x` or `@3x`
    /// variant.
    ///
    /// `@unchecked Sendable`, as UIKit's is: its stored property is a `let` of a `Sendable` type.
    open class UITraitCollection: NSObject, @unchecked Sendable {
        /// Pixels per point; 0 when unspecified, as in a collection made with ``init()``.
        open var displayScale: CGFloat { scale }
        private let scale: CGFloat

        /// A collection that specifies no trait: images are chosen for the main screen's scale.
        public override init() {
            self.scale = 0
            super.init()
        }

        /// A collection that specifies only the display scale.
        public init(displayScale scale: CGFloat) {
            self.scale = scale
            super.init()
        }
    }
#endif
