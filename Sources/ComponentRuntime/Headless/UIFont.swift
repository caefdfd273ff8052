#if !canImport(UIKit)
    public import Foundation

    /// The headless backend's `UIFont`: a font size, with metrics the headless text measurer uses.
    ///
    /// `@unchecked Sendable`, as UIKit's `UIFont` is: its stored properties are `let`s of `Sendable` types.
    open class UIFont: NSObject, @unchecked Sendable {
        /// The font's size in points.
        public let pointSize: CGFloat
        /// Whether it is bold (the headless measurer makes bold text 10% wider).
        let isBold: Bool

        init(pointSize: CGFloat, isBold: Bool) {
            self.pointSize = pointSize
            self.isBold = isBold
            super.init()
        }

        /// The system font at `fontSize`.
        open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(pointSize: fontSize, isBold: false) }

        /// The bold system font at `fontSize`.
        open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(pointSize: fontSize, isBold: true) }

        /// The height of a line: 1.2 × the point size on the headless backend.
        open var lineHeight: CGFloat { (pointSize * 1.2).rounded(.up) }

        /// Fonts are equal when their size and weight are.
        open override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? UIFont else { return false }
            return pointSize == other.pointSize && isBold == other.isBold
        }

        /// Hashes the size and weight.
        open override var hash: Int { pointSize.hashValue ^ (isBold ? 1 : 0) }
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
