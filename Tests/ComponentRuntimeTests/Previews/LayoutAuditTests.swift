import Foundation
import Testing

@testable import ComponentRuntime

/// A row of two fixed-width boxes that do not shrink: 260 points, wider than a 200-point screen.
private struct TwoBoxRow: ComponentDescription {
    var body: Component {
        FlexboxComponent(direction: .row) {
            ViewComponent<UIView>(size: ComponentSize(width: 130, height: 20)) { .backgroundColor(.red) }
            ViewComponent<UIView>(size: ComponentSize(width: 130, height: 20)) { .backgroundColor(.blue) }
        }
    }
}

@MainActor
@Suite("Previews: the layout audit")
struct LayoutAuditTests {
    @Test("a view running off the screen's edge is reported with its component path and how far it goes")
    func offScreen() throws {
        let preview = ComponentPreview("Wide", component: "TwoBoxRow") { TwoBoxRow() }
        let narrow = MountedComponentPreview(preview, variant: ComponentPreviewVariant(width: 200))
        let findings = LayoutAudit().findings(in: narrow.view)

        let finding = try #require(findings.first)
        #expect(findings.count == 1)
        #expect(finding.rule == .outsideClippingBounds)
        #expect(finding.componentPath.hasPrefix("TwoBoxRow > FlexboxComponent > "))
        #expect(finding.frame == CGRect(x: 130, y: 0, width: 130, height: 20))
        #expect(finding.description.contains("60 pt past the right edge"), "\(finding)")

        let wide = MountedComponentPreview(preview, variant: ComponentPreviewVariant(width: 320))
        #expect(LayoutAudit().findings(in: wide.view).isEmpty)
    }

    @Test("a view outside a superview that does not clip is checked against the one that does")
    func overflowAllowedByParent() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.clipsToBounds = true
        let avatar = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        let badge = UIView(frame: CGRect(x: 30, y: -5, width: 16, height: 16))
        root.addSubview(avatar)
        avatar.addSubview(badge)
        #expect(LayoutAudit().findings(in: root).isEmpty, "the badge hangs off the avatar, inside the screen")

        avatar.clipsToBounds = true
        let findings = LayoutAudit().findings(in: root)
        #expect(findings.map(\.rule) == [.outsideClippingBounds])
        #expect(findings.first?.componentPath == "UIView", "no component made this view")
        #expect(findings.first?.message.contains("5 pt past the top edge") == true)
    }

    @Test("text cut short by its frame is reported, text with a line limit is not")
    func clippedText() throws {
        let long = "A sentence long enough to need several lines at this width"
        let clipped = ComponentPreview("Clipped") {
            TextComponent(long, size: ComponentSize(width: 100, height: 21))
        }
        let mounted = MountedComponentPreview(clipped, variant: ComponentPreviewVariant(width: 320))
        let finding = try #require(LayoutAudit().findings(in: mounted.view).first)
        #expect(finding.rule == .clippedText)
        #expect(finding.componentPath == "TextComponent")
        #expect(finding.message.contains("has 21"), "\(finding)")

        let limited = ComponentPreview("One line") {
            TextComponent(long, maximumNumberOfLines: 1, size: ComponentSize(width: 100, height: 21))
        }
        let limitedMount = MountedComponentPreview(limited, variant: ComponentPreviewVariant(width: 320))
        #expect(LayoutAudit().findings(in: limitedMount.view).isEmpty)
    }

    @Test("a mounted preview has the variant's width, its layout's height, appearance and direction")
    func mountedPreview() throws {
        let preview = ComponentPreview("Box") {
            ViewComponent<UIView>(size: ComponentSize(height: 44)) { .backgroundColor(.systemBlue) }
        }
        let variant = ComponentPreviewVariant(width: 430, layoutDirection: .rightToLeft, userInterfaceStyle: .dark)
        let mounted = MountedComponentPreview(preview, variant: variant)
        #expect(mounted.view.frame.size == CGSize(width: 430, height: 44))
        #expect(mounted.view.traitCollection.userInterfaceStyle == .dark)
        #expect(mounted.view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(mounted.host.context.traits.isDark)
        #expect(mounted.view.snapshotSVG().contains("#0a84ff"), "systemBlue as dark appearance shows it")
    }
}
