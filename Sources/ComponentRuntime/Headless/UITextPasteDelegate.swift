#if !canImport(UIKit)
    /// The object that decides what pasting into a text field or text view inserts: the headless backend's
    /// `UITextPasteDelegate`, a text input's `pasteDelegate`. Every method of UIKit's is optional and works with
    /// pasteboard items the headless backend does not have, so this protocol asks for nothing: a delegate written
    /// for UIKit conforms as it is, and its methods are never called here.
    @MainActor
    public protocol UITextPasteDelegate: AnyObject {}
#endif
