/// One check ``AccessibilityAudit`` makes. The raw value is the rule's stable identifier, the word findings and
/// failure messages print (`missingLabel`).
public enum AccessibilityAuditRule: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// An interactive element has no label, so VoiceOver reads only what it is ("button"), not what it does.
    /// Interactive: a `UIControl`, a view with an enabled gesture recognizer, an element with the `.button`,
    /// `.link` or `.adjustable` trait, or one with custom actions. A label of only white space counts as none.
    case missingLabel
    /// An image element (`.image` trait) that is not interactive has no label. (An interactive one is reported
    /// as ``missingLabel``.)
    case unlabeledImage
    /// A label repeats a word VoiceOver already says for one of the element's traits ("Play button" with
    /// `.button`): "button", "link", "image", "header" or "heading", "search field", "selected", "dimmed",
    /// "adjustable", "tab bar" or "tab", as a whole word, ignoring case.
    case redundantTrait
    /// Two elements in the same container (the same view, or the same container element: siblings to
    /// VoiceOver) have the same label, ignoring case and surrounding white space, so a VoiceOver user cannot tell
    /// them apart. Reported on each after the first.
    case duplicateLabel
    /// An interactive element's view is smaller than the minimum touch target in width or height
    /// (``AccessibilityAudit/minimumTouchTarget``: 44 points, Apple's guideline, by default). So is a visible
    /// control, or view with an enabled gesture recognizer, inside an element (a button in a row combined into
    /// one element): VoiceOver does not visit it, but a finger still taps it, so the finding does not depend on
    /// whether VoiceOver runs.
    case smallTouchTarget
    /// Text contrasts with its background by less than WCAG 2's minimum: 4.5:1, or 3:1 for large text (18 points
    /// and up, or 14 points and up in bold). Checked on every visible `UILabel` and `UIButton` title (not only on
    /// elements: contrast is for sighted users), except disabled controls, which WCAG exempts.
    case lowContrast
    /// An element reached through a container's `accessibilityElements` although a view around it hides it
    /// (`isHidden`, an alpha of 0.01 or less, or `accessibilityElementsHidden`): VoiceOver is sent to something
    /// the screen does not show, or that was meant to be hidden from it.
    case hiddenAncestor

    /// The identifier.
    public var description: String { rawValue }
}
