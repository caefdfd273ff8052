/// One problem ``AccessibilityAudit`` found: which rule, where, and what to do about it.
public struct AccessibilityFinding: Equatable, Sendable, CustomStringConvertible {
    /// The rule the view breaks.
    public var rule: AccessibilityAuditRule
    /// The view's path from the audited root (``AccessibilityTreeElement/path``).
    public var path: String
    /// The element's frame in the root's coordinates.
    public var frame: CGRect
    /// What is wrong and how to fix it, for an engineer.
    public var message: String

    /// Makes a finding.
    public init(rule: AccessibilityAuditRule, path: String, frame: CGRect, message: String) {
        self.rule = rule
        self.path = path
        self.frame = frame
        self.message = message
    }

    /// One line: `rule: path (x, y, width, height): message`.
    public var description: String {
        "\(rule.rawValue): \(path) \(frame.accessibilityDescription): \(message)"
    }
}
