#if !canImport(UIKit)
    public import Foundation

    /// The headless backend's `UILabel`: a view that shows text.
    @MainActor
    open class UILabel: UIView {
        /// The text shown.
        open var text: String?
        /// Styled text shown; setting it sets ``text`` to its characters, as UIKit does.
        open var attributedText: NSAttributedString? {
            didSet { text = attributedText?.string }
        }
        /// The text colour (implicitly unwrapped, as in UIKit; black by default).
        open var textColor: UIColor! = .black
        /// The most lines shown; 0 means no limit.
        open var numberOfLines = 1
        /// The font (implicitly unwrapped, as in UIKit; the 17-point system font by default).
        open var font: UIFont! = .systemFont(ofSize: 17)
        /// How lines are aligned.
        open var textAlignment: NSTextAlignment = .natural
        /// How text that does not fit is broken or truncated.
        open var lineBreakMode: NSLineBreakMode = .byTruncatingTail

        /// Adds the text to the dump.
        open override var dumpProperties: [String] {
            super.dumpProperties + (text.map { ["text=\"\($0)\""] } ?? [])
        }
    }
#endif
