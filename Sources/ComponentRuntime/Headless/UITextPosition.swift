#if !canImport(UIKit)
    public import Foundation

    /// The headless backend's `UITextPosition`: a place in a text input's text. Abstract, as in UIKit: a text input
    /// subclasses it with what its text needs to find the place again. Here it serves ``UITextRange``; the headless
    /// text field and text view work with `NSRange`s.
    @MainActor
    open class UITextPosition: NSObject {}
#endif
