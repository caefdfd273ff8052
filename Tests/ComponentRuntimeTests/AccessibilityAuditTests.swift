import ComponentRuntime
import Foundation
import Testing

// Each rule from both sides: a screen with the defect gives exactly that finding, and the same screen fixed gives
// none. Buttons and labels speak with the standard views' UIKit defaults (a button is an element with the
// `.button` trait and its title as label, a label an element read by its text); accessibility properties are set
// by hand only where a test is about them.

/// A root view with a white background, the size of a phone screen.
@MainActor
private func screen() -> UIView {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    root.backgroundColor = .white
    return root
}

/// A button titled `title` in black (no title: an image button with nothing VoiceOver can read).
@MainActor
private func button(_ title: String?, _ frame: CGRect, in superview: UIView) -> UIButton {
    let button = UIButton(frame: frame)
    button.setTitle(title, for: .normal)
    button.setTitleColor(.black, for: .normal)
    superview.addSubview(button)
    return button
}

/// A label showing `text`.
@MainActor
private func label(_ text: String, _ frame: CGRect, color: UIColor = .black, in superview: UIView) -> UILabel {
    let label = UILabel(frame: frame)
    label.text = text
    label.textColor = color
    superview.addSubview(label)
    return label
}

@MainActor
private func rules(_ findings: [AccessibilityFinding]) -> [AccessibilityAuditRule] {
    findings.map(\.rule)
}

@MainActor
@Suite("Accessibility audit: each rule finds its defect and nothing once it is fixed")
struct AccessibilityAuditTests {
    @Test("missingLabel: a button with no title or label, or only white space; titled or labelled, it passes")
    func missingLabel() throws {
        let root = screen()
        let play = button(nil, CGRect(x: 0, y: 0, width: 44, height: 44), in: root)
        play.setImage(UIImage(systemName: "play.fill"), for: .normal)
        let findings = AccessibilityAudit().findings(in: root)
        #expect(rules(findings) == [.missingLabel])
        let finding = try #require(findings.first)
        #expect(finding.path == "UIView > UIButton[0]")
        #expect(finding.frame == CGRect(x: 0, y: 0, width: 44, height: 44))
        #expect(finding.message.contains("UIButton (a UIControl) has no accessibilityLabel"))

        play.setTitle("  \n", for: .normal)
        #expect(rules(AccessibilityAudit().findings(in: root)) == [.missingLabel])

        play.setTitle(nil, for: .normal)
        play.accessibilityLabel = "Play"
        #expect(AccessibilityAudit().findings(in: root).isEmpty, "an image button labelled by hand")
        play.accessibilityLabel = nil
        play.setTitle("Play", for: .normal)
        #expect(AccessibilityAudit().findings(in: root).isEmpty, "a titled button reads its title")
    }

    @Test("missingLabel: a slider is adjustable by default and needs a label; labelled, it passes")
    func unlabelledSlider() {
        let root = screen()
        let volume = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        root.addSubview(volume)
        let findings = AccessibilityAudit().findings(in: root)
        #expect(rules(findings) == [.missingLabel])
        #expect(findings.first?.message.contains("so VoiceOver says only \"adjustable\"") == true)

        volume.accessibilityLabel = "Volume"
        #expect(AccessibilityAudit().findings(in: root).isEmpty)
    }

    @Test(
        "missingLabel: every kind of interactive element counts; a plain unlabelled view does not",
        arguments: ["tap", "button", "link", "adjustable", "actions", "plain", "disabled tap"]
    )
    func interactiveKinds(kind: String) {
        let root = screen()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
        view.isAccessibilityElement = true
        root.addSubview(view)
        switch kind {
        case "tap": view.addGestureRecognizer(UITapGestureRecognizer(target: nil, action: nil))
        case "disabled tap":
            let tap = UITapGestureRecognizer(target: nil, action: nil)
            tap.isEnabled = false
            view.addGestureRecognizer(tap)
        case "button": view.accessibilityTraits = .button
        case "link": view.accessibilityTraits = .link
        case "adjustable": view.accessibilityTraits = .adjustable
        case "actions": view.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Delete") { _ in true }]
        default: break
        }
        let expected: [AccessibilityAuditRule] = kind == "plain" || kind == "disabled tap" ? [] : [.missingLabel]
        #expect(rules(AccessibilityAudit().findings(in: root)) == expected)
    }

