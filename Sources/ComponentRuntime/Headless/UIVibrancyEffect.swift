#if !canImport(UIKit)
    import Foundation

    /// How strongly a vibrancy effect shows through: UIKit's `UIVibrancyEffectStyle`, with UIKit's raw values.
    public enum UIVibrancyEffectStyle: Int, Sendable {
        /// For primary text.
        case label = 0
        /// For secondary text.
        case secondaryLabel = 1
        /// For tertiary text.
        case tertiaryLabel = 2
        /// For quaternary text.
        case quaternaryLabel = 3
        /// For filled shapes.
        case fill = 4
        /// For secondary fills.
        case secondaryFill = 5
        /// For tertiary fills.
        case tertiaryFill = 6
        /// For separators.
        case separator = 7
    }

    /// The headless backend's `UIVibrancyEffect`: content that takes on the colours of a blur behind it, for the
    /// content view of a visual effect view placed inside a blur's.
    @MainActor
    open class UIVibrancyEffect: UIVisualEffect {
        /// The blur the vibrancy goes with. (Headless backend only: UIKit does not expose it.)
        public let blurEffect: UIBlurEffect
        /// How strongly it shows through; `nil` for the original vibrancy. (Headless backend only.)
        public let style: UIVibrancyEffectStyle?

        /// Vibrancy for content over `blurEffect`.
        public init(blurEffect: UIBlurEffect) {
            self.blurEffect = blurEffect
            self.style = nil
            super.init()
        }

        /// Vibrancy of `style` for content over `blurEffect`.
        public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
            self.blurEffect = blurEffect
            self.style = style
            super.init()
        }

        /// Vibrancy effects are equal when their blurs and styles are.
        open override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? UIVibrancyEffect else { return false }
            return other.blurEffect.isEqual(blurEffect) && other.style == style
        }

        /// Hashes the blur and style.
        open override var hash: Int { blurEffect.hash ^ (style?.rawValue ?? -1) }
    }
#endif
