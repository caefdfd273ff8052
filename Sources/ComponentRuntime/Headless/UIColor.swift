#if !canImport(UIKit)
    public import Foundation

    /// The headless backend's `UIColor`: an immutable RGBA colour, equal to another with the same components; or
    /// a dynamic colour (``init(dynamicProvider:)``), whose components are its light appearance's until it is
    /// resolved for a trait collection (``resolvedColor(with:)``), as the snapshot and the accessibility audit do
    /// with each view's ``UIView/traitCollection``.
    ///
    /// `@unchecked Sendable`, as UIKit's `UIColor` is: every stored property is a `let`, so sharing an instance
    /// across threads cannot race (a dynamic colour's provider is called with a new trait collection each time).
    open class UIColor: NSObject, @unchecked Sendable {
        let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat
        /// What a dynamic colour is for a trait collection; `nil` for a plain colour.
        private let dynamicProvider: ((UITraitCollection) -> UIColor)?

        /// Creates a colour from its components, each from 0 to 1.
        public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
            self.red = red
            self.green = green
            self.blue = blue
            self.alpha = alpha
            self.dynamicProvider = nil
            super.init()
        }

        /// A colour that depends on the environment it is shown in, such as light or dark appearance: `provider`
        /// gives the colour for a trait collection. Until it is resolved, its components are those of the light
        /// appearance.
        public init(dynamicProvider provider: @escaping (UITraitCollection) -> UIColor) {
            let light = UITraitCollection(userInterfaceStyle: .light)
            let resolved = provider(light).resolvedColor(with: light)
            self.red = resolved.red
            self.green = resolved.green
            self.blue = resolved.blue
            self.alpha = resolved.alpha
            self.dynamicProvider = provider
            super.init()
        }

        /// The colour shown in `traitCollection`'s environment: a dynamic colour's provider's answer, any other
        /// colour itself.
        open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
            guard let dynamicProvider else { return self }
            return dynamicProvider(traitCollection).resolvedColor(with: traitCollection)
        }

        /// Creates a grey from its white level and alpha, each from 0 to 1.
        public convenience init(white: CGFloat, alpha: CGFloat) {
            self.init(red: white, green: white, blue: white, alpha: alpha)
        }

        /// Creates a colour from a Core Graphics colour (grey or RGB).
        public convenience init(cgColor: CGColor) {
            let components = cgColor.components ?? []
            if components.count == 2 {
                self.init(white: components[0], alpha: components[1])
            } else if components.count == 4 {
                self.init(red: components[0], green: components[1], blue: components[2], alpha: components[3])
            } else {
                self.init(red: 0, green: 0, blue: 0, alpha: cgColor.alpha)
            }
        }

        /// The colour as a Core Graphics colour, for layer properties (``CALayer/borderColor``).
        open var cgColor: CGColor { CGColor(red: red, green: green, blue: blue, alpha: alpha) }

        /// Opaque black.
        open class var black: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
        /// Opaque white.
        open class var white: UIColor { UIColor(red: 1, green: 1, blue: 1, alpha: 1) }
        /// Opaque red.
        open class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
        /// Opaque green.
        open class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
        /// Opaque blue.
        open class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
        /// Mid grey.
        open class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
        /// Dark grey: a third of full white, as in UIKit.
        open class var darkGray: UIColor { UIColor(white: 1 / 3, alpha: 1) }
        /// Light grey: two thirds of full white, as in UIKit.
        open class var lightGray: UIColor { UIColor(white: 2 / 3, alpha: 1) }
        /// Fully transparent.
        open class var clear: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 0) }

        /// Reads the components, as UIKit's method of the same name does; always succeeds here.
        open func getRed(
            _ red: UnsafeMutablePointer<CGFloat>?,
            green: UnsafeMutablePointer<CGFloat>?,
            blue: UnsafeMutablePointer<CGFloat>?,
            alpha: UnsafeMutablePointer<CGFloat>?
        ) -> Bool {
            red?.pointee = self.red
            green?.pointee = self.green
            blue?.pointee = self.blue
            alpha?.pointee = self.alpha
            return true
        }

        /// Colours are equal when their components are; dynamic colours when they are in light and in dark
        /// appearance.
        open override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? UIColor else { return false }
            guard red == other.red && green == other.green && blue == other.blue && alpha == other.alpha else {
                return false
            }
            guard dynamicProvider != nil || other.dynamicProvider != nil else { return true }
            let dark = UITraitCollection(userInterfaceStyle: .dark)
            let (mine, theirs) = (resolvedColor(with: dark), other.resolvedColor(with: dark))
            return mine.red == theirs.red && mine.green == theirs.green && mine.blue == theirs.blue
                && mine.alpha == theirs.alpha
        }

        /// Hashes the components.
        open override var hash: Int {
            var hasher = Hasher()
            for component in [red, green, blue, alpha] { hasher.combine(component) }
            return hasher.finalize()
        }

        /// `#rrggbb` (plus `aa` when not opaque), as the tree dump prints it; for a dynamic colour its light and
        /// its dark appearance, `#rrggbb|#rrggbb`.
        open override var description: String {
            if dynamicProvider != nil {
                let dark = resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
                return plainDescription + "|" + dark.plainDescription
            }
            return plainDescription
        }

        private var plainDescription: String {
            func hex(_ value: CGFloat) -> String {
                let byte = Int((min(max(value, 0), 1) * 255).rounded())
                return String(byte, radix: 16, uppercase: false).leftPadded(to: 2)
            }
            let rgb = "#" + hex(red) + hex(green) + hex(blue)
            return alpha >= 1 ? rgb : rgb + hex(alpha)
        }
    }
#endif

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}

extension CGFloat {
    /// A compact rendering for dumps and diagnostics: `12` rather than `12.0`.
    var compactDescription: String {
        let value = Double(self)
        if value == value.rounded(), Swift.abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }
}

extension CGRect {
    /// `(x, y, width, height)` without trailing `.0`s.
    var compactDescription: String {
        "(\(origin.x.compactDescription), \(origin.y.compactDescription), "
            + "\(size.width.compactDescription), \(size.height.compactDescription))"
    }
}