    @Test("unlabeledImage: an image view made an element without a label; described, or decoration, it passes")
    func unlabeledImage() {
        let root = screen()
        let photo = UIImageView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(photo)
        #expect(AccessibilityAudit().findings(in: root).isEmpty, "an image view is not an element by default")
        photo.isAccessibilityElement = true
        let findings = AccessibilityAudit().findings(in: root)
        #expect(rules(findings) == [.unlabeledImage])
        #expect(findings.first?.message.contains("set isAccessibilityElement = false if it is decoration") == true)

        photo.accessibilityLabel = "Ada on a bicycle"
        #expect(AccessibilityAudit().findings(in: root).isEmpty)
    }

    @Test("redundantTrait: a label that says its trait again; without the word, it passes")
    func redundantTrait() {
        let root = screen()
        let play = button("Play button", CGRect(x: 0, y: 0, width: 44, height: 44), in: root)
        let findings = AccessibilityAudit().findings(in: root)
        #expect(rules(findings) == [.redundantTrait])
        #expect(findings.first?.message.contains("use \"Play\"") == true)

        play.setTitle("Play", for: .normal)
        #expect(AccessibilityAudit().findings(in: root).isEmpty)
        // A word inside another word is not the trait's word.
        play.setTitle("Buttonhole stitch", for: .normal)
        #expect(AccessibilityAudit().findings(in: root).isEmpty)
    }

    @Test(
        "redundantTrait: each trait's spoken word, as a whole word, ignoring case",
        arguments: zip(
            [
                "Image of Ada", "Help link", "Inbox heading", "Inbox Header", "Tab selected", "Send (dimmed)",
                "Adjustable volume", "Search field",
            ],
            [
                UIAccessibilityTraits.image, .link, .header, .header, .selected, [.button, .notEnabled], .adjustable,
                .searchField,
            ]
        )
    )
    func redundantTraitWords(label: String, traits: UIAccessibilityTraits) {
        let root = screen()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
        view.isAccessibilityElement = true
        view.accessibilityLabel = label
        view.accessibilityTraits = traits
        root.addSubview(view)
        #expect(rules(AccessibilityAudit().findings(in: root)).contains(.redundantTrait))
    }

    @Test("duplicateLabel: two siblings with the same label; told apart, or in different containers, they pass")
    func duplicateLabel() throws {
        let root = screen()
        let first = button("Follow", CGRect(x: 0, y: 0, width: 100, height: 44), in: root)
        let second = button("follow ", CGRect(x: 0, y: 50, width: 100, height: 44), in: root)
        let findings = AccessibilityAudit().findings(in: root)
        #expect(rules(findings) == [.duplicateLabel])
        let finding = try #require(findings.first)
        #expect(finding.path == "UIView > UIButton[1]")
        #expect(finding.message.contains("as UIView > UIButton[0] in the same container"))

        first.accessibilityLabel = "Follow Ada"
        second.accessibilityLabel = "Follow Grace"
        #expect(AccessibilityAudit().findings(in: root).isEmpty)

        // The same label in two different containers (two cells) is not a duplicate.
        let cells = [UIView(frame: CGRect(x: 0, y: 100, width: 320, height: 50)),
                     UIView(frame: CGRect(x: 0, y: 150, width: 320, height: 50))]
        for cell in cells {
            root.addSubview(cell)
            _ = button("Delete", CGRect(x: 0, y: 0, width: 100, height: 44), in: cell)
        }
        #expect(AccessibilityAudit().findings(in: root).isEmpty)
    }

    @Test("smallTouchTarget: an interactive element under 44 pt either way; at 44 × 44 it passes")
    func smallTouchTarget() throws {
        let root = screen()
        let close = button("Close", CGRect(x: 0, y: 0, width: 90, height: 30), in: root)
        let findings = AccessibilityAudit().findings(in: root)
        #expect(rules(findings) == [.smallTouchTarget])
        #expect(try #require(findings.first).message.hasPrefix("touch target is 90 × 30 pt, smaller than 44 × 44 pt"))

        close.frame.size = CGSize(width: 44, height: 44)
        #expect(AccessibilityAudit().findings(in: root).isEmpty)
        // A label that is not interactive may be small.
        _ = label("Tiny", CGRect(x: 0, y: 100, width: 20, height: 12), in: root)
        #expect(AccessibilityAudit().findings(in: root).isEmpty)
    }

