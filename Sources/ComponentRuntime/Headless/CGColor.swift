#if !canImport(UIKit)
    public import Foundation

    /// The headless backend's `CGColor` (Core Graphics is not on Linux): a colour's components, in a grey or an
    /// RGB colour space, with Core Graphics' signatures for the part of it the backend offers. Colours are equal
    /// when their colour spaces and components are, as Core Graphics compares them.
    ///
    /// `@unchecked Sendable`, as Core Graphics' `CGColor` is: its stored property is a `let` of a `Sendable` type.
    public final class CGColor: Hashable, CustomStringConvertible, @unchecked Sendable {
        /// The components: grey and alpha, or red, green, blue and alpha, each from 0 to 1.
        public let components: [CGFloat]?

        /// A colour in the RGB colour space.
        public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
            components = [red, green, blue, alpha]
        }

        /// A colour in the grey colour space.
        public init(gray: CGFloat, alpha: CGFloat) {
            components = [gray, alpha]
        }

        /// How many components the colour has, alpha included.
        public var numberOfComponents: Int { components?.count ?? 0 }

        /// The opacity, from 0 to 1.
        public var alpha: CGFloat { components?.last ?? 1 }

        /// Colours are equal when their colour spaces (the number of components) and components are.
        public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.components == rhs.components }

        /// Hashes the components.
        public func hash(into hasher: inout Hasher) { hasher.combine(components) }

        /// The components, as `CGColor(1 0 0 1)`. (Core Graphics adds the colour space.)
        public var description: String {
            "CGColor(" + (components ?? []).map(\.compactDescription).joined(separator: " ") + ")"
        }
    }
#endif
