import Foundation
import Testing

@testable import ComponentRuntime

@MainActor
@Suite("Traits: larger text and dark mode through the context")
struct ComponentTraitsTests {
    /// A host whose context carries `traits`, mounted in a 200-point-wide root.
    private func mounted(_ traits: ComponentTraits, _ text: TextComponentAttributes) -> (UIView, ComponentHost) {
        var context = Context()
        context.traits = traits
        let host = ComponentHost(context: context) { _ in TextComponent(text) }
        host.sizeRange = SizeRange(width: 200)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
        host.mount(in: root)
        return (root, host)
    }

    @Test("fonts scale as body text does: unchanged at the default size, 23 points from 17 at XXXL, 53 at AX5")
    func fontScaling() {
        let font = UIFont.systemFont(ofSize: 17)
        #expect(ComponentTraits().scaledFont(font).pointSize == 17)
        #expect(ComponentTraits(preferredContentSizeCategory: .extraExtraExtraLarge).scaledFont(font).pointSize == 23)
        let largest = ComponentTraits(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        #expect(largest.scaledFont(font).pointSize == 53)
        #expect(ComponentTraits(preferredContentSizeCategory: .extraSmall).scaledValue(34) == 28)
    }

    @Test("a text component shows and lays out its font scaled for the context's text size")
    func textFollowsTextSize() throws {
        let text = TextComponentAttributes(string: "Hello there", font: .systemFont(ofSize: 17))
        let (normalRoot, normalHost) = mounted(ComponentTraits(), text)
        let (largeRoot, largeHost) = mounted(ComponentTraits(preferredContentSizeCategory: .accessibilityLarge), text)
        let normal = try #require(normalRoot.subviews.first as? UILabel)
        let large = try #require(largeRoot.subviews.first as? UILabel)

        #expect(normal.font?.pointSize == 17)
        #expect(large.font?.pointSize == 33)
        #expect(large.frame.height > normal.frame.height)
        withExtendedLifetime((normalHost, largeHost)) {}
    }

    @Test("text that opts out keeps its size, and the host rebuilds when the traits change")
    func optOutAndUpdate() throws {
        var fixed = TextComponentAttributes(string: "3", font: .systemFont(ofSize: 12))
        fixed.adjustsFontForContentSizeCategory = false
        let (fixedRoot, fixedHost) = mounted(ComponentTraits(preferredContentSizeCategory: .accessibilityLarge), fixed)
        #expect((fixedRoot.subviews.first as? UILabel)?.font?.pointSize == 12)

        let (root, host) = mounted(ComponentTraits(), TextComponentAttributes(string: "Hi"))
        #expect(host.updateTraits(ComponentTraits(preferredContentSizeCategory: .extraExtraExtraLarge)))
        #expect(!host.updateTraits(ComponentTraits(preferredContentSizeCategory: .extraExtraExtraLarge)))
        #expect((root.subviews.first as? UILabel)?.font?.pointSize == 23)
        withExtendedLifetime((fixedHost, host)) {}
    }

    @Test("dynamic colours resolve for the appearance of the view they are shown in")
    func dynamicColours() {
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        #expect(UIColor.label.resolvedColor(with: dark) == .white)
        #expect(UIColor.label.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) == .black)
        #expect(UIColor.label == UIColor.label)
        #expect(UIColor.label != UIColor.black, "a dynamic colour differs from its light appearance alone")
        #expect(ComponentTraits(userInterfaceStyle: .dark).resolvedColor(.systemBackground) == .black)

        let root = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let child = UIView(frame: root.bounds)
        child.backgroundColor = .systemBackground
        root.addSubview(child)
        #expect(child.traitCollection.userInterfaceStyle == .light)
        #expect(!root.snapshotSVG().contains("#000000"), "light: white on white")
        root.overrideUserInterfaceStyle = .dark
        #expect(child.traitCollection.userInterfaceStyle == .dark)
        #expect(root.snapshotSVG().contains("fill=\"#000000\""), "the dark background is drawn")
    }
}
