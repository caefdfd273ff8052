#if !canImport(UIKit)
    public import Foundation

    /// What VoiceOver asks a custom rotor's search: the item it is on and the way it moves. The headless
    /// backend's `UIAccessibilityCustomRotorSearchPredicate`. VoiceOver makes these in UIKit; a headless test makes
    /// one with `init()` and sets its properties to call a rotor's ``UIAccessibilityCustomRotor/itemSearchBlock``.
    @MainActor
    open class UIAccessibilityCustomRotorSearchPredicate: NSObject {
        /// The item VoiceOver is on. A result with no target element until set: the search starts from the
        /// beginning (or the end).
        open var currentItem = UIAccessibilityCustomRotorItemResult(targetElement: nil)
        /// Whether VoiceOver moves to the next item or the previous one; `.next` until set.
        open var searchDirection: UIAccessibilityCustomRotor.Direction = .next
    }
#endif