    @Test("smallTouchTarget: the minimum is an option (Google's 48)")
    func touchTargetOption() {
        let root = screen()
        _ = button("Close", CGRect(x: 0, y: 0, width: 44, height: 44), in: root)
        #expect(AccessibilityAudit().findings(in: root).isEmpty)
        let google = AccessibilityAudit(minimumTouchTarget: AccessibilityAudit.googleMinimumTouchTarget)
        #expect(rules(google.findings(in: root)) == [.smallTouchTarget])
    }

    @Test("lowContrast: #777777 text on white fails at 17 pt; black passes")
    func lowContrast() throws {
        let root = screen()
        let caption = label("Updated today", CGRect(x: 0, y: 0, width: 200, height: 20), in: root)
        caption.textColor = UIColor(white: 0x77 / 255, alpha: 1)
        let findings = AccessibilityAudit().findings(in: root)
        #expect(rules(findings) == [.lowContrast])
        #expect(
            try #require(findings.first).message.hasPrefix(
                "text \"Updated today\" is #777777 on #ffffff: contrast 4.48:1, below 4.5:1 for 17 pt regular text"
            )
        )

        caption.textColor = .black
        #expect(AccessibilityAudit().findings(in: root).isEmpty)
    }

    @Test("lowContrast: large text (18 pt, or 14 pt bold) needs only 3:1")
    func largeTextThreshold() {
        let root = screen()
        let title = label("Title", CGRect(x: 0, y: 0, width: 200, height: 30), in: root)
        title.textColor = UIColor(white: 0x77 / 255, alpha: 1)
        title.font = .systemFont(ofSize: 18)
        #expect(AccessibilityAudit().findings(in: root).isEmpty)
        title.font = .systemFont(ofSize: 17.5)
        #expect(rules(AccessibilityAudit().findings(in: root)) == [.lowContrast])
        title.font = .boldSystemFont(ofSize: 14)
        #expect(AccessibilityAudit().findings(in: root).isEmpty)
        title.font = .boldSystemFont(ofSize: 13)
        #expect(rules(AccessibilityAudit().findings(in: root)) == [.lowContrast])
        // Under 3:1 fails even for large text.
        title.font = .systemFont(ofSize: 24)
        title.textColor = UIColor(white: 0.75, alpha: 1)
        #expect(rules(AccessibilityAudit().findings(in: root)) == [.lowContrast])
    }

    @Test("lowContrast: the background is the nearest opaque one up the tree, composited through alphas")
    func contrastBackground() throws {
        let root = screen()
        root.backgroundColor = .black
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        card.backgroundColor = UIColor(white: 1, alpha: 0.5)
        root.addSubview(card)
        let caption = label("Caption", CGRect(x: 0, y: 0, width: 200, height: 20), in: card)
        caption.textColor = .white
        // Half-white over black is mid grey (0.5, printed #808080) behind white text: 3.98:1.
        let findings = AccessibilityAudit().findings(in: root)
        #expect(rules(findings) == [.lowContrast])
        #expect(try #require(findings.first).message.contains("#ffffff on #808080: contrast 3.98:1"))

        card.backgroundColor = .white
        caption.textColor = .black
        #expect(AccessibilityAudit().findings(in: root).isEmpty)

        // No background anywhere: white, the default window background.
        let bare = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let faint = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        faint.text = "Faint"
        faint.textColor = UIColor(white: 0.6, alpha: 1)
        bare.addSubview(faint)
        #expect(try #require(AccessibilityAudit().findings(in: bare).first).message.contains("on #ffffff"))

        // A faded label fades its text towards what is behind it.
        caption.alpha = 0.3
        #expect(rules(AccessibilityAudit().findings(in: root)) == [.lowContrast])
    }

    @Test("lowContrast: a button's current title colour counts (a system button's tint colour); disabled is exempt")
    func buttonTitleContrast() throws {
        let root = screen()
        let follow = UIButton(type: .system)
        follow.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
        follow.setTitle("Follow", for: .normal)
        root.addSubview(follow)
        // The system blue, #007aff, on white is 4.02:1.
        let findings = AccessibilityAudit().findings(in: root)
        #expect(rules(findings) == [.lowContrast])
        #expect(try #require(findings.first).message.contains("#007aff on #ffffff"))
        follow.isEnabled = false
        #expect(AccessibilityAudit().findings(in: root).isEmpty)
        follow.isEnabled = true
        follow.setTitleColor(UIColor(red: 0, green: 0.35, blue: 0.8, alpha: 1), for: .normal)
        #expect(AccessibilityAudit().findings(in: root).isEmpty)

        // A custom button's title is white unless told otherwise: invisible on white.
        let custom = UIButton(frame: CGRect(x: 0, y: 100, width: 100, height: 44))
        custom.setTitle("Share", for: .normal)
        root.addSubview(custom)
        #expect(try #require(AccessibilityAudit().findings(in: root).first).message.contains("contrast 1:1"))
    }

    @Test("smallTouchTarget: a small control inside an element still takes taps, so it is found; grown, it passes")
    func touchTargetInsideElement() throws {
        let root = screen()
        let row = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 60))
        row.isAccessibilityElement = true
        row.accessibilityLabel = "Ada, Follow"
        root.addSubview(row)
        _ = label("Ada", CGRect(x: 16, y: 20, width: 100, height: 20), in: row)
        let follow = button("Follow", CGRect(x: 240, y: 15, width: 60, height: 30), in: row)
        let findings = AccessibilityAudit().findings(in: root)
        #expect(rules(findings) == [.smallTouchTarget])
        #expect(try #require(findings.first).path == "UIView > UIView[0] > UIButton[1]")

        follow.frame = CGRect(x: 240, y: 8, width: 60, height: 44)
        #expect(AccessibilityAudit().findings(in: root).isEmpty)
        follow.frame.size.height = 30
        row.isUserInteractionEnabled = false
        #expect(AccessibilityAudit().findings(in: root).isEmpty, "a row that takes no touches passes none on")
    }

    @Test("hiddenAncestor: an element listed by a visible container while a view around it hides it")
    func hiddenAncestor() throws {
        let root = screen()
        let drawer = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        drawer.accessibilityElementsHidden = true
        root.addSubview(drawer)
        let hiddenButton = button("Archive", CGRect(x: 0, y: 0, width: 100, height: 44), in: drawer)
        let toolbar = UIView(frame: CGRect(x: 0, y: 200, width: 320, height: 44))
        root.addSubview(toolbar)
        let send = button("Send", CGRect(x: 0, y: 0, width: 100, height: 44), in: toolbar)
        toolbar.accessibilityElements = [send, hiddenButton]

        let findings = AccessibilityAudit().findings(in: root)
        #expect(rules(findings) == [.hiddenAncestor])
        let finding = try #require(findings.first)
        #expect(finding.path == "UIView > UIView[0] > UIButton[0]")
        #expect(finding.message.contains("accessibilityElements of UIView > UIView[1]"))
        #expect(finding.message.contains("UIView > UIView[0] hides it (accessibilityElementsHidden)"))

        drawer.accessibilityElementsHidden = false
        drawer.isHidden = true
        #expect(try #require(AccessibilityAudit().findings(in: root).first).message.contains("(isHidden)"))

        // A listed plain view leads to the elements inside it, which its hidden ancestor hides as well.
        let panel = UIView(frame: CGRect(x: 0, y: 50, width: 320, height: 44))
        drawer.addSubview(panel)
        _ = button("Flag", CGRect(x: 0, y: 0, width: 100, height: 44), in: panel)
        toolbar.accessibilityElements = [send, panel]
        #expect(AccessibilityAudit().findings(in: root).map(\.path) == ["UIView > UIView[0] > UIView[1] > UIButton[0]"])

        toolbar.accessibilityElements = [send]
        #expect(AccessibilityAudit().findings(in: root).isEmpty)
    }

    @Test("a rule can be turned off for the whole audit, or for one view by its identifier")
    func silencingRules() {
        let root = screen()
        let close = button(nil, CGRect(x: 0, y: 0, width: 30, height: 30), in: root)
        close.accessibilityIdentifier = "close"
        let other = button(nil, CGRect(x: 0, y: 100, width: 30, height: 30), in: root)
        other.accessibilityIdentifier = "other"
        let all = rules(AccessibilityAudit().findings(in: root))
        #expect(all == [.missingLabel, .missingLabel, .smallTouchTarget, .smallTouchTarget])

        let withoutTouchTargets = AccessibilityAudit().disabling(.smallTouchTarget)
        #expect(rules(withoutTouchTargets.findings(in: root)) == [.missingLabel, .missingLabel])
        let ignoringClose = AccessibilityAudit().ignoring(.smallTouchTarget, forViewWithIdentifier: "close")
        #expect(ignoringClose.findings(in: root).map(\.path) == [
            "UIView > UIButton[0]#close", "UIView > UIButton[1]#other", "UIView > UIButton[1]#other",
        ])
        let everythingOnClose = AccessibilityAudit().ignoring(forViewWithIdentifier: "close")
        #expect(everythingOnClose.findings(in: root).allSatisfy { $0.path.hasSuffix("#other") })
        let off = AccessibilityAudit(disabledRules: Set(AccessibilityAuditRule.allCases))
        #expect(off.findings(in: root).isEmpty)
    }

    @Test("rule identifiers are stable strings; a finding prints as one line")
    func identifiersAndDescription() {
        #expect(AccessibilityAuditRule.allCases.map(\.rawValue) == [
            "missingLabel", "unlabeledImage", "redundantTrait", "duplicateLabel", "smallTouchTarget", "lowContrast",
            "hiddenAncestor",
        ])
        let finding = AccessibilityFinding(
            rule: .smallTouchTarget,
            path: "UIView > UIButton[0]",
            frame: CGRect(x: 1, y: 2, width: 30, height: 30.5),
            message: "too small"
        )
        #expect(finding.description == "smallTouchTarget: UIView > UIButton[0] (1, 2, 30, 30.5): too small")
    }

    @Test("contrast ratios match WCAG's known pairs")
    func contrastNumbers() {
        #expect(AccessibilityContrast.ratio(of: .black, on: .white) == 21)
        #expect(AccessibilityContrast.ratio(of: .white, on: .white) == 1)
        #expect(AccessibilityContrast.ratio(of: .white, on: .black) == 21)
        let grey77 = UIColor(white: 0x77 / 255, alpha: 1)
        #expect(abs(AccessibilityContrast.ratio(of: grey77, on: .white) - 4.48) < 0.005)
        let grey76 = UIColor(white: 0x76 / 255, alpha: 1)
        #expect(AccessibilityContrast.ratio(of: grey76, on: .white) >= 4.5)
        let systemBlue = UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1)
        #expect(abs(AccessibilityContrast.ratio(of: systemBlue, on: .white) - 4.02) < 0.005)
        #expect(abs(AccessibilityContrast.relativeLuminance(of: .red) - 0.2126) < 1e-9)
        #expect(AccessibilityContrast.minimumRatio(pointSize: 17, isBold: false) == 4.5)
        #expect(AccessibilityContrast.minimumRatio(pointSize: 18, isBold: false) == 3)
        #expect(AccessibilityContrast.minimumRatio(pointSize: 14, isBold: true) == 3)
        #expect(AccessibilityContrast.minimumRatio(pointSize: 14, isBold: false) == 4.5)
    }

    @Test("a screen with several defects lists each, rule by rule, in VoiceOver's order")
    func wholeScreen() {
        let root = screen()
        _ = label("Inbox", CGRect(x: 16, y: 0, width: 200, height: 30), in: root)
        _ = button(nil, CGRect(x: 270, y: 0, width: 30, height: 30), in: root)
        _ = button("Delete button", CGRect(x: 16, y: 50, width: 100, height: 44), in: root)
        _ = label("3 unread", CGRect(x: 16, y: 100, width: 100, height: 20), color: .lightGray, in: root)
        #expect(
            AccessibilityAudit().findings(in: root).map { "\($0.rule) \($0.path)" } == [
                "missingLabel UIView > UIButton[1]", "redundantTrait UIView > UIButton[2]",
                "smallTouchTarget UIView > UIButton[1]", "lowContrast UIView > UILabel[3]",
            ]
        )
    }
}
