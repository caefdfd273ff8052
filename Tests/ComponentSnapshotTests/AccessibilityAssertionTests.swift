import ComponentRuntime
import ComponentSnapshotTesting
import Foundation
import Testing

/// A toolbar with a title and a Compose image button; `defects` leaves the button unlabelled and small. The title
/// is read by its text (a label's UIKit default), with the header trait added; the button, an element with the
/// `.button` trait by default, has no title, so it needs its label set.
@MainActor
private func toolbar(defects: Bool) -> UIView {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 60))
    root.backgroundColor = .white
    let title = UILabel(frame: CGRect(x: 16, y: 8, width: 200, height: 44))
    title.text = "Inbox"
    title.accessibilityTraits.insert(.header)
    root.addSubview(title)
    let compose = UIButton(frame: CGRect(x: 260, y: 8, width: defects ? 30 : 44, height: defects ? 30 : 44))
    compose.setImage(UIImage(systemName: "square.and.pencil"), for: .normal)
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
                "Inbox" [header, staticText] (16, 8, 200, 44) UIView > UILabel[0]
                "Compose" [button] (260, 8, 44, 44) UIView > UIButton[1]
                """
        )
    }
}
