import Foundation
import Testing

@testable import ComponentRuntime

@MainActor
@Suite("Previews: the gallery screen")
struct ComponentPreviewGalleryTests {
    private let previews = [
        ComponentPreview("Long name", component: "FollowRow") { TextComponent("Ada Lovelace-Byron") },
        ComponentPreview("Following", component: "FollowRow") { TextComponent("Grace Hopper") },
        ComponentPreview("Empty", component: "Inbox", variants: [ComponentPreviewVariant(userInterfaceStyle: .dark)]) {
            TextComponent("No messages", color: .label)
        },
    ]

    /// Every label's text in the tree, in order.
    private func texts(in view: UIView) -> [String] { allLabels(in: view).compactMap(\.text) }

    private func field(in view: UIView) -> UITextField? {
        (view as? UITextField) ?? view.subviews.lazy.compactMap { field(in: $0) }.first
    }

    @Test("lists every preview with its variants, and searching narrows the list")
    func searching() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 800))
        let host = ComponentHost(asynchronousUpdateDelivery: .manual) { ComponentPreviewGallery(previews: previews) }
        host.followsViewWidth = true
        host.mount(in: root)

        let all = texts(in: root)
        #expect(all.contains("FollowRow/Long name"))
        #expect(all.contains("Ada Lovelace-Byron"), "the preview itself is shown")
        #expect(all.contains("Inbox/Empty"))
        #expect(all.contains("375-dark"), "the variants' names")
        #expect(all.contains(ComponentPreviewVariant.standard.map(\.name).joined(separator: " · ")))

        let search = try #require(field(in: root))
        search.text = "inbox"
        search.sendActions(for: .editingChanged)
        host.flush()
        let visible = allLabels(in: root).filter { !$0.isHiddenInTree }.compactMap(\.text)
        #expect(visible.contains("Inbox/Empty"))
        #expect(!visible.contains("FollowRow/Long name"))
        #expect(visible.contains("No messages"))
    }

    private func allLabels(in view: UIView) -> [UILabel] {
        ((view as? UILabel).map { [$0] } ?? []) + view.subviews.flatMap { allLabels(in: $0) }
    }
}

extension UIView {
    /// Whether this view or one above it is hidden: a view the mounter keeps for reuse is hidden.
    fileprivate var isHiddenInTree: Bool {
        var current: UIView? = self
        while let view = current {
            if view.isHidden { return true }
            current = view.superview
        }
        return false
    }
}
