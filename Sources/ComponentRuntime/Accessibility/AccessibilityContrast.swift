/// WCAG 2's contrast arithmetic: relative luminance, contrast ratios, and the ratio text needs.
///
/// ```swift
/// AccessibilityContrast.ratio(of: .black, on: .white)          // 21
/// AccessibilityContrast.minimumRatio(pointSize: 17, isBold: false)   // 4.5
/// ```
public enum AccessibilityContrast {
    /// The ratio normal text needs (WCAG 2, success criterion 1.4.3, level AA).
    public static let normalTextMinimum = 4.5
    /// The ratio large text needs: 18 points and up, or 14 points and up in bold.
    public static let largeTextMinimum = 3.0

    /// Whether text of this size and weight is large in WCAG's sense: at least 18 points, or at least 14 points
    /// and bold.
    public static func isLargeText(pointSize: CGFloat, isBold: Bool) -> Bool {
        pointSize >= 18 || (isBold && pointSize >= 14)
    }

    /// The ratio text of this size and weight needs: 3:1 for large text, else 4.5:1.
    public static func minimumRatio(pointSize: CGFloat, isBold: Bool) -> Double {
        isLargeText(pointSize: pointSize, isBold: isBold) ? largeTextMinimum : normalTextMinimum
    }

    /// WCAG 2's relative luminance of an opaque colour, from 0 (black) to 1 (white): each sRGB component
    /// linearised (`c / 12.92` up to 0.03928, else `((c + 0.055) / 1.055) ^ 2.4`) and weighted 0.2126 red,
    /// 0.7152 green, 0.0722 blue. The colour's alpha is ignored; composite it first.
    public static func relativeLuminance(of color: UIColor) -> Double {
        let components = AccessibilityRGBA(color) ?? AccessibilityRGBA(red: 0, green: 0, blue: 0, alpha: 1)
        return components.relativeLuminance
    }

    /// WCAG 2's contrast ratio of two opaque colours, from 1 (the same) to 21 (black and white):
    /// `(L1 + 0.05) / (L2 + 0.05)` with `L1` the lighter one's relative luminance. The order does not matter.
    public static func ratio(of foreground: UIColor, on background: UIColor) -> Double {
        ratio(relativeLuminance(of: foreground), relativeLuminance(of: background))
    }

    static func ratio(_ first: Double, _ second: Double) -> Double {
        (max(first, second) + 0.05) / (min(first, second) + 0.05)
    }
}

/// A colour's components as doubles, premultiplied by alpha when composited: the arithmetic of the contrast check.
struct AccessibilityRGBA: Equatable {
    var red: Double
    var green: Double
    var blue: Double
    var alpha: Double

    init(red: Double, green: Double, blue: Double, alpha: Double) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    /// The colour's components (not premultiplied), or `nil` when UIKit cannot give them as RGB (a pattern).
    init?(_ color: UIColor) {
        // Explicit pointers rather than `&red`: the Linux type-check against the UIKit interface cannot convert
        // an inout argument to an optional pointer parameter.
        var components = [CGFloat](repeating: 0, count: 4)
        let converted = components.withUnsafeMutableBufferPointer { buffer in
            guard let start = buffer.baseAddress else { return false }
            return color.getRed(start, green: start + 1, blue: start + 2, alpha: start + 3)
        }
        guard converted else { return nil }
        let clamped = components.map { min(max(Double($0), 0), 1) }
        self.init(red: clamped[0], green: clamped[1], blue: clamped[2], alpha: clamped[3])
    }

    static let white = AccessibilityRGBA(red: 1, green: 1, blue: 1, alpha: 1)
    static let clear = AccessibilityRGBA(red: 0, green: 0, blue: 0, alpha: 0)

    /// The colour premultiplied by its alpha.
    var premultiplied: AccessibilityRGBA {
        AccessibilityRGBA(red: red * alpha, green: green * alpha, blue: blue * alpha, alpha: alpha)
    }

    /// This premultiplied colour drawn over `below` (premultiplied): Porter–Duff "over".
    func over(_ below: AccessibilityRGBA) -> AccessibilityRGBA {
        let rest = 1 - alpha
        return AccessibilityRGBA(
            red: red + below.red * rest,
            green: green + below.green * rest,
            blue: blue + below.blue * rest,
            alpha: alpha + below.alpha * rest
        )
    }

    /// This premultiplied colour faded by `opacity`, as a view's alpha fades what it draws.
    func faded(by opacity: Double) -> AccessibilityRGBA {
        AccessibilityRGBA(red: red * opacity, green: green * opacity, blue: blue * opacity, alpha: alpha * opacity)
    }

    var relativeLuminance: Double {
        func linear(_ component: Double) -> Double {
            component <= 0.03928 ? component / 12.92 : pow((component + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// `#rrggbb`.
    var hex: String {
        "#" + [red, green, blue].map { component in
            let text = String(Int((min(max(component, 0), 1) * 255).rounded()), radix: 16)
            return text.count < 2 ? "0" + text : text
        }.joined()
    }

    /// The colours a text view's glyphs and the background around them end up on screen, composited as the views
    /// are drawn: each view's background colour, then what is inside it, the whole faded by the view's alpha
    /// (group opacity), from `view` up to its topmost superview, and that over white, UIKit's default window
    /// background (black in dark appearance). Dynamic colours count as they show in the view's appearance. Only
    /// `view`'s superviews count: a sibling drawn behind the text does not.
    @MainActor
    static func composited(text textColor: UIColor, in view: UIView) -> (text: Self, background: Self)? {
        let traits = view.traitCollection
        guard let text = AccessibilityRGBA(textColor.resolvedColor(with: traits)) else { return nil }
        var (glyphs, background) = (text.premultiplied, Self.clear)
        var current: UIView? = view
        while let layer = current {
            var fill = Self.clear
            if let color = layer.backgroundColor {
                guard let components = AccessibilityRGBA(color.resolvedColor(with: traits)) else { return nil }
                fill = components.premultiplied
            }
            let opacity = Double(min(max(layer.alpha, 0), 1))
            glyphs = glyphs.over(fill).faded(by: opacity)
            background = background.over(fill).faded(by: opacity)
            current = layer.superview
        }
        let window = traits.userInterfaceStyle == .dark ? Self(red: 0, green: 0, blue: 0, alpha: 1) : .white
        return (glyphs.over(window), background.over(window))
    }
}
