import ComponentRuntime
import ComponentSnapshotTesting
import Foundation
import Testing

// The headless standard views do not give UIKit's default accessibility values yet, so the buttons here are made
// elements and labelled by hand; once they do, `isAccessibilityElement` and the traits can go.

/// A toolbar with a title and a Compose button; `defects` leaves the button unlabelled and small.
@MainActor
private func toolbar(defects: Bool) -> UIView {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 60))
    root.backgroundColor = .white
    let title = UILabel(frame: CGRect(x: 16, y: 8, width: 200, height: 44))
    title.text = "Inbox"
    title.isAccessibilityElement = true
    title.accessibilityLabel = "Inbox"
    title.accessibilityTraits = .header
    root.addSubview(title)
    let compose = UIButton(frame: CGRect(x: 260, y: 8, width: defects ? 30 : 44, height: defects ? 30 : 44))
    compose.setImage(UIImage(systemName: "square.and.pencil"), for: .normal)
    compose.isAccessibilityElement = true
    compose.accessibilityTraits = .button
    compose.accessibilityLabel = defects ? nil : "Compose"
    root.addSubview(compose)
    return root
}

@MainActor
@Suite("assertAccessible and accessibilityDescription")
struct AccessibilityAssertionTests {
    @Test("a screen without findings passes")
    func passes() {
        assertAccessible(toolbar(defects: false))
    }

    @Test("a screen with findings fails with every finding, one a line, at the call")
    func failsListingFindings() {
        let expectedLine = #line + 2
        withKnownIssue {
            assertAccessible(toolbar(defects: true))
        } matching: { issue in
            let message = issue.comments.map(\.rawValue).joined()
            return issue.sourceLocation?.line == expectedLine
                && message == """
                    2 accessibility findings:
                    missingLabel: UIView > UIButton[1] (260, 8, 30, 30): a UIButton (a UIControl) has no \
                    accessibilityLabel, so VoiceOver says only "button": set accessibilityLabel to what it does \
                    ("Play", "Delete message")
                    smallTouchTarget: UIView > UIButton[1] (260, 8, 30, 30): touch target is 30 × 30 pt, smaller \
                    than 44 × 44 pt: make the view at least 44 pt in each direction (padding counts if the view \
                    grows with it)
                    """
        }
    }

    @Test("a rule silenced in the audit is not reported")
    func silenced() {
        let audit = AccessibilityAudit().disabling(.missingLabel).disabling(.smallTouchTarget)
        assertAccessible(toolbar(defects: true), audit: audit)
        #expect(accessibilityFailureMessage(for: toolbar(defects: true), audit: audit) == nil)
    }

    @Test("the description lists what VoiceOver reads, in its order")
    func description() {
        #expect(
            accessibilityDescription(of: toolbar(defects: false)) == """
                "Inbox" [header] (16, 8, 200, 44) UIView > UILabel[0]
                "Compose" [button] (260, 8, 44, 44) UIView > UIButton[1]
                """
        )
    }
}
