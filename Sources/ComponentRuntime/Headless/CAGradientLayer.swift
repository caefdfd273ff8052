#if !canImport(UIKit)
    public import Foundation

    /// The shape of a gradient: QuartzCore's `CAGradientLayerType`.
    public struct CAGradientLayerType: Hashable, RawRepresentable, Sendable {
        /// The constant's name.
        public let rawValue: String
        /// The type called `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The type called `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// Along the line from ``CAGradientLayer/startPoint`` to ``CAGradientLayer/endPoint`` (the default).
        public static let axial = Self("axial")
        /// In ellipses around the start point, reaching the end point.
        public static let radial = Self("radial")
        /// Around the start point, like the hand of a clock.
        public static let conic = Self("conic")
    }

    /// The headless backend's `CAGradientLayer`: a layer filled with a colour gradient, with QuartzCore's
    /// properties and defaults. A view whose `layerClass` is `CAGradientLayer.self` has one as its layer;
    /// ``UIView/snapshotSVG()`` draws an axial gradient of its colours (radial and conic ones too, as axial).
    open class CAGradientLayer: CALayer {
        /// The colours, as `CGColor`s, from the start to the end. `nil` (no gradient) by default.
        open var colors: [Any]?

        /// Where each colour sits along the gradient, from 0 to 1; `nil` (the default) spreads them evenly.
        open var locations: [NSNumber]?

        /// Where the gradient starts, in unit coordinates of the bounds. (0.5, 0), the top centre, by default.
        open var startPoint = CGPoint(x: 0.5, y: 0)

        /// Where the gradient ends, in unit coordinates of the bounds. (0.5, 1), the bottom centre, by default.
        open var endPoint = CGPoint(x: 0.5, y: 1)

        /// The gradient's shape. `.axial` by default.
        open var type: CAGradientLayerType = .axial

        /// The colours that are `CGColor`s, with their locations: the ones given, else evenly spread. What a
        /// snapshot draws.
        var colorStops: [(location: CGFloat, color: CGColor)] {
            let colors = (colors ?? []).compactMap { $0 as? CGColor }
            guard !colors.isEmpty else { return [] }
            return colors.enumerated().map { index, color in
                let given = locations.flatMap { index < $0.count ? CGFloat($0[index].doubleValue) : nil }
                let even = colors.count == 1 ? 0 : CGFloat(index) / CGFloat(colors.count - 1)
                return (given ?? even, color)
            }
        }
    }
#endif
