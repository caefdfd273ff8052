// Migrated by ckgen migrate from SpoilerComponent.mm.
// Review it, then delete the line above: ckgen migrate replaces only files that begin with it.
import ComponentRuntime

#if canImport(UIKit)
    import UIKit
#endif

/// SpoilerComponent, migrated from ComponentKit (SpoilerComponent.mm).
struct SpoilerComponent: ComponentDescription {
    let text: String
    @ScopedState var revealed = false

    var body: Component {
        FlexboxComponent {
            TextComponent("Spoiler")
            if revealed {
                TextComponent(text)
            }
        }
        .onTap { didTap() }
        .padding(horizontal: 12, vertical: 8)
    }

    func didTap() {
        $revealed.set(!revealed, mode: .synchronous)
    }
}
