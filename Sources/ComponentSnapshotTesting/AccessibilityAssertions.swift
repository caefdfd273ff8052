public import ComponentRuntime
public import Testing

/// What ``assertAccessible(_:audit:sourceLocation:)`` reports for `view`: `nil` when the audit finds nothing,
/// else the number of findings and each on its own line (``ComponentRuntime/AccessibilityFinding/description``).
@MainActor
public func accessibilityFailureMessage(
    for view: UIView,
    audit: AccessibilityAudit = AccessibilityAudit()
) -> String? {
    let findings = audit.findings(in: view)
    guard !findings.isEmpty else { return nil }
    let count = findings.count == 1 ? "1 accessibility finding" : "\(findings.count) accessibility findings"
    return ([count + ":"] + findings.map(\.description)).joined(separator: "\n")
}

/// Checks a mounted view tree with ``ComponentRuntime/AccessibilityAudit`` and records one issue at the call that
/// lists every finding, one a line, when there is any: the one line a test writes to keep a screen accessible.
///
/// Turn VoiceOver on first (`UIAccessibility.simulateVoiceOver(running: true)` on Linux), so that the components'
/// accessibility contexts are applied to the views it reads.
///
/// ```swift
/// host.mount(in: root)
/// assertAccessible(root)
/// assertAccessible(root, audit: AccessibilityAudit().ignoring(.smallTouchTarget, forViewWithIdentifier: "avatar"))
/// ```
///
/// - Parameters:
///   - view: the root of the tree, usually the view a `ComponentHost` is mounted in.
///   - audit: the rules and options to check with; every rule and 44-point touch targets by default.
///   - sourceLocation: where the issue is reported; the call by default.
@MainActor
public func assertAccessible(
    _ view: UIView,
    audit: AccessibilityAudit = AccessibilityAudit(),
    sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let message = accessibilityFailureMessage(for: view, audit: audit) else { return }
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
}

/// The elements VoiceOver visits in `view`'s tree, in its order, one a line
/// (``ComponentRuntime/AccessibilityTree/description``): what a test compares with an expected text to pin down
/// what a screen reads.
///
/// ```swift
/// #expect(accessibilityDescription(of: root) == """
///     "Inbox" [header, staticText] (16, 0, 200, 30) UIView > UILabel[0]
///     "Compose" [button] (270, 0, 44, 44) UIView > UIButton[1]
///     """)
/// ```
@MainActor
public func accessibilityDescription(of view: UIView) -> String {
    AccessibilityTree(of: view).description
}
