#if !canImport(UIKit)
    import Foundation

    /// The headless backend's `UIBlurEffect`: a blur of what is behind a view, in one of UIKit's styles.
    @MainActor
    open class UIBlurEffect: UIVisualEffect {
        /// The blur's look: UIKit's `UIBlurEffect.Style`, with UIKit's raw values.
        public enum Style: Int, Sendable {
            /// Lighter than what is behind.
            case extraLight = 0
            /// Light.
            case light = 1
            /// Dark.
            case dark = 2
            /// Light or dark with the appearance.
            case regular = 4
            /// Stronger, with the appearance.
            case prominent = 5
            /// The thinnest material, with the appearance.
            case systemUltraThinMaterial = 6
            /// A thin material, with the appearance.
            case systemThinMaterial = 7
            /// The standard material, with the appearance.
            case systemMaterial = 8
            /// A thick material, with the appearance.
            case systemThickMaterial = 9
            /// The material of bars, with the appearance.
            case systemChromeMaterial = 10
            /// The thinnest material, always light.
            case systemUltraThinMaterialLight = 11
            /// A thin material, always light.
            case systemThinMaterialLight = 12
            /// The standard material, always light.
            case systemMaterialLight = 13
            /// A thick material, always light.
            case systemThickMaterialLight = 14
            /// The material of bars, always light.
            case systemChromeMaterialLight = 15
            /// The thinnest material, always dark.
            case systemUltraThinMaterialDark = 16
            /// A thin material, always dark.
            case systemThinMaterialDark = 17
            /// The standard material, always dark.
            case systemMaterialDark = 18
            /// A thick material, always dark.
            case systemThickMaterialDark = 19
            /// The material of bars, always dark.
            case systemChromeMaterialDark = 20
        }

        /// The blur's style. (Headless backend only: UIKit does not expose it.)
        public let style: Style

        /// A blur of `style`.
        public init(style: Style) {
            self.style = style
            super.init()
        }

        /// Blurs are equal when their styles are.
        open override func isEqual(_ object: Any?) -> Bool {
            (object as? UIBlurEffect)?.style == style
        }

        /// Hashes the style.
        open override var hash: Int { style.hashValue }
    }
#endif
