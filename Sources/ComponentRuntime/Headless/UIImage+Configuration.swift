#if !canImport(UIKit)
    public import Foundation

    extension UIImage {
        /// The traits an image is drawn for: UIKit's `UIImage.Configuration`. The headless backend draws no
        /// images; configurations are values views keep.
        open class Configuration: NSObject, @unchecked Sendable {
            /// An empty configuration.
            public override init() {
                super.init()
            }
        }

        /// How a symbol image is drawn (size, weight, scale): UIKit's `UIImage.SymbolConfiguration`. Equal to
        /// another with the same settings.
        ///
        /// `@unchecked Sendable`, as UIKit's is: its stored properties are `let`s of `Sendable` types.
        open class SymbolConfiguration: Configuration, @unchecked Sendable {
            /// The point size; 0 when not set.
            let pointSize: CGFloat
            /// The weight; `.unspecified` when not set.
            let weight: SymbolWeight
            /// The scale; `.unspecified` when not set.
            let scale: SymbolScale
            /// The font the symbol matches, when set.
            let font: UIFont?
            /// The colours, for hierarchical (one colour) and palette rendering.
            let colors: [UIColor]

            init(
                pointSize: CGFloat = 0,
                weight: SymbolWeight = .unspecified,
                scale: SymbolScale = .unspecified,
                font: UIFont? = nil,
                colors: [UIColor] = []
            ) {
                self.pointSize = pointSize
                self.weight = weight
                self.scale = scale
                self.font = font
                self.colors = colors
                super.init()
            }

            /// A configuration that sets nothing.
            open class var unspecified: SymbolConfiguration { SymbolConfiguration() }

            /// Symbols at `scale`.
            public convenience init(scale: SymbolScale) { self.init(scale: scale, colors: []) }
            /// Symbols sized for text of `pointSize`.
            public convenience init(pointSize: CGFloat) { self.init(pointSize: pointSize, colors: []) }
            /// Symbols of `weight`.
            public convenience init(weight: SymbolWeight) { self.init(weight: weight, colors: []) }
            /// Symbols sized for text of `pointSize`, of `weight`.
            public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
                self.init(pointSize: pointSize, weight: weight, colors: [])
            }
            /// Symbols sized for text of `pointSize`, of `weight`, at `scale`.
            public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
                self.init(pointSize: pointSize, weight: weight, scale: scale, colors: [])
            }
            /// Symbols that match `font`.
            public convenience init(font: UIFont) { self.init(font: font, colors: []) }
            /// Symbols that match `font`, at `scale`.
            public convenience init(font: UIFont, scale: SymbolScale) { self.init(scale: scale, font: font) }
            /// Symbols drawn in shades of `hierarchicalColor`.
            public convenience init(hierarchicalColor: UIColor) { self.init(colors: [hierarchicalColor]) }
            /// Symbols whose layers are drawn in `paletteColors`.
            public convenience init(paletteColors: [UIColor]) { self.init(colors: paletteColors) }

            /// Configurations are equal when their settings are.
            open override func isEqual(_ object: Any?) -> Bool {
                guard let other = object as? SymbolConfiguration else { return false }
                return pointSize == other.pointSize && weight == other.weight && scale == other.scale
                    && font == other.font && colors == other.colors
            }

            /// Hashes the settings.
            open override var hash: Int {
                var hasher = Hasher()
                hasher.combine(pointSize)
                hasher.combine(weight)
                hasher.combine(scale)
                return hasher.finalize()
            }
        }

        /// The stroke weight of a symbol: UIKit's `UIImage.SymbolWeight`, with UIKit's raw values.
        public enum SymbolWeight: Int, Sendable {
            /// Not set.
            case unspecified = 0
            /// Ultralight.
            case ultraLight = 1
            /// Thin.
            case thin = 2
            /// Light.
            case light = 3
            /// Regular.
            case regular = 4
            /// Medium.
            case medium = 5
            /// Semibold.
            case semibold = 6
            /// Bold.
            case bold = 7
            /// Heavy.
            case heavy = 8
            /// Black.
            case black = 9
        }

        /// The size of a symbol relative to the text it sits in: UIKit's `UIImage.SymbolScale`.
        public enum SymbolScale: Int, Sendable {
            /// The system's default for the context.
            case `default` = -1
            /// Not set.
            case unspecified = 0
            /// Small.
            case small = 1
            /// Medium.
            case medium = 2
            /// Large.
            case large = 3
        }

        /// How much of a high-dynamic-range image's range is shown: UIKit's `UIImage.DynamicRange`.
        public enum DynamicRange: Int, Sendable {
            /// No preference.
            case unspecified = -1
            /// The standard range only.
            case standard = 0
            /// Some of the high range, to sit well beside standard content.
            case constrainedHigh = 1
            /// The full high range.
            case high = 2
        }
    }
#endif
