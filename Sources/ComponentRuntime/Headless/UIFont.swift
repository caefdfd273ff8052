#if !canImport(UIKit)
    public import Foundation

    /// The headless backend's `UIFont`: a font size, with metrics the headless text measurer uses.
    ///
    /// `@unchecked Sendable`, as UIKit's `UIFont` is: its stored properties are `let`s of `Sendable` types.
    open class UIFont: NSObject, @unchecked Sendable {
        /// The font's size in points.
        public let pointSize: CGFloat
        /// The font's name: `.SFUI-Regular` or `.SFUI-Semibold` for the system fonts.
        public let fontName: String
        /// Whether it is bold (the headless measurer makes bold text 10% wider).
        let isBold: Bool

        init(pointSize: CGFloat, isBold: Bool, name: String? = nil) {
            self.pointSize = pointSize
            self.isBold = isBold
            self.fontName = name ?? (isBold ? ".SFUI-Semibold" : ".SFUI-Regular")
            super.init()
        }

        /// The font named `fontName` at `fontSize` points. The headless backend has no font files: every
        /// non-empty name gives a font, bold when the name says so (`"Helvetica-Bold"`), measured as the system
        /// font of that weight. UIKit returns `nil` for a name it does not know.
        public convenience init?(name fontName: String, size fontSize: CGFloat) {
            guard !fontName.isEmpty else { return nil }
            self.init(pointSize: fontSize, isBold: fontName.localizedCaseInsensitiveContains("bold"), name: fontName)
        }

        /// The system font at `fontSize`.
        open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(pointSize: fontSize, isBold: false) }

        /// The bold system font at `fontSize`.
        open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(pointSize: fontSize, isBold: true) }

        /// The height of a line: 1.2 × the point size on the headless backend.
        open var lineHeight: CGFloat { (pointSize * 1.2).rounded(.up) }

        /// Fonts are equal when their size, weight and name are.
        open override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? UIFont else { return false }
            return pointSize == other.pointSize && isBold == other.isBold && fontName == other.fontName
        }

        /// Hashes the size and name.
        open override var hash: Int { pointSize.hashValue ^ fontName.hashValue }
    }

    /// The headless backend's `NSTextAlignment`.
    public enum NSTextAlignment: Int, Sendable {
        /// Left.
        case left = 0
        /// Centered.
        case center = 1
        /// Right.
        case right = 2
        /// Justified.
        case justified = 3
        /// The writing direction's natural alignment (left here).
        case natural = 4
    }

    /// The headless backend's `NSLineBreakMode`.
    public enum NSLineBreakMode: Int, Sendable {
        /// Wrap at word boundaries.
        case byWordWrapping = 0
        /// Wrap at character boundaries.
        case byCharWrapping = 1
        /// Cut off.
        case byClipping = 2
        /// Truncate at the start: "…end".
        case byTruncatingHead = 3
        /// Truncate at the end: "start…".
        case byTruncatingTail = 4
        /// Truncate in the middle: "st…nd".
        case byTruncatingMiddle = 5
    }
#endif
