#if !canImport(UIKit)
    public import Foundation

    /// What a custom rotor's search found: the element VoiceOver moves to and, in text, the part of it. The
    /// headless backend's `UIAccessibilityCustomRotorItemResult`.
    @MainActor
    open class UIAccessibilityCustomRotorItemResult: NSObject {
        /// The element VoiceOver moves to (a view or an accessibility element), held weakly as in UIKit.
        open weak var targetElement: (any NSObjectProtocol)?
        /// The part of the element's text VoiceOver moves to; `nil` for the whole element.
        open var targetRange: UITextRange?

        /// A result that moves VoiceOver to `targetElement`, to `targetRange` of its text if not `nil`.
        public init(targetElement: any NSObjectProtocol, targetRange: UITextRange?) {
            self.targetElement = targetElement
            self.targetRange = targetRange
            super.init()
        }

        /// A result with no element yet: the current item of a new search predicate.
        init(targetElement: (any NSObjectProtocol)?) {
            self.targetElement = targetElement
            super.init()
        }
    }
#endif
