import ComponentRuntime
import Foundation
import Testing

/// Views the app adds to the view a tree is mounted in are not the tree's: reordering the tree's views moves
/// them among themselves and leaves the app's views where they are.
@MainActor
@Suite("Views the app adds beside a tree")
struct ForeignSubviewTests {
    private func leaf(_ name: String) -> Component {
        // Two view classes, so each component keeps its own view and reordering must move one.
        let configuration =
            name == "image"
            ? ViewConfiguration(UIImageView.self, [.accessibilityIdentifier(name)])
            : ViewConfiguration(UILabel.self, [.accessibilityIdentifier(name)])
        return Component(view: configuration, size: ComponentSize(width: 10, height: 10))
    }

    @Test("an overlay the app added above the tree stays above it when the tree's views swap places")
    func overlayStaysOnTop() {
        let names = Ref(["label", "image"])
        let host = ComponentHost { [leaf] _ in StackComponent(children: names.value.map(leaf)) }
        let root = makeRootView()
        host.mount(in: root)
        let overlay = UIView()
        overlay.accessibilityIdentifier = "overlay"
        root.addSubview(overlay)

        names.value = ["image", "label"]
        host.rebuild()
        #expect(root.subviews.compactMap(\.accessibilityIdentifier) == ["image", "label", "overlay"])
    }
}
