import Foundation
import Testing

@testable import ComponentRuntime

@Suite("Previews: variants and the preview list")
struct ComponentPreviewVariantTests {
    @Test("a variant's name is its width and what differs from the defaults")
    func names() {
        #expect(ComponentPreviewVariant().name == "375")
        #expect(ComponentPreviewVariant(width: 320, layoutDirection: .rightToLeft).name == "320-rtl")
        let large = ComponentPreviewVariant(
            preferredContentSizeCategory: .accessibilityExtraLarge,
            userInterfaceStyle: .dark
        )
        #expect(large.name == "375-ax3-dark")
        let traits = ComponentTraits(userInterfaceStyle: .dark, preferredContentSizeCategory: .accessibilityExtraLarge)
        #expect(large.traits == traits)
    }

    @Test("the standard variants change one thing each, and have distinct names")
    func standard() {
        let names = ComponentPreviewVariant.standard.map(\.name)
        #expect(names == ["320", "375", "393", "430", "768", "375-rtl", "375-xxxl", "375-ax3", "375-dark"])
        #expect(Set(names).count == names.count)
    }

    @Test("combinations make every pairing, widths varying slowest")
    func combinations() {
        let variants = ComponentPreviewVariant.combinations(
            widths: [320, 768],
            layoutDirections: [.leftToRight, .rightToLeft],
            userInterfaceStyles: [.light, .dark]
        )
        #expect(variants.count == 8)
        #expect(variants.first?.name == "320")
        #expect(variants.last?.name == "768-rtl-dark")
    }

    @Test("search matches every word in the component's or the preview's name, ignoring case")
    func matching() {
        let previews = [
            ComponentPreview("Long name", component: "FollowRow") { TextComponent("a") },
            ComponentPreview("Following", component: "FollowRow") { TextComponent("b") },
            ComponentPreview("Empty", component: "Inbox") { TextComponent("c") },
        ]
        #expect(ComponentPreview.matching("", in: previews).count == 3)
        #expect(ComponentPreview.matching("follow", in: previews).map(\.name) == ["Long name", "Following"])
        #expect(ComponentPreview.matching("row LONG", in: previews).map(\.id) == ["FollowRow/Long name"])
        #expect(ComponentPreview.matching("settings", in: previews).isEmpty)
    }
}
