#if !canImport(UIKit)
    public import Foundation

    /// The headless backend's `UITextRange`: a stretch of a text input's text, between two ``UITextPosition``s.
    /// Abstract, as in UIKit, where a text input's subclass says where it starts and ends; here the base class is
    /// an empty range at one position, so that code that takes or passes a range (a custom rotor's
    /// ``UIAccessibilityCustomRotorItemResult/targetRange``) compiles. The headless text field and text view work
    /// with `NSRange`s.
    @MainActor
    open class UITextRange: NSObject {
        /// Where the base class's empty range is.
        private let position = UITextPosition()

        /// Whether the range holds no text: whether it ends where it starts. `true` for the base class.
        open var isEmpty: Bool { start === end }
        /// Where the range starts.
        open var start: UITextPosition { position }
        /// Where the range ends.
        open var end: UITextPosition { position }
    }
#endif
