import ComponentRuntime
import Foundation
import Testing

// One screen written as descriptions, mounted on the headless backend with VoiceOver running, read as VoiceOver
// reads it and audited: the standard views' UIKit defaults, the accessibility modifiers, aggregation, the tree
// and the audit working together.

/// A profile screen: a header, a row combined into one element (a photo, a name, a role and a Follow button),
/// and a volume slider labelled for VoiceOver. `followSize` is the Follow button's size.
private struct ProfileScreen: ComponentDescription {
    var followSize = ComponentSize(width: 80, height: 44)
    let follows: Ref<Int>

    var body: Component {
        FlexboxComponent(children: parts)
    }

    @ComponentBuilder
    private var parts: [FlexboxComponent.Child] {
        ViewComponent<UILabel>(size: ComponentSize(width: 320, height: 40)) { .text("Profile") }
            .accessibilityAddTraits(.header)
        FlexboxComponent(view: ViewConfiguration(UIView.self), direction: .row, alignItems: .center) {
            ViewComponent<UIImageView>(size: ComponentSize(width: 48, height: 48))
                .accessibilityElement()
                .accessibilityLabel("Photo of Ada")
            FlexboxComponent {
                ViewComponent<UILabel>(size: ComponentSize(width: 180, height: 20)) { .text("Ada Lovelace") }
                ViewComponent<UILabel>(size: ComponentSize(width: 180, height: 20)) { .text("Mathematician") }
            }
            ViewComponent<UIButton>(size: followSize) { [.title("Follow"), .titleColor(.black)] }
                .onTap { follows.value += 1 }
        }
        .accessibilityElement(children: .combine)
        ViewComponent<UISlider>(size: ComponentSize(width: 320, height: 44)) { (\.value, 0.3) }
            .accessibilityLabel("Volume")
    }
}

/// `screen` mounted in a 320 × 480 root with VoiceOver running: the host (kept alive by the caller) and the root.
@MainActor
private func mountedWithVoiceOver(_ screen: ProfileScreen) -> (ComponentHost, UIView) {
    UIAccessibility.simulateVoiceOver(running: true)
    let host = ComponentHost { screen }
    let root = makeRootView()
    root.backgroundColor = .white
    host.mount(in: root)
    return (host, root)
}

@MainActor
@Suite("Accessibility end to end: a description screen read and audited with VoiceOver running")
struct AccessibilityEndToEndTests {
    @Test("the tree lists the header, the combined row with its joined label, and the slider with its value")
    func treeOfTheScreen() throws {
        let follows = Ref(0)
        let (host, root) = mountedWithVoiceOver(ProfileScreen(follows: follows))
        defer { UIAccessibility.simulateVoiceOver(running: false) }

        let tree = AccessibilityTree(of: root)
        #expect(
            tree.description == """
                "Profile" [header, staticText] (0, 0, 320, 40) UIView > UILabel[0]
                "Photo of Ada, Ada Lovelace, Mathematician, Follow" [button, image, staticText] \
                actions: [Follow] (0, 40, 320, 48) UIView > UIView[1]
                "Volume" [adjustable] value: "30%" (0, 88, 320, 44) UIView > UISlider[2]
                """
        )
        #expect(AccessibilityAudit().findings(in: root).isEmpty)

        // The row's Follow action taps the button behind it.
        let follow = try #require(tree.elements[1].view?.accessibilityCustomActions?.first)
        #expect(follow.actionHandler?(follow) == true)
        #expect(follows.value == 1)
        _ = host
    }

    @Test("a Follow button too small to tap gives exactly that finding, although the row hides it from VoiceOver")
    func tinyButton() throws {
        let screen = ProfileScreen(followSize: ComponentSize(width: 60, height: 24), follows: Ref(0))
        let (host, root) = mountedWithVoiceOver(screen)
        defer { UIAccessibility.simulateVoiceOver(running: false) }

        let findings = AccessibilityAudit().findings(in: root)
        #expect(findings.map(\.rule) == [.smallTouchTarget])
        let finding = try #require(findings.first)
        #expect(finding.path == "UIView > UIView[1] > UIButton[3]")
        #expect(finding.frame == CGRect(x: 228, y: 52, width: 60, height: 24))
        #expect(finding.message.hasPrefix("touch target is 60 × 24 pt, smaller than 44 × 44 pt"))
        _ = host
    }

    @Test("with VoiceOver off the contexts are not applied: the parts speak alone and the slider has no label")
    func voiceOverOff() {
        let host = ComponentHost { ProfileScreen(follows: Ref(0)) }
        let root = makeRootView()
        root.backgroundColor = .white
        host.mount(in: root)
        // The button (top 42) and the name (top 44) are one line; the role, 20 points lower, the next.
        #expect(labels(root) == ["Profile", "Ada Lovelace", "Follow", "Mathematician", nil])
        #expect(AccessibilityAudit().findings(in: root).map(\.rule) == [.missingLabel])

        // Turning VoiceOver on applies them to the mounted screen at once.
        UIAccessibility.simulateVoiceOver(running: true)
        defer { UIAccessibility.simulateVoiceOver(running: false) }
        #expect(labels(root) == ["Profile", "Photo of Ada, Ada Lovelace, Mathematician, Follow", "Volume"])
        #expect(AccessibilityAudit().findings(in: root).isEmpty)
    }
}
