/// Checks a mounted view tree for the accessibility problems a machine can find: missing labels, small touch
/// targets, low text contrast, labels VoiceOver users cannot tell apart, and more (``AccessibilityAuditRule``).
///
/// ```swift
/// let findings = AccessibilityAudit().findings(in: rootView)
/// #expect(findings.isEmpty, "\(findings)")
///
/// // Google's 48-point touch targets; no contrast check; the avatar may be small.
/// let audit = AccessibilityAudit(minimumTouchTarget: 48)
///     .disabling(.lowContrast)
///     .ignoring(.smallTouchTarget, forViewWithIdentifier: "avatar")
/// ```
///
/// The audit reads the tree VoiceOver visits (``AccessibilityTree``) and, for contrast, every visible text view.
/// Findings come rule by rule in ``AccessibilityAuditRule``'s order; within a rule, in VoiceOver's order (for
/// contrast, in tree order).
public struct AccessibilityAudit: Sendable {
    /// Apple's minimum touch target: 44 × 44 points (Human Interface Guidelines).
    public static let appleMinimumTouchTarget: CGFloat = 44
    /// Google's Accessibility Test Framework's: 48 × 48 (dp; points on iOS).
    public static let googleMinimumTouchTarget: CGFloat = 48

    /// The smallest width and height an interactive element's view may have, in points.
    public var minimumTouchTarget: CGFloat
    /// Rules not checked at all.
    public var disabledRules: Set<AccessibilityAuditRule>
    /// Rules not checked on particular views, by the view's `accessibilityIdentifier`. (The view itself only:
    /// the views inside it are still checked.)
    public var ignoredRulesByIdentifier: [String: Set<AccessibilityAuditRule>]

    /// An audit with every rule on, or without `disabledRules`.
    public init(
        minimumTouchTarget: CGFloat = AccessibilityAudit.appleMinimumTouchTarget,
        disabledRules: Set<AccessibilityAuditRule> = [],
        ignoredRulesByIdentifier: [String: Set<AccessibilityAuditRule>] = [:]
    ) {
        self.minimumTouchTarget = minimumTouchTarget
        self.disabledRules = disabledRules
        self.ignoredRulesByIdentifier = ignoredRulesByIdentifier
    }

    /// This audit without `rules`.
    public func disabling(_ rules: AccessibilityAuditRule...) -> Self {
        var audit = self
        audit.disabledRules.formUnion(rules)
        return audit
    }

    /// This audit without `rules` on the view whose `accessibilityIdentifier` is `identifier`; every rule when
    /// `rules` is empty.
    public func ignoring(_ rules: AccessibilityAuditRule..., forViewWithIdentifier identifier: String) -> Self {
        var audit = self
        audit.ignoredRulesByIdentifier[identifier, default: []].formUnion(
            rules.isEmpty ? AccessibilityAuditRule.allCases : rules
        )
        return audit
    }

    /// Whether `rule` is checked on a view with `identifier`.
    func checks(_ rule: AccessibilityAuditRule, identifier: String?) -> Bool {
        guard !disabledRules.contains(rule) else { return false }
        guard let identifier, let ignored = ignoredRulesByIdentifier[identifier] else { return true }
        return !ignored.contains(rule)
    }

    /// The problems in the tree under `root` (the root included).
    @MainActor
    public func findings(in root: UIView) -> [AccessibilityFinding] {
        findings(in: AccessibilityTree(of: root))
    }

    /// The problems in an accessibility tree already read.
    @MainActor
    public func findings(in tree: AccessibilityTree) -> [AccessibilityFinding] {
        var checker = AccessibilityAuditChecker(audit: self, tree: tree)
        return checker.run()
    }
}
