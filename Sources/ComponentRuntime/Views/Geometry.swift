public import Foundation

/// An RGBA colour for the headless backend (UIKit's `UIColor` plays this role on Apple platforms).
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// Red, green, blue and alpha components, each from 0 to 1.
    public var red: Double, green: Double, blue: Double, alpha: Double

    /// Creates a colour from its components, each from 0 to 1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Opaque black.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = Color(red: 1, green: 1, blue: 1)
    /// Opaque red.
    public static let red = Color(red: 1, green: 0, blue: 0)
    /// Opaque blue.
    public static let blue = Color(red: 0, green: 0, blue: 1)
    /// Fully transparent.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)

    /// `#rrggbb` (plus `aa` when not opaque), as the tree dump prints it.
    public var description: String {
        func hex(_ value: Double) -> String {
            let byte = Int((min(max(value, 0), 1) * 255).rounded())
            return String(byte, radix: 16, uppercase: false).leftPadded(to: 2)
        }
        let rgb = "#" + hex(red) + hex(green) + hex(blue)
        return alpha >= 1 ? rgb : rgb + hex(alpha)
    }
}

/// A named image for the headless backend (UIKit's `UIImage` plays this role on Apple platforms).
public struct Image: Hashable, Sendable, CustomStringConvertible {
    /// The image's name, as an asset catalogue would know it.
    public var name: String
    /// The image's natural size in points.
    public var size: CGSize

    /// Creates an image reference.
    public init(named name: String, size: CGSize = .zero) {
        self.name = name
        self.size = size
    }

    /// The image's name, quoted.
    public var description: String { "image(\"\(name)\")" }
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}

extension CGFloat {
    /// A compact rendering for dumps: `12` rather than `12.0`.
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
